import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { LANGUAGES } from '../i18n/languages';
import { loadRecurrenceRules } from '../time';
import { notFoundPage, pageMiddleware } from './pages.guard';

/**
 * @module The routes of the public pages (docs/pages.md): items, agenda, month and week, embed, configurator. Their
 * handlers (`pages.handlers.ts`: the views, the widget's configurator, the styles) are loaded by the first page
 * request, not by the service's start (bench/README.md, "Startup").
 */

type Handlers = typeof import('./pages.handlers');

/** The pages' handlers, loaded once per isolate, with the series' rules their next dates walk. */
const handlers = async (): Promise<Handlers> =>
  (await Promise.all([import('./pages.handlers'), loadRecurrenceRules()]))[0];

/** A handler that loads the pages' handlers, then calls `use` with them. */
const lazy =
  (use: (h: Handlers, c: Context<AppEnv>) => Response | Promise<Response>) =>
  async (c: Context<AppEnv>): Promise<Response> =>
    use(await handlers(), c);

/** Registers the public pages under every language root, behind the pages' middleware, and their assets. */
export function registerPublicPages(app: Hono<AppEnv>): void {
  /** An asset of the pages: its body (from the pages' handlers), its type, cached a day, plus `headers`. */
  const asset = (
    path: string,
    type: string,
    body: (h: Handlers, c: Context<AppEnv>) => string,
    headers: Record<string, string> = {},
  ) =>
    app.get(
      path,
      lazy((h, c) => c.body(body(h, c), 200, { 'Content-Type': type, 'Cache-Control': h.ASSET_CACHE, ...headers })),
    );
  const CSS = 'text/css; charset=utf-8';
  const JS = 'text/javascript; charset=utf-8';
  asset('/pages.css', CSS, (h) => h.PAGES_CSS, { 'Access-Control-Allow-Origin': '*' });
  asset('/embed-height.js', JS, (h) => h.EMBED_HEIGHT_JS);
  asset('/embed.js', JS, (h, c) => h.embedResizeJs(c.get('origin')), {
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  asset('/favicon.svg', 'image/svg+xml', (h) => h.FAVICON);
  // Browsers ask for it whatever the page says: an empty answer, not an error in their console.
  app.get(
    '/favicon.ico',
    lazy((h, c) => c.body(null, 204, { 'Cache-Control': h.ASSET_CACHE })),
  );

  /** A page: the pages' middleware (cache, limit, errors), then its handler. */
  const page = (path: string, handler: (h: Handlers, c: Context<AppEnv>) => Response | Promise<Response>) => {
    app.use(path, ...pageMiddleware);
    app.get(path, lazy(handler));
  };
  // The item pages also without a language root, in the default language (the original's `{site}/event/<slug>/`),
  // so that discovery from a site root finds them (src/http/wordpress/tec-discovery.ts).
  for (const kind of ['event', 'venue', 'organizer'] as const) {
    page(`/${kind}/:slug`, (h, c) => h.itemPage(c, c.get('rootLang'), kind));
  }
  page('/event/:slug/:day', (h, c) => h.itemPage(c, c.get('rootLang'), 'event'));
  for (const lang of LANGUAGES) {
    for (const kind of ['event', 'venue', 'organizer'] as const) {
      page(`/${lang}/${kind}/:slug`, (h, c) => h.itemPage(c, lang, kind));
    }
    page(`/${lang}/event/:slug/:day`, (h, c) => h.itemPage(c, lang, 'event'));
    page(`/${lang}/events`, (h, c) => h.agendaPage(c, lang));
    page(`/${lang}/events/month/:at?`, (h, c) => h.periodPage(c, lang, 'month', c.req.param('at')));
    page(`/${lang}/events/week/:at?`, (h, c) => h.periodPage(c, lang, 'week', c.req.param('at')));
    page(`/${lang}/embed`, (h, c) => h.embedPage(c, lang));
    page(`/${lang}/widget`, (h, c) => h.configuratorPage(c, lang));
  }
  // Any other path under a page's own (a mistyped view, an item page without a slug or with more segments): the
  // visitor's localized 404 page, not the API's JSON `rest_no_route`. After the pages, so it only takes what they
  // leave; no D1 read, so without the pages' middleware.
  for (const lang of LANGUAGES) {
    for (const base of ['events', 'event', 'venue', 'organizer']) {
      app.get(`/${lang}/${base}/*`, (c) => notFoundPage(c));
    }
  }
}
