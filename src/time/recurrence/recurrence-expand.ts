import { isSupportedInstant } from '../range';
import { msText, type ZoneClock } from '../zone-clock';
import {
  clocks,
  type Expansion,
  type ExpansionLimits,
  existsIn,
  inSeriesZone,
  partsOfWall,
  type SeriesDate,
  type SeriesStart,
  walkStart,
  wallText,
} from './recurrence';
import { RecurrenceCostError } from './recurrence-budget';
import type { ParsedRecurrence, WallValue } from './recurrence-lines';
import { floatingMs, hasLaterDate, newestWalls } from './recurrence-walk';

/**
 * @module The expansion of a series into its dates (docs/recurrence.md, "Range and cap", "Cost of a rule"): the
 * rule's newest wall times near the generated range (`recurrence-walk.ts`), its `RDATE`s, minus its `EXDATE`s,
 * each placed in the series' zone by one `ZoneClock` (milliseconds, not luxon objects: a series may have thousands
 * of dates), keyed by their local day.
 */

const DAY_MS = 86_400_000;

/** A candidate date: its wall text in the series' zone and its instant. */
interface Placed {
  wall: string;
  ms: number;
}

/**
 * The dates of a series: its rule (with `DTSTART` always its first date, as RFC 5545 says), plus `RDATE`, minus
 * `EXDATE`, each placed in the series' zone with the length of its first date (the exact duration; all-day: whole
 * days), those starting before `limits.untilMs`, at most `limits.max` (the oldest dropped first). @throws
 * RecurrenceCostError when the rule costs more than its budget or gives no date after its first.
 */
export function expandSeries(parsed: ParsedRecurrence, series: SeriesStart, limits: ExpansionLimits): Expansion {
  const clockOf = clocks();
  const clock = clockOf(series.zone);
  const start = partsOfWall(series.allDay ? `${series.startLocal.slice(0, 10)} 00:00:00` : series.startLocal);
  const startMs = floatingMs(start);
  const lengthMs = clock.instant(floatingMs(partsOfWall(series.endLocal)), true)! - clock.instant(startMs, true)!;
  const lengthDays = Math.round(
    (Date.parse(`${series.endLocal.slice(0, 10)}T00:00:00Z`) -
      Date.parse(`${series.startLocal.slice(0, 10)}T00:00:00Z`)) /
      DAY_MS,
  );
  const excludedDays = new Set<string>();
  const excludedWalls = new Set<string>();
  for (const date of parsed.exdates) {
    const value = inSeriesZone(date, series.zone, clockOf);
    if (!value) continue;
    if (series.allDay || value.dateOnly) excludedDays.add(wallText(value.wall).slice(0, 10));
    else excludedWalls.add(wallText(value.wall));
  }
  const isExcluded = (text: string) => excludedDays.has(text.slice(0, 10)) || excludedWalls.has(text);
  // Floating wall times run up to a day ahead of the zone's: stop a day past the range, then cut by instant.
  const stopMs = limits.untilMs + 2 * DAY_MS;
  const from = walkStart(parsed, start, series);
  // Enough: as many dates as the cap keeps that surely start before the range's end (a floating wall time is within
  // a day of its instant), so every older date would be dropped.
  const surelyBefore = limits.untilMs - DAY_MS;
  const enough = (walls: readonly WallValue[]) =>
    walls.filter((wall) => floatingMs(wall) < surelyBefore && !isExcluded(wallText(wall))).length >= limits.max;
  const walk = newestWalls(parsed, from, stopMs, limits.max, existsIn(series, clock), enough);
  // A rule that gives no date after DTSTART here must give one later, or end: else it never gives any (30 February).
  if (!walk.finished && !walk.walls.some((wall) => floatingMs(wall) > startMs)) {
    if (!hasLaterDate(parsed, from, Math.max(startMs, stopMs - DAY_MS), limits.max)) {
      throw new RecurrenceCostError('no_dates');
    }
  }
  const candidates = new Map<string, WallValue>();
  for (const wall of walk.walls) candidates.set(wallText(wall), wall);
  for (const date of parsed.rdates) {
    const value = inSeriesZone(date, series.zone, clockOf);
    if (!value) continue;
    const wall =
      series.allDay || value.dateOnly
        ? { ...value.wall, hour: start.hour, minute: start.minute, second: start.second }
        : value.wall;
    // Before a window the budget cut, the dates are older than every kept one: dropped as the cap drops them.
    if (floatingMs(wall) < walk.fromMs) continue;
    if (!series.allDay && clock.instant(floatingMs(wall)) === null) continue;
    candidates.set(wallText(wall), wall);
  }
  let laterExtra = false;
  const kept: Placed[] = [];
  const removed: Placed[] = [];
  for (const [text, wall] of candidates) {
    const ms = clock.instant(floatingMs(wall), true)!;
    if (ms >= limits.untilMs) {
      laterExtra = true;
      continue;
    }
    if (!isSupportedInstant(ms)) continue;
    (isExcluded(text) ? removed : kept).push({ wall: text, ms });
  }
  const byStart = (a: Placed, b: Placed) => a.ms - b.ms || (a.wall < b.wall ? -1 : 1);
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
  const length = { ms: lengthMs, days: lengthDays };
  const dated = (items: Placed[]) =>
    items
      .sort(byStart)
      .map((item) => dateOf(keys.get(item.wall) ?? item.wall.slice(0, 10), item, series, clock, length));
  const dates = dated(kept);
  return {
    dates: dates.length > limits.max ? dates.slice(dates.length - limits.max) : dates,
    excluded: dated(removed),
    complete: walk.finished && !laterExtra,
    work: walk.work + parsed.rdates.length + parsed.exdates.length,
  };
}

/** One date: its key, its start, and its end after the series' length (all-day: whole days, to 23:59:59). */
function dateOf(
  key: string,
  { wall, ms }: Placed,
  series: SeriesStart,
  clock: ZoneClock,
  length: { ms: number; days: number },
): SeriesDate {
  if (series.allDay) {
    const last = msText(Date.parse(`${wall.slice(0, 10)}T00:00:00Z`) + length.days * DAY_MS).slice(0, 10);
    const endLocal = `${last} 23:59:59`;
    const endMs = clock.instant(floatingMs(partsOfWall(endLocal)), true)!;
    return { key, startLocal: `${wall.slice(0, 10)} 00:00:00`, endLocal, startUtc: msText(ms), endUtc: msText(endMs) };
  }
  const endMs = ms + length.ms;
  return { key, startLocal: wall, endLocal: msText(clock.wall(endMs)), startUtc: msText(ms), endUtc: msText(endMs) };
}
