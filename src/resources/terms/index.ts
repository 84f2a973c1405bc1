import { endpoint } from '../../http/route';
import { termHandlers } from './terms.handlers';
import { termRoutes } from './terms.routes';

/**
 * The endpoints of the two taxonomies, one taxonomy module serving both: list, create, read, update and delete.
 * Each list is spelled out so that its type keeps its taxonomy's routes (the typed client reads it).
 */
const categories = { routes: termRoutes('categories'), handlers: termHandlers('categories') };
const tags = { routes: termRoutes('tags'), handlers: termHandlers('tags') };

/** The event category endpoints. */
export const categoryEndpoints = [
  endpoint(categories.routes.list, categories.handlers.list),
  endpoint(categories.routes.create, categories.handlers.create),
  endpoint(categories.routes.get, categories.handlers.get),
  ...categories.routes.update.map((route) => endpoint(route, categories.handlers.update)),
  endpoint(categories.routes.delete, categories.handlers.delete),
] as const;

/** The event tag endpoints. */
export const tagEndpoints = [
  endpoint(tags.routes.list, tags.handlers.list),
  endpoint(tags.routes.create, tags.handlers.create),
  endpoint(tags.routes.get, tags.handlers.get),
  ...tags.routes.update.map((route) => endpoint(route, tags.handlers.update)),
  endpoint(tags.routes.delete, tags.handlers.delete),
] as const;
