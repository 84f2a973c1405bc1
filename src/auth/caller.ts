import { and, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { tokens, users } from '../db/schema';
import { setWriter } from '../db/writer';
import type { AppEnv } from '../env';
import { type ApiError, forbidden } from '../http/errors';
import type { Caller } from './roles';
import { bearerSecret, hashToken, sameDigest } from './tokens';

export type { Caller } from './roles';

const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * The `Authorization` of a request the service makes to its own namespace on a signed-in editor's behalf
 * (src/http/rest-call.ts): it marks the request as carrying credentials (never cached, answered `private,
 * no-store`), but authorizes nothing by itself. The caller is the one `actAs` attached to that very `Request`
 * object, which only code inside the Worker can hold; the same header from a client is a malformed token (401).
 */
export const IN_PROCESS_AUTHORIZATION = 'In-Process';

const acting = new WeakMap<Request, Caller>();

/** Marks `request` (built in-process, never a client's) as made by `caller`; returns it. */
export function actAs(request: Request, caller: Caller): Request {
  acting.set(request, caller);
  return request;
}

/** The caller `actAs` attached to `request`, if any. */
export function actingCaller(request: Request): Caller | undefined {
  return acting.get(request);
}

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
  const inProcess = acting.get(c.req.raw);
  if (inProcess) {
    c.set('caller', inProcess);
    setWriter(c.get('db'), inProcess.id);
    return inProcess;
  }
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
  // The request's writes are this user's (the versions of what they change say so: src/db/writer.ts).
  setWriter(c.get('db'), caller.id);
  return caller;
}

/**
 * A token was sent but is malformed, unknown, expired or revoked: the same 401 `rest_forbidden` as no token (the
 * code clients test), with a message that says the token is the problem (and not which case, to reveal nothing).
 */
function invalidToken(): ApiError {
  return forbidden(false, 'auth.invalid_token');
}

/** The caller, or a 401 `rest_forbidden` for anonymous requests. */
export async function requireCaller(c: Context<AppEnv>): Promise<Caller> {
  const caller = await getCaller(c);
  if (!caller) throw forbidden(false);
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
