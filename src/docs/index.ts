import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError, noRoute } from '../http/errors';
import { NAMESPACE, routingPath, WP_NAMESPACE } from '../http/path';
import { type ApiRoute, endpoint } from '../http/routes/route';
import { discoveryHeaders } from '../http/wordpress/tec-discovery';
import { LANGUAGES } from '../i18n/languages';
import { docRoutes } from './docs.routes';
import type { ServerEntry } from './openapi';

/**
 * The self-describing API: the namespace index, `/doc` and `OPTIONS` inside the namespace (every root), and
 * the docs page outside it. The generators are imported lazily and cache their output per isolate, so they
 * cost nothing on the other routes.
 */

/**
 * The namespace index and `/doc` (first, so they lead the index as in the original). Both describe `routes()`:
 * every route of the namespace (`src/endpoints.ts`, which lists these two as well, hence the function).
 */
export function docEndpoints(routes: () => readonly ApiRoute[]) {
  return [
    endpoint(docRoutes.index, async (c, input) => {
      const namespace = c.get('namespaceName');
      const requested = input.namespace.trim().replace(/^\/+|\/+$/g, '');
      // The parameter's default is the own namespace; through the WordPress paths the original's name is the one used.
      if (requested !== namespace && requested !== NAMESPACE) throw new ApiError('rest_invalid_namespace');
      const { namespaceIndex } = await import('./namespace-index');
      const apiBase = c.get('apiBase');
      // `up` stays under the request's root: its site root (`/`, `/ca/`…, the service index), and through the
      // WordPress paths the discovery index (`/wp-json/`), as in WordPress.
      const up =
        namespace === NAMESPACE ? `${c.get('origin')}${c.get('rootPrefix')}/` : apiBase.slice(0, -namespace.length);
      // The original's discovery headers (src/http/wordpress/tec-discovery.ts): this root is the one the request used.
      for (const [name, value] of Object.entries(discoveryHeaders(c.get('origin'), `${apiBase}/`))) {
        c.header(name, value);
      }
      return c.json(namespaceIndex(routes(), c.get('lang'), apiBase, up, namespace, mcpUrl(c)));
    }),
    endpoint(docRoutes.doc, async (c) => {
      const { openApiDocument } = await import('./openapi');
      const prefix = c.get('rootPrefix');
      const origin = c.get('origin');
      const other: ServerEntry =
        c.get('namespaceName') === NAMESPACE
          ? { url: `${origin}${prefix}/wp-json/${WP_NAMESPACE}/`, description: 'doc.server.wordpress' }
          : { url: `${origin}${prefix}/${NAMESPACE}/`, description: 'doc.server.own' };
      const current: ServerEntry = { url: `${c.get('apiBase')}/`, description: 'doc.server.current' };
      return c.json(openApiDocument(routes(), c.get('lang'), [current, other], mcpUrl(c)));
    }),
  ] as const;
}

/** The MCP server of the request's root (src/mcp/): `/mcp` or `/{lang}/mcp`, whatever the layout. */
function mcpUrl(c: Context<AppEnv>): string {
  return `${c.get('origin')}${c.get('rootPrefix')}/mcp`;
}

/** `OPTIONS` on a route of `routes` answers its index entry, as WordPress does (CORS preflights never get here). */
export function optionsOfRoute(routes: readonly ApiRoute[]) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const base = `${c.get('rootPrefix')}/${NAMESPACE}`;
    const path = routingPath(c.req.raw);
    const relative = path.slice(base.length);
    const { entryForPath, withLinks } = await import('./namespace-index');
    const found = entryForPath(routes, c.get('lang'), relative);
    if (!found) throw noRoute();
    const entry = withLinks(found, c.get('apiBase'), c.get('namespaceName'));
    c.header('Allow', entry.methods.join(', '));
    return c.json(entry);
  };
}

/** Registers the interactive reference page of every root: `/docs` (default language) and `/{lang}/docs`. */
export function registerDocsPage(app: Hono<AppEnv>): void {
  for (const prefix of ['', ...LANGUAGES.map((lang) => `/${lang}`)]) {
    // The page and its catalogues are loaded by its first request.
    app.get(`${prefix}/docs`, async (c) => (await import('./docs.page')).docsPage(c));
  }
}
