import { idAndSlugEndpoints } from '../../http/item-routes';
import { endpoint } from '../../http/route';
import { organizerHandlers as handlers } from './organizers.handlers';
import { organizerRoutes as routes } from './organizers.routes';

export { organizerKind } from './organizers.kind';
export { type OrganizerWire, organizationJsonLd, toOrganizer } from './organizers.mapper';
export { type OrganizerRow, selectOrganizerRows } from './organizers.queries';
export {
  type OrganizerCreateInput,
  type OrganizerUpdateInput,
  organizerCreateBody,
  organizerUpdateBody,
} from './organizers.schemas';

/** The organizer endpoints, in registration order: list, create, then read, update, delete by id and by slug. */
export const organizerEndpoints = [
  endpoint(routes.list, handlers.list),
  endpoint(routes.create, handlers.create),
  ...idAndSlugEndpoints(routes, handlers),
] as const;
