import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { rawStatement } from '../db/batch';
import type { Db } from '../db/client';
import { authChallenges, passkeys } from '../db/schema';
import { claimInvite } from './invites';
import { insertSession, type PlannedSession } from './sessions';

/**
 * @module Passkeys (WebAuthn credentials) and the one-time challenges of their ceremonies (docs/editor.md,
 * "Signing in"). What the WebAuthn library verified is stored here; the library itself is the editor's
 * (src/editor/passkeys/), loaded on demand.
 */

/** A ceremony must be finished within this time after its options were given. */
const CHALLENGE_TTL_MS = 5 * 60_000;

/** Stores a ceremony's challenge (and drops the expired ones). */
export async function storeChallenge(
  db: Db,
  input: { challenge: string; purpose: 'register' | 'sign-in'; inviteId: number | null; now: number },
): Promise<void> {
  await db.batch([
    db.delete(authChallenges).where(lt(authChallenges.expiresAt, input.now)),
    db.insert(authChallenges).values({
      challenge: input.challenge,
      purpose: input.purpose,
      inviteId: input.inviteId,
      expiresAt: input.now + CHALLENGE_TTL_MS,
    }),
  ]);
}

/**
 * Takes (deletes) the challenge the browser signed, if it was given for `purpose` and has not expired: each
 * challenge verifies one response at most. Its invitation, for a registration.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: 'register' | 'sign-in',
  now: number,
): Promise<{ inviteId: number | null } | null> {
  const [row] = await db
    .delete(authChallenges)
    .where(and(eq(authChallenges.challenge, challenge), eq(authChallenges.purpose, purpose)))
    .returning({ inviteId: authChallenges.inviteId, expiresAt: authChallenges.expiresAt });
  return row && row.expiresAt > now ? { inviteId: row.inviteId } : null;
}

/** A credential verified at registration, as stored. */
export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  label: string;
}

/**
 * Redeems invitation `inviteId`: in ONE batch, claims it (unused and unexpired at `now`), stores the passkey and
 * opens a session with it, both only where the claim holds. Returns the new passkey's user, or null when the
 * invitation was used or expired meanwhile (nothing was written).
 */
export async function redeemInvite(
  db: Db,
  input: { inviteId: number; passkey: NewPasskey; session: PlannedSession; sessionLabel: string; now: number },
): Promise<{ userId: number; passkeyId: number } | null> {
  const { inviteId, passkey, session, now } = input;
  const claim = crypto.randomUUID();
  const [, , , rows] = await db.batch([
    claimInvite(db, inviteId, claim, now),
    rawStatement(
      db,
      sql`insert into passkeys (user_id, credential_id, public_key, counter, transports, device_type, backed_up, label, created_at)
        select user_id, ${passkey.credentialId}, ${passkey.publicKey}, ${passkey.counter}, ${JSON.stringify(passkey.transports)},
          ${passkey.deviceType}, ${passkey.backedUp ? 1 : 0}, ${passkey.label}, ${now}
        from invites where id = ${inviteId} and claim = ${claim}`,
    ),
    rawStatement(
      db,
      sql`insert into sessions (user_id, passkey_id, hash, csrf, label, created_at, last_used_at)
        select i.user_id, p.id, ${session.hash}, ${session.csrf}, ${input.sessionLabel}, ${now}, ${now}
        from invites i join passkeys p on p.credential_id = ${passkey.credentialId}
        where i.id = ${inviteId} and i.claim = ${claim}`,
    ),
    rawStatement(
      db,
      sql`select p.id as passkey_id, p.user_id as user_id from passkeys p join invites i on i.id = ${inviteId} and i.claim = ${claim}
        where p.credential_id = ${passkey.credentialId}`,
    ),
  ]);
  const row = (rows as { passkey_id: number; user_id: number }[])[0];
  return row ? { userId: row.user_id, passkeyId: row.passkey_id } : null;
}

/** The stored passkey of a credential id, with its user's name. */
export async function findPasskey(db: Db, credentialId: string) {
  const [row] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row ?? null;
}

/** Signs in with passkey `id` of user `userId`: records its new counter and last use, and opens the session. */
export async function signInWith(
  db: Db,
  input: { id: number; userId: number; counter: number; session: PlannedSession; label: string; now: number },
): Promise<void> {
  await db.batch([
    db.update(passkeys).set({ counter: input.counter, lastUsedAt: input.now }).where(eq(passkeys.id, input.id)),
    insertSession(db, input.session, { userId: input.userId, passkeyId: input.id, label: input.label, now: input.now }),
  ]);
}

/** The credential ids of user `userId` (a new registration excludes them: one passkey per authenticator). */
export async function credentialIdsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ id: passkeys.credentialId }).from(passkeys).where(eq(passkeys.userId, userId));
  return rows.map((row) => row.id);
}

/** The passkeys of user `userId` (of everyone without one), newest first (never their key). */
export async function listPasskeys(db: Db, userId?: number) {
  return db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      label: passkeys.label,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      backedUp: passkeys.backedUp,
    })
    .from(passkeys)
    .where(userId === undefined ? undefined : eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.id));
}

/** Removes passkey `id` of user `userId` (its sessions end with it: the foreign key cascades). */
export async function removePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}
