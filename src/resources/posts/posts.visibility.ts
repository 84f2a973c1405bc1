import { type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { assertAllowed, can, canModify, canRead } from '../../auth/capabilities';
import { posts } from '../../db/schema';
import { ApiError, invalidParam } from '../../http/errors';
import { passwordUnlocks } from './posts.password';

/**
 * @module Who sees which posts (docs/security.md, "Visibility"). The public rule, what an anonymous reader sees of a
 * post in full, is written once, here, in JavaScript ({@link isPublic}) and in SQL ({@link publicRow}): every reader
 * of public rows (the lists of anonymous callers, the public pages, the feeds and their names, the export,
 * `changes`, and through the REST routes the MCP tools) takes it from here, through the posts door
 * (`src/resources/posts/index.ts`).
 */

/** The one status anyone may read. */
const PUBLIC_STATUS = 'publish';

/** Whether `post` shows every field without a password: it has none. */
export function isUnprotected(post: { password: string | null }): boolean {
  return passwordUnlocks(post.password, undefined);
}

/** Whether anyone may read `post` in full: published, and not password-protected. */
export function isPublic(post: { status: string; password: string | null }): boolean {
  return post.status === PUBLIC_STATUS && isUnprotected(post);
}

/** The `status` and `password` of the `posts` row `alias` (the table itself when none). */
function columnsOf(alias: string | undefined): { status: SQL; password: SQL } {
  if (alias === undefined) return { status: sql`${posts.status}`, password: sql`${posts.password}` };
  return { status: sql.raw(`${alias}.status`), password: sql.raw(`${alias}.password`) };
}

/**
 * How a row is reached: `byId` when it is looked up by id (the unary `+` keeps SQLite from reading it through the
 * status index instead, which walked every published post: docs/security.md, "Bounded cost").
 */
interface RowOptions {
  byId?: boolean;
}

/** The `posts` row `alias` is published (anyone may read it; a protected one shows its redacted fields only). */
export function publishedRow(alias?: string, { byId = false }: RowOptions = {}): SQL {
  const { status } = columnsOf(alias);
  return byId ? sql`+${status} = 'publish'` : sql`${status} = 'publish'`;
}

/** The `posts` row `alias` has no password. */
export function unprotectedRow(alias?: string): SQL {
  return sql`coalesce(${columnsOf(alias).password}, '') = ''`;
}

/** {@link isPublic} in SQL, over the `posts` row `alias`: published and without a password (one parenthesized term). */
export function publicRow(alias?: string, options: RowOptions = {}): SQL {
  return sql`(${publishedRow(alias, options)} and ${unprotectedRow(alias)})`;
}

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
  return sql`(${listed} and ${publishedRow(alias)})`;
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
