import { type ApiError, forbidden } from '../http/errors';
import type { Caller } from './caller';
import type { Role } from './roles';

/**
 * Capabilities, as the original's roles grant them (docs/original.md#roles-and-capabilities):
 * - `create`: create events, venues, organizers (contributor and up; contributors' statuses are scaled back).
 * - `publish`: publish them (author and up).
 * - `list_unpublished`: see drafts, pending and private items in lists (contributor and up).
 * - `edit_others`: edit or delete anyone's items (editor and up).
 * - `manage_categories`: create, update, delete event categories (author and up).
 * - `manage_tags`: the same for tags (editor and up).
 */
export type Capability =
  | 'create'
  | 'publish'
  | 'list_unpublished'
  | 'edit_others'
  | 'manage_categories'
  | 'manage_tags';

const GRANTS: Record<Role, readonly Capability[]> = {
  administrator: ['create', 'publish', 'list_unpublished', 'edit_others', 'manage_categories', 'manage_tags'],
  editor: ['create', 'publish', 'list_unpublished', 'edit_others', 'manage_categories', 'manage_tags'],
  author: ['create', 'publish', 'list_unpublished', 'manage_categories'],
  contributor: ['create', 'list_unpublished'],
  subscriber: [],
};

/** An item whose per-item permissions are checked: who wrote it and where it stands. */
export interface OwnedItem {
  authorId: number | null;
  status: string;
}

/**
 * Statuses a contributor's own item may have and still be edited or deleted by them: WordPress's `edit_post` and
 * `delete_post` ask contributors for `edit_published_*` only when their item is published or scheduled (`future`).
 */
export const UNPUBLISHED_STATUSES = ['draft', 'pending', 'auto-draft', 'private'] as const;
const UNPUBLISHED = new Set<string>(UNPUBLISHED_STATUSES);

/** The one capability check: whether `caller` holds `capability` (anonymous callers hold none). */
export function can(caller: Caller | null, capability: Capability): boolean {
  return caller !== null && GRANTS[caller.role].includes(capability);
}

/** Whether `caller` may edit or delete `item` (WordPress's `edit_post`/`delete_post` meta-capabilities). */
export function canModify(caller: Caller | null, item: OwnedItem): boolean {
  if (!caller) return false;
  if (can(caller, 'edit_others')) return true;
  if (item.authorId !== caller.id || !can(caller, 'create')) return false;
  return can(caller, 'publish') || UNPUBLISHED.has(item.status);
}

/** Whether `caller` may read `item` whatever its status (trash aside): published, or theirs, or they edit others'. */
export function canRead(caller: Caller | null, item: OwnedItem): boolean {
  if (item.status === 'publish') return true;
  if (!caller) return false;
  return can(caller, 'edit_others') || (item.authorId === caller.id && can(caller, 'create'));
}

/** Throws 401 (anonymous) or 403 `rest_forbidden` unless `allowed`. */
export function assertAllowed(caller: Caller | null, allowed: boolean): void {
  if (!allowed) throw forbidden(caller !== null) satisfies ApiError;
}
