import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { matches, notModified, strongEtag } from './cache';
import { publicCacheControl } from './cache-headers';
import { editHeaders } from './headers';

/**
 * The caching headers of the public GETs outside the namespace (the service root `GET /`, the WordPress discovery
 * index `/wp-json/`), which the namespace's middleware does not see: a strong `ETag` (a digest of the body), the
 * public `Cache-Control`, and 304 to an `If-None-Match` that names it (docs/api.md#caching-cors-and-headers). Their
 * body depends on the configuration and the request's origin and root only, so nothing is kept: it is rebuilt.
 */
export const publicEtag: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  if (c.req.header('authorization') !== undefined) {
    editHeaders(c, (headers) => headers.set('Cache-Control', 'private, no-store'));
    return;
  }
  const etag = await strongEtag(await c.res.clone().arrayBuffer());
  const cacheControl = publicCacheControl(c.var.config);
  if (matches(c.req.header('if-none-match'), etag)) {
    c.res = undefined;
    c.res = notModified(etag, cacheControl);
    return;
  }
  editHeaders(c, (headers) => {
    headers.set('ETag', etag);
    headers.set('Cache-Control', cacheControl);
  });
};
