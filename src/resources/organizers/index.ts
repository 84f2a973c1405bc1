import { idAndSlugEndpoints } from '../../http/routes/item-routes';
import { endpoint } from '../../http/routes/route';
import { linkedHandlers, linkedRoutes, publicLinked } from '../posts/linked';
import { organizerKind } from './organizers.kind';
import type { OrganizerWire } from './organizers.mapper';
import { type OrganizerRow, selectOrganizerRows } from './organizers.queries';
import { type OrganizerUpdateInput, organizerCreateBody, organizerUpdateBody } from './organizers.schemas';

export { organizerKind } from './organizers.kind';
export { type OrganizerWire, organizationJsonLd, toOrganizer } from './organizers.mapper';
export { type OrganizerRow, selectOrganizerRows } from './organizers.queries';
export {
  type OrganizerCreateInput,
  type OrganizerUpdateInput,
  organizerCreateBody,
  organizerUpdateBody,
} from './organizers.schemas';
export { organizerSchema } from './organizers.wire';

/**
 * The organizers as an anonymous reader sees them (the public rule of `src/resources/posts/posts.visibility.ts`):
 * what the public pages, the export and `changes` read.
 */
export const publicOrganizers = publicLinked<
  OrganizerRow,
  OrganizerUpdateInput,
  ReturnType<typeof selectOrganizerRows>,
  OrganizerWire
>(organizerKind, (scope, where, idDriven) => selectOrganizerRows(scope.db, scope.lang, where, idDriven));

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
