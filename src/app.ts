import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { H, RouterRoute } from 'hono/types';
import { authenticate } from './auth/caller';
import { optionsOfRoute, registerDocsPage } from './docs';
import { registerWordPressDiscovery } from './docs/wp-discovery';
import { registerEditor } from './editor';
import { endpoints, routes } from './endpoints';
import type { AppEnv } from './env';
import { registerFederation } from './federation';
import { edgeCache } from './http/cache/cache';
import { cacheHeaders } from './http/cache/cache-headers';
import { hotAnswers } from './http/cache/hot-answers';
import { publicEtag } from './http/cache/public-etag';
import { workersCache } from './http/cache/workers-cache';
import { requestContext } from './http/context';
import { cors } from './http/cors';
import { readInput } from './http/input/read-input';
import { languageOverride, languageRoot } from './http/language-root';
import { onError, onNotFound } from './http/on-error';
import { NAMESPACE, routingPath } from './http/path';
import { rateLimit, rateLimitCredentials, rateLimitHeaders } from './http/rate-limit';
import { PrefixRouter } from './http/routes/prefix-router';
import { mountEndpoints } from './http/routes/route';
import { scriptSafeJson } from './http/script-safe-json';
import { discoveryHeaders, discoveryRoot, restApiLink } from './http/wordpress/tec-discovery';
import { allowHeader, envelopeAndJsonp } from './http/wordpress/wordpress-globals';
import { defaultLanguage, LANGUAGES } from './i18n/languages';
import { type ImportOverrides, importOverridesOf } from './import/overrides';
import { registerMcp } from './mcp';
import { frameableEmbed, registerPublicPages } from './pages';
import { notifyHooks } from './sync/hooks';

/** The namespace's routes, shared by every language root. */
function buildApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use(
    '*',
    envelopeAndJsonp,
    allowHeader(() => routes),
  );
  api.use('*', notifyHooks);
  api.use(
    '*',
    rateLimitHeaders,
    readInput,
    languageOverride,
    rateLimitCredentials,
    authenticate,
    cacheHeaders,
    edgeCache,
    rateLimit,
  );
  mountEndpoints(api, endpoints);
  api.on('OPTIONS', '*', optionsOfRoute(routes));
  return api;
}

/**
 * The whole service: cross-cutting middleware, the service root, and the namespace under every language root.
 * `importOverrides`: only the importer's own app has them (scripts/lib/tec-write.ts); the Worker's has none.
 */
export function buildApp(options: { importOverrides?: ImportOverrides } = {}): Hono<AppEnv> {
  // Hono's default router tries a RegExpRouter of every route on the first request and, as it cannot take these
  // routes (an `:id{\d+}` beside a literal segment), builds a TrieRouter of all 550 after it: a TrieRouter of the
  // routes a path may reach instead, built on that path's first match (src/http/routes/prefix-router.ts), the
  // same matching without the failed attempt and without the routes of other paths, milliseconds of every
  // isolate's first request (docs/performance.md, "What loads when"; test/app/startup-work.node.test.ts).
  const router = new PrefixRouter<[H, RouterRoute]>();
  const app = new Hono<AppEnv>({ getPath: routingPath, router });
  if (options.importOverrides) app.use('*', importOverridesOf(options.importOverrides));
  app.onError(onError);
  app.notFound(onNotFound);
  app.use(
    '*',
    // First: a repeated anonymous public read is answered here, before the rest (src/http/cache/hot-answers.ts).
    hotAnswers,
    scriptSafeJson,
    requestContext,
    workersCache,
    cors,
    frameableEmbed,
    // `overwrite: false`: a response that sets one of these headers keeps its own (the editor's `Referrer-Policy`).
    secureHeaders({
      crossOriginResourcePolicy: 'cross-origin',
      crossOriginOpenerPolicy: false,
      xFrameOptions: 'DENY',
      overwrite: false,
    }),
    languageRoot,
  );

  // The service root, and each language's (the site root of that language's WordPress layout), with the
  // original's discovery headers (src/http/wordpress/tec-discovery.ts).
  for (const prefix of ['', ...LANGUAGES.map((lang) => `/${lang}`)]) {
    app.get(prefix || '/', publicEtag, (c) => {
      const origin = new URL(c.req.url).origin;
      for (const [name, value] of Object.entries(discoveryHeaders(origin, discoveryRoot(origin, prefix)))) {
        c.header(name, value);
      }
      c.header('Link', restApiLink(origin, prefix));
      return c.json({
        name: 'Calendar Events API',
        description: 'Events, venues, organizers, event categories and tags in Catalan, English and Spanish.',
        namespace: NAMESPACE,
        default_language: defaultLanguage(c.var.config.defaultLanguage),
        roots: Object.fromEntries(
          LANGUAGES.map((lang) => [
            lang,
            { namespace_url: `${origin}/${lang}/${NAMESPACE}`, docs: `${origin}/${lang}/docs` },
          ]),
        ),
        default_root: `${origin}/${NAMESPACE}`,
      });
    });
  }

  registerDocsPage(app);
  registerWordPressDiscovery(app, routes);
  registerPublicPages(app);
  registerMcp(app, routes);
  registerEditor(app);
  registerFederation(app);
  // The namespace under every root, last: the language roots' when a request first reaches each (a request under
  // one root needs none of the others' 73 routes; src/http/routes/prefix-router.ts).
  const api = buildApi();
  app.route(`/${NAMESPACE}`, api);
  for (const lang of LANGUAGES) {
    const root = `/${lang}/${NAMESPACE}`;
    router.defer(root, () => app.route(root, api));
  }
  return app;
}
