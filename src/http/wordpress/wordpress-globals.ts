import type { MiddlewareHandler } from 'hono';
import { type Capability, can } from '../../auth/capabilities';
import type { AppEnv } from '../../env';
import { ApiError } from '../errors';
import { editHeaders } from '../headers';
import { NAMESPACE, routeRegExp, routingPath } from '../path';
import type { ApiRoute } from '../routes/route';

/**
 * What WordPress's REST server does for every route of the original, outside the plugin (docs/original.md,
 * docs/wordpress-paths.md, "WordPress's headers and global parameters"): the `Allow` header, `_envelope` and
 * `_jsonp`.
 */

/** What a write of a route's resource needs (src/auth/capabilities.ts): terms their managers, the rest `create`. */
function writeCapability(tag: string): Capability {
  if (tag === 'categories') return 'manage_categories';
  if (tag === 'tags') return 'manage_tags';
  return 'create';
}

/** A route as the `Allow` header tests it. */
interface CompiledRoute {
  pattern: RegExp;
  method: string;
  auth: boolean;
  needs: Capability;
}

/** Paths whose matching routes an isolate keeps for the `Allow` header. */
const MAX_PATHS = 256;

/**
 * The `Allow` header: the methods of the route the request matched, in the order they are registered, that this
 * caller may use: the public ones, and those that need a token when the caller's role grants that kind of write
 * (WordPress lists the methods whose permission check passes; per-item rights, such as someone else's event, are
 * not worked out for a header). No header when no route matched (404 `rest_no_route`), as WordPress.
 */
export function allowHeader(routes: () => readonly ApiRoute[]): MiddlewareHandler<AppEnv> {
  let compiled: CompiledRoute[] | undefined;
  // The routes matching a path, by path: every route's pattern tested for every request cost an uncached list as
  // much as mapping its embedded venues (docs/performance.md, "The uncached list's own work"). At most MAX_PATHS
  // paths (item paths vary), then all forgotten at once.
  const byPath = new Map<string, CompiledRoute[]>();
  return async (c, next) => {
    await next();
    compiled ??= routes().map((route) => ({
      pattern: routeRegExp(route.path),
      method: route.method,
      auth: route.auth,
      needs: writeCapability(route.tag),
    }));
    const base = `${c.get('rootPrefix')}/${NAMESPACE}`;
    const relative = routingPath(c.req.raw).slice(base.length).replace(/\/+$/, '');
    let matching = byPath.get(relative);
    if (!matching) {
      matching = compiled.filter((route) => route.pattern.test(relative));
      if (byPath.size >= MAX_PATHS) byPath.clear();
      byPath.set(relative, matching);
    }
    const asked = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    if (asked !== 'OPTIONS' && !matching.some((route) => route.method.toUpperCase() === asked)) return;
    // Resolved by `authenticate` before the handler ran; undefined when the token was refused (a 401).
    const caller = c.get('caller') ?? null;
    const usable = matching.filter((route) => !route.auth || can(caller, route.needs));
    const methods = [...new Set(usable.map((route) => route.method.toUpperCase()))];
    if (methods.length > 0) editHeaders(c, (headers) => headers.set('Allow', methods.join(', ')));
  };
}

/** The response headers `_envelope` moves into the body, with their numeric values as numbers (as WordPress). */
const ENVELOPED = ['X-TEC-Total', 'X-TEC-TotalPages', 'Allow', 'Link', 'Location'];
const CALLBACK = /^[\w.]+$/;

/**
 * `_envelope` (any value): the answer becomes a 200 whose body is `{body, status, headers}`, for clients that
 * cannot read statuses or headers. `_jsonp=<callback>` on a read: the JSON body becomes the script
 * `/**\/<callback>(<json>)` (`application/javascript`); a callback that is not a dotted name is a 400
 * `rest_callback_invalid`, as WordPress.
 */
export const envelopeAndJsonp: MiddlewareHandler<AppEnv> = async (c, next) => {
  const query = new URL(c.req.url).searchParams;
  const envelope = query.has('_envelope');
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  const callback = read ? query.get('_jsonp') : null;
  if (callback !== null && !CALLBACK.test(callback)) throw new ApiError('rest_callback_invalid');
  await next();
  if (!envelope && callback === null) return;
  const res = c.res;
  // JSON answers only: the export's stream (`application/x-ndjson`, up to gigabytes) is never read whole.
  if (res.status === 304 || !/^application\/json\b/i.test(res.headers.get('content-type') ?? '')) return;
  let json = await res.clone().text();
  const headers = new Headers(res.headers);
  if (envelope) {
    const moved: Record<string, string | number> = {};
    for (const name of ENVELOPED) {
      const value = headers.get(name);
      if (value === null) continue;
      moved[name] = /^\d+$/.test(value) ? Number(value) : value;
      headers.delete(name);
    }
    json = `{"body":${json || 'null'},"status":${res.status},"headers":${JSON.stringify(moved)}}`;
  }
  headers.delete('content-length');
  if (callback !== null) headers.set('Content-Type', 'application/javascript; charset=UTF-8');
  const body = callback !== null ? `/**/${callback}(${json})` : json;
  c.res = undefined;
  c.res = new Response(c.req.method === 'HEAD' ? null : body, { status: envelope ? 200 : res.status, headers });
};
