import { errorOf } from './errors.js';

/** Options of the transport every request of a client goes through. */
export interface TransportOptions {
  /** A bearer token (`Authorization: Bearer …`), for drafts and writes; public reads need none. */
  token?: string;
  /** The fetch to use (a Worker's, a test's); default the global one. */
  fetch?: (input: Request) => Promise<Response>;
  /** Times a 429 or 503 with `Retry-After` is retried (default 3). */
  retries?: number;
  /** The longest `Retry-After` waited, in seconds (default 60); a longer one fails at once. */
  maxRetryAfter?: number;
}

/** JSON answers kept for `If-None-Match`, per URL (the most recent ones). */
const ETAG_ENTRIES = 64;

interface Cached {
  etag: string;
  body: string;
  headers: [string, string][];
}

/** Seconds to wait from a `Retry-After` value (delay seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * The client's fetch: the bearer token, `If-None-Match` with the ETag of the last JSON answer of the same URL (a
 * 304 answers from that copy), `Retry-After` honoured on 429 and 503. Streams (the export) are never kept.
 */
export function createTransport(options: TransportOptions) {
  const fetchFn = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const retries = options.retries ?? 3;
  const maxWait = options.maxRetryAfter ?? 60;
  const cache = new Map<string, Cached>();

  async function send(request: Request): Promise<Response> {
    const headers = new Headers(request.headers);
    if (options.token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${options.token}`);
    const key = request.method === 'GET' ? `${request.url} ${options.token ?? ''}` : undefined;
    const cached = key ? cache.get(key) : undefined;
    if (cached) headers.set('If-None-Match', cached.etag);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    for (let attempt = 0; ; attempt++) {
      const response = await fetchFn(
        new Request(request.url, { method: request.method, headers, body, signal: request.signal }),
      );
      if (response.status === 304 && cached && key) {
        cache.delete(key);
        cache.set(key, cached);
        return new Response(cached.body, { status: 200, headers: cached.headers });
      }
      if (response.status === 429 || response.status === 503) {
        const wait = retryAfterSeconds(response.headers.get('Retry-After'));
        if (wait !== undefined && wait <= maxWait && attempt < retries) {
          await response.body?.cancel();
          await sleep(wait);
          continue;
        }
      }
      const etag = response.headers.get('ETag');
      const json = (response.headers.get('Content-Type') ?? '').includes('application/json');
      if (key && response.ok && etag && json) {
        const text = await response.text();
        cache.delete(key);
        cache.set(key, { etag, body: text, headers: [...response.headers] });
        if (cache.size > ETAG_ENTRIES) cache.delete(cache.keys().next().value as string);
        return new Response(text, { status: response.status, headers: response.headers });
      }
      return response;
    }
  }

  /** `send`, failing with the API's error for a non-2xx answer. */
  async function ok(request: Request): Promise<Response> {
    const response = await send(request);
    if (!response.ok) throw await errorOf(response);
    return response;
  }

  return { send, ok };
}

export type Transport = ReturnType<typeof createTransport>;

/**
 * A query as the API reads it: lists comma-separated, booleans `true`/`false`, absent values left out; names
 * sorted, as the API writes its own URLs (the same query, the same cache key).
 */
export function queryString(query: object | undefined): string {
  const params = new URLSearchParams();
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  for (const [name, value] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
