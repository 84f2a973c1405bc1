/**
 * @module How a list walks its filtered set (docs/security.md, "Bounded cost"): the table and index that drive
 * it, and the statements that take ids from it (a page, the exact count, both in one walk, the events nearest to
 * an instant). The filters themselves are SQL in `list.filters.ts`.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import { msToWall, utcWallToMs } from '../../../time';
import { isIndexable } from '../../posts/posts.search';
import {
  eventListOrder,
  eventListWhere,
  type ListColumns,
  POSTS_COLUMNS,
  referencesExist,
  SEARCH_ROW_COLUMNS,
} from './list.filters';
import type { EventListFilter } from './list.plan';
import { searchArms } from './list.search';
import type { DateBound } from './list.window';

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
  return (filter.searchPlan ?? 'index') === 'index' && (filter.search ?? []).some(isIndexable);
}

/** Whether the filter names terms or organizers (tested on the walked search row, probed, or read by id). */
const linksNamed = (filter: EventListFilter) => Boolean(filter.categories || filter.tags || filter.organizers);

/** How a list walks its set: the table with the index that drives it, the columns its conditions read, its order. */
interface Walk {
  source: SQL;
  cols: ListColumns;
  order: SQL[];
}

/** Whether a list walks the window through the search rows: a search, or links (see {@link walkOf}). */
export function walksSearchRows(filter: EventListFilter): boolean {
  const links = linksNamed(filter);
  const other = filter.includeHidden || filter.include || filter.parent !== undefined || filter.series;
  if (!(filter.search?.length || links) || other || (filter.venues && (!links || filter.venuesFew))) return false;
  return !filter.termsFew && !searchesByIndex(filter);
}

/**
 * The walk of a list. SQLite has no statistics on D1: left alone it walks the date window in start order
 * (`posts_event_start`) whatever the filter, or, for several statuses, prefers the two equalities of
 * `posts_type_status_date` (every event of those statuses). Walking the window is right for the default list and
 * dense filters (flags, organizers, geoloc: the start index covers what they read, one row per event), but a
 * filter naming few events of its own is better read through its index:
 * - `post_parent`: its partial index (a parent has few children);
 * - `series`: the series' dates in start order (`posts_event_series`; a series has at most
 *   RECURRENCE_MAX_OCCURRENCES, docs/recurrence.md);
 * - `include`: primary-key look-ups from the id list (`not indexed` still uses the rowid);
 * - `venue`: the venues' listed events in start order (`posts_event_venue_listed`), the window's only; with
 *   links when those events are few (`venuesFew`) or the terms are not (`termsFew`), each one's links probed;
 * - `search` with a word of three characters or more found in few texts (the `index` plan): arms ({@link armsOf},
 *   `searchArms`), single events by id, dates by their text from `posts_event_text_listed`, links probed;
 * - categories or tags carried by few events (`termsFew`): primary-key look-ups of those events, or over a short
 *   window (`narrowWindow`: a month view) the start index, each event's links probed;
 * - several statuses (editors), or a venue condition (geoloc): the start index, to read only the window (and the
 *   venue it carries).
 * Any other search or list naming links walks the search rows (`post_search_walk`): ONE row per event, with its
 * texts and links, whatever the references (docs/search.md; docs/security.md, "Cost, third round").
 */
/** Days of a window short enough to walk and probe its events' links rather than read a term's events. */
const NARROW_WINDOW_DAYS = 62;

/** Whether the window starts and ends (by start or end) at most {@link NARROW_WINDOW_DAYS} days apart. */
function narrowWindow(filter: EventListFilter): boolean {
  const lower = filter.bounds.filter((b) => b.column === 'start' && (b.op === '>' || b.op === '>='));
  const upper = filter.bounds.filter((b) => b.op === '<' || b.op === '<=');
  if (lower.length === 0 || upper.length === 0) return false;
  const from = Math.max(...lower.map((b) => utcWallToMs(b.utc)));
  const to = Math.min(...upper.map((b) => utcWallToMs(b.utc)));
  return to - from <= NARROW_WINDOW_DAYS * 86_400_000;
}

function walkOf(filter: EventListFilter): Walk {
  if (walksSearchRows(filter)) {
    return {
      source: sql`post_search s indexed by post_search_walk`,
      cols: SEARCH_ROW_COLUMNS,
      order: [sql`s.start_utc asc`, sql`s.post_id asc`],
    };
  }
  const order = eventListOrder(filter);
  const posting = (source: SQL, cols = POSTS_COLUMNS): Walk => ({ source, cols, order });
  if (filter.include) return posting(sql`${posts} not indexed`);
  if (filter.parent !== undefined) return posting(sql`${posts} indexed by posts_event_parent`);
  if (filter.series) return posting(sql`${posts} indexed by posts_event_series`);
  // Busy venues (not `venuesFew`) give way to few terms: those terms' events are read below, each tested for its venue.
  if (filter.venues && !filter.includeHidden && !(filter.termsFew && !filter.venuesFew)) {
    return posting(sql`${posts} indexed by posts_event_venue_listed`, { ...POSTS_COLUMNS, probeLinks: true });
  }
  // A short window (a month view) has fewer events than a term has in all: each is probed (a month of 3,900
  // events with a category of 26,000 read 32,466 rows the term's way, 46,389 reading its events by id).
  if (linksNamed(filter) && narrowWindow(filter) && !filter.includeHidden) {
    return posting(sql`${posts} indexed by posts_event_start`, { ...POSTS_COLUMNS, probeLinks: true });
  }
  if (filter.termsFew) return posting(sql`${posts} not indexed`);
  // A venue condition (`geoloc`, a circle) left the planner free chose the (type, status, date) index and read
  // every event's row besides: the start index carries `venue_id` (bench/README.md, "geoloc").
  const venueTest = filter.geoloc || filter.near;
  const byStart = filter.statuses.length > 1 || (venueTest && !filter.includeHidden);
  return posting(byStart ? sql`${posts} indexed by posts_event_start` : sql`${posts}`);
}

/** Whether the search index's texts drive the walk (`index` plan, no list of its own), read in arms (`searchArms`). */
function drivenBySearch(filter: EventListFilter): boolean {
  if (filter.include || filter.parent !== undefined || filter.series) return false;
  return !(filter.venues && !filter.includeHidden) && searchesByIndex(filter);
}

/**
 * A list read in arms merged in start order (a window bounded by its end, a search by the index), with what precedes
 * them (`with`). `sorted`: its order matters (not for a count, nor a feed's side, short of bound values beside its
 * other side and its withdrawn events); a search then reads its first series alone, in order (`searchArms`).
 */
function armsOf(filter: EventListFilter, sorted = false): { with: SQL; arms: SQL[] } | undefined {
  const floor = endFloor(filter);
  if (floor) return { with: sql``, arms: spanArms(filter, floor) };
  if (!drivenBySearch(filter)) return undefined;
  const rest = eventListWhere({ ...filter, search: undefined }, { ...POSTS_COLUMNS, probeLinks: true });
  return searchArms(filter, rest, groupColumn(filter, POSTS_COLUMNS), sorted);
}

/**
 * The lower bound on the end of a window walked in start order (`ends_after`; the pages' "not ended yet",
 * docs/pages.md; a feed's last 30 days): such a window is read in two arms, see {@link spanArms}.
 */
function endFloor(filter: EventListFilter): DateBound | undefined {
  if (filter.include || filter.parent !== undefined || filter.series || filter.termsFew || searchesByIndex(filter)) {
    return undefined;
  }
  return filter.bounds.find((b) => b.column === 'end' && (b.op === '>' || b.op === '>='));
}

/**
 * A window whose only bound on the past is "ends after X" would walk the start index from the calendar's first
 * event (an event that ended long ago still has an early start). It reads in two arms that make the same set:
 * the events starting from X − {@link LONG_EVENT_DAYS} days, through the list's own walk (an event that short,
 * ending after X, cannot start earlier), and the longer events starting before that, from `posts_event_long`
 * (ordered by end: the long events still running at X). The cost follows the window, a week and the long events,
 * not the calendar's history. Each arm selects `(id, start_utc)`, and for a collapsed list its group (`grp`).
 */
function spanArms(filter: EventListFilter, floor: DateBound): [SQL, SQL] {
  const cut = msToWall(utcWallToMs(floor.utc) - LONG_EVENT_DAYS * 86_400_000);
  const withStart = (op: '>=' | '<') => ({
    ...filter,
    bounds: [...filter.bounds, { param: floor.param, column: 'start', op, utc: cut } satisfies DateBound],
  });
  const walk = walkOf(filter);
  const more = (cols: ListColumns) => groupColumn(filter, cols);
  return [
    sql`select ${walk.cols.id} as id, ${walk.cols.start} as start_utc${more(walk.cols)} from ${walk.source} where ${eventListWhere(withStart('>='), walk.cols)}`,
    sql`select ${posts.id} as id, ${posts.startUtc} as start_utc${more(POSTS_COLUMNS)} from ${posts} indexed by posts_event_long where ${and(eventListWhere(withStart('<'), { ...POSTS_COLUMNS, probeLinks: true }), LONG_EVENT)}`,
  ];
}

/** `LIMIT n` when `condition` holds, else `LIMIT 0` (nothing read); `+n`, planned once: docs/performance.md. */
function limitWhen(condition: SQL | undefined, limit: number): number {
  return (condition ? sql`case when ${condition} then ${limit} else 0 end` : sql`+${limit}`) as unknown as number;
}

/**
 * `, <group> as grp` for a collapsed list (docs/recurrence.md, "Reading": a date's series, a single event's own
 * id negated), nothing otherwise.
 */
function groupColumn(filter: EventListFilter, cols: ListColumns): SQL {
  return filter.collapse ? sql`, coalesce(${cols.seriesId}, -${cols.id}) as grp` : sql``;
}

/**
 * `select id, start_utc[, grp] from … order by … limit … offset …`: the filtered set's ids in list order (start
 * then id, or the walk's own order) — one walk, or its two arms merged in start order.
 */
function orderedIds(
  filter: EventListFilter,
  limit: number,
  offset: number,
  direction: 'asc' | 'desc' = 'asc',
  sorted = true,
): SQL {
  const gated = limitWhen(referencesExist(filter), limit);
  const dir = sql.raw(direction);
  const read = armsOf(filter, sorted);
  if (read) {
    // A compound ORDER BY merges the arms; one in its index's order (a window's short arm, a search's first series) is not sorted.
    return sql`${read.with}${sql.join(read.arms, sql` union all `)} order by start_utc ${dir}, id ${dir} limit ${gated} offset ${offset}`;
  }
  const walk = walkOf(filter);
  const order = direction === 'asc' ? walk.order : [sql`${walk.cols.start} desc`, sql`${walk.cols.id} desc`];
  return sql`select ${walk.cols.id} as id, ${walk.cols.start} as start_utc${groupColumn(filter, walk.cols)} from ${walk.source} where ${eventListWhere(filter, walk.cols)} order by ${sql.join(order, sql`, `)} limit ${gated} offset ${offset}`;
}

/** The ids of one page, in list order (none, read without walking anything, when a reference is unknown). */
export function eventPageIdsQuery(db: Db, filter: EventListFilter, limit: number, offset: number) {
  if (armsOf(filter)) {
    return db.select({ id: sql<number>`page.id` }).from(sql`(${orderedIds(filter, limit, offset)}) page`);
  }
  const walk = walkOf(filter);
  const gate = referencesExist(filter);
  return db
    .select({ id: sql<number>`${walk.cols.id}` })
    .from(walk.source)
    .where(eventListWhere(filter, walk.cols))
    .orderBy(...walk.order)
    .limit(limitWhen(gate, limit))
    .offset(offset);
}

/** The size of the whole filtered set (0, counted without walking anything, when a reference is unknown). */
export function eventCountQuery(db: Db, filter: EventListFilter) {
  const read = armsOf(filter);
  const walk = walkOf(filter);
  const gate = referencesExist(filter);
  const counted = read
    ? db.select({ total: sql<number>`count(*)` }).from(sql`(${read.with}${sql.join(read.arms, sql` union all `)})`)
    : db.select({ total: sql<number>`count(*)` }).from(walk.source).where(eventListWhere(filter, walk.cols));
  if (!gate) return counted;
  return db.select({ total: sql<number>`case when ${gate} then (${counted}) else 0 end` }).from(sql`(select 1)`);
}

/** Characters an id takes in a comma-separated list, at most (15 digits and a comma). */
const ID_CHARS = 16;

/**
 * The size of the filtered set and the ids of its first `upTo` events in list order, in ONE walk: the count has
 * to walk the whole set anyway, so the ids of any page come with it instead of a second walk up to the page (a
 * deep page, a page past the end, a sparse filter whose page never fills). The ids come as a comma-separated
 * list cut after `upTo` of them (an aggregate over the ordered walk keeps its order); nothing is walked when a
 * reference is unknown.
 */
export function eventCountAndIdsQuery(db: Db, filter: EventListFilter, upTo: number) {
  return db
    .select({
      total: sql<number>`count(*)`,
      ids: sql<string | null>`substr(group_concat(w.id), 1, ${Math.max(1, upTo) * ID_CHARS})`,
    })
    .from(sql`(${orderedIds(filter, -1, 0)}) w`);
}

/**
 * {@link eventCountAndIdsQuery} for a collapsed list (docs/recurrence.md, "Reading"), in the same ONE statement:
 * it counts and lists the list's groups (a date's series, a single event's id negated), each once, in the order
 * of their first date walked (the distinct aggregates skip what they saw, without sorting); then, for the
 * groups `from` to `upTo` only, the id each shows: a single event its own, a series its first date the filter
 * keeps (a seek in the series' index, `posts_event_series`). The list of groups is cut after `upTo` of them and
 * what the cut leaves of the next one is beyond `upTo`.
 */
export function collapsedCountAndIdsQuery(db: Db, filter: EventListFilter, from: number, upTo: number) {
  const order = filter.include ? sql`${posts.dateUtc}, ${posts.id}` : sql`${posts.startUtc}, ${posts.id}`;
  // A series' dates are few: its terms and organizers are probed per date, not read for the whole calendar.
  const own = eventListWhere(filter, { ...POSTS_COLUMNS, probeLinks: true });
  const first = sql`select ${posts.id} from ${posts} indexed by posts_event_series where ${posts.seriesId} = j.value and ${own} order by ${order} limit 1`;
  const shown = sql`select case when j.value < 0 then -j.value else (${first}) end as id from json_each('[' || rtrim(g.cut, '-,') || ']') j where j.key >= ${from} and j.key < ${upTo} order by j.key`;
  const groups = sql`select count(distinct w.grp) as total, substr(group_concat(distinct w.grp), 1, ${Math.max(1, upTo) * (ID_CHARS + 1)}) as cut from (${orderedIds(filter, -1, 0)}) w`;
  return db
    .select({ total: sql<number>`g.total`, ids: sql<string | null>`(select group_concat(x.id) from (${shown}) x)` })
    .from(sql`(${groups}) g`);
}

/** The ids `eventCountAndIdsQuery` returned, from the `offset`-th on, at most `limit` of them. */
export function idsFrom(list: string | null | undefined, offset: number, limit: number): number[] {
  if (!list) return [];
  return list
    .split(',')
    .slice(offset, offset + limit)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * `select id, 0 as extra, start` of the `limit` events nearest to `at` (a UTC wall string) on each side, walked from
 * `at` outwards and stopped after `limit` matches, so a feed never reads its whole window (docs/security.md,
 * "Bounded cost"); two statements, each binding the filter's values once (D1: 100 per statement, "Bound values").
 */
export function nearestSidesSql(filter: EventListFilter, at: string, limit: number): [SQL, SQL] {
  const side = (op: '>=' | '<', direction: 'asc' | 'desc') => {
    const near: DateBound = { param: 'start_date', column: 'start', op, utc: at };
    const ids = orderedIds({ ...filter, bounds: [...filter.bounds, near] }, limit, 0, direction, false);
    return sql`select id, 0 as extra, start_utc as start from (${ids})`;
  };
  return [side('>=', 'asc'), side('<', 'desc')];
}
