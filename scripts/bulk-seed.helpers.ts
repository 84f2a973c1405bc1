/**
 * The service's own functions the bulk seed needs, in one module so `scripts/bulk-seed.mjs` loads the TypeScript
 * sources once (through tsx): seeded rows then hold exactly what the API would write for the same input.
 */

export { slugFromText, uniqueSlug } from '../src/resources/shared/slugs';
export { deriveStateProvince } from '../src/resources/venues/venues.writes';
export { sanitizeHtml } from '../src/text';
export { recomputeForZone, toLuxonZone } from '../src/time';
