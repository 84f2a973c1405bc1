import { idAndSlugEndpoints } from '../../http/routes/item-routes';
import { endpoint } from '../../http/routes/route';
import { linkedHandlers, linkedRoutes } from '../posts/linked';
import { organizerKind } from './organizers.kind';
import { organizerCreateBody, organizerUpdateBody } from './organizers.schemas';

export { organizerKind } from './organizers.kind';
export { type OrganizerWire, organizationJsonLd, toOrganizer } from './organizers.mapper';
export { type OrganizerRow, selectOrganizerRows } from './organizers.queries';
export {
  type OrganizerCreateInput,
  type OrganizerUpdateInput,
  organizerCreateBody,
  organizerUpdateBody,
} from './organizers.schemas';

/**
 * The organizer routes (`GET|POST /organizers`, and read, update (POST, PUT, PATCH) and delete on
 * `/organizers/{id}` and `/organizers/by-slug/{slug}`) and their handlers of the same names: the shared linked-post
 * machinery (`src/resources/posts/linked/`) for the organizer kind (`organizers.kind.ts`).
 */
const routes = linkedRoutes(organizerKind.meta, { create: organizerCreateBody, update: organizerUpdateBody });
const handlers = linkedHandlers(organizerKind);

/** The organizer endpoints, in registration order: list, create, then read, update, delete by id and by slug. */
export const organizerEndpoints = [
  endpoint(routes.list, handlers.list),
  endpoint(routes.create, handlers.create),
  ...idAndSlugEndpoints(routes, handlers),
] as const;
