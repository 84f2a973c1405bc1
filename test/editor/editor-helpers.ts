import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import type { Role } from '../../src/auth/roles';
import { insertSession, newSession, SESSION_COOKIE } from '../../src/auth/sessions';
import { createUser } from '../../src/auth/users';
import { type CallOptions, call, ORIGIN, testDb } from '../helpers/http';

/**
 * Helpers of the editor's tests: a signed-in person (a user and a session stored as the sign-in stores them; the
 * passkey ceremonies themselves are driven by Chromium's virtual authenticator in `editor.browser.test.ts`), and
 * requests that carry their cookie, origin and anti-forgery token.
 */

export interface Person {
  userId: number;
  sessionId: number;
  name: string;
  /** The `Cookie` header of the session. */
  cookie: string;
  /** The session's anti-forgery token. */
  csrf: string;
}

let people = 0;

/** A user of `role` signed in now (by the Worker's clock). */
export async function signedIn(role: Role, name = `Person ${++people}`): Promise<Person> {
  const db = testDb();
  const userId = await createUser(db, { name, role });
  return openSessionFor(userId, name);
}

/** A new session of an existing user (opened with passkey `passkeyId`, if given). */
export async function openSessionFor(userId: number, name = '', passkeyId: number | null = null): Promise<Person> {
  const db = testDb();
  const planned = await newSession();
  const [row] = await insertSession(db, planned, {
    userId,
    passkeyId,
    label: 'test',
    now: Date.now(),
  }).returning();
  return { userId, sessionId: row!.id, name, cookie: `${SESSION_COOKIE}=${planned.secret}`, csrf: planned.csrf };
}

/** A GET of an editor page as `person` (anonymous without one). */
export function page(path: string, person?: Person, options: CallOptions = {}) {
  return call<string>(path, {
    redirect: 'manual',
    ...options,
    headers: { ...(person ? { cookie: person.cookie } : {}), ...options.headers },
  });
}

/** A form POST as `person` from the service's own origin, with their token unless `form` says otherwise. */
export function submit(path: string, person: Person | undefined, form: Record<string, string> = {}, headers = {}) {
  return call<string>(path, {
    method: 'POST',
    redirect: 'manual',
    form: { _csrf: person?.csrf ?? '', ...form },
    headers: { origin: ORIGIN, ...(person ? { cookie: person.cookie } : {}), ...headers },
    // Waits for the request's background work (a session's last use), so the next request sees it.
    env: {},
  });
}

/** Moves the Worker's clock (tests and Worker share the isolate) to `instant`. */
export function setClock(instant: Date | number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: instant });
}

/** Gives the clock back as the suite had it (real, or `TEST_CLOCK`'s: test/helpers/clock.ts). */
export function restoreClock(): void {
  vi.useRealTimers();
  if (env.TEST_CLOCK) vi.useFakeTimers({ toFake: ['Date'], now: new Date(env.TEST_CLOCK), shouldAdvanceTime: true });
}
