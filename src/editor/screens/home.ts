import { endSession, SESSION_COOKIE } from '../../auth/sessions';
import { hostCookie, redirect } from '../editor.http';
import type { EditorRequest, Screen } from '../editor.types';

/** @module **Sign out**. The events screen, the editor's home, is `screens/events/list.ts`. */

/** Ends the session (if any), deletes its cookie, and shows the sign-in page. */
async function signOut(request: EditorRequest): Promise<Response> {
  if (request.user) await endSession(request.c.get('db'), request.user.sessionId);
  return redirect(request.href('/sign-in?signed-out=1'), [hostCookie(SESSION_COOKIE, '', 0, 'Lax')]);
}

export const homeScreens: Screen[] = [{ method: 'POST', path: '/sign-out', access: 'anyone', handler: signOut }];
