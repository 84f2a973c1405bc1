import type { MiddlewareHandler } from 'hono';
import type { Config } from '../../config';
import type { AppEnv } from '../../env';
import { editHeaders } from '../headers';

/**
 * `Cache-Control` of API responses (docs/api.md#caching-cors-and-headers): public successful GETs of anonymous callers may be cached for
 * `CACHE_MAX_AGE` seconds; everything else — errors, writes, and anything answered to a caller with credentials —
 * is `private, no-store`.
 */
export const cacheHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.headers.has('Cache-Control')) return;
  const publicRead =
    (c.req.method === 'GET' || c.req.method === 'HEAD') &&
    c.res.status === 200 &&
    c.req.header('authorization') === undefined &&
    c.get('rawInput').password === undefined;
  const value = publicRead ? publicCacheControl(c.var.config) : 'private, no-store';
  editHeaders(c, (headers) => headers.set('Cache-Control', value));
};

/** `Cache-Control` of public reads: `CACHE_MAX_AGE` seconds (default 60), then revalidation in the background. */
export function publicCacheControl(config: Config): string {
  return `public, max-age=${config.cacheMaxAge}, stale-while-revalidate=300`;
}
