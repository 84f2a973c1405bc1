import { type ZoneClock, zoneClock } from '../zone-clock';
import type { LineDate, LineProblem, ParsedRecurrence, WallValue } from './recurrence-lines';
import { floatingMs, ruleGeneratesStart as generatesStart, type WalkStart, wallsFromStart } from './recurrence-walk';

/**
 * @module The dates of a series (docs/recurrence.md, "Expansion"). The rule is expanded by `rrule-temporal` on
 * FLOATING wall times (read in UTC, which has no daylight-saving changes), and each wall time is then placed in
 * the series' zone here: a weekly 19:00 series stays at 19:00 local on both sides of a DST change while its
 * instants move, and a wall time that does not exist in the zone (inside a spring-forward gap) is skipped and not
 * counted, as RFC 5545 3.3.10 says (`COUNT` is applied after that skip, before `EXDATE`), and `RDATE`/`EXDATE` are
 * applied here on the zone's wall times, whatever zone or form each value was written in. The walks are bounded
 * (`recurrence-walk.ts`, `recurrence-budget.ts`): an open-ended rule is walked near the generated range only.
 */

/** What a series' dates are computed from: its `DTSTART` (its event's start) and the length of each date. */
export interface SeriesStart {
  /** `YYYY-MM-DD HH:MM:SS` wall times of the first date in `zone` (all-day: 00:00:00 and 23:59:59). */
  startLocal: string;
  endLocal: string;
  zone: string;
  allDay: boolean;
}

/** One date of a series. */
export interface SeriesDate {
  /** The date's identity in its series: the local start day, `-2`, `-3`… for later dates of the same day. */
  key: string;
  startLocal: string;
  endLocal: string;
  startUtc: string;
  endUtc: string;
}

/** Which dates are generated: those starting before `untilMs`, at most `max` (the newest kept). */
export interface ExpansionLimits {
  untilMs: number;
  max: number;
}

export interface Expansion {
  /** The generated dates, in start order. */
  dates: SeriesDate[];
  /** Dates the rule or `RDATE` produce inside the range that `EXDATE` removes (the feeds list them). */
  excluded: SeriesDate[];
  /** True when the series has no date at or after `untilMs` (nothing left for a later expansion to add). */
  complete: boolean;
  /** Dates and values handled: the expansion's work, reported in `Server-Timing` (docs/recurrence.md). */
  work: number;
}

/** Clock parts a series can use in all-day series: none (they are dates). */
const CLOCK_PARTS = ['BYHOUR', 'BYMINUTE', 'BYSECOND'] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const wallText = (p: WallValue) =>
  `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;

export function partsOfWall(wall: string): WallValue {
  const [date = '', time = '00:00:00'] = wall.split(' ');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return { year, month, day, hour, minute, second };
}

/** The clock of a zone, one per zone for the length of one expansion (`zoneClock`). */
export type Clocks = (zone: string) => ZoneClock;

/** Clocks made on demand and kept for the caller's use. */
export function clocks(): Clocks {
  const made = new Map<string, ZoneClock>();
  return (zone) => {
    const clock = made.get(zone) ?? zoneClock(zone);
    made.set(zone, clock);
    return clock;
  };
}

/**
 * A value of `RDATE`, `EXDATE` or `UNTIL` as a wall time of the series' zone (a date: `null` time); null when its
 * wall time does not exist in its own zone.
 */
export function inSeriesZone(
  date: LineDate,
  zone: string,
  clockOf: Clocks = clocks(),
): { wall: WallValue; dateOnly: boolean } | null {
  if (date.kind === 'date') {
    const { year, month, day } = date;
    return { wall: { year, month, day, hour: 0, minute: 0, second: 0 }, dateOnly: true };
  }
  if (date.kind === 'utc') return { wall: partsOfMs(clockOf(zone).wall(date.ms)), dateOnly: false };
  if (date.zone === null || date.zone === zone) return { wall: date.parts, dateOnly: false };
  const instant = clockOf(date.zone).instant(floatingMs(date.parts), true);
  return instant === null ? null : { wall: partsOfMs(clockOf(zone).wall(instant)), dateOnly: false };
}

/** The wall parts of floating milliseconds. */
export function partsOfMs(ms: number): WallValue {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** Where the walks of `recurrence-walk.ts` start: floating `DTSTART` and `UNTIL` (a date: its whole last day). */
export function walkStart(parsed: ParsedRecurrence, start: WallValue, series: SeriesStart): WalkStart {
  const until = parsed.until ? inSeriesZone(parsed.until, series.zone) : null;
  const last =
    until && (until.dateOnly || series.allDay) ? { ...until.wall, hour: 23, minute: 59, second: 59 } : until?.wall;
  return { start, zone: series.zone, allDay: series.allDay, ...(last ? { until: last } : {}) };
}

/** The wall times of a series that exist in its zone (all-day series: every day). */
export const existsIn = (series: SeriesStart, clock: ZoneClock) => (wall: WallValue) =>
  series.allDay || clock.instant(floatingMs(wall)) !== null;

/**
 * The wall times the rule generates from `start` (its `DTSTART`, always a date), in order, until before `stopMs`
 * (floating) or `COUNT`, those the zone skips left out and not counted. @throws RecurrenceCostError past the budget.
 */
export function ruleWalls(
  parsed: ParsedRecurrence,
  start: WallValue,
  series: SeriesStart,
  stopMs: number,
  keep: number,
) {
  return wallsFromStart(
    parsed,
    walkStart(parsed, start, series),
    stopMs,
    keep,
    existsIn(series, zoneClock(series.zone)),
  );
}

/** Whether the rule itself generates `DTSTART` (RFC 5545 makes it a date anyway; some expanders do not). */
export function ruleGeneratesStart(parsed: ParsedRecurrence, series: SeriesStart, keep: number): boolean {
  const start = partsOfWall(series.allDay ? `${series.startLocal.slice(0, 10)} 00:00:00` : series.startLocal);
  return generatesStart(parsed, walkStart(parsed, start, series), keep);
}

/** Refuses the clock parts in an all-day series (its dates have no time). */
export function allDayProblem(parsed: ParsedRecurrence, allDay: boolean, line: string): LineProblem | undefined {
  const part = allDay ? CLOCK_PARTS.find((key) => parsed.rule?.[key] !== undefined) : undefined;
  return part ? { line, reason: 'part_not_allowed', part, freq: 'all-day' } : undefined;
}
