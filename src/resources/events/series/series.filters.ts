import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import { jsonIds } from '../../shared/sql';

/**
 * The series filters of `GET /events` as SQL over `posts` (docs/recurrence.md, "Reading"): `series=` lists the
 * occurrences of given series, through their index in start order; `collapse=series` lists each series once, as
 * its first occurrence the filter keeps (single events unaffected; totals count what is listed).
 */

/** The series part of a list filter. */
export interface SeriesFilter {
  /** Only the occurrences of these series. */
  series?: number[];
  /** Each series once, as its first occurrence in the list's order. */
  collapse?: boolean;
}

/** `series_id in (…)`: with the explicit `not null`, SQLite may read the partial index `posts_event_series`. */
export function seriesCondition(filter: SeriesFilter): SQL | undefined {
  if (!filter.series) return undefined;
  return sql`${posts.seriesId} is not null and ${posts.seriesId} in (select value from json_each(${jsonIds(filter.series)}))`;
}

/** What one series is grouped by when collapsing: its id, or a single event's own (negative: never a series id). */
const GROUP = sql`coalesce(${posts.seriesId}, -${posts.id})`;

/**
 * The ids of one page of a collapsed list: each group's first row in the list's order (start then id; with
 * `include`, publication date then id: `byPublication`), then the page of those. `from` is the list's source (its
 * table and index), `where` its condition.
 */
export function collapsedPageIds(
  db: Db,
  list: { from: SQL; where: SQL; byPublication: boolean },
  limit: number,
  offset: number,
) {
  const first = list.byPublication ? 'date_utc' : 'start_utc';
  const inner = sql.raw(`${first}, id`);
  const firsts = sql`select ${posts.id} as id, ${posts.startUtc} as start_utc, ${posts.dateUtc} as date_utc, row_number() over (partition by ${GROUP} order by ${inner}) as rn from ${list.from} where ${list.where}`;
  return db
    .select({ id: sql<number>`c.id` })
    .from(sql`(${firsts}) c`)
    .where(sql`c.rn = 1`)
    .orderBy(sql.raw(`c.${first}`), sql.raw('c.id'))
    .limit(limit)
    .offset(offset);
}

/** The number of groups of a collapsed list. */
export function collapsedCount(from: SQL, where: SQL): SQL<number> {
  return sql<number>`(select count(distinct ${GROUP}) from ${from} where ${where})`;
}
