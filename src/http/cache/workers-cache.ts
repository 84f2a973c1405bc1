import type { Context, MiddlewareHandler } from 'hono';
import { wroteDataVersion } from '../../db/version';
import type { AppEnv } from '../../env';
import { editHeaders } from '../headers';

/**
 * @module Readiness for Workers Cache, Cloudflare's tiered cache in front of a Worker (`[cache] enabled = true` in
 * wrangler.toml; docs/performance.md, "Workers Cache"), which answers its hits without running the Worker:
 * - every public answer (`Cache-Control: public`) carries `Cache-Tag` ({@link PUBLIC_CACHE_TAG}) and varies on the
 *   request headers its body depends on beyond the path and query the cache keys it by: `Host` (its URLs are
 *   absolute) and `X-D1-Bookmark` (a client reading its own writes gets a fresh answer, never a shared one);
 * - a request whose write changed the data (its batch bumped the data version, src/db/version.ts) purges them all,
 *   before it is answered: every public answer depends on the data version, as the Cache API entries do;
 * - requests with `Authorization` are never answered from a cached entry (the platform bypasses the cache for them)
 *   and their answers are `private, no-store` (src/http/cache/cache-headers.ts), so they are never stored.
 * The local runtime has no Workers Cache (`ctx.cache` is undefined; workers-sdk discussion 14734): the tests give
 * the Worker an execution context whose `cache` records the purges.
 */

/** The tag of every public answer: what a write purges. */
export const PUBLIC_CACHE_TAG = 'calendar-events-public';

/** Request headers a public answer's body depends on, besides the path and query Workers Cache keys it by. */
const VARY = ['Host', 'X-D1-Bookmark'];

const isPublic = (cacheControl: string | null) => cacheControl !== null && /(?:^|,)\s*public\b/i.test(cacheControl);

/** The request's execution context, if it has one (the app called directly has none). */
function executionContextOf(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return undefined;
  }
}

/**
 * Purges every public answer from Workers Cache through `ctx.cache` when the Worker has it; a failed purge is logged
 * and the write's answer goes on (the entries then expire after `CACHE_MAX_AGE`).
 */
export async function purgePublicAnswers(ctx: ExecutionContext | undefined): Promise<void> {
  const cache = ctx?.cache;
  if (!cache) return;
  try {
    const result = await cache.purge({ tags: [PUBLIC_CACHE_TAG] });
    if (!result.success) {
      console.error(JSON.stringify({ level: 'error', message: 'Workers Cache purge failed', errors: result.errors }));
    }
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', message: 'Workers Cache purge failed', error: String(error) }));
  }
}

/** Middleware of the whole service (src/app.ts): tags and varies public answers, purges after data changes. */
export const workersCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (isPublic(c.res.headers.get('Cache-Control'))) {
    editHeaders(c, (headers) => {
      headers.set('Cache-Tag', PUBLIC_CACHE_TAG);
      const vary = headers.get('Vary');
      const listed = new Set((vary ?? '').split(',').map((name) => name.trim().toLowerCase()));
      const missing = VARY.filter((name) => !listed.has(name.toLowerCase()));
      if (missing.length > 0) headers.set('Vary', [vary, ...missing].filter(Boolean).join(', '));
    });
  }
  if (wroteDataVersion(c.get('db'))) await purgePublicAnswers(executionContextOf(c));
};
