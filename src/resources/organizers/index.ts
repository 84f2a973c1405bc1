import { endpoint } from '../../http/route';
import { organizerHandlers as handlers } from './organizers.handlers';
import { organizerRoutes as routes } from './organizers.routes';

export { organizerKind, planOrganizerCreate } from './organizers.kind';
export { type OrganizerWire, organizationJsonLd, toOrganizer } from './organizers.mapper';
export { findOrganizerByName, type OrganizerRow, selectOrganizerRows } from './organizers.queries';
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
  endpoint(routes.get, handlers.get),
  endpoint(routes.getBySlug, handlers.get),
  ...routes.update.map((route) => endpoint(route, handlers.update)),
  ...routes.updateBySlug.map((route) => endpoint(route, handlers.update)),
  endpoint(routes.delete, handlers.delete),
  endpoint(routes.deleteBySlug, handlers.delete),
] as const;
