import { type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { can } from '../../auth/capabilities';

/**
 * The events of alias `alias` (a `posts` row of type event) that `caller` would see listed: never hidden from
 * listings, never trashed; published ones for everyone; for editors and up every status but trash; for other
 * authenticated callers (contributors, authors) also their own unpublished events, the ones they may read.
 * What `has_events` and `only_with_upcoming` count on venue and organizer lists (docs/security.md), so that
 * nothing the caller cannot read changes their answer.
 */
export function listedEventVisibleTo(caller: Caller | null, alias: string): SQL {
  const e = sql.raw(alias);
  const listed = sql`coalesce(${e}.hide_from_listings, 0) = 0`;
  if (caller !== null && can(caller, 'edit_others')) return sql`(${listed} and ${e}.status <> 'trash')`;
  if (caller !== null && can(caller, 'create')) {
    return sql`(${listed} and (${e}.status = 'publish' or (${e}.author_id = ${caller.id} and ${e}.status <> 'trash')))`;
  }
  return sql`(${listed} and ${e}.status = 'publish')`;
}
