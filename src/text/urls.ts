/** @module URL fields (`website`, `url`, `image`): absolute `http(s)` URLs, checked by parsing. */

/** Whether `value` is an absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  return normalizedUrl(value) !== null;
}

/** A URL written without a path: the scheme and authority, then nothing, a query or a fragment. */
const NO_PATH = /^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*(?:[?#]|$)/i;

/**
 * `value` as a normalized absolute http(s) URL, or `null` when it is not one: its WHATWG serialization (quotes,
 * spaces and angle brackets percent-encoded), except that a URL sent without a path keeps that form
 * (`http://example.com` stays as sent, where the serialization adds a `/`), as the original stores it
 * (docs/security.md, "Text safety").
 */
export function normalizedUrl(value: string): string | null {
  const sent = value.trim();
  let url: URL;
  try {
    url = new URL(sent);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  if (NO_PATH.test(sent) && url.pathname === '/') return url.href.replace(/^([a-z]+:\/\/[^/?#]*)\//i, '$1');
  return url.href;
}
