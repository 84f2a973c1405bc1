import { endSession, SESSION_COOKIE } from '../../auth/sessions';
import { hostCookie, redirect } from '../editor.http';
import { screenPage, t } from '../editor.layout';
import type { EditorRequest, Screen } from '../editor.types';

/**
 * @module The events screen (`/{lang}/admin/`, the editor's home) and **Sign out**. The events list itself is built
 * on this foundation by the content screens (docs/editor.md, "What is next").
 */

function events(request: EditorRequest): Response {
  const { lang } = request;
  const body = `<h1>${t(lang, 'eventsTitle')}</h1>
<p class="subtitle">${t(lang, 'eventsIntro')}</p>
<p>${t(lang, 'comingSoon')}</p>`;
  return screenPage(request, { title: t(lang, 'eventsTitle'), body, path: '/', section: 'navEvents' });
}

/** Ends the session (if any), deletes its cookie, and shows the sign-in page. */
async function signOut(request: EditorRequest): Promise<Response> {
  if (request.user) await endSession(request.c.get('db'), request.user.sessionId);
  return redirect(request.href('/sign-in?signed-out=1'), [hostCookie(SESSION_COOKIE, '', 0, 'Lax')]);
}

export const homeScreens: Screen[] = [
  { method: 'GET', path: '/', access: 'signed-in', handler: events },
  { method: 'POST', path: '/sign-out', access: 'anyone', handler: signOut },
];
