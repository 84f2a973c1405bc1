import { and, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { tokens, users } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import type { Role } from './roles';
import { bearerSecret, hashToken, sameDigest } from './tokens';

/** The authenticated user of a request. */
export interface Caller {
  id: number;
  name: string;
  role: Role;
}

const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

function utcNowWall(): string {
  return new Date().toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The caller of the request, resolved once from its bearer token: `null` when no token was sent. A malformed,
 * unknown, expired or revoked token is a 401 `rest_forbidden`, whatever the operation.
 */
export async function getCaller(c: Context<AppEnv>): Promise<Caller | null> {
  const known = c.get('caller');
  if (known !== undefined) return known;
  const secret = bearerSecret(c.req.header('authorization'));
  if (secret === undefined) {
    c.set('caller', null);
    return null;
  }
  if (secret === null) throw invalidToken();
  const hash = await hashToken(secret);
  const [row] = await c
    .get('db')
    .select({
      tokenId: tokens.id,
      hash: tokens.hash,
      expiresAt: tokens.expiresAt,
      revokedAt: tokens.revokedAt,
      lastUsedAt: tokens.lastUsedAt,
      userId: tokens.userId,
      name: users.name,
      role: users.role,
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(eq(tokens.hash, hash))
    .limit(1);
  const now = utcNowWall();
  if (
    !row ||
    !sameDigest(row.hash, hash) ||
    row.revokedAt !== null ||
    (row.expiresAt !== null && row.expiresAt <= now)
  ) {
    throw invalidToken();
  }
  if (!row.lastUsedAt || Date.parse(`${row.lastUsedAt}Z`) < Date.now() - LAST_USED_RESOLUTION_MS) {
    // Best effort and off the response path: a failed bookkeeping write must not fail the request.
    const touch = c
      .get('db')
      .update(tokens)
      .set({ lastUsedAt: now })
      .where(and(eq(tokens.id, row.tokenId)))
      .run()
      .catch((error: unknown) => console.error('token last-use update failed', error));
    try {
      c.executionCtx.waitUntil(touch);
    } catch {
      await touch;
    }
  }
  const caller: Caller = { id: row.userId, name: row.name, role: row.role };
  c.set('caller', caller);
  return caller;
}

/**
 * A token was sent but is malformed, unknown, expired or revoked: the same 401 `rest_forbidden` as no token (the
 * code clients test), with a message that says the token is the problem (and not which case, to reveal nothing).
 */
function invalidToken(): ApiError {
  return new ApiError('rest_forbidden', 401, { messageKey: 'auth.invalid_token' });
}

/** The caller, or a 401 `rest_forbidden` for anonymous requests. */
export async function requireCaller(c: Context<AppEnv>): Promise<Caller> {
  const caller = await getCaller(c);
  if (!caller) throw new ApiError('rest_forbidden', 401);
  return caller;
}

/**
 * Authenticates every request that carries credentials before anything else, as WordPress does: a bad token is
 * a 401 even on a public read (a client sending credentials must learn they are wrong).
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('authorization') !== undefined) await getCaller(c);
  await next();
};
