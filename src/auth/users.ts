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

/** Every user who may write (subscribers aside), by name: the editor's choice of an item's author. */
export async function listWriters(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(ne(users.role, 'subscriber'))
    .orderBy(users.name, users.id);
}
