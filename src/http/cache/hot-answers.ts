import type { Context, MiddlewareHandler } from 'hono';
import { type Config, configOf } from '../../config';
import { freshDataVersion } from '../../db/version';
import type { AppEnv, Bindings } from '../../env';
import { requestIdOf } from '../context';
import { setAddressBudgetHeaders } from '../rate-limit';
import { entryOfAnswer } from './cache';
import type { CachedEntry } from './cache-memory';
import { recallEntry } from './cache-memory';

/**
 * @module Hot answers: a repeated anonymous public read answered by the isolate before the middleware runs
 * (docs/performance.md, "A cache hit"). The edge cache (src/http/cache/cache.ts) answers a hit from an entry the
 * isolate holds (src/http/cache/cache-memory.ts), but the hit still crossed some twenty middleware on its way in and
 * out (context, CORS, security headers, language root, rate-limit headers, input, authentication…), which cost
 * more than the hit itself. Here the whole answer a hit got — every header the middleware gave it — is kept beside
 * the entry it was made from, under the request's method and exact URL and the data version, and the next request
 * that is the same in everything its answer depends on gets it again, with only its own `X-Request-Id` and
 * `RateLimit` headers.
 *
 * What makes it exactly as fresh and as safe as the edge cache:
 * - it is keyed by the data version the isolate holds, only while that version is confirmed (`CACHE_VERSION_TTL_MS`,
 *   src/db/version.ts): a write through this isolate changes it, and a stale one sends the request through the
 *   middleware, which reads it again;
 * - it answers only with the very entry the edge cache would answer with, while the isolate still holds it fresh
 *   (the same expiry, `CACHE_MAX_AGE`): an entry replaced or dropped since sends the request through;
 * - it is kept only from a hit's 200 answered from that entry, untouched on the way out, to a request without
 *   credentials, conditions, bookmark, body, or an origin of `CORS_ALLOWED_ORIGINS` (whose answers differ), which
 *   made no D1 call; and it answers only such requests: one with `Authorization`, `If-None-Match`,
 *   `X-D1-Bookmark`, a body or an allowed origin goes through the middleware as before;
 * - at most {@link MAX_HOT_ANSWERS} of one data version, the headers only (the body is the entry's).
 */

/** The most answers kept (a few hundred bytes of headers each; the bodies are the memory tier's). */
export const MAX_HOT_ANSWERS = 512;

/** Headers each answer writes for its own request; everything else is the kept answer's. */
const OWN_HEADERS = new Set(['x-request-id', 'ratelimit', 'ratelimit-policy']);

interface HotAnswer {
  /** The edge cache's key of the entry, and the entry itself: answered only while the isolate holds this one. */
  key: string;
  entry: CachedEntry;
  status: number;
  headers: [string, string][];
}

/** The kept answers of {@link hotVersion}, by method and URL. */
const answers = new Map<string, HotAnswer>();
let hotVersion: number | undefined;

/** Whether a request may be answered (or its answer kept): what its answer depends on is its method and URL alone. */
function plainRead(request: Request, corsAllowedOrigins: ReadonlySet<string>): boolean {
  const method = request.method;
  if (method !== 'GET' && method !== 'HEAD') return false;
  const headers = request.headers;
  if (
    headers.has('authorization') ||
    headers.has('if-none-match') ||
    headers.has('x-d1-bookmark') ||
    request.body !== null
  ) {
    return false;
  }
  const origin = headers.get('origin');
  return origin === null || !corsAllowedOrigins.has(origin);
}

/** The kept answer to `request`, when there is one (see the module's comment); else undefined. */
function hotAnswer(request: Request, config: Config): Response | undefined {
  if (answers.size === 0 || !plainRead(request, config.corsAllowedOrigins)) return undefined;
  const version = freshDataVersion(config.cacheVersionTtlMs);
  if (version === undefined || version !== hotVersion) return undefined;
  const name = `${request.method} ${request.url}`;
  const hot = answers.get(name);
  if (!hot) return undefined;
  if (recallEntry(hot.key) !== hot.entry) {
    answers.delete(name);
    return undefined;
  }
  const headers = new Headers(hot.headers);
  headers.set('X-Request-Id', requestIdOf(request.headers.get('x-request-id') ?? undefined));
  setAddressBudgetHeaders(config, request, headers);
  return new Response(request.method === 'HEAD' ? null : hot.entry.body, { status: hot.status, headers });
}

/** Keeps the answer the middleware gave a plain read from an isolate-held entry (see the module's comment). */
function keep(c: Context<AppEnv>): void {
  const made = entryOfAnswer(c.res);
  if (!made || c.res.status !== 200 || c.get('meter')?.queries !== 0) return;
  const config = c.get('config');
  if (!config || !plainRead(c.req.raw, config.corsAllowedOrigins)) return;
  // A write meanwhile (another request's) changed the version: nothing kept.
  if (freshDataVersion(config.cacheVersionTtlMs) !== made.version) return;
  if (made.version !== hotVersion) {
    answers.clear();
    hotVersion = made.version;
  }
  if (answers.size >= MAX_HOT_ANSWERS) answers.delete(answers.keys().next().value as string);
  answers.set(`${c.req.method} ${c.req.url}`, {
    key: made.key,
    entry: made.entry,
    status: c.res.status,
    headers: [...c.res.headers].filter(([name]) => !OWN_HEADERS.has(name)),
  });
}

/**
 * The kept answer to `request` under `env`'s configuration, if any: what the Worker's entry (src/index.ts) answers
 * before the app, without an await.
 */
export function hotAnswerOf(request: Request, env: Bindings): Response | undefined {
  if (answers.size === 0) return undefined;
  let config: Config;
  try {
    config = configOf(env);
  } catch {
    // An invalid configuration is reported by the middleware (src/http/context.ts).
    return undefined;
  }
  return hotAnswer(request, config);
}

/**
 * The service's first middleware (src/app.ts): answers a hot read (for callers of the app itself, as the entry
 * does before it), else keeps the answer of one.
 */
export const hotAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  const answer = hotAnswerOf(c.req.raw, c.env);
  if (answer) return answer;
  await next();
  keep(c);
};
