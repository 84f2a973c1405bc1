import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { publicEtag } from '../http/cache/public-etag';
import { readInput } from '../http/input/read-input';
import { languageOverride } from '../http/language-root';
import { WP_NAMESPACE } from '../http/path';
import type { ApiRoute } from '../http/routes/route';
import { LANGUAGES } from '../i18n/languages';
import { lookup } from '../i18n/lookup';

/**
 * `GET /wp-json/` and `/{lang}/wp-json/` (also `?rest_route=/`): WordPress's discovery index, reduced to what
 * clients of the original read (see docs/wordpress-paths.md): the site's `name` and `url`, `namespaces` (only
 * the original's `tribe/events/v1`), that namespace's `routes` keyed and linked as WordPress does, and
 * `_links`. Every URL stays in the layout the request came through.
 */
async function discoveryIndex(c: Context<AppEnv>, routes: readonly ApiRoute[]): Promise<Response> {
  // The index's code and the docs' catalogues are loaded by the first request that needs them.
  const [{ indexRoutes }, { docTexts }] = await Promise.all([
    import('./namespace-index'),
    import('../i18n/catalogues/docs'),
  ]);
  const apiBase = c.get('apiBase');
  const prefix = c.get('rootPrefix');
  const site = `${c.get('origin')}${prefix}`;
  return c.json({
    // The site's name and tagline, in the request's language as the routes' descriptions.
    name: lookup(docTexts, c.get('lang'), 'doc.title'),
    description: lookup(docTexts, c.get('lang'), 'site.description'),
    url: site,
    home: site,
    namespaces: [WP_NAMESPACE],
    routes: indexRoutes(routes, c.get('lang'), apiBase, WP_NAMESPACE),
    _links: {
      help: [{ href: `${site}/docs` }],
      'tribe:events': [{ href: apiBase }],
    },
  });
}

/** Registers the discovery index of `routes` (the app's, `src/endpoints.ts`) under every language root. */
export function registerWordPressDiscovery(app: Hono<AppEnv>, routes: readonly ApiRoute[]): void {
  for (const prefix of ['', ...LANGUAGES.map((lang) => `/${lang}`)]) {
    // `i18n_language` chooses the language of the routes' descriptions, as in the namespace index.
    app.get(`${prefix}/wp-json`, publicEtag, readInput, languageOverride, (c) => discoveryIndex(c, routes));
  }
}
