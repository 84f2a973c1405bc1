import type { Context } from 'hono';
import { type Caller, getCaller } from '../../auth/caller';
import { assertAllowed, canModify, canRead } from '../../auth/capabilities';
import { userExists } from '../../auth/users';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../env';
import { invalidParam } from '../../http/errors';
import type { PostCore } from './posts.lookup';
import { passwordUnlocks } from './posts.password';

/** 400 naming `author` unless user `id` exists (docs/api.md#authentication-roles-and-tokens). */
export async function assertAuthorExists(db: Db, id: number | undefined): Promise<void> {
  if (id !== undefined && !(await userExists(db, id))) throw invalidParam('author', 'param.unknown_user');
}

/**
 * Resolves `context` (docs/differences.md#context-values): `edit` needs a caller who may edit `item` (401/403 otherwise) and unlocks
 * its protected content. Returns whether the edit context applies.
 */
export async function editContext(c: Context<AppEnv>, context: string | undefined, item: PostCore): Promise<boolean> {
  if (context !== 'edit') return false;
  const caller = await getCaller(c);
  assertAllowed(caller, canModify(caller, item));
  return true;
}

/** Whether the reader sees `item`'s protected content: no password, the right `password`, or edit context. */
export function unlocked(item: Pick<PostCore, 'password'>, password: unknown, edit: boolean): boolean {
  return edit || passwordUnlocks(item.password, password);
}

/** Whether `caller` may see a linked item embedded in another (docs/differences.md#embedded-visibility): published, or readable by them. */
export function visibleTo(caller: Caller | null, item: { status: string; authorId: number | null }): boolean {
  return item.status !== 'trash' && canRead(caller, item);
}
