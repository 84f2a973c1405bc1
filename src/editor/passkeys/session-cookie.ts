import { SESSION_COOKIE } from '../../auth/sessions';
import type { Config } from '../../config';
import { hostCookie } from '../editor.http';

/** The cookie of a new session: its secret, for as long as the session may live (`SESSION_MAX_DAYS`). */
export function sessionCookie(secret: string, config: Config): string {
  return hostCookie(SESSION_COOKIE, secret, config.signIn.sessionMaxDays * 86_400, 'Lax');
}
