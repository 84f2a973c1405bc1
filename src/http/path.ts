/**
 * The routing path of a request: lowercased (routes match case-insensitively, like WordPress's `@^...$@i`),
 * trailing slashes dropped, and the plain-permalink form `/?rest_route=/calendar/...` unwrapped.
 */
export function routingPath(request: Request): string {
  const url = request.url;
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const queryAt = url.indexOf('?', start);
  let path = start === -1 ? '/' : queryAt === -1 ? url.slice(start) : url.slice(start, queryAt);
  if (path === '/' && queryAt !== -1) {
    const route = new URLSearchParams(url.slice(queryAt + 1)).get('rest_route');
    if (route?.startsWith('/')) path = route;
  }
  path = path.toLowerCase();
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/** Applies `X-HTTP-Method-Override` or `?_method=` to a POST, as WordPress does. */
export function withMethodOverride(request: Request): Request {
  if (request.method !== 'POST') return request;
  const header = request.headers.get('x-http-method-override');
  const query = request.url.includes('_method=') ? new URL(request.url).searchParams.get('_method') : null;
  const method = (header ?? query ?? '').toUpperCase();
  return OVERRIDABLE.has(method) ? new Request(request, { method }) : request;
}
