import type { Context, Hono } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';
import { findSession, SESSION_COOKIE, type SessionUser } from '../auth/sessions';
import type { AppEnv } from '../env';
import { usePrimary } from '../http/context';
import { readRequestInput } from '../http/input/input';
import { asApiError } from '../http/on-error';
import { type RestCaller, restCaller } from '../http/rest-call';
import { isLang, type Lang } from '../i18n/languages';
import { failurePage, forgedPage, type MessageContext, notAllowedPage, notFoundPage } from './editor.errors';
import { CSRF_COOKIE, sameOrigin, sentToken, tokenMatches, visitorToken } from './editor.guard';
import { applyEditorHeaders, hostCookie, redirect, requestCookie } from './editor.http';
import { SCREENS } from './editor.screens';
import type { EditorRequest, Screen } from './editor.types';

/**
 * @module The editor's dispatch (docs/editor.md, "A request's path"), loaded by the first request to `/admin`
 * (src/editor/index.ts): it finds the screen, opens the request's database on D1's primary, reads the session,
 * checks who may open the screen, guards every POST (origin, then anti-forgery token) before reading anything the
 * form says, runs the screen, and gives every answer the editor's headers. Errors become localized pages.
 */

const router = new PatternRouter<Screen>();
for (const screen of SCREENS) router.add(screen.method, screen.path, screen);

/** The session's user of the request, or null (no cookie, unknown, ended or expired). */
async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const secret = requestCookie(c, SESSION_COOKIE);
  if (!secret) return null;
  const defer = (work: Promise<unknown>) => {
    const logged = work.catch((error: unknown) => console.error('session bookkeeping failed', error));
    try {
      c.executionCtx.waitUntil(logged);
    } catch {
      // No execution context (a direct call in a test): the work runs on its own.
    }
  };
  return findSession(c.get('db'), secret, c.var.config.signIn, Date.now(), defer);
}

/** `/admin/…` → the same address under the default language's root. */
function toDefaultLanguage(c: Context<AppEnv>): Response {
  const url = new URL(c.req.url);
  const rest = url.pathname.replace(/^\/admin/i, '');
  return redirect(`/${c.var.config.defaultLanguage}/admin${rest || '/'}${url.search}`, [], 307);
}

/** Where an anonymous visitor is sent: the sign-in page, which returns them to `path` afterwards. */
function toSignIn(lang: Lang, path: string, search: string, staleCookie: boolean): Response {
  const next = path === '/' && !search ? '' : `?next=${encodeURIComponent(`/${lang}/admin${path}${search}`)}`;
  const cookies = staleCookie ? [hostCookie(SESSION_COOKIE, '', 0, 'Lax')] : [];
  return redirect(`/${lang}/admin/sign-in${next}`, cookies);
}

const noRest: RestCaller = () => {
  throw new Error('the REST bridge needs a signed-in user');
};

async function dispatch(c: Context<AppEnv>, app: Hono<AppEnv>, context: MessageContext): Promise<Response> {
  const { lang, path } = context;
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const [[match]] = router.match(method, path);
  // A POST is checked for its origin before anything else is read: a forged one learns nothing.
  if (method === 'POST' && !sameOrigin(c)) return forgedPage(context);
  usePrimary(c);
  const user = await sessionUser(c);
  context.user = user;
  // After the session is read: a signed-in person's 404 keeps the editor's sections and Sign out (with its token).
  if (!match) return notFoundPage({ ...context, token: user?.csrf ?? '' });
  const [screen, params] = match;
  const url = new URL(c.req.url);
  const staleCookie = user === null && requestCookie(c, SESSION_COOKIE) !== undefined;
  if (screen.access !== 'anyone' && !user) return toSignIn(lang, path, url.search, staleCookie);
  if (screen.access === 'administrator' && user?.role !== 'administrator') return notAllowedPage(context);
  const visitor = user ? undefined : visitorToken(c);
  context.token = user?.csrf ?? visitor?.token ?? '';
  let form: Record<string, unknown> = {};
  if (method === 'POST') {
    form = await readRequestInput(c.req.raw, c.var.config.bodyTimeoutSeconds);
    const expected = user ? user.csrf : requestCookie(c, CSRF_COOKIE);
    if (!tokenMatches(sentToken(c, form), expected)) return forgedPage(context);
  }
  const request: EditorRequest = {
    c,
    lang,
    user,
    token: context.token,
    params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
    query: url.searchParams,
    form,
    rest: user ? restCaller(app, c, { as: user }) : noRest,
    href: (to = '/') => `/${lang}/admin${to}`,
  };
  const response = await screen.handler(request);
  if (visitor?.cookie) response.headers.append('Set-Cookie', visitor.cookie);
  if (staleCookie) response.headers.append('Set-Cookie', hostCookie(SESSION_COOKIE, '', 0, 'Lax'));
  return response;
}

/**
 * Answers an editor request: `/{lang}/admin/…` through its screen, `/admin/…` by a redirect to the default
 * language's. `app` is the service's app, which the screens' REST bridge calls in-process.
 */
export async function editorFetch(c: Context<AppEnv>, app: Hono<AppEnv>): Promise<Response> {
  const match = /^\/(ca|en|es)\/admin(\/.*)?$/.exec(c.req.path);
  const lang = match?.[1];
  let response: Response;
  if (!match || !isLang(lang)) {
    response = toDefaultLanguage(c);
  } else {
    const context: MessageContext = { lang, user: null, token: '', path: match[2] || '/' };
    try {
      response = await dispatch(c, app, context);
    } catch (error) {
      const requestId = c.get('requestId');
      response = failurePage(context, asApiError(error, requestId, c.req.path), requestId);
    }
  }
  applyEditorHeaders(response.headers);
  return response;
}
