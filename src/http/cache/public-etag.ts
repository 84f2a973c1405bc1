import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { editHeaders } from '../headers';
import { isScriptSafe, markScriptSafe } from '../script-safe-json';
import { matches, notModified, strongEtag } from './cache';
import { publicCacheControl } from './cache-headers';

/**
 * The caching headers of the public GETs outside the namespace (the service root `GET /`, the WordPress discovery
 * index `/wp-json/`), which the namespace's middleware does not see: a strong `ETag` (a digest of the body), the
 * public `Cache-Control`, and 304 to an `If-None-Match` that names it (docs/api.md#caching-cors-and-headers). Their
 * body depends on the configuration and the request's origin and root only: it is rebuilt, and the digest of each
 * body text is kept by the isolate (a few texts: one per origin and root), so a request digests nothing.
 */
const digests = new Map<string, string>();
const MAX_DIGESTS = 64;

async function etagOf(text: string): Promise<string> {
  let etag = digests.get(text);
  if (etag === undefined) {
    etag = await strongEtag(new TextEncoder().encode(text));
    if (digests.size >= MAX_DIGESTS) digests.clear();
    digests.set(text, etag);
  }
  return etag;
}

export const publicEtag: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  if (c.req.header('authorization') !== undefined) {
    editHeaders(c, (headers) => headers.set('Cache-Control', 'private, no-store'));
    return;
  }
  // Read once and answered again from the text (no tee of the body).
  const { status, headers } = c.res;
  const safe = isScriptSafe(c.res);
  const text = await c.res.text();
  c.res = undefined;
  c.res = new Response(text, { status, headers });
  if (safe) markScriptSafe(c.res);
  const etag = await etagOf(text);
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
