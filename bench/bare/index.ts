/**
 * The benchmark's ceilings (bench/README.md): a bare Hono Worker, started by `npm run bench` with the service's own
 * `wrangler.toml` (the same D1, assets, rate limit and queue bindings, the same `minify`).
 * - `GET /` answers a JSON body shaped like the service root's: what the service root costs beyond it is the
 *   middleware every request pays.
 * - `GET /body?bytes=N` answers N bytes of JSON held in memory, with a cache hit's headers: the least a cache hit of
 *   an N-byte list can cost in this runtime (the bytes through it), whatever the service does.
 * - `GET /d1?bytes=N` makes one D1 round trip (`SELECT 1`) and answers the N bytes: what the round trip alone adds.
 * - `PUT /body` gives the N bytes themselves (the service's list body), which the three above then answer, and the
 *   headers of the service's hit and miss of that list, which they answer instead of their 9 with `headers=service`.
 * - `GET /miss?bytes=N&_bench=…` looks the request's URL up in the Cache API (a miss), makes one D1 round trip
 *   (`SELECT 1`), puts the N bytes in the Cache API under that URL and answers them: the least an uncached list of
 *   that size can cost here (its cache look-up, its round trip and its cache write), before any SQL that reads
 *   events, any mapping and any JSON.
 * - `PUT /statements` gives the statements the service's uncached default list runs (bench/lib/page-sql.ts), which
 *   `GET /miss?…&sql=list` runs as its round trip instead of `SELECT 1`: the same data read, without the
 *   service's mapping, JSON, middleware and headers.
 */
import { Hono } from 'hono';

const app = new Hono<{ Bindings: { DB: D1Database } }>();

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

const bodies = new Map<number, Uint8Array>();

/** N bytes of JSON (an array of strings), made once per size. */
function bodyOf(bytes: number): Uint8Array {
  let body = bodies.get(bytes);
  if (!body) {
    const line = `"${'x'.repeat(62)}"`;
    const items = Array.from({ length: Math.max(1, Math.floor((bytes - 2) / (line.length + 1))) }, () => line);
    body = new TextEncoder().encode(`[${items.join(',')}]`);
    bodies.set(bytes, body);
  }
  return body;
}

/**
 * `PUT /body` (the benchmark, once, before any load): the service's own list body, answered from then on for its
 * size. The ceilings then move the very bytes the service does, not only as many: the dev server's entry worker
 * gzips JSON for clients that accept it, and a body of one repeated character compresses ~30 times more than a
 * list (bench/README.md, "The ceilings' bytes").
 */
app.put('/body', async (c) => {
  const body = new Uint8Array(await c.req.arrayBuffer());
  bodies.set(body.byteLength, body);
  for (const kind of ['hit', 'miss'] as const) {
    const given = c.req.header(`x-bench-${kind}-headers`);
    if (given) answerHeaders[kind] = JSON.parse(given) as [string, string][];
  }
  return c.body(null, 204);
});

/**
 * The headers of the service's own answers of that body (`PUT /body`'s `X-Bench-Hit-Headers` and
 * `X-Bench-Miss-Headers`, JSON lists of name and value), answered by `?headers=service`: the same response, not
 * only the same body. `X-Request-Id` is made per answer, as the service makes it.
 */
const answerHeaders: { hit?: [string, string][]; miss?: [string, string][] } = {};

const sizeOf = (value: string | undefined) => Math.min(Math.max(Number(value) || 0, 2), 4 * 1024 * 1024);

/**
 * The headers of a list's answer (`kind`: a hit's or a miss's): with `service`, the service's own as `PUT /body`
 * gave them; else 9, those a hit stores (src/http/cache/cache.ts).
 */
function hitHeaders(kind: 'hit' | 'miss', service: boolean): Headers {
  const given = service ? answerHeaders[kind] : undefined;
  if (given) {
    const headers = new Headers(given);
    if (headers.has('x-request-id')) headers.set('x-request-id', crypto.randomUUID());
    // The bare Worker's own D1 figures (none from memory; `SELECT 1` reads no row), in the service's format.
    if (headers.has('server-timing')) {
      headers.set('server-timing', `db;dur=0.0, db-queries;desc="${kind === 'hit' ? 0 : 1}", db-rows;desc="0"`);
    }
    return headers;
  }
  return new Headers({
    'content-type': 'application/json',
    'cache-control': 'public, max-age=60',
    etag: '"0123456789abcdef01234567"',
    'x-wp-total': '5246',
    'x-wp-totalpages': '525',
    'x-tec-total': '5246',
    'x-tec-totalpages': '525',
    link: '<http://127.0.0.1/calendar/events/v1/events?page=2>; rel="next"',
    'x-cache': kind === 'hit' ? 'HIT' : 'MISS',
  });
}

const service = (c: { req: { query(name: string): string | undefined } }) => c.req.query('headers') === 'service';

app.get(
  '/body',
  (c) => new Response(bodyOf(sizeOf(c.req.query('bytes'))).slice(), { headers: hitHeaders('hit', service(c)) }),
);

app.get('/d1', async (c) => {
  await c.env.DB.batch([c.env.DB.prepare('SELECT 1')]);
  return new Response(bodyOf(sizeOf(c.req.query('bytes'))).slice(), { headers: hitHeaders('miss', service(c)) });
});

/** The statements of the service's uncached default list (`PUT /statements`), for `/miss?sql=list`. */
let listStatements: { sql: string; params: unknown[] }[] = [];

app.put('/statements', async (c) => {
  listStatements = await c.req.json();
  return c.body(null, 204);
});

app.get('/miss', async (c) => {
  if (await caches.default.match(c.req.url)) throw new Error('a /miss URL was requested twice');
  const list = c.req.query('sql') === 'list';
  if (list && listStatements.length === 0) throw new Error('/miss?sql=list before PUT /statements');
  const db = c.env.DB;
  const results = await db.batch(
    list ? listStatements.map(({ sql, params }) => db.prepare(sql).bind(...params)) : [db.prepare('SELECT 1')],
  );
  const body = bodyOf(sizeOf(c.req.query('bytes')));
  // The Cache API gets the 9 headers either way: the service stores its answer's own few (content type, ETag,
  // Cache-Control, Link, totals), not the per-request ones (request id, timing, rate limit, security headers).
  const stored = hitHeaders('miss', false);
  c.executionCtx.waitUntil(caches.default.put(c.req.url, new Response(body.slice(), { headers: stored })));
  const headers = hitHeaders('miss', service(c));
  // The rows the statements read, in the service's format: the bench checks them against the service's own.
  if (list) {
    const rows = results.reduce((sum, result) => sum + (result.meta.rows_read ?? 0), 0);
    headers.set('server-timing', `db;dur=0.0, db-queries;desc="1", db-rows;desc="${rows}"`);
  }
  return new Response(body.slice(), { headers });
});

export default app;
