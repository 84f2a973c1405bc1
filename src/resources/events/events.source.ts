import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import { msToWall, utcWallToMs } from '../../time';
import { isIndexable } from '../posts/posts.search';
import { type EventListFilter, eventListOrder, eventListWhere, referencesExist } from './events.filters';
import { loweredSearchTerms } from './events.search';
import type { DateBound } from './events.window';
import { collapsedCount, collapsedPageIds, rankedPageIds } from './series/series.filters';

/**
 * The statements that take ids from a filtered list (its page ids, its count), and the index each reads: the
 * filters themselves are `events.filters.ts`.
 */

/**
 * Events longer than this many days have an index of their own (`posts_event_long`), for the windows with a lower
 * bound on the end (docs/pages.md, "What is on").
 */
export const LONG_EVENT_DAYS = 7;

/**
 * The predicate of the partial index `posts_event_long` (src/db/schema/posts.ts), written as the index says it:
 * SQLite uses a partial index only for a query whose WHERE contains its terms, constants included (a bound
 * parameter would not match).
 */
const LONG_EVENT = sql.raw(`julianday("posts"."end_utc") - julianday("posts"."start_utc") > ${LONG_EVENT_DAYS}`);

/** Whether a search reads the search index's candidates (their ids, not a window). */
function searchesByIndex(filter: EventListFilter): boolean {
  return (filter.searchPlan ?? 'index') === 'index' && loweredSearchTerms(filter.search).some(isIndexable);
}

/**
 * The table the list reads, with the index that drives it. SQLite has no statistics on D1: left alone it walks
 * the date window in start order (`posts_event_start`) whatever the filter, or, for several statuses, prefers
 * the two equalities of `posts_type_status_date` (every event of those statuses). Walking the window is right for
 * the default list and dense filters (terms, organizers, flags: the page stops after `per_page` matches, and the
 * count reads the window once), but every statement of the page's batch repeats the page query, so a filter
 * naming few events of its own is better read through its index and sorted:
 * - `post_parent`: its partial index (a parent has few children);
 * - `include`: primary-key look-ups from the id list (`not indexed` still uses the rowid);
 * - `search` with a word of three characters or more: primary-key look-ups of the candidates the search index
 *   gives (left alone, SQLite walks the window and probes the candidate list for every event in it). The cost
 *   then follows the texts containing the words, not the window: far less for most searches, more for words
 *   found in most texts (bench/README.md);
 * - several statuses (editors): the start index, to read only the window.
 * Not `venue`: its index has no start column, so a venue's whole history would be read (a theatre's site).
 */
function listSource(filter: EventListFilter): SQL {
  if (filter.include) return sql`${posts} not indexed`;
  // `series=`: the series' dates in start order (a series has at most RECURRENCE_MAX_OCCURRENCES).
  if (filter.series) return sql`${posts} indexed by posts_event_series`;
  if (filter.parent !== undefined) return sql`${posts} indexed by posts_event_parent`;
  if (searchesByIndex(filter)) return sql`${posts} not indexed`;
  return filter.statuses.length > 1 ? sql`${posts} indexed by posts_event_start` : sql`${posts}`;
}

/**
 * The lower bound on the end of a window read from the start index (`ends_after`; the pages' "not ended yet",
 * docs/pages.md): such a window is read in two arms, see {@link spanArms}.
 */
function endFloor(filter: EventListFilter): DateBound | undefined {
  if (filter.include || filter.parent !== undefined || searchesByIndex(filter)) return undefined;
  return filter.bounds.find((b) => b.column === 'end' && (b.op === '>' || b.op === '>='));
}

/**
 * A window whose only bound on the past is "ends after X" would walk the start index from the calendar's first
 * event (an event that ended long ago still has an early start). It reads in two arms that make the same set:
 * the events starting from X − {@link LONG_EVENT_DAYS} days, from the start index as any window (an event that
 * short, ending after X, cannot start earlier), and the longer events starting before that, from
 * `posts_event_long` (ordered by end: the long events still running at X). The cost follows the window, a week
 * and the long events, not the calendar's history. Each arm selects `(id, start_utc)`.
 */
function spanArms(filter: EventListFilter, floor: DateBound): [SQL, SQL] {
  const cut = msToWall(utcWallToMs(floor.utc) - LONG_EVENT_DAYS * 86_400_000);
  const withStart = (op: '>=' | '<') => ({
    ...filter,
    bounds: [...filter.bounds, { param: floor.param, column: 'start', op, utc: cut } satisfies DateBound],
  });
  const columns = sql`${posts.id} as id, ${posts.startUtc} as start_utc`;
  return [
    sql`select ${columns} from ${listSource(filter)} where ${eventListWhere(withStart('>='))}`,
    sql`select ${columns} from ${posts} indexed by posts_event_long where ${and(eventListWhere(withStart('<')), LONG_EVENT)}`,
  ];
}

/** `LIMIT n` when `condition` holds, `LIMIT 0` (evaluated once, before the first row: nothing read) otherwise. */
function limitWhen(condition: SQL | undefined, limit: number): number {
  return condition ? (sql`case when ${condition} then ${limit} else 0 end` as unknown as number) : limit;
}

/** The ids of one page, in list order (none, read without walking anything, when a reference is unknown). */
export function eventPageIdsQuery(db: Db, filter: EventListFilter, limit: number, offset: number) {
  const gated = limitWhen(referencesExist(filter), limit);
  if (filter.collapse) {
    // Each series once (docs/recurrence.md, "Reading"), read from the list's own source in one arm.
    const list = {
      from: listSource(filter),
      where: eventListWhere(filter),
      byPublication: filter.include !== undefined,
    };
    const pageOf = filter.collapse === 'walk' ? collapsedPageIds : rankedPageIds;
    return pageOf(db, list, gated, offset);
  }
  const floor = endFloor(filter);
  if (floor) {
    // The arms merge in start order (the short one already is, from its index): the page stops after `limit`.
    const [short, long] = spanArms(filter, floor);
    return db
      .select({ id: sql<number>`id` })
      .from(sql`(${short} union all ${long} order by start_utc, id limit ${gated} offset ${offset})`);
  }
  return db
    .select({ id: sql<number>`${posts.id}` })
    .from(listSource(filter))
    .where(eventListWhere(filter))
    .orderBy(...eventListOrder(filter))
    .limit(gated)
    .offset(offset);
}

/** The size of the whole filtered set (0, counted without walking anything, when a reference is unknown). */
export function eventCountQuery(db: Db, filter: EventListFilter) {
  const gate = referencesExist(filter);
  const floor = filter.collapse ? undefined : endFloor(filter);
  const source = floor ? sql`(${sql.join(spanArms(filter, floor), sql` union all `)})` : listSource(filter);
  const counted = filter.collapse
    ? db.select({ total: collapsedCount(listSource(filter), eventListWhere(filter)) }).from(sql`(select 1)`)
    : db
        .select({ total: sql<number>`count(*)` })
        .from(source)
        .where(floor ? undefined : eventListWhere(filter));
  if (!gate) return counted;
  return db.select({ total: sql<number>`case when ${gate} then (${counted}) else 0 end` }).from(sql`(select 1)`);
}
