import { docEndpoints } from './docs';
import type { ApiRoute } from './http/routes/route';
import { eventEndpoints } from './resources/events';
import { organizerEndpoints } from './resources/organizers';
import { categoryEndpoints, tagEndpoints } from './resources/terms';
import { venueEndpoints } from './resources/venues';
import { syncEndpoints } from './sync';

/**
 * Every endpoint of the namespace, in registration order: the order of the namespace index, of `/doc` and of the
 * WordPress discovery index, which all read this list (through `routes`); `src/app.ts` registers it under every
 * language root and `src/docs/client.ts` derives the typed client from its type.
 */
export const endpoints = [
  ...docEndpoints(() => routes),
  ...eventEndpoints,
  ...venueEndpoints,
  ...organizerEndpoints,
  ...categoryEndpoints,
  ...tagEndpoints,
  ...syncEndpoints,
] as const;

/** The route object of every endpoint, in the same order. */
export const routes: readonly ApiRoute[] = endpoints.map((item) => item.route);
