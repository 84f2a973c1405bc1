import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tokens, users } from '../db/schema';
import type { Role } from './roles';
import { hashToken, newTokenSecret } from './tokens';

/** Creates a user; returns its id. */
export async function createUser(db: Db, input: { name: string; role: Role }): Promise<number> {
  const [row] = await db.insert(users).values(input).returning({ id: users.id });
  return row!.id;
}

/**
 * Creates a token for `userId`. The secret is returned once, here; only its hash is stored.
 * `expiresAt` is a UTC `YYYY-MM-DD HH:MM:SS` string.
 */
export async function createToken(
  db: Db,
  input: { userId: number; name: string; expiresAt?: string },
): Promise<{ id: number; token: string }> {
  const token = newTokenSecret();
  const [row] = await db
    .insert(tokens)
    .values({
      userId: input.userId,
      name: input.name,
      hash: await hashToken(token),
      expiresAt: input.expiresAt ?? null,
    })
    .returning({ id: tokens.id });
  return { id: row!.id, token };
}

/** Every token (never its secret), newest first, with its user. */
export async function listTokens(db: Db) {
  return db
    .select({
      id: tokens.id,
      name: tokens.name,
      userId: tokens.userId,
      userName: sql<string>`${users.name}`.as('user_name'),
      role: users.role,
      createdAt: tokens.createdAt,
      lastUsedAt: tokens.lastUsedAt,
      expiresAt: tokens.expiresAt,
      revokedAt: tokens.revokedAt,
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .orderBy(desc(tokens.id));
}

/** Revokes a token at once; returns whether a live token was revoked. */
export async function revokeToken(db: Db, id: number): Promise<boolean> {
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const rows = await db
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(eq(tokens.id, id), isNull(tokens.revokedAt)))
    .returning({ id: tokens.id });
  return rows.length > 0;
}

/** Whether user `id` exists. */
export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

/** Every user, oldest first, with how many passkeys and editor sessions they have (the People screen). */
export async function listPeople(db: Db) {
  return db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      createdAt: users.createdAt,
      passkeys: sql<number>`(select count(*) from passkeys p where p.user_id = ${users.id})`.as('passkey_count'),
      sessions: sql<number>`(select count(*) from sessions s where s.user_id = ${users.id})`.as('session_count'),
    })
    .from(users)
    .orderBy(users.id);
}

/** The condition that some administrator other than user `id` exists (the calendar keeps at least one). */
const anotherAdministrator = (id: number) =>
  sql`exists (select 1 from ${users} other where other.role = 'administrator' and other.id != ${id})`;

/**
 * Gives user `id` role `role`; false when there is no such user, or when it would leave the calendar without an
 * administrator (checked in the same statement, so two administrators demoting each other cannot both succeed).
 * Takes effect on the user's next request: sessions and tokens read the role every time.
 */
export async function setRole(db: Db, id: number, role: Role): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role })
    .where(and(eq(users.id, id), role === 'administrator' ? undefined : anotherAdministrator(id)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Removes user `id` with their tokens, passkeys, sessions and invitations (foreign keys cascade; their events keep
 * no author); false when there is no such user or it is the last administrator.
 */
export async function removeUser(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, id), sql`(${users.role} != 'administrator' or ${anotherAdministrator(id)})`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Every user who may write (subscribers aside), by name: the editor's choice of an item's author. */
export async function listWriters(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(ne(users.role, 'subscriber'))
    .orderBy(users.name, users.id);
}
