/** The namespace every language root publishes (the service's own layout). */
export const NAMESPACE = 'calendar/events/v1';
/** The original's namespace, served by the WordPress layouts. */
export const WP_NAMESPACE = 'tribe/events/v1';

const LANG_PREFIX = /^\/(ca|en|es)(?=\/|$)/;

/**
 * How a request reached the namespace (see docs/wordpress-paths.md): `prefix` is the language root (`''`,
 * `/ca`, …), `namespace` the namespace name it used, and `template` the namespace URL relative to the origin
 * with `{prefix}` standing for the language root, e.g. `{prefix}/wp-json/tribe/events/v1` or
 * `/?rest_route={prefix}/calendar/events/v1`, so URLs for another language stay in the same layout.
 */
export interface RequestLayout {
  /** The routing path: every layout mapped onto `{prefix}/calendar/events/v1/...`. */
  path: string;
  prefix: string;
  namespace: string;
  template: string;
}

function clean(path: string): string {
  // Runs of slashes read as one, as WordPress reads its paths (`{site}//event/<slug>` is the event's page).
  let out = path.toLowerCase().replace(/\/{2,}/g, '/');
  while (out.length > 1 && out.endsWith('/')) out = out.slice(0, -1);
  return out;
}

/** Splits a lowercased path into its language root and the rest. */
function splitPrefix(path: string): [string, string] {
  const match = LANG_PREFIX.exec(path);
  return match ? [match[0], path.slice(match[0].length)] : ['', path];
}

/**
 * The layout of a request URL. Served layouts: `{prefix}/calendar/events/v1/...` (own),
 * `{prefix}/wp-json/tribe/events/v1/...` and the discovery index `{prefix}/wp-json` (WordPress pretty
 * permalinks), and `{prefix}/?rest_route=/...` (WordPress plain permalinks, also with `index.php`), whose
 * route may itself carry the language root (`/?rest_route=/es/calendar/events/v1/...`).
 */
export function requestLayout(url: string): RequestLayout {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const queryAt = url.indexOf('?', start);
  const rawPath = start === -1 ? '/' : queryAt === -1 ? url.slice(start) : url.slice(start, queryAt);
  const [prefix, rest] = splitPrefix(clean(rawPath));
  if (queryAt !== -1 && (rest === '' || rest === '/' || rest === '/index.php')) {
    const route = new URLSearchParams(url.slice(queryAt + 1)).get('rest_route');
    if (route?.startsWith('/')) {
      const [routePrefix, routeRest] = splitPrefix(clean(route));
      const lang = prefix || routePrefix;
      if (routeRest === '/' || routeRest === '') {
        const template = `{prefix}/?rest_route=/${WP_NAMESPACE}`;
        return { path: `${lang}/wp-json`, prefix: lang, namespace: WP_NAMESPACE, template };
      }
      for (const namespace of [NAMESPACE, WP_NAMESPACE]) {
        if (routeRest === `/${namespace}` || routeRest.startsWith(`/${namespace}/`)) {
          // The language root goes where this request put it (WordPress sites put it before `?rest_route=`).
          const where = routePrefix && !prefix ? '/?rest_route={prefix}' : '{prefix}/?rest_route=';
          return {
            path: `${lang}/${NAMESPACE}${routeRest.slice(namespace.length + 1)}`,
            prefix: lang,
            namespace,
            template: `${where}/${namespace}`,
          };
        }
      }
      return { path: `${lang}${routeRest}`, prefix: lang, namespace: NAMESPACE, template: '' };
    }
  }
  const wpNamespace = `/wp-json/${WP_NAMESPACE}`;
  if (rest === '/wp-json') {
    return { path: `${prefix}/wp-json`, prefix, namespace: WP_NAMESPACE, template: `{prefix}${wpNamespace}` };
  }
  if (rest === wpNamespace || rest.startsWith(`${wpNamespace}/`)) {
    return {
      path: `${prefix}/${NAMESPACE}${rest.slice(wpNamespace.length)}`,
      prefix,
      namespace: WP_NAMESPACE,
      template: `{prefix}${wpNamespace}`,
    };
  }
  return {
    path: `${prefix}${rest}` || '/',
    prefix,
    namespace: NAMESPACE,
    template: `{prefix}/${NAMESPACE}`,
  };
}

/**
 * The routing path of a request: lowercased (routes match case-insensitively, like WordPress's `@^...$@i`),
 * trailing slashes dropped, and the WordPress layouts (`/wp-json/tribe/events/v1/...`, `?rest_route=`)
 * mapped onto the service's own `{prefix}/calendar/events/v1/...`.
 */
export function routingPath(request: Request): string {
  return requestLayout(request.url).path;
}

/** `url` with `query` appended (`&` when it already has a query string, as the `?rest_route=` layout does). */
export function withQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
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

/**
 * What a path parameter may be, when not any one segment: an id is digits, and the date of a series in its by-slug
 * path a day (`2027-01-05`, a second date of that day `2027-01-05-2`: docs/recurrence.md). A path whose segment is
 * not of that shape is no route (404 `rest_no_route`), as WordPress matches its route patterns.
 */
const PARAM_PATTERNS: ReadonlyMap<string, string> = new Map([
  ['id', '\\d+'],
  ['day', '\\d{4}-\\d{2}-\\d{2}(?:-\\d{1,3})?'],
]);

/**
 * A route's path with each `{name}` written by `write(name, pattern)`, `pattern` the parameter's regular expression,
 * or undefined when it is any one segment: the one place Hono's paths, the `Allow` header's and `OPTIONS`' matching
 * and the namespace index's WordPress route keys take their parameters from.
 */
export function writeParams(path: string, write: (name: string, pattern: string | undefined) => string): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => write(name, PARAM_PATTERNS.get(name)));
}

/** A route's path as a case-insensitive regular expression of a path relative to the namespace. */
export function routeRegExp(path: string): RegExp {
  return new RegExp(`^${path === '/' ? '' : writeParams(path, (_name, pattern) => pattern ?? '[^/]+')}$`, 'i');
}
