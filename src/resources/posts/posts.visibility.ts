import { type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { assertAllowed, can, canModify, canRead } from '../../auth/capabilities';
import { ApiError, invalidParam } from '../../http/errors';
import { passwordUnlocks } from './posts.password';

/**
 * The events of alias `alias` (a `posts` row of type event) that `caller` would see listed: never hidden from
 * listings, never trashed; published ones for everyone; for editors and up every status but trash; for other
 * authenticated callers (contributors, authors) also their own unpublished events, the ones they may read.
 * What `has_events` and `only_with_upcoming` count on venue and organizer lists (docs/security.md), so that
 * nothing the caller cannot read changes their answer.
 */
export function listedEventVisibleTo(caller: Caller | null, alias: string): SQL {
  const e = sql.raw(alias);
  // A literal comparison (events always have the flag): the partial indexes of listed events need it to apply.
  const listed = sql`${e}.type = 'event' and ${e}.hide_from_listings = 0`;
  if (caller !== null && can(caller, 'edit_others')) return sql`(${listed} and ${e}.status <> 'trash')`;
  if (caller !== null && can(caller, 'create')) {
    return sql`(${listed} and (${e}.status = 'publish' or (${e}.author_id = ${caller.id} and ${e}.status <> 'trash')))`;
  }
  return sql`(${listed} and ${e}.status = 'publish')`;
}

/** What `event=` (or `post=`) names, as read for {@link assertEventLinksReadable}. */
export interface LinksOwner {
  type: string;
  status: string;
  authorId: number | null;
  password: string | null;
}

/**
 * `event=` on the venue, organizer, category and tag lists: the links of an event are shown only to whom the event
 * itself would be shown (docs/security.md, "Visibility"). 400 naming `param` when the id is not an event; 401 or
 * 403 `rest_forbidden` when the caller may not read it; 403 `event-password-protected`, as the event answers, when
 * it is password-protected and neither `password` (where the list takes one) unlocks it nor the caller may edit it.
 */
export function assertEventLinksReadable(
  caller: Caller | null,
  event: LinksOwner | undefined,
  param: string,
  password?: unknown,
): void {
  // A series record (docs/recurrence.md) links and carries terms as an event does.
  if (event?.type !== 'event' && event?.type !== 'series') throw invalidParam(param, 'param.unknown_id');
  assertAllowed(caller, canRead(caller, event));
  if (!canModify(caller, event) && !passwordUnlocks(event.password, password)) {
    throw new ApiError('event-password-protected');
  }
}

/**
 * The posts of alias `alias` that an anonymous reader may read by id: published and without a password (what the
 * export, `/changes` and federation call public; docs/security.md, "Visibility").
 */
export function publicPost(alias: string): SQL {
  const p = sql.raw(alias);
  return sql`(${p}.status = 'publish' and coalesce(${p}.password, '') = '')`;
}
