/**
 * @module How a list walks its filtered set (docs/security.md, "Bounded cost"): the table and index that drive
 * it, the page ids, the exact count, and both in one walk. The filters themselves are SQL in `events.filters.ts`.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import { isIndexable } from '../posts/posts.search';
import {
  type EventListFilter,
  eventListOrder,
  eventListWhere,
  type ListColumns,
  POSTS_COLUMNS,
  referencesExist,
  SEARCH_ROW_COLUMNS,
} from './events.filters';
import { loweredSearchTerms } from './events.search';

/**
 * How a list walks its filtered set: the table with the index that drives it, the columns its conditions read,
 * its order and its id. SQLite has no statistics on D1: left alone it walks the date window in start order
 * (`posts_event_start`) whatever the filter, or, for several statuses, prefers the two equalities of
 * `posts_type_status_date` (every event of those statuses). Walking the window is right for the default list and
 * dense filters (terms, organizers, flags), but a filter naming few events of its own is better read through its
 * index and sorted:
 * - `post_parent`: its partial index (a parent has few children);
 * - `include`: primary-key look-ups from the id list (`not indexed` still uses the rowid);
 * - `search` with a word of three characters or more found in few texts (the `index` plan): primary-key look-ups
 *   of the candidates the search index gives;
 * - `venue`: the venue's listed events in start order (`posts_event_venue_listed`), the window's only;
 * - categories or tags carried by few events (`termsFew`): primary-key look-ups of those events;
 * - several statuses (editors): the start index, to read only the window.
 * Any other search walks the window through the search rows (`post_search_walk`): ONE row per event, with the
 * text it tests, instead of the start index and then the search row (docs/search.md).
 */
interface Walk {
  source: SQL;
  cols: ListColumns;
  order: SQL[];
}

/** Whether a list's search walks the window through the search rows (see {@link walkOf}). */
export function walksSearchRows(filter: EventListFilter): boolean {
  const words = loweredSearchTerms(filter.search);
  if (words.length === 0 || filter.includeHidden || filter.include || filter.parent !== undefined) return false;
  if (filter.venues || filter.termsFew) return false;
  return (filter.searchPlan ?? 'index') === 'window' || !words.some(isIndexable);
}

function walkOf(filter: EventListFilter): Walk {
  if (walksSearchRows(filter)) {
    return {
      source: sql`post_search s indexed by post_search_walk`,
      cols: SEARCH_ROW_COLUMNS,
      order: [sql`s.start_utc asc`, sql`s.post_id asc`],
    };
  }
  const plan = filter.searchPlan ?? 'index';
  const order = eventListOrder(filter);
  const posting = (source: SQL): Walk => ({ source, cols: POSTS_COLUMNS, order });
  if (filter.include) return posting(sql`${posts} not indexed`);
  if (filter.parent !== undefined) return posting(sql`${posts} indexed by posts_event_parent`);
  // The venues' own events of the window, in start order (a theatre's site walks no more than the window).
  if (filter.venues && !filter.includeHidden) {
    return {
      ...posting(sql`${posts} indexed by posts_event_venue_listed`),
      cols: { ...POSTS_COLUMNS, probeLinks: true },
    };
  }
  // The events of few terms, by id (then sorted).
  if (filter.termsFew) return posting(sql`${posts} not indexed`);
  if (plan === 'index' && loweredSearchTerms(filter.search).some(isIndexable))
    return posting(sql`${posts} not indexed`);
  return posting(filter.statuses.length > 1 ? sql`${posts} indexed by posts_event_start` : sql`${posts}`);
}

/** `LIMIT n` when `condition` holds, `LIMIT 0` (evaluated once, before the first row: nothing read) otherwise. */
function limitWhen(condition: SQL | undefined, limit: number): number {
  return condition ? (sql`case when ${condition} then ${limit} else 0 end` as unknown as number) : limit;
}

/** The ids of one page, in list order (none, read without walking anything, when a reference is unknown). */
export function eventPageIdsQuery(db: Db, filter: EventListFilter, limit: number, offset: number) {
  const walk = walkOf(filter);
  return db
    .select({ id: sql<number>`${walk.cols.id}` })
    .from(walk.source)
    .where(eventListWhere(filter, walk.cols))
    .orderBy(...walk.order)
    .limit(limitWhen(referencesExist(filter), limit))
    .offset(offset);
}

/** The size of the whole filtered set (0, counted without walking anything, when a reference is unknown). */
export function eventCountQuery(db: Db, filter: EventListFilter) {
  const gate = referencesExist(filter);
  const walk = walkOf(filter);
  const counted = db
    .select({ total: sql<number>`count(*)` })
    .from(walk.source)
    .where(eventListWhere(filter, walk.cols));
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
  const how = walkOf(filter);
  const walk = db
    .select({ id: sql<number>`${how.cols.id}`.as('walked_id') })
    .from(how.source)
    .where(eventListWhere(filter, how.cols))
    .orderBy(...how.order)
    .limit(limitWhen(referencesExist(filter), -1));
  return db
    .select({
      total: sql<number>`count(*)`,
      ids: sql<string | null>`substr(group_concat(w.walked_id), 1, ${Math.max(1, upTo) * ID_CHARS})`,
    })
    .from(sql`(${walk}) w`);
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
 * `select id, 0 as extra, start` of the `limit` events of the filtered set nearest to `at` (a UTC wall string),
 * on either side: the first `limit` starting at or after it and the last `limit` starting before it, each side
 * walked from `at` outwards in list order and stopped after `limit` matches, so a feed reads the events around
 * now, never its whole window (docs/security.md, "Bounded cost"). The nearest `limit` of all are among them.
 */
export function nearestIdsSql(db: Db, filter: EventListFilter, at: string, limit: number): SQL {
  const how = walkOf(filter);
  const side = (op: '>=' | '<', direction: 'asc' | 'desc') => {
    const bounded: EventListFilter = {
      ...filter,
      bounds: [...filter.bounds, { param: 'start_date', column: 'start', op, utc: at }],
    };
    const query = db
      .select({ id: sql<number>`${how.cols.id}`.as('near_id'), start: sql<string>`${how.cols.start}`.as('near_start') })
      .from(how.source)
      .where(eventListWhere(bounded, how.cols))
      .orderBy(sql`${how.cols.start} ${sql.raw(direction)}`, sql`${how.cols.id} ${sql.raw(direction)}`)
      .limit(limitWhen(referencesExist(filter), limit));
    return sql`select near_id as id, 0 as extra, near_start as start from (${query})`;
  };
  return sql`${side('>=', 'asc')} union all ${side('<', 'desc')}`;
}
