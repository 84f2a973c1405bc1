import { tokenField } from '../editor.forms';
import { redirect } from '../editor.http';
import { screenPage, t } from '../editor.layout';
import type { EditorRequest, Screen } from '../editor.types';

/**
 * @module `/{lang}/admin/sign-in`: **Sign in with a passkey** (discoverable credentials, so no name is asked). The
 * button is drawn by the page and driven by the editor's script (`editor-browser/passkeys.ts`): without
 * JavaScript, the form posts here and the page says that passkeys need it.
 */

/** Where to go after signing in: `next` when it is an editor address of this service, else the events screen. */
export function nextAddress(request: EditorRequest): string {
  const next = request.query.get('next') ?? '';
  return /^\/(ca|en|es)\/admin(\/[^\s\\]*)?$/.test(next) && !next.includes('//') ? next : request.href('/');
}

/** The localized texts the script shows while it works (data attributes: no inline script). */
function scriptTexts(request: EditorRequest): string {
  const { lang } = request;
  return [
    `data-working="${t(lang, 'working')}"`,
    `data-failed="${t(lang, 'signInFailed')}"`,
    `data-unknown="${t(lang, 'signInUnknown')}"`,
    `data-cancelled="${t(lang, 'ceremonyCancelled')}"`,
    `data-unsupported="${t(lang, 'noPasskeys')}"`,
  ].join(' ');
}

function signInPage(request: EditorRequest, status = 200, withoutScript = false): Response {
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
<form class="passkey" method="post" action="${request.href('/sign-in')}" data-passkey="sign-in" data-next="${nextAddress(request)}" ${scriptTexts(request)}>
${tokenField(request.token)}
<button type="submit" class="primary">${t(lang, 'signInButton')}</button>
<p class="passkey-status" role="status" aria-live="polite">${withoutScript ? t(lang, 'needsScript') : ''}</p>
</form>
<noscript><p class="notice">${t(lang, 'needsScript')}</p></noscript>
</div>`;
  return screenPage(
    request,
    { title: t(lang, 'signInTitle'), body, path: '/sign-in', query: query.toString() },
    status,
  );
}

function signIn(request: EditorRequest): Response {
  if (request.user) return redirect(nextAddress(request));
  return signInPage(request);
}

export const signInScreens: Screen[] = [
  { method: 'GET', path: '/sign-in', access: 'anyone', handler: signIn },
  // The form posted without JavaScript: passkeys need it, the page says so.
  { method: 'POST', path: '/sign-in', access: 'anyone', handler: (request) => signInPage(request, 200, true) },
];
