import { toUtcWall, wallToInstant } from '../format';
import { MAX_SUPPORTED_MS } from '../range';
import { msText, zoneClock } from '../zone-clock';
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
import type { ParsedRecurrence, WallValue } from './recurrence-lines';
import { floatingMs } from './recurrence-walk';

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
  const generatesStart = ruleGeneratesStart(parsed, series, MAX_COUNT_TO_UNTIL);
  if (parsed.rule) {
    // A COUNT counts DTSTART (RFC 5545), which some expanders leave out of a rule that does not generate it (and
    // then count one date more at the end): such a rule ends at its last date instead, an UNTIL every one reads alike.
    const keepCount = parsed.rule.COUNT !== undefined && generatesStart;
    const until = keepCount ? null : untilOf(parsed, series);
    const parts = Object.entries(parsed.rule).filter(
      ([key]) => key !== 'UNTIL' && !(key === 'COUNT' && until !== null),
    );
    if (until) parts.push(['UNTIL', until]);
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

/** `Date.UTC` of a wall time: its instant if the wall were UTC. */
const asUtc = (w: WallValue) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** How far from `DTSTART` a feed looks for the rule's last date (beyond: the rule is written as it is). */
const MAX_YEARS_TO_UNTIL = 10;

/**
 * The rule's dates (DTSTART counted, `COUNT` and `UNTIL` applied), or null when they go on for more than
 * {@link MAX_YEARS_TO_UNTIL} years or {@link MAX_COUNT_TO_UNTIL} dates or past the supported range, or the library
 * gives up on the rule.
 */
function ruleDates(parsed: ParsedRecurrence, series: SeriesStart): WallValue[] | null {
  if (Number(parsed.rule?.COUNT ?? 0) > MAX_COUNT_TO_UNTIL) return null;
  const start = partsOfWall(series.allDay ? `${series.startLocal.slice(0, 10)} 00:00:00` : series.startLocal);
  // Never past the supported range (a rule from 9999-12-01 would give wall times of year 10000).
  const stop = Math.min(asUtc({ ...start, year: start.year + MAX_YEARS_TO_UNTIL }), MAX_SUPPORTED_MS);
  try {
    const { walls, finished } = ruleWalls(parsed, start, series, stop, MAX_COUNT_TO_UNTIL);
    return finished ? walls : null;
  } catch {
    return null;
  }
}

const untilStamp = (ms: number) => `${toUtcWall(ms).replace(/[-:]/g, '').replace(' ', 'T')}Z`;

/**
 * The `UNTIL` of the rule in a feed (null: the rule has none and keeps its `COUNT`): a date for all-day series, else
 * a UTC instant at the rule's last date. python's `dateutil` (under `recurring-ical-events`) compares an `UNTIL`
 * with the dates' wall times at `DTSTART`'s UTC offset, so a last date on the other side of a DST change would be
 * left out: the instant is then moved by that offset change, as long as no later date of the rule falls before it.
 */
function untilOf(parsed: ParsedRecurrence, series: SeriesStart): string | null {
  const written = parsed.until ? inSeriesZone(parsed.until, series.zone) : null;
  const dates = parsed.rule?.COUNT !== undefined || written ? ruleDates(parsed, series) : null;
  const last = dates?.[dates.length - 1];
  if (!last) {
    if (!written || !parsed.until) return null;
    // A UTC value is written as it is (`99991231T235959Z` is a wall time of year 10000 in Madrid).
    if (parsed.until.kind === 'utc' && !series.allDay) return untilStamp(Math.min(parsed.until.ms, MAX_SUPPORTED_MS));
    const wall = wallText(written.wall);
    if (series.allDay) return wall.slice(0, 10).replace(/-/g, '');
    return untilStamp(wallToInstant(written.dateOnly ? `${wall.slice(0, 10)} 23:59:59` : wall, series.zone).toMillis());
  }
  if (series.allDay) return wallText(last).slice(0, 10).replace(/-/g, '');
  const lastMs = wallToInstant(wallText(last), series.zone).toMillis();
  const startOffset = asUtc(partsOfWall(series.startLocal)) - wallToInstant(series.startLocal, series.zone).toMillis();
  const until = Math.max(lastMs, asUtc(last) - startOffset);
  if (until === lastMs) return untilStamp(lastMs);
  const kept = Object.entries(parsed.rule ?? {}).filter(([key]) => key !== 'UNTIL');
  const rule = { ...Object.fromEntries(kept), COUNT: String((dates?.length ?? 0) + 1) };
  const next = ruleDates({ ...parsed, rule, until: undefined }, series)?.[dates?.length ?? 0];
  const nextMs = next
    ? Math.min(wallToInstant(wallText(next), series.zone).toMillis(), asUtc(next) - startOffset)
    : null;
  return untilStamp(nextMs === null || until < nextMs ? until : lastMs);
}

/** One `RDATE`/`EXDATE` line of `walls` (none when empty), in the series' `DTSTART` form. */
function datesLine(name: string, walls: readonly string[], series: SeriesStart): string[] {
  if (walls.length === 0) return [];
  const values = walls.map((wall) => seriesDateValue(wall, series.zone, series.allDay));
  return [`${name}${values[0]!.params}:${[...new Set(values.map((v) => v.value))].join(',')}`];
}

/**
 * `RECURRENCE-ID` of the date of a series whose original start is `wall`: in the `DTSTART` form, or in UTC when the
 * zone shows that wall time twice (the date's earlier instant, as its feed's `RDATE` gives it: {@link masterLines}).
 */
export function recurrenceIdLine(wall: string, zone: string, allDay: boolean): string {
  const clock = allDay ? null : zoneClock(zone);
  const wallMs = floatingMs(partsOfWall(wall));
  if (clock?.repeated(wallMs)) return `RECURRENCE-ID:${utcStamp(msText(clock.instant(wallMs)!))}`;
  const { params, value } = seriesDateValue(wall, zone, allDay);
  return `RECURRENCE-ID${params}:${value}`;
}

/**
 * The dates of a timed series whose start is a wall time its zone shows twice (an autumn fold, 02:30 on the last
 * Sunday of October in Madrid): `[start wall, start UTC]`. The list takes the earlier instant (RFC 5545 3.3.5);
 * ical.js reads such a `TZID` time as the later one, so feeds write these dates in UTC ({@link masterLines}).
 */
export function foldedStarts(dates: readonly SeriesDate[], series: SeriesStart): [string, string][] {
  if (series.allDay) return [];
  const clock = zoneClock(series.zone);
  return dates
    .filter((date) => clock.repeated(floatingMs(partsOfWall(date.startLocal))))
    .map((date): [string, string] => [date.startLocal, date.startUtc]);
}

/** `20261025T003000Z` of a UTC wall string. */
export const utcStamp = (utc: string) => `${utc.replace(/[-:]/g, '').replace(' ', 'T')}Z`;

/**
 * A series' master lines in a feed from what its last expansion stored (`stored`: the rule and `RDATE`s as
 * {@link feedRecurrence} writes them), without expanding it: `hidden` (the starts of its cancelled dates and of the
 * dates the feed does not show) as one `EXDATE` in the `DTSTART` form, and each shown date at a folded wall time
 * (`folds`, {@link foldedStarts}) taken out of the rule by that `EXDATE` and given back by an `RDATE` in UTC, which
 * every expander reads as the same instant.
 */
export function masterLines(
  stored: readonly string[],
  hidden: readonly string[],
  folds: readonly [string, string][],
  series: SeriesStart,
): string[] {
  const exdates = [...new Set([...hidden, ...folds.map(([wall]) => wall)])].sort();
  const rdates = folds.length > 0 ? [`RDATE:${folds.map(([, utc]) => utcStamp(utc)).join(',')}`] : [];
  return [...stored, ...datesLine('EXDATE', exdates, series), ...rdates];
}
