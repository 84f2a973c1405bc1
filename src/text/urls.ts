/** @module URL fields (`website`, `url`, `image`): absolute `http(s)` URLs, checked by parsing. */

/** Whether `value` is an absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  return normalizedUrl(value) !== null;
}

/** `value` as a normalized absolute http(s) URL (its WHATWG serialization), or `null` when it is not one. */
export function normalizedUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  return url.href;
}
