import { type SQL, sql } from 'drizzle-orm';
import { can } from '../../../auth/capabilities';
import type { Caller } from '../../../auth/roles';
import { jsonIds } from '../../shared/sql';

/**
 * The series filters of `GET /events` as SQL over the walked row (docs/recurrence.md, "Reading"): `series=` lists
 * the occurrences of given series, through their index in start order; `collapse=series` lists each series once,
 * as its first occurrence the filter keeps (single events unaffected; totals count what is listed).
 */

/** The series part of a list filter. */
export interface SeriesFilter {
  /** Only the occurrences of these series (of those the reader may read: {@link SeriesFilter.seriesReader}). */
  series?: number[];
  /**
   * Which of the `series` the reader may read, as a read by id decides (`canRead`): `'all'` (editors and up), the
   * reader's own and the published ones (a user who may create events: their id), or the published ones only
   * (`null`: anonymous readers, subscribers). A series the reader may not read lists nothing (docs/recurrence.md,
   * "Reading": a contributor's `series=` of another contributor's draft series is empty, as its record is a 403).
   */
  seriesReader?: number | 'all' | null;
  /** Each series once, as its first date in the list's order (read in the one walk of count and ids). */
  collapse?: boolean;
}

/** The series filter of a list's input, for `caller` (`list`: a JSON list or a page, which may collapse). */
export function seriesFilterOf(
  input: { series?: number[] | undefined; collapse?: string | undefined },
  caller: Caller | null,
  list: boolean,
): SeriesFilter {
  const series = input.series && input.series.length > 0 ? [...new Set(input.series)] : undefined;
  const seriesReader = can(caller, 'edit_others') ? 'all' : can(caller, 'create') ? (caller?.id ?? null) : null;
  // Feeds and the export list every date (docs/recurrence.md, "Reading").
  return { series, seriesReader, collapse: list && input.collapse === 'series' ? true : undefined };
}

/**
 * `series_id in (…)` on the walked row's series column, of the series the reader may read: with the explicit
 * `not null`, SQLite may read the partial index `posts_event_series`.
 */
export function seriesCondition(filter: SeriesFilter, cols: { seriesId: SQL }): SQL | undefined {
  if (!filter.series) return undefined;
  const ids = sql`select value from json_each(${jsonIds(filter.series)})`;
  const reader = filter.seriesReader ?? null;
  const readable =
    reader === 'all'
      ? ids
      : sql`select rs.id from posts rs where rs.id in (${ids}) and (rs.status = 'publish'${
          reader === null ? sql`` : sql` or rs.author_id = ${reader}`
        })`;
  return sql`${cols.seriesId} is not null and ${cols.seriesId} in (${readable})`;
}
