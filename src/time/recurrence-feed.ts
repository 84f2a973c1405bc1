import { toUtcWall, wallToInstant } from './format';
import {
  inSeriesZone,
  partsOfWall,
  ruleGeneratesStart,
  ruleWalls,
  type SeriesDate,
  type SeriesStart,
  wallText,
} from './recurrence';
import { seriesDateValue } from './recurrence-format';
import type { ParsedRecurrence } from './recurrence-lines';

/**
 * The recurrence lines of a series' master `VEVENT` in a feed (docs/recurrence.md, "Feeds"), every value in the
 * form of its `DTSTART` so that every expander reads them alike: the rule with `UNTIL` in UTC (timed series) or as
 * a date (all-day), the `RDATE` values, and `excluded` as `EXDATE` (its cancelled dates and the dates the feed does
 * not show).
 */
export function feedRecurrence(
  parsed: ParsedRecurrence,
  series: SeriesStart,
  excluded: readonly SeriesDate[],
): string[] {
  const lines: string[] = [];
  const startTime = series.startLocal.slice(11);
  const generatesStart = ruleGeneratesStart(parsed, series);
  if (parsed.rule) {
    // A COUNT counts DTSTART (RFC 5545), which some expanders leave out of a rule that does not generate it (and
    // then count one date more at the end): such a rule ends at its last date instead, an UNTIL every one reads alike.
    const lastOfCount = generatesStart ? null : lastCounted(parsed, series);
    const parts = Object.entries(parsed.rule).filter(
      ([key]) => key !== 'UNTIL' && !(key === 'COUNT' && lastOfCount !== null),
    );
    const until = parsed.until ? inSeriesZone(parsed.until, series.zone) : null;
    const wall = lastOfCount ?? (until ? wallText(until.wall) : null);
    if (wall) {
      const last = until?.dateOnly ? `${wall.slice(0, 10)} 23:59:59` : wall;
      parts.push([
        'UNTIL',
        series.allDay
          ? wall.slice(0, 10).replace(/-/g, '')
          : `${toUtcWall(wallToInstant(last, series.zone).toMillis()).replace(/[-:]/g, '').replace(' ', 'T')}Z`,
      ]);
    }
    lines.push(`RRULE:${parts.map(([key, value]) => `${key}=${value}`).join(';')}`);
  }
  // DTSTART is a date of the series (RFC 5545); when the rule does not generate it, it is also written as an RDATE:
  // some expanders leave it out of a rule-less set (ical.js) or out of a rule that skips it (dateutil's).
  const dtstart = series.allDay ? `${series.startLocal.slice(0, 10)} 00:00:00` : series.startLocal;
  const first = generatesStart ? [] : [dtstart];
  const rdates = parsed.rdates.flatMap((date) => {
    const value = inSeriesZone(date, series.zone);
    if (!value) return [];
    const wall = wallText(value.wall);
    return [value.dateOnly && !series.allDay ? `${wall.slice(0, 10)} ${startTime}` : wall];
  });
  lines.push(
    ...datesLine('RDATE', [...first, ...rdates], series),
    ...datesLine(
      'EXDATE',
      excluded.map((d) => d.startLocal),
      series,
    ),
  );
  return lines;
}

/** Beyond this `COUNT`, a feed keeps the `COUNT` (the last date would cost too many steps to find). */
const MAX_COUNT_TO_UNTIL = 5_000;

/**
 * The wall time of the last date a `COUNT` rule generates (DTSTART counted), or null without `COUNT` (or with one
 * too large to walk, or a rule the library gives up on).
 */
function lastCounted(parsed: ParsedRecurrence, series: SeriesStart): string | null {
  const count = Number(parsed.rule?.COUNT ?? Number.NaN);
  if (!(count <= MAX_COUNT_TO_UNTIL)) return null;
  const start = partsOfWall(series.allDay ? `${series.startLocal.slice(0, 10)} 00:00:00` : series.startLocal);
  try {
    const { walls } = ruleWalls(parsed, start, series, Number.POSITIVE_INFINITY);
    const last = walls[walls.length - 1];
    return walls.length === count && last ? wallText(last) : null;
  } catch {
    return null;
  }
}

/** One `RDATE`/`EXDATE` line of `walls` (none when empty), in the series' `DTSTART` form. */
function datesLine(name: string, walls: readonly string[], series: SeriesStart): string[] {
  if (walls.length === 0) return [];
  const values = walls.map((wall) => seriesDateValue(wall, series.zone, series.allDay));
  return [`${name}${values[0]!.params}:${[...new Set(values.map((v) => v.value))].join(',')}`];
}

/** `RECURRENCE-ID` of the date of a series whose original start is `wall`. */
export function recurrenceIdLine(wall: string, zone: string, allDay: boolean): string {
  const { params, value } = seriesDateValue(wall, zone, allDay);
  return `RECURRENCE-ID${params}:${value}`;
}
