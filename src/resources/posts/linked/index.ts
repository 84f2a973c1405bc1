/**
 * Linked posts (TEC's name for venues and organizers): one generic module for their routes, handlers, lists,
 * writes and wire shape, parameterised by a `LinkedKind` per type. `src/resources/venues/` and
 * `src/resources/organizers/` declare their kind (`venues.kind.ts`) and pair these routes and handlers in their
 * `index.ts`.
 */
export { linkedHandlers } from './linked.handlers';
export type { LinkedKind, LinkedWriteInput } from './linked.kind';
export { type PublicLinked, publicLinked } from './linked.public';
export { type LinkedRoutes, linkedRoutes } from './linked.routes';
