import { type ApiRoute, endpoint, type Handler } from '../../http/routes/route';
import { termHandlers } from './terms.handlers';
import { termRoutes } from './terms.routes';

/** Categories and tags as every reader sees them: what the export and `changes` read. */
export { termChunk, termsAmong, termWire } from './terms.public';
export type { TermRow } from './terms.queries';
/** The wire schemas (the OpenAPI components, the MCP tools' texts). */
export { eventTermSchema, type TermWire, termSchema } from './terms.wire';

/**
 * The endpoints of one taxonomy (one taxonomy module serves both): list, create, read, update and delete. Typed
 * per route so that each list keeps its taxonomy's routes (the typed client reads them).
 */
function taxonomyEndpoints<
  L extends ApiRoute,
  C extends ApiRoute,
  G extends ApiRoute,
  U extends ApiRoute,
  D extends ApiRoute,
>(
  routes: { list: L; create: C; get: G; update: readonly U[]; delete: D },
  handlers: {
    list: Handler<NoInfer<L>>;
    create: Handler<NoInfer<C>>;
    get: Handler<NoInfer<G>>;
    update: Handler<NoInfer<U>>;
    delete: Handler<NoInfer<D>>;
  },
) {
  return [
    endpoint(routes.list, handlers.list),
    endpoint(routes.create, handlers.create),
    endpoint(routes.get, handlers.get),
    ...routes.update.map((route) => endpoint(route, handlers.update)),
    endpoint(routes.delete, handlers.delete),
  ] as const;
}

/** The event category endpoints. */
export const categoryEndpoints = taxonomyEndpoints(termRoutes('categories'), termHandlers('categories'));

/** The event tag endpoints. */
export const tagEndpoints = taxonomyEndpoints(termRoutes('tags'), termHandlers('tags'));
