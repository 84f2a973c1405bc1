import type { Caller } from '../../auth/caller';
import { can } from '../../auth/capabilities';
import { invalidParam } from '../../http/errors';

/** Post statuses this API knows (WordPress's registered ones that matter here). */
export const REGISTERED_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
export type PostStatus = (typeof REGISTERED_STATUSES)[number];

/** What `any` means in lists: every status but trash (WordPress). */
export const ANY_STATUSES: readonly PostStatus[] = ['publish', 'future', 'draft', 'pending', 'private'];

export function isRegisteredStatus(value: string): value is PostStatus {
  return (REGISTERED_STATUSES as readonly string[]).includes(value);
}

/**
 * The status a write stores (docs/original.md#event-create "scale back", the original's `scale_back_post_status`):
 * publishers get what they ask for; contributors' `publish`/`future` become `pending`, any other status is kept. `current` is the item's status on updates: without a
 * requested status it stays (docs/differences.md#partial-update); on creates the default is `publish` for publishers, `draft`
 * for others.
 */
export function scaleBackStatus(caller: Caller, requested: PostStatus | undefined, current?: string): string {
  if (requested === undefined) {
    if (current !== undefined) return current;
    return can(caller, 'publish') ? 'publish' : 'draft';
  }
  if (can(caller, 'publish')) return requested;
  return requested === 'publish' || requested === 'future' ? 'pending' : requested;
}

/**
 * The statuses a list shows (docs/original.md#list-statuses): visitors may only ask for `publish`; callers who may see
 * unpublished items (contributors and up) see every status but trash by default and may ask for any
 * registered status. Anything else is a 400 naming `status`.
 */
export function listStatuses(caller: Caller | null, requested: string[] | undefined): PostStatus[] {
  const privileged = can(caller, 'list_unpublished');
  if (requested === undefined || requested.length === 0) return privileged ? [...ANY_STATUSES] : ['publish'];
  const statuses = [...new Set(requested.map((s) => s.toLowerCase()))];
  if (!statuses.every(isRegisteredStatus)) throw invalidParam('status', 'param.status');
  if (!privileged && (statuses.length !== 1 || statuses[0] !== 'publish')) throw invalidParam('status', 'param.status');
  return statuses as PostStatus[];
}
