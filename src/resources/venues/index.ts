import { idAndSlugEndpoints } from '../../http/routes/item-routes';
import { endpoint } from '../../http/routes/route';
import { linkedHandlers, linkedRoutes, publicLinked } from '../posts/linked';
import { venueKind } from './venues.kind';
import type { VenueWire } from './venues.mapper';
import { selectVenueRows, type VenueRow } from './venues.queries';
import { type VenueUpdateInput, venueCreateBody, venueUpdateBody } from './venues.schemas';

export { venueKind } from './venues.kind';
export { placeJsonLd, toVenue, type VenueWire } from './venues.mapper';
export { selectVenueRows, type VenueRow } from './venues.queries';
export { type VenueCreateInput, type VenueUpdateInput, venueCreateBody, venueUpdateBody } from './venues.schemas';
export { venueSchema } from './venues.wire';

/**
 * The venues as an anonymous reader sees them (the public rule of `src/resources/posts/posts.visibility.ts`): what
 * the public pages, the export and `changes` read.
 */
export const publicVenues = publicLinked<VenueRow, VenueUpdateInput, ReturnType<typeof selectVenueRows>, VenueWire>(
  venueKind,
  (scope, where, idDriven) => selectVenueRows(scope.db, scope.lang, where, idDriven),
);

/**
 * The venue routes (`GET|POST /venues`, and read, update (POST, PUT, PATCH) and delete on `/venues/{id}` and
 * `/venues/by-slug/{slug}`) and their handlers of the same names: the shared linked-post machinery
 * (`src/resources/posts/linked/`) for the venue kind (`venues.kind.ts`).
 */
const routes = linkedRoutes(venueKind.meta, { create: venueCreateBody, update: venueUpdateBody });
const handlers = linkedHandlers(venueKind);

/** The venue endpoints, in registration order: list, create, then read, update, delete by id and by slug. */
export const venueEndpoints = [
  endpoint(routes.list, handlers.list),
  endpoint(routes.create, handlers.create),
  ...idAndSlugEndpoints(routes, handlers),
] as const;
