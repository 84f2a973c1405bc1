import type { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { register } from '../../http/route';
import { termHandlers } from './terms.handlers';
import { termRoutes } from './terms.routes';
import type { TaxonomyRoute } from './terms.schemas';

/** Registers the routes of event categories and event tags: one taxonomy module serving both. */
export function registerTermRoutes(api: Hono<AppEnv>): void {
  for (const taxonomy of ['categories', 'tags'] as const satisfies readonly TaxonomyRoute[]) {
    const routes = termRoutes(taxonomy);
    const handlers = termHandlers(taxonomy);
    register(api, routes.list, handlers.list);
    register(api, routes.create, handlers.create);
    register(api, routes.get, handlers.get);
    for (const update of routes.update) register(api, update, handlers.update);
    register(api, routes.delete, handlers.delete);
  }
}
