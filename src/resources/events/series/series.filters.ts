import { type SQL, sql } from 'drizzle-orm';
import { jsonIds } from '../../shared/sql';

/**
 * The series filters of `GET /events` as SQL over the walked row (docs/recurrence.md, "Reading"): `series=` lists
 * the occurrences of given series, through their index in start order; `collapse=series` lists each series once,
 * as its first occurrence the filter keeps (single events unaffected; totals count what is listed).
 */

/** The series part of a list filter. */
export interface SeriesFilter {
  /** Only the occurrences of these series. */
  series?: number[];
  /** Each series once, as its first date in the list's order (read in the one walk of count and ids). */
  collapse?: boolean;
}

/**
 * `series_id in (…)` on the walked row's series column: with the explicit `not null`, SQLite may read the partial
 * index `posts_event_series`.
 */
export function seriesCondition(filter: SeriesFilter, cols: { seriesId: SQL }): SQL | undefined {
  if (!filter.series) return undefined;
  return sql`${cols.seriesId} is not null and ${cols.seriesId} in (select value from json_each(${jsonIds(filter.series)}))`;
}
