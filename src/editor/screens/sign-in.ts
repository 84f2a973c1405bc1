import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { signInWith } from '../../auth/passkeys';
import { endSession, newSession } from '../../auth/sessions';
import { agentLabel } from '../editor.agent';
import { tokenField } from '../editor.forms';
import { jsonAnswer, redirect } from '../editor.http';
import { screenPage, t } from '../editor.layout';
import type { EditorRequest, Screen } from '../editor.types';
import { credentialOf, limited, refusal } from '../passkeys/answers';
import { sessionCookie } from '../passkeys/session-cookie';
import { authenticationOptions, relyingPartyOf, verifySignIn } from '../passkeys/webauthn';

/**
 * @module `/{lang}/admin/sign-in`: **Sign in with a passkey** (discoverable credentials, so no name is asked). The
 * page's form is driven by the editor's script (`editor-browser/passkeys.ts`): it asks `sign-in/options` for a
 * challenge, has the browser sign it with a passkey, and sends the result to `sign-in/verify`, which opens the
 * session. Without JavaScript the form posts to the page itself, which says that passkeys need it.
 */

/** Where to go after signing in: `next` when it is an editor address of this service, else the events screen. */
export function nextAddress(request: EditorRequest, next: unknown = request.query.get('next')): string {
  const address = typeof next === 'string' ? next : '';
  return /^\/(ca|en|es)\/admin(\/[^\s\\]*)?$/.test(address) && !address.includes('//') ? address : request.href('/');
}

/** The localized texts the script shows while it works (data attributes: no inline script). */
export function ceremonyTexts(request: EditorRequest, failed: 'signInFailed' | 'inviteFailed'): string {
  const { lang } = request;
  return [
    `data-working="${t(lang, 'working')}"`,
    `data-failed="${t(lang, failed)}"`,
    `data-cancelled="${t(lang, 'ceremonyCancelled')}"`,
    `data-unsupported="${t(lang, 'noPasskeys')}"`,
  ].join(' ');
}

function signInPage(request: EditorRequest, withoutScript = false): Response {
  const { lang, query } = request;
  const note = query.has('signed-out')
    ? `<div class="notice" role="status">${t(lang, 'signedOut')}</div>`
    : query.has('next')
      ? `<div class="notice" role="status">${t(lang, 'sessionEnded')}</div>`
      : '';
  const body = `<div class="narrow">
<h1>${t(lang, 'signInTitle')}</h1>
${note}
<p>${t(lang, 'signInIntro')}</p>
<form class="passkey" method="post" action="${request.href('/sign-in')}" data-passkey="sign-in" data-next="${nextAddress(request)}" ${ceremonyTexts(request, 'signInFailed')}>
${tokenField(request.token)}
<button type="submit" class="primary">${t(lang, 'signInButton')}</button>
<p class="passkey-status" role="status" aria-live="polite">${withoutScript ? t(lang, 'needsScript') : ''}</p>
</form>
<noscript><p class="notice">${t(lang, 'needsScript')}</p></noscript>
</div>`;
  return screenPage(request, { title: t(lang, 'signInTitle'), body, path: '/sign-in', query: query.toString() });
}

function signIn(request: EditorRequest): Response {
  if (request.user) return redirect(nextAddress(request));
  return signInPage(request);
}

const rpOf = (request: EditorRequest) => relyingPartyOf(request.c.req.url, t(request.lang, 'brand'));

async function options(request: EditorRequest): Promise<Response> {
  const refused = await limited(request, 'sign-in');
  if (refused) return refused;
  return jsonAnswer({ options: await authenticationOptions(request.c.get('db'), rpOf(request), Date.now()) });
}

async function verify(request: EditorRequest): Promise<Response> {
  const refused = await limited(request, 'sign-in');
  if (refused) return refused;
  const credential = credentialOf<AuthenticationResponseJSON>(request);
  if (!credential) return refusal(request.lang, 'signInFailed', 400);
  const db = request.c.get('db');
  const now = Date.now();
  const check = await verifySignIn(db, rpOf(request), credential, now).catch(
    () => ({ ok: false, reason: 'failed' }) as const,
  );
  if (!check.ok) return refusal(request.lang, check.reason === 'unknown' ? 'signInUnknown' : 'signInFailed', 400);
  // A session already open in this browser is replaced, not left behind.
  if (request.user) await endSession(db, request.user.sessionId);
  const session = await newSession();
  const label = agentLabel(request.c.req.header('user-agent'));
  await signInWith(db, { id: check.passkeyId, userId: check.userId, counter: check.counter, session, label, now });
  const cookie = sessionCookie(session.secret, request.c.var.config);
  return jsonAnswer({ redirect: nextAddress(request, request.form.next) }, 200, [cookie]);
}

export const signInScreens: Screen[] = [
  { method: 'GET', path: '/sign-in', access: 'anyone', handler: signIn },
  // The form posted without JavaScript: passkeys need it, the page says so.
  { method: 'POST', path: '/sign-in', access: 'anyone', handler: (request) => signInPage(request, true) },
  { method: 'POST', path: '/sign-in/options', access: 'anyone', handler: options },
  { method: 'POST', path: '/sign-in/verify', access: 'anyone', handler: verify },
];
