import { toUtcWall, wallToInstant } from '../format';
import { inSeriesZone, partsOfWall, ruleWalls, type SeriesStart, wallText } from './recurrence';
import { seriesDateValue } from './recurrence-format';
import type { LineDate, ParsedRecurrence } from './recurrence-lines';

/**
 * Splits a series at one of its dates (docs/recurrence.md, "Scopes"): the lines of the series before it (its rule
 * ending just before the date: `UNTIL`, replacing `COUNT`) and the lines of a new series from it (its rule with the
 * `COUNT` that remained, or the old `UNTIL`); `RDATE` and `EXDATE` values go to the side of the split they fall
 * on, written in the series' `DTSTART` form.
 */
export interface SplitLines {
  before: string[];
  after: string[];
}

const compact = (wall: string) => wall.replace(/[-:]/g, '').replace(' ', 'T');

/** The `RDATE`/`EXDATE` lines of `name` for the values of `dates` on one side of `at` (one line per form). */
function dateLines(
  name: string,
  dates: readonly LineDate[],
  series: SeriesStart,
  keep: (wall: string) => boolean,
): string[] {
  const byParams = new Map<string, string[]>();
  for (const date of dates) {
    const value = inSeriesZone(date, series.zone);
    if (!value) continue;
    const wall = wallText(value.wall);
    if (!keep(value.dateOnly || series.allDay ? `${wall.slice(0, 10)} 00:00:00` : wall)) continue;
    const form =
      value.dateOnly || series.allDay
        ? { params: ';VALUE=DATE', value: wall.slice(0, 10).replace(/-/g, '') }
        : seriesDateValue(wall, series.zone, false);
    byParams.set(form.params, [...(byParams.get(form.params) ?? []), form.value]);
  }
  return [...byParams].map(([params, values]) => `${name}${params}:${values.join(',')}`);
}

/**
 * Splits `parsed` (the lines of the series starting at `series`) at the date starting at wall time `at`; a `COUNT`
 * is walked from `DTSTART` with the budget of a series keeping `keep` dates.
 */
export function splitRecurrence(parsed: ParsedRecurrence, series: SeriesStart, at: string, keep: number): SplitLines {
  const at0 = series.allDay ? `${at.slice(0, 10)} 00:00:00` : at;
  const before: string[] = [];
  const after: string[] = [];
  if (parsed.rule) {
    const parts = Object.entries(parsed.rule).filter(([key]) => key !== 'COUNT' && key !== 'UNTIL');
    const text = (extra: [string, string][]) => `RRULE:${[...parts, ...extra].map(([k, v]) => `${k}=${v}`).join(';')}`;
    const untilBefore = series.allDay
      ? new Date(Date.parse(`${at0.slice(0, 10)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10).replace(/-/g, '')
      : `${compact(toUtcWall(wallToInstant(at0, series.zone).toMillis() - 1000))}Z`;
    before.push(text([['UNTIL', untilBefore]]));
    if (parsed.rule.COUNT !== undefined) {
      const start = partsOfWall(series.allDay ? `${series.startLocal.slice(0, 10)} 00:00:00` : series.startLocal);
      const stop = partsOfWall(at0);
      const stopMs = Date.UTC(stop.year, stop.month - 1, stop.day, stop.hour, stop.minute, stop.second);
      const { walls } = ruleWalls(parsed, start, series, stopMs, keep);
      const remaining = Number(parsed.rule.COUNT) - walls.length;
      if (remaining > 0) after.push(text([['COUNT', String(remaining)]]));
    } else {
      after.push(text(parsed.rule.UNTIL !== undefined ? [['UNTIL', parsed.rule.UNTIL]] : []));
    }
  }
  before.push(...dateLines('RDATE', parsed.rdates, series, (wall) => wall < at0));
  before.push(...dateLines('EXDATE', parsed.exdates, series, (wall) => wall < at0));
  after.push(...dateLines('RDATE', parsed.rdates, series, (wall) => wall >= at0));
  after.push(...dateLines('EXDATE', parsed.exdates, series, (wall) => wall >= at0));
  return { before, after };
}
