import { toUtcWall, wallToInstant } from './format';
import { inSeriesZone, ruleGeneratesStart, type SeriesDate, type SeriesStart, wallText } from './recurrence';
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
  if (parsed.rule) {
    const parts = Object.entries(parsed.rule).filter(([key]) => key !== 'UNTIL');
    const until = parsed.until ? inSeriesZone(parsed.until, series.zone) : null;
    if (until) {
      const wall = wallText(until.wall);
      const last = until.dateOnly ? `${wall.slice(0, 10)} 23:59:59` : wall;
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
  const first = ruleGeneratesStart(parsed, series) ? [] : [dtstart];
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
