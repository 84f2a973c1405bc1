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
  /**
   * Each series once, as its first date in the list's order: `walk` reads the list in order and looks each date's
   * series up (a page costs what it shows: dense filters), `rank` ranks the filtered set (sparse filters, whose
   * set the count reads anyway).
   */
  collapse?: 'walk' | 'rank';
}

/** `series_id in (…)`: with the explicit `not null`, SQLite may read the partial index `posts_event_series`. */
export function seriesCondition(filter: SeriesFilter): SQL | undefined {
  if (!filter.series) return undefined;
  return sql`${posts.seriesId} is not null and ${posts.seriesId} in (select value from json_each(${jsonIds(filter.series)}))`;
}

/** What one series is grouped by when collapsing: its id, or a single event's own (negative: never a series id). */
const GROUP = sql`coalesce(${posts.seriesId}, -${posts.id})`;

/**
 * The ids of one page of a collapsed list: the list's rows in its order (start then id; with `include`,
 * publication date then id: `byPublication`), each single event, and each date that is the first its series has
 * in the filtered list, looked up through the series' own index (`posts_event_series`, a row or two). The list is
 * walked in order and stops once the page is full, so a page costs what it shows, not the window; the exact
 * total is {@link collapsedCount}. `where` is the list's condition on `posts`, used again inside the look-up (its
 * columns then name the inner `posts`).
 */
export function collapsedPageIds(
  db: Db,
  list: { from: SQL; where: SQL; byPublication: boolean },
  limit: number,
  offset: number,
) {
  const first = list.byPublication ? 'date_utc' : 'start_utc';
  const order = sql.raw(`${first}, id`);
  const rows = sql`select ${posts.id} as id, ${posts.seriesId} as series_id from ${list.from} where ${list.where} order by ${order}`;
  const firstOfSeries = sql`select ${posts.id} from ${posts} indexed by posts_event_series where ${posts.seriesId} = o.series_id and ${list.where} order by ${sql.raw(`posts.${first}, posts.id`)} limit 1`;
  return db
    .select({ id: sql<number>`o.id` })
    .from(sql`(${rows}) o`)
    .where(sql`o.series_id is null or o.id = (${firstOfSeries})`)
    .limit(limit)
    .offset(offset);
}

/** {@link collapsedPageIds} by ranking the whole filtered set, for filters whose set is small or read anyway. */
export function rankedPageIds(
  db: Db,
  list: { from: SQL; where: SQL; byPublication: boolean },
  limit: number,
  offset: number,
) {
  const first = list.byPublication ? 'date_utc' : 'start_utc';
  const inner = sql.raw(`${first}, id`);
  const ranked = sql`select ${posts.id} as id, ${posts.startUtc} as start_utc, ${posts.dateUtc} as date_utc, row_number() over (partition by ${GROUP} order by ${inner}) as rn from ${list.from} where ${list.where}`;
  return db
    .select({ id: sql<number>`c.id` })
    .from(sql`(${ranked}) c`)
    .where(sql`c.rn = 1`)
    .orderBy(sql.raw(`c.${first}`), sql.raw('c.id'))
    .limit(limit)
    .offset(offset);
}

/** The number of groups of a collapsed list. */
export function collapsedCount(from: SQL, where: SQL): SQL<number> {
  return sql<number>`(select count(distinct ${GROUP}) from ${from} where ${where})`;
}
