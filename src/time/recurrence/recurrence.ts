import { DateTime } from 'luxon';
import { RRuleTemporal } from 'rrule-temporal';
import { toWall } from '../format';
import { isSupportedInstant } from '../range';
import { type WallParts, wallTimeIn } from '../wall';
import { toLuxonZone } from '../zones';
import type { LineDate, LineProblem, ParsedRecurrence, WallValue } from './recurrence-lines';

/**
 * @module The dates of a series (docs/recurrence.md, "Expansion"). The rule is expanded by `rrule-temporal` on
 * FLOATING wall times (read in UTC, which has no daylight-saving changes), and each wall time is then placed in
 * the series' zone here: a weekly 19:00 series stays at 19:00 local on both sides of a DST change while its
 * instants move, and a wall time that does not exist in the zone (inside a spring-forward gap) is skipped and not
 * counted, as RFC 5545 3.3.10 says. `COUNT` is therefore applied here (after that skip, before `EXDATE`), and
 * `RDATE`/`EXDATE` are applied here on the zone's wall times, whatever zone or form each value was written in.
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
}

/** Clock parts a series can use in all-day series: none (they are dates). */
const CLOCK_PARTS = ['BYHOUR', 'BYMINUTE', 'BYSECOND'] as const;
/** Outer periods the library may advance: a daily rule over 130 years. */
const MAX_ITERATIONS = 50_000;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const wallText = (p: WallValue) =>
  `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
const icsStamp = (p: WallValue) =>
  `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;

export function partsOfWall(wall: string): WallValue {
  const [date = '', time = '00:00:00'] = wall.split(' ');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return { year, month, day, hour, minute, second };
}

/** The instant of a wall time in `zone`, or null when the zone skips it (a spring-forward gap). */
function existingInstant(parts: WallParts, zone: string): DateTime | null {
  const instant = wallTimeIn(parts, zone);
  if (!instant) return null;
  return toWall(instant) === wallText(parts as WallValue) ? instant : null;
}

/** The wall time in `zone` of an instant. */
function wallAt(ms: number, zone: string): WallValue {
  const dt = DateTime.fromMillis(ms, { zone: toLuxonZone(zone) });
  return { year: dt.year, month: dt.month, day: dt.day, hour: dt.hour, minute: dt.minute, second: dt.second };
}

/** A value of `RDATE`, `EXDATE` or `UNTIL` as a wall time of the series' zone (a date: `null` time). */
export function inSeriesZone(date: LineDate, zone: string): { wall: WallValue; dateOnly: boolean } | null {
  if (date.kind === 'date') {
    const { year, month, day } = date;
    return { wall: { year, month, day, hour: 0, minute: 0, second: 0 }, dateOnly: true };
  }
  if (date.kind === 'utc') return { wall: wallAt(date.ms, zone), dateOnly: false };
  if (date.zone === null || date.zone === zone) return { wall: date.parts, dateOnly: false };
  const instant = wallTimeIn(date.parts, date.zone);
  return instant ? { wall: wallAt(instant.toMillis(), zone), dateOnly: false } : null;
}

/** The rule for the library: floating `DTSTART`, the parts without `COUNT`, `UNTIL` as a floating wall time. */
function floatingRule(parsed: ParsedRecurrence, start: WallValue, series: SeriesStart): string {
  const parts = Object.entries(parsed.rule ?? {}).filter(([key]) => key !== 'COUNT' && key !== 'UNTIL');
  if (parsed.until) {
    const until = inSeriesZone(parsed.until, series.zone);
    // A date (or an all-day series) ends with its whole last day.
    const wall =
      until && (until.dateOnly || series.allDay) ? { ...until.wall, hour: 23, minute: 59, second: 59 } : until?.wall;
    if (wall) parts.push(['UNTIL', icsStamp(wall)]);
  }
  const rule = parts.map(([key, value]) => `${key}=${value}`).join(';');
  return `DTSTART:${icsStamp(start)}\nRRULE:${rule}`;
}

/** The wall times the rule generates from `start`, in order, until past `stopMs` (floating) or `COUNT`. */
export function ruleWalls(parsed: ParsedRecurrence, start: WallValue, series: SeriesStart, stopMs: number) {
  const walls: WallValue[] = [];
  if (!parsed.rule) return { walls: [start], finished: true };
  const count = parsed.rule.COUNT === undefined ? Number.POSITIVE_INFINITY : Number(parsed.rule.COUNT);
  const rule = new RRuleTemporal({
    rruleString: floatingRule(parsed, start, series),
    includeDtstart: true,
    maxIterations: MAX_ITERATIONS,
    cache: false,
  });
  let finished = true;
  rule.all((dt) => {
    const wall = { year: dt.year, month: dt.month, day: dt.day, hour: dt.hour, minute: dt.minute, second: dt.second };
    if (Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) >= stopMs) {
      finished = false;
      return false;
    }
    // A wall time the zone skips is no date of the series and does not count (RFC 5545 3.3.10).
    if (!series.allDay && !existingInstant(wall, series.zone)) return true;
    walls.push(wall);
    return walls.length < count;
  });
  return { walls, finished };
}

/** Whether the rule itself generates `DTSTART` (RFC 5545 makes it a date anyway; some expanders do not). */
export function ruleGeneratesStart(parsed: ParsedRecurrence, series: SeriesStart): boolean {
  if (!parsed.rule) return false;
  const start = partsOfWall(series.allDay ? `${series.startLocal.slice(0, 10)} 00:00:00` : series.startLocal);
  const rule = new RRuleTemporal({
    rruleString: floatingRule(parsed, start, series),
    includeDtstart: false,
    maxIterations: MAX_ITERATIONS,
    cache: false,
  });
  const [first] = rule.all((_, i) => i < 1);
  if (!first) return false;
  const wall = {
    year: first.year,
    month: first.month,
    day: first.day,
    hour: first.hour,
    minute: first.minute,
    second: first.second,
  };
  return wallText(wall) === wallText(start);
}

/** Refuses the clock parts in an all-day series (its dates have no time). */
export function allDayProblem(parsed: ParsedRecurrence, allDay: boolean, line: string): LineProblem | undefined {
  const part = allDay ? CLOCK_PARTS.find((key) => parsed.rule?.[key] !== undefined) : undefined;
  return part ? { line, reason: 'part_not_allowed', part, freq: 'all-day' } : undefined;
}

/**
 * The dates of a series: its rule (with `DTSTART` always its first date, as RFC 5545 says), plus `RDATE`, minus
 * `EXDATE`, each placed in the series' zone with the length of its first date (the exact duration; all-day: whole
 * days), those starting before `limits.untilMs`, at most `limits.max` (the oldest dropped first).
 */
export function expandSeries(parsed: ParsedRecurrence, series: SeriesStart, limits: ExpansionLimits): Expansion {
  const start = partsOfWall(series.allDay ? `${series.startLocal.slice(0, 10)} 00:00:00` : series.startLocal);
  const firstStart = wallTimeIn(start, series.zone)!.toMillis();
  const lengthMs = wallTimeIn(partsOfWall(series.endLocal), series.zone)!.toMillis() - firstStart;
  const lengthDays = Math.round(
    (Date.parse(`${series.endLocal.slice(0, 10)}T00:00:00Z`) -
      Date.parse(`${series.startLocal.slice(0, 10)}T00:00:00Z`)) /
      DAY_MS,
  );
  // Floating wall times run up to a day ahead of the zone's: stop a day past the range, then cut by instant.
  const { walls, finished } = ruleWalls(parsed, start, series, limits.untilMs + 2 * DAY_MS);
  const candidates = new Map<string, WallValue>();
  for (const wall of walls) candidates.set(wallText(wall), wall);
  let laterExtra = false;
  for (const date of parsed.rdates) {
    const value = inSeriesZone(date, series.zone);
    if (!value) continue;
    const wall =
      series.allDay || value.dateOnly
        ? { ...value.wall, hour: start.hour, minute: start.minute, second: start.second }
        : value.wall;
    if (!series.allDay && !existingInstant(wall, series.zone)) continue;
    candidates.set(wallText(wall), wall);
  }
  const excludedDays = new Set<string>();
  const excludedWalls = new Set<string>();
  for (const date of parsed.exdates) {
    const value = inSeriesZone(date, series.zone);
    if (!value) continue;
    if (series.allDay || value.dateOnly) excludedDays.add(wallText(value.wall).slice(0, 10));
    else excludedWalls.add(wallText(value.wall));
  }
  const kept: { wall: string; ms: number }[] = [];
  const removed: { wall: string; ms: number }[] = [];
  for (const [text, wall] of candidates) {
    const ms = wallTimeIn(wall, series.zone)!.toMillis();
    if (ms >= limits.untilMs) {
      laterExtra = true;
      continue;
    }
    if (!isSupportedInstant(ms)) continue;
    const excluded = excludedDays.has(text.slice(0, 10)) || excludedWalls.has(text);
    (excluded ? removed : kept).push({ wall: text, ms });
  }
  const byStart = (a: { ms: number; wall: string }, b: { ms: number; wall: string }) =>
    a.ms - b.ms || (a.wall < b.wall ? -1 : 1);
  // A date's key counts the dates of its day the series produces, cancelled ones included: cancelling the first
  // date of a day leaves the second one its key (and so its id).
  const perDay = new Map<string, number>();
  const keys = new Map<string, string>();
  for (const { wall } of [...kept, ...removed].sort(byStart)) {
    const day = wall.slice(0, 10);
    const nth = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, nth);
    keys.set(wall, nth === 1 ? day : `${day}-${nth}`);
  }
  const dated = (items: { wall: string; ms: number }[]) =>
    items
      .sort(byStart)
      .map(({ wall, ms }) => dateOf(keys.get(wall) ?? wall.slice(0, 10), wall, ms, series, lengthMs, lengthDays));
  const dates = dated(kept);
  return {
    dates: dates.length > limits.max ? dates.slice(dates.length - limits.max) : dates,
    excluded: dated(removed),
    complete: finished && !laterExtra,
  };
}

function dateOf(
  key: string,
  wall: string,
  ms: number,
  series: SeriesStart,
  lengthMs: number,
  days: number,
): SeriesDate {
  const utc = (t: number) => toWall(DateTime.fromMillis(t, { zone: 'utc' }));
  if (series.allDay) {
    const last = new Date(Date.parse(`${wall.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
    const endLocal = `${last} 23:59:59`;
    const endMs = wallTimeIn(partsOfWall(endLocal), series.zone)!.toMillis();
    return { key, startLocal: `${wall.slice(0, 10)} 00:00:00`, endLocal, startUtc: utc(ms), endUtc: utc(endMs) };
  }
  const endMs = ms + lengthMs;
  return {
    key,
    startLocal: wall,
    endLocal: wallText(wallAt(endMs, series.zone)),
    startUtc: utc(ms),
    endUtc: utc(endMs),
  };
}
