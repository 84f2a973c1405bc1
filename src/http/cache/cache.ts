import type { Context, MiddlewareHandler } from 'hono';
import { currentDataVersion, readDataVersion } from '../../db/version';
import type { AppEnv } from '../../env';
import { isScriptSafe, markScriptSafe, scriptSafeText } from '../script-safe-json';
import { publicCacheControl } from './cache-headers';
import { type CachedEntry, HOT_ENTRY_BYTES, recallEntry, rememberEntry } from './cache-memory';

/**
 * Edge caching of public reads (docs/api.md#caching-cors-and-headers). Every write bumps a data version in the same
 * batch; public GETs are cached in the Workers cache under (data version, layout and root, routing path, parsed
 * parameters), so no write is ever hidden. The version is the one the isolate holds (src/db/version.ts): a hit makes
 * no D1 call, a write made through this isolate is seen by its next read, one made elsewhere within
 * `CACHE_VERSION_TTL_MS`; a request that sends `X-D1-Bookmark` (a client reading its own writes) reads the version
 * in its session instead. Responses carry a strong `ETag` (a digest of the body); `If-None-Match` is answered with
 * 304 from the cached entry without running the route's queries. Requests with credentials or a `password` are
 * never cached.
 */

export { readDataVersion };

/** `value` as JSON with the keys of every object sorted: the same text for the same parsed parameters. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * The URL a response is cached under: the data version, the namespace URL of the request's root in its layout
 * (`apiBase`: scheme, host, language root and own, `/wp-json/` or `?rest_route=` paths, all of which the response's
 * URLs embed), the routing path, and the parameters as the route reads them (`input`, parsed by
 * src/http/input/input.ts), so two requests share a key exactly when the route sees the same request: parameter order
 * does not matter, and a query the parser reads differently (an invalid percent-escape) gets a key of its own.
 */
export function cacheKey(apiBase: string, path: string, input: Record<string, unknown>, version: number): string {
  const query = Object.keys(input).length === 0 ? '' : `?q=${encodeURIComponent(canonicalJson(input))}`;
  return `https://cache.calendar-events.internal/v${version}/${encodeURIComponent(apiBase)}${path}${query}`;
}

export async function strongEtag(body: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', body);
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `"${hex}"`;
}

export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function notModified(etag: string, cacheControl: string | null): Response {
  const headers = new Headers({ ETag: etag });
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  return new Response(null, { status: 304, headers });
}

function cacheable(c: Context<AppEnv>): boolean {
  const method = c.req.method;
  return (
    (method === 'GET' || method === 'HEAD') &&
    c.req.header('authorization') === undefined &&
    c.get('rawInput').password === undefined
  );
}

function openCache(): Cache | undefined {
  return typeof caches === 'undefined' ? undefined : caches.default;
}

const isJson = (type: string | null) => type !== null && /[/+]json\b/i.test(type);
const isStream = (type: string | null) => type?.startsWith('application/x-ndjson') === true;

/** Replaces the response without merging the old one's headers into it (Hono copies them on assignment). */
function replaceResponse(c: Context<AppEnv>, response: Response): void {
  c.res = undefined;
  c.res = response;
}

/** The 200 answers made from an isolate-held entry, with it and its key (src/http/cache/hot-answers.ts). */
const answeredFrom = new WeakMap<Response, EntryAnswer>();

/** What a hit's answer was made from: the entry, its key, and the data version that keyed it. */
export interface EntryAnswer {
  key: string;
  entry: CachedEntry;
  version: number;
}

/**
 * The entry (and its key) `response` was made from, when it is a hit's 200 answered from an entry the isolate
 * holds, untouched since (a middleware that rewrote it, `_envelope` or `_jsonp`, made another response).
 */
export function entryOfAnswer(response: Response): EntryAnswer | undefined {
  return answeredFrom.get(response);
}

/**
 * The answer of a stored entry: 304 when `If-None-Match` names it, else the entry (no body for HEAD). The body is
 * handed to `Response` as it is: the constructor copies the bytes (Fetch's "extract a body"; workerd and Node do), so
 * the entry cannot be changed through the answer.
 */
function answer(c: Context<AppEnv>, from: EntryAnswer, ifNoneMatch: string | undefined): Response {
  const { entry } = from;
  const headers = new Headers(entry.headers);
  if (matches(ifNoneMatch, entry.etag)) return notModified(entry.etag, headers.get('cache-control'));
  headers.set('X-Cache', 'HIT');
  const response = new Response(c.req.method === 'HEAD' ? null : entry.body, { status: entry.status, headers });
  answeredFrom.set(response, from);
  return markScriptSafe(response);
}

/**
 * The entry under `key` in the Cache API, kept by the isolate too; a streamed answer (the export) or one too big to
 * keep is answered as it comes instead (`streamed`).
 */
async function fromCacheApi(cache: Cache | undefined, key: string): Promise<CachedEntry | Response | undefined> {
  const hit = await cache?.match(key);
  if (!hit) return undefined;
  const size = Number(hit.headers.get('content-length') ?? 0);
  if (isStream(hit.headers.get('content-type')) || size > HOT_ENTRY_BYTES) return hit;
  const entry: CachedEntry = {
    status: hit.status,
    headers: [...hit.headers],
    body: new Uint8Array(await hit.arrayBuffer()),
    etag: hit.headers.get('etag') ?? '',
    expires: Date.now() + ttlSeconds(hit.headers.get('cache-control')) * 1000,
  };
  rememberEntry(key, entry);
  return entry;
}

function ttlSeconds(cacheControl: string | null): number {
  return Number(/max-age=(\d+)/.exec(cacheControl ?? '')?.[1] ?? 0);
}

/** The caching middleware of the namespace routes. */
export const edgeCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!cacheable(c)) return next();
  const db = c.get('db');
  const version =
    c.req.header('x-d1-bookmark') === undefined
      ? await currentDataVersion(db, c.var.config.cacheVersionTtlMs)
      : await readDataVersion(db);
  const key = cacheKey(c.get('apiBase'), c.req.path, c.get('rawInput'), version);
  const cache = openCache();
  const ifNoneMatch = c.req.header('if-none-match');
  const hit = recallEntry(key) ?? (await fromCacheApi(cache, key));
  if (hit instanceof Response) {
    const etag = hit.headers.get('etag') ?? '';
    if (matches(ifNoneMatch, etag)) return notModified(etag, hit.headers.get('cache-control'));
    const response = new Response(c.req.method === 'HEAD' ? null : hit.body, hit);
    response.headers.set('X-Cache', 'HIT');
    // Everything this cache stores is script-safe already (`storeAnswer`).
    return markScriptSafe(response);
  }
  if (hit) return answer(c, { key, entry: hit, version }, ifNoneMatch);
  await next();
  if (c.res.status !== 200) return;
  if (isStream(c.res.headers.get('content-type'))) return cacheStream(c, key, ifNoneMatch);
  await storeAnswer(c, cache, key, ifNoneMatch);
};

/**
 * A miss: the route's answer (its body made script-safe if it is JSON and not already) gets its strong ETag (its
 * own when it has one), is
 * kept by the isolate and put in the Cache API (GET only), and answered (304 when `If-None-Match` names it).
 */
async function storeAnswer(c: Context<AppEnv>, cache: Cache | undefined, key: string, ifNoneMatch?: string) {
  const source = c.res;
  let body: Uint8Array<ArrayBuffer> = new Uint8Array(await source.arrayBuffer());
  if (isJson(source.headers.get('content-type')) && !isScriptSafe(source)) {
    body = new TextEncoder().encode(scriptSafeText(new TextDecoder().decode(body))) as Uint8Array<ArrayBuffer>;
  }
  // A single item's GET names its own version (src/resources/shared/versions.ts: the same under every root); every
  // other answer gets a digest of its body.
  const etag = source.headers.get('ETag') ?? (await strongEtag(body));
  const headers = new Headers(source.headers);
  headers.set('ETag', etag);
  headers.delete('content-length');
  if (c.req.method === 'GET') {
    const stored = new Headers(headers);
    stored.set('Cache-Control', publicCacheControl(c.var.config));
    const entry: CachedEntry = {
      status: source.status,
      headers: [...stored],
      body,
      etag,
      expires: Date.now() + c.var.config.cacheMaxAge * 1000,
    };
    rememberEntry(key, entry);
    // Without an execution context (the app called directly) the put is awaited, so the next request sees it.
    if (cache)
      await storeInCache(c, cache, key, new Response(body.slice(), { status: source.status, headers: stored }));
  }
  headers.set('X-Cache', 'MISS');
  const response = new Response(c.req.method === 'HEAD' ? null : body, { status: source.status, headers });
  replaceResponse(
    c,
    matches(ifNoneMatch, etag) ? notModified(etag, headers.get('cache-control')) : markScriptSafe(response),
  );
}

/**
 * Most bytes of a streamed answer teed to the Cache API. A tee holds what one branch has read and the other not
 * yet, so an export teed whole could hold all of itself in the isolate (~1 GiB at 100,000 events, over the Workers
 * isolate's 128 MB); past this size the copy is dropped, the client's stream goes on, and the next request streams
 * from D1 again (docs/sync.md: a large export is read once, then `/changes`).
 */
export const STREAM_CACHE_BYTES = 16 * 1024 * 1024;

/** The copy that stops being kept: a stream past `limit` bytes ends in a {@link TooLargeToCache} error. */
export class TooLargeToCache extends Error {
  override name = 'TooLargeToCache';
}

/** `stream` passed through until `limit` bytes, then errored (which cancels the tee's branch, freeing its queue). */
export function capped(stream: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new TooLargeToCache(`a streamed answer over ${limit} bytes is not cached`));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Streamed responses (the export, src/sync/export.ts) are not buffered: the body is teed to the client and to the
 * cache. Their content is a function of the data version and the URL, so the strong ETag is a digest of the cache
 * key instead of the body (which is not known before the stream ends).
 */
async function cacheStream(c: Context<AppEnv>, key: string, ifNoneMatch: string | undefined): Promise<void> {
  const etag = await strongEtag(new TextEncoder().encode(key));
  if (matches(ifNoneMatch, etag)) {
    await c.res.body?.cancel();
    replaceResponse(c, notModified(etag, c.res.headers.get('cache-control')));
    return;
  }
  const cache = openCache();
  const source = c.res;
  const [toClient, toCache] =
    cache && c.req.method === 'GET' && source.body ? source.body.tee() : [source.body, undefined];
  const response = new Response(c.req.method === 'HEAD' ? null : toClient, source);
  response.headers.set('ETag', etag);
  response.headers.set('X-Cache', 'MISS');
  if (cache && toCache) {
    const stored = new Response(capped(toCache, STREAM_CACHE_BYTES), source);
    stored.headers.set('ETag', etag);
    stored.headers.set('Cache-Control', publicCacheControl(c.var.config));
    // Never awaited: the put ends only when the whole stream has been read, and the client must get it first.
    void storeInCache(c, cache, key, stored);
  }
  replaceResponse(c, response);
}

/**
 * Puts `stored` (the shared public copy) under `key` in the background (`waitUntil`); where there is no execution
 * context, the put's promise is returned for the caller to await or not. A failed put is logged, never the request's
 * error.
 */
function storeInCache(c: Context<AppEnv>, cache: Cache, key: string, stored: Response): Promise<void> | undefined {
  const put = cache.put(key, stored).catch((error: unknown) => {
    // The runtime may hand the stream's error back as its own: recognised by its text.
    if (error instanceof TooLargeToCache || String(error).includes('is not cached')) {
      console.log(
        JSON.stringify({ message: 'not cached', reason: error instanceof Error ? error.message : 'too large' }),
      );
    } else console.error('cache put failed', error);
  });
  try {
    c.executionCtx.waitUntil(put);
    return undefined;
  } catch {
    return put;
  }
}
