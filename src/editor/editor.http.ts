import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * @module The editor's answers (docs/editor.md, "Safety"): every response, pages, redirects and errors alike, is
 * `no-store` (no browser, edge or memory cache keeps it), carries a Content-Security-Policy without inline scripts
 * or `unsafe-eval` that refuses framing, and `Referrer-Policy: same-origin`. Cookies are `__Host-` cookies: Secure,
 * `Path=/`, no `Domain`.
 */

/** The editor's Content-Security-Policy: scripts, styles and requests from this origin only; no framing. */
export const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // Events, venues and organizers may show images from anywhere on the web (their `image` field is a URL).
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

/** The headers of every editor response (set on `headers` in place). */
export function applyEditorHeaders(headers: Headers): void {
  headers.set('Cache-Control', 'no-store');
  headers.set('Content-Security-Policy', EDITOR_CSP);
  headers.set('Referrer-Policy', 'same-origin');
  headers.set('X-Frame-Options', 'DENY');
}

/** An HTML page. */
export function htmlPage(html: string, status = 200, cookies: string[] = []): Response {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(html, { status, headers });
}

/** A redirect (303 See Other by default: after a POST, the browser GETs the next page). */
export function redirect(location: string, cookies: string[] = [], status: 302 | 303 | 307 = 303): Response {
  const headers = new Headers({ Location: location });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status, headers });
}

/** A JSON answer of the editor's own endpoints (the passkey ceremonies). */
export function jsonAnswer(body: unknown, status = 200, cookies: string[] = []): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

/** A `__Host-` cookie: Secure, HttpOnly, `Path=/`; `maxAge` 0 deletes it. */
export function hostCookie(
  name: `__Host-${string}`,
  value: string,
  maxAge: number,
  sameSite: 'Lax' | 'Strict',
): string {
  return `${name}=${value}; Max-Age=${Math.floor(maxAge)}; Path=/; Secure; HttpOnly; SameSite=${sameSite}`;
}

/** The value of cookie `name` on the request, or undefined. */
export function requestCookie(c: Context<AppEnv>, name: string): string | undefined {
  const header = c.req.header('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
