/**
 * The benchmark's ceiling (bench/README.md): a bare Hono Worker, started by `npm run bench` with the service's own
 * `wrangler.toml` (the same D1, assets, rate limit and queue bindings, the same `minify`), answering `GET /` with a
 * JSON body shaped like the service root's. What the service root costs beyond it is the middleware every request
 * pays.
 */
import { Hono } from 'hono';

const app = new Hono();

app.get('/', (c) => {
  const origin = new URL(c.req.url).origin;
  return c.json({
    name: 'Calendar Events API',
    description: 'Events, venues, organizers, event categories and tags in Catalan, English and Spanish.',
    namespace: 'calendar/events/v1',
    default_language: 'en',
    roots: Object.fromEntries(
      ['ca', 'en', 'es'].map((lang) => [
        lang,
        { namespace_url: `${origin}/${lang}/calendar/events/v1`, docs: `${origin}/${lang}/docs` },
      ]),
    ),
    default_root: `${origin}/calendar/events/v1`,
  });
});

export default app;
