import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { inviteOf } from '../../auth/invites';
import { credentialIdsOf, redeemInvite } from '../../auth/passkeys';
import { endSession, newSession } from '../../auth/sessions';
import { editorTexts } from '../../i18n/catalogues/editor';
import { lookup } from '../../i18n/lookup';
import { agentLabel } from '../editor.agent';
import { messagePage, rateLimitedPage } from '../editor.errors';
import { siteTime } from '../editor.format';
import { tokenField } from '../editor.forms';
import { jsonAnswer } from '../editor.http';
import { screenPage, t } from '../editor.layout';
import { overSignInLimit } from '../editor.limits';
import type { EditorRequest, Screen } from '../editor.types';
import { credentialOf, limited, refusal } from '../passkeys/answers';
import { sessionCookie } from '../passkeys/session-cookie';
import { registrationOptions, relyingPartyOf, verifyRegistration } from '../passkeys/webauthn';
import { ceremonyTexts } from './sign-in';

/**
 * @module `/{lang}/admin/invite/<code>`: an invitation, or a new sign-in link for someone who lost their device
 * (docs/editor.md, "Invitations"). **Create a passkey** registers a passkey through the editor's script
 * (`invite/<code>/options`, then `invite/<code>/verify`, which redeems the code and opens the session in one
 * batch). A used, expired or unknown code shows a page saying so, and nothing is created. Every look-up of a code
 * is rate limited per address.
 */

/** The page of a code that cannot be used: 410 when it was used or expired, 404 when it never existed. */
function unusable(request: EditorRequest, state: 'used' | 'expired' | 'unknown'): Response {
  const { lang } = request;
  const [title, text] =
    state === 'used'
      ? (['inviteUsedTitle', 'inviteUsedText'] as const)
      : state === 'expired'
        ? (['inviteExpiredTitle', 'inviteExpiredText'] as const)
        : (['inviteUnknownTitle', 'inviteUnknownText'] as const);
  const more = `${t(lang, text)} ${t(lang, 'askAdministrator')}</p><p><a href="${request.href('/sign-in')}">${t(lang, 'goToSignIn')}</a>`;
  return messagePage(contextOf(request), state === 'unknown' ? 404 : 410, title, more);
}

const contextOf = (request: EditorRequest) => ({
  lang: request.lang,
  user: request.user,
  token: request.token,
  path: `/invite/${request.params.code}`,
});

async function invitePage(request: EditorRequest, withoutScript = false): Promise<Response> {
  const wait = await overSignInLimit(request.c, 'invite');
  if (wait !== null) return rateLimitedPage(contextOf(request), wait);
  const { lang } = request;
  const code = request.params.code ?? '';
  const invite = await inviteOf(request.c.get('db'), code, Date.now());
  if (invite.state !== 'valid') return unusable(request, invite.state);
  const role = lookup(editorTexts, lang, `role.${invite.role}`);
  const until = siteTime(invite.expiresAt, lang, request.c.var.config.siteTimezone);
  const body = `<div class="narrow">
<h1>${t(lang, 'inviteTitle', { name: invite.name })}</h1>
<p>${t(lang, 'inviteIntro', { role })}</p>
<p class="muted">${t(lang, 'inviteValidUntil', { date: until })}</p>
<form class="passkey" method="post" action="${request.href(`/invite/${code}`)}" data-passkey="register" ${ceremonyTexts(request, 'inviteFailed')}>
${tokenField(request.token)}
<button type="submit" class="primary">${t(lang, 'createPasskey')}</button>
<p class="passkey-status" role="status" aria-live="polite">${withoutScript ? t(lang, 'needsScript') : ''}</p>
</form>
<noscript><p class="notice">${t(lang, 'needsScript')}</p></noscript>
</div>`;
  return screenPage(request, { title: t(lang, 'inviteTitle', { name: invite.name }), body, path: `/invite/${code}` });
}

const rpOf = (request: EditorRequest) => relyingPartyOf(request.c.req.url, t(request.lang, 'brand'));

/** The JSON refusal of a code that cannot be used. */
function unusableAnswer(request: EditorRequest, state: 'used' | 'expired' | 'unknown'): Response {
  const key = state === 'used' ? 'inviteUsedTitle' : state === 'expired' ? 'inviteExpiredTitle' : 'inviteUnknownTitle';
  return refusal(request.lang, key, state === 'unknown' ? 404 : 410);
}

async function options(request: EditorRequest): Promise<Response> {
  const refused = await limited(request, 'invite');
  if (refused) return refused;
  const db = request.c.get('db');
  const now = Date.now();
  const invite = await inviteOf(db, request.params.code ?? '', now);
  if (invite.state !== 'valid') return unusableAnswer(request, invite.state);
  const user = { id: invite.userId, name: invite.name };
  const exclude = await credentialIdsOf(db, invite.userId);
  return jsonAnswer({ options: await registrationOptions(db, rpOf(request), user, exclude, invite.id, now) });
}

async function verify(request: EditorRequest): Promise<Response> {
  const refused = await limited(request, 'invite');
  if (refused) return refused;
  const db = request.c.get('db');
  const now = Date.now();
  const invite = await inviteOf(db, request.params.code ?? '', now);
  if (invite.state !== 'valid') return unusableAnswer(request, invite.state);
  const credential = credentialOf<RegistrationResponseJSON>(request);
  const verified = credential
    ? await verifyRegistration(db, rpOf(request), credential, invite.id, now).catch(() => null)
    : null;
  if (!verified) return refusal(request.lang, 'inviteFailed', 400);
  const label = agentLabel(request.c.req.header('user-agent'));
  const session = await newSession();
  const passkey = { ...verified, label };
  const redeemed = await redeemInvite(db, { inviteId: invite.id, passkey, session, sessionLabel: label, now });
  // Used or expired between the look-up and the batch (another tab, the same link twice): nothing was written.
  if (!redeemed) return unusableAnswer(request, 'used');
  if (request.user) await endSession(db, request.user.sessionId);
  const cookie = sessionCookie(session.secret, request.c.var.config);
  return jsonAnswer({ redirect: request.href('/') }, 200, [cookie]);
}

export const inviteScreens: Screen[] = [
  { method: 'GET', path: '/invite/:code', access: 'anyone', handler: (request) => invitePage(request) },
  { method: 'POST', path: '/invite/:code', access: 'anyone', handler: (request) => invitePage(request, true) },
  { method: 'POST', path: '/invite/:code/options', access: 'anyone', handler: options },
  { method: 'POST', path: '/invite/:code/verify', access: 'anyone', handler: verify },
];
