import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Caller } from './roles';
import { hashToken, randomSecret, sameDigest } from './tokens';

/**
 * @module Editor sessions (docs/editor.md, "Sessions"): a random 256-bit secret in the `__Host-session` cookie,
 * stored only as its SHA-256 with its user, the passkey it was opened with, creation and last use. A session ends
 * when it is idle longer than `SESSION_IDLE_DAYS`, older than `SESSION_MAX_DAYS`, signed out, removed, or when its
 * user or passkey is removed (foreign keys cascade). Every look-up joins the user, so a role change or a removal
 * holds from the next request on.
 */

/** The cookie that carries the session's secret (`__Host-`: Secure, Path=/, no Domain, so no subdomain sets it). */
export const SESSION_COOKIE = '__Host-session';

const DAY_MS = 86_400_000;
/** Last use is written at most this often per session (a write per request would be a D1 write per page). */
const LAST_USED_RESOLUTION_MS = 60_000;

/** How long sessions live (`src/config.ts`, `signIn`). */
export interface SessionPolicy {
  sessionIdleDays: number;
  sessionMaxDays: number;
}

/** The signed-in user of an editor request and the session's own values. */
export interface SessionUser extends Caller {
  sessionId: number;
  /** The session's anti-forgery token (docs/editor.md, "Forms"). */
  csrf: string;
}

/** A session about to be opened: its cookie secret (shown once, to the browser) and the statement that stores it. */
export interface PlannedSession {
  secret: string;
  csrf: string;
  hash: string;
}

/** A new session's secret, anti-forgery token and the secret's hash. */
export async function newSession(): Promise<PlannedSession> {
  const secret = randomSecret();
  return { secret, csrf: randomSecret(), hash: await hashToken(secret) };
}

/** The insert of session `planned` for `userId` (a statement, so a sign-in runs it in its own batch). */
export function insertSession(
  db: Db,
  planned: PlannedSession,
  values: { userId: number; passkeyId: number | null; label: string; now: number },
) {
  return db.insert(sessions).values({
    userId: values.userId,
    passkeyId: values.passkeyId,
    hash: planned.hash,
    csrf: planned.csrf,
    label: values.label,
    createdAt: values.now,
    lastUsedAt: values.now,
  });
}

/** Whether a session created and last used at these instants is still alive at `now`. */
export function sessionAlive(
  session: { createdAt: number; lastUsedAt: number },
  policy: SessionPolicy,
  now: number,
): boolean {
  return (
    now - session.lastUsedAt < policy.sessionIdleDays * DAY_MS &&
    now - session.createdAt < policy.sessionMaxDays * DAY_MS
  );
}

/**
 * The user of the session whose cookie secret is `secret`, or null when there is none alive (unknown, ended,
 * expired; an expired one is deleted). One D1 read; last use is recorded at most once a minute, through `defer`
 * (the request's `waitUntil`), off the response's path.
 */
export async function findSession(
  db: Db,
  secret: string,
  policy: SessionPolicy,
  now: number,
  defer: (work: Promise<unknown>) => void,
): Promise<SessionUser | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  const hash = await hashToken(secret);
  const [row] = await db
    .select({
      sessionId: sessions.id,
      hash: sessions.hash,
      csrf: sessions.csrf,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      // The session's own `user_id` (two columns named `id` would collide: docs/tests.md, "Seams").
      id: sessions.userId,
      name: users.name,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.hash, hash))
    .limit(1);
  if (!row || !sameDigest(row.hash, hash)) return null;
  if (!sessionAlive(row, policy, now)) {
    defer(endSession(db, row.sessionId));
    return null;
  }
  if (now - row.lastUsedAt >= LAST_USED_RESOLUTION_MS) {
    defer(db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId)).run());
  }
  return { sessionId: row.sessionId, csrf: row.csrf, id: row.id, name: row.name, role: row.role };
}

/** Ends session `id` (sign-out, or an administrator's removal). */
export async function endSession(db: Db, id: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id)).run();
}

/** Ends session `id` of user `userId` only; whether one was ended. */
export async function endUserSession(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Deletes the sessions that expired (idle or absolute) by `now`. */
export async function pruneSessions(db: Db, policy: SessionPolicy, now: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastUsedAt, now - policy.sessionIdleDays * DAY_MS),
        lt(sessions.createdAt, now - policy.sessionMaxDays * DAY_MS),
      ),
    )
    .run();
}

/** The sessions of user `userId` (of everyone without one), most recently used first (never their secret). */
export async function listSessions(db: Db, userId?: number) {
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      label: sessions.label,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      passkeyId: sessions.passkeyId,
    })
    .from(sessions)
    .where(userId === undefined ? undefined : eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastUsedAt));
}
