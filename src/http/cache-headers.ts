import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * `Cache-Control` of API responses (API.md §6): public successful GETs of anonymous callers may be cached for
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
  const maxAge = Number(c.env.CACHE_MAX_AGE ?? '60') || 60;
  c.header('Cache-Control', publicRead ? `public, max-age=${maxAge}, stale-while-revalidate=300` : 'private, no-store');
};
