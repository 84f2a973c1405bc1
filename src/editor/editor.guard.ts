import type { Context } from 'hono';
import { randomSecret } from '../auth/tokens';
import type { AppEnv } from '../env';
import { TOKEN_FIELD } from './editor.forms';
import { hostCookie, requestCookie } from './editor.http';

/**
 * @module The POST guard (docs/editor.md, "Safety"): a state-changing request must come from the service's own
 * origin (its `Origin` header, or, from a browser that sends none, `Sec-Fetch-Site: same-origin`) and carry the
 * anti-forgery token of its page: the session's token when signed in, else the token of the `__Host-csrf` cookie
 * (double submit, for the sign-in and invitation pages, which have no session yet). Anything else is a 403 page and
 * nothing is written.
 */

/** The cookie of a visitor's anti-forgery token before they are signed in. */
export const CSRF_COOKIE = '__Host-csrf';
/** A day: the sign-in and invitation pages set it again when it is gone. */
const CSRF_COOKIE_SECONDS = 86_400;

/** Whether the request comes from a page of this origin. */
export function sameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined) return origin === c.get('origin');
  return c.req.header('sec-fetch-site') === 'same-origin';
}

/** Constant-time equality of two strings (the lengths are not secret). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The token a POST carries: its form field, or the `X-CSRF-Token` header of the editor's script. */
export function sentToken(c: Context<AppEnv>, form: Record<string, unknown>): string | undefined {
  const field = form[TOKEN_FIELD];
  if (typeof field === 'string') return field;
  return c.req.header('x-csrf-token');
}

/** Whether the POST carries `expected` (the session's token, or the visitor's cookie token). */
export function tokenMatches(sent: string | undefined, expected: string | undefined): boolean {
  return sent !== undefined && expected !== undefined && expected !== '' && sameText(sent, expected);
}

/**
 * A visitor's anti-forgery token (not signed in): the cookie's, or a new one with the cookie that carries it (to
 * set on the page that renders the token).
 */
export function visitorToken(c: Context<AppEnv>): { token: string; cookie?: string } {
  const known = requestCookie(c, CSRF_COOKIE);
  if (known && /^[A-Za-z0-9_-]{43}$/.test(known)) return { token: known };
  const token = randomSecret();
  return { token, cookie: hostCookie(CSRF_COOKIE, token, CSRF_COOKIE_SECONDS, 'Strict') };
}
