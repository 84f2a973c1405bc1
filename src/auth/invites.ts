import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invites, users } from '../db/schema';
import type { Role } from './roles';
import { hashToken } from './tokens';

/**
 * @module Invitations and new sign-in links (docs/editor.md, "Invitations"): a one-time code, 256 random bits in
 * lower-case hex (addresses are matched in lower case), stored only as its SHA-256, valid `INVITE_TTL_HOURS`. The
 * invitation page registers a passkey with it; the batch that does so claims the code first and inserts nothing
 * when the claim fails (`claimInvite`), so a second use, even a concurrent one, creates nothing.
 */

const HOUR_MS = 3_600_000;

/** A new code: 32 random bytes, lower-case hex. */
function newCode(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether `text` has the shape of a code (anything else is unknown without a D1 read). */
export const isInviteCode = (text: string) => /^[0-9a-f]{64}$/.test(text);

/**
 * Creates an invitation (or a new sign-in link) for user `userId`, valid `ttlHours` from `now`; returns its id and
 * the code, shown once. `createdBy`: the administrator who issued it (null from the CLI).
 */
export async function createInvite(
  db: Db,
  input: { userId: number; createdBy: number | null; ttlHours: number; now: number },
): Promise<{ id: number; code: string; expiresAt: number }> {
  const code = newCode();
  const expiresAt = input.now + Math.round(input.ttlHours * HOUR_MS);
  const [row] = await db
    .insert(invites)
    .values({
      userId: input.userId,
      createdBy: input.createdBy,
      hash: await hashToken(code),
      createdAt: input.now,
      expiresAt,
    })
    .returning({ id: invites.id });
  return { id: row!.id, code, expiresAt };
}

/** What a code stands for at `now`. */
export type InviteState =
  | { state: 'valid'; id: number; userId: number; name: string; role: Role; expiresAt: number }
  | { state: 'used' | 'expired' | 'unknown' };

/** The invitation of `code` and whether it can still be used at `now`. One D1 read. */
export async function inviteOf(db: Db, code: string, now: number): Promise<InviteState> {
  if (!isInviteCode(code)) return { state: 'unknown' };
  const [row] = await db
    .select({
      id: invites.id,
      userId: invites.userId,
      expiresAt: invites.expiresAt,
      usedAt: invites.usedAt,
      name: users.name,
      role: users.role,
    })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .where(eq(invites.hash, await hashToken(code)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  if (row.usedAt !== null) return { state: 'used' };
  if (row.expiresAt <= now) return { state: 'expired' };
  return { state: 'valid', id: row.id, userId: row.userId, name: row.name, role: row.role, expiresAt: row.expiresAt };
}

/**
 * The statement claiming invitation `id` at `now` with the random `claim`, if it is still unused and unexpired;
 * the statements after it in the same batch insert only where `claim` holds (`claimed(id, claim)`).
 */
export function claimInvite(db: Db, id: number, claim: string, now: number) {
  return db
    .update(invites)
    .set({ usedAt: now, claim })
    .where(sql`${invites.id} = ${id} and ${invites.usedAt} is null and ${invites.expiresAt} > ${now}`);
}
