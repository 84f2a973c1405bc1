/**
 * What the users and tokens CLI (and the demo seed) need from the service, in one module so the `.mjs` scripts
 * load the TypeScript sources once (through tsx). Users and tokens are written by the service's own functions
 * (`src/auth/users.ts`); this file only adds the Drizzle database and two read queries.
 */
import { asc, count } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';

export { createInvite } from '../../src/auth/invites';
export { isRole, ROLES } from '../../src/auth/roles';
export { createToken, createUser, listTokens, revokeToken, userExists } from '../../src/auth/users';
export { configOf } from '../../src/config';

/**
 * A Drizzle database on a D1 binding: the local one from wrangler's platform proxy, or `d1OverHttp` for
 * `--remote`. Not wrapped by `createDb`'s meter: a CLI has nothing to report, and the meter answers `raw()`
 * through `all()`, which merges columns of the same name (`listTokens` selects `tokens.name` and `users.name`).
 */
export function cliDb(d1: D1Database): Db {
  return drizzle(d1);
}

/** Every user, oldest first. */
export function listUsers(db: Db) {
  const { users } = schema;
  return db
    .select({ id: users.id, name: users.name, role: users.role, createdAt: users.createdAt })
    .from(users)
    .orderBy(asc(users.id));
}

/** How many users exist: the demo seed runs only on a database without any. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.users);
  return row?.n ?? 0;
}
