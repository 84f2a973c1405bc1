import { feedRecurrence, foldedStarts, isLineProblem, parseRecurrence, type SeriesStart } from '../../../time';
import type { SeriesShape, seriesDates } from './series.expand';

/**
 * @module What a feed writes of a series without expanding it (docs/recurrence.md, "Feeds"): every expansion of a
 * series (its create, a re-expansion, the daily cron) stores this state with it (`posts.series_feed`), so a feed
 * never walks a rule per request: it reads the state and the series' live dates, whatever `DTSTART` or rule.
 */

/** The state a series' expansion leaves for the feeds. */
export interface SeriesFeedState {
  /** The master's rule and `RDATE` lines as feeds write them (`feedRecurrence`: `UNTIL` in UTC, `DTSTART` as RDATE). */
  lines: string[];
  /** The original starts of the generated range's dates its `EXDATE`s remove (a cancellation adds its own). */
  excluded: string[];
  /** The key of the generated range's first date: the feed reads the series' dates from it. */
  from: string | null;
  /** `[start wall, start UTC]` of the generated dates at a wall time the zone shows twice (`foldedStarts`). */
  folds: [string, string][];
}

/** The series' start as the time module takes it. */
export const startOf = (shape: SeriesShape): SeriesStart => ({
  startLocal: shape.startLocal,
  endLocal: shape.endLocal,
  zone: shape.timezone,
  allDay: shape.allDay,
});

/** The feed state of a series of `shape` whose expansion is `expansion` (its lines were checked by it). */
export function feedStateOf(shape: SeriesShape, expansion: ReturnType<typeof seriesDates>): SeriesFeedState {
  const parsed = parseRecurrence(shape.lines);
  const start = startOf(shape);
  return {
    lines: isLineProblem(parsed) ? [] : feedRecurrence(parsed, start, []),
    excluded: expansion.excluded.map((date) => date.startLocal),
    from: expansion.dates[0]?.key ?? null,
    folds: foldedStarts(expansion.dates, start),
  };
}

/** The stored state as JSON (`posts.series_feed`). */
export const feedStateText = (shape: SeriesShape, expansion: ReturnType<typeof seriesDates>) =>
  JSON.stringify(feedStateOf(shape, expansion));

/** The stored state, or null when the series has none yet (written before feeds stored it, or not a series). */
export function readFeedState(text: string | null | undefined): SeriesFeedState | null {
  if (!text) return null;
  const state = JSON.parse(text) as Partial<SeriesFeedState>;
  return Array.isArray(state.lines) && Array.isArray(state.excluded)
    ? { lines: state.lines, excluded: state.excluded, from: state.from ?? null, folds: state.folds ?? [] }
    : null;
}
