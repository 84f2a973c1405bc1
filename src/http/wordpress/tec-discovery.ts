import { WP_NAMESPACE } from '../path';

/**
 * @module The original's front-end discovery (docs/original.md, its `DiscoveryCest`; docs/wordpress-paths.md,
 * "Discovery headers"): the site's pages answer `X-TEC-API-VERSION: v1`, `X-TEC-API-ROOT` (the REST root that
 * page is about) and `X-TEC-API-ORIGIN` (the site), and carry the same in their `<head>`. The root advertised is
 * the WordPress layout (`{site}/wp-json/tribe/events/v1/`), the one clients that discover an API from a site's
 * pages build their URLs from; `{site}` is the origin plus the language root of the page. Beside them, WordPress's
 * own discovery link, `Link: <{site}/wp-json/>; rel="https://api.w.org/"`, which generic WordPress clients
 * (`WPAPI.discover(site)`…) follow from a site root or page to the discovery index.
 */

/** The version the headers and the `tec-api-version` meta announce. */
export const TEC_API_VERSION = 'v1';

/** The REST root a site root (`origin` + `prefix`, `''` or `/ca`…) advertises, with its trailing slash. */
export function discoveryRoot(origin: string, prefix: string): string {
  return `${origin}${prefix}/wp-json/${WP_NAMESPACE}/`;
}

/** The discovery headers of a page about `root` (a REST URL) on the site at `origin`. */
export function discoveryHeaders(origin: string, root: string): Record<string, string> {
  return { 'X-TEC-API-VERSION': TEC_API_VERSION, 'X-TEC-API-ROOT': root, 'X-TEC-API-ORIGIN': origin };
}

/** WordPress's discovery link of the site at `origin` + `prefix`: its REST index, `{site}/wp-json/`. */
export function restApiLink(origin: string, prefix: string): string {
  return `<${origin}${prefix}/wp-json/>; rel="https://api.w.org/"`;
}
