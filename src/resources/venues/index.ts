import { idAndSlugEndpoints } from '../../http/item-routes';
import { endpoint } from '../../http/route';
import { venueHandlers as handlers } from './venues.handlers';
import { venueRoutes as routes } from './venues.routes';

export { venueKind } from './venues.kind';
export { placeJsonLd, toVenue, type VenueWire } from './venues.mapper';
export { selectVenueRows, type VenueRow } from './venues.queries';
export { type VenueCreateInput, type VenueUpdateInput, venueCreateBody, venueUpdateBody } from './venues.schemas';

/** The venue endpoints, in registration order: list, create, then read, update, delete by id and by slug. */
export const venueEndpoints = [
  endpoint(routes.list, handlers.list),
  endpoint(routes.create, handlers.create),
  ...idAndSlugEndpoints(routes, handlers),
] as const;
