import type { RRuleTemporal } from 'rrule-temporal';
import { candidatesPerPeriod, RecurrenceCostError, walkPeriods } from './recurrence-budget';
import type { ParsedRecurrence, RuleParts, WallValue } from './recurrence-lines';

/**
 * @module The walks of `rrule-temporal` over a series' rule, on FLOATING wall times (read in UTC, which has no DST;
 * `recurrence.ts` places them in the series' zone), each bounded by the budget of `recurrence-budget.ts`: the
 * library is given at most the periods the rule's candidates allow (`maxIterations`), and its refusals (too many
 * periods, a date past year 9999) become a {@link RecurrenceCostError}. A rule without `COUNT` is never walked
 * from a far `DTSTART`: the library starts at a period aligned with it near the window asked for.
 */

/** Where a series' rule starts and how its dates are placed. */
export interface WalkStart {
  start: WallValue;
  zone: string;
  allDay: boolean;
  /** The `UNTIL` of the rule as a floating wall time of the series' zone (a date: its whole last day). */
  until?: WallValue;
}

/** What a walk found: the floating wall times, whether the rule has none at or after the stop, its work. */
export interface Walk {
  walls: WallValue[];
  /** True when the rule has no date at or after the walk's stop. */
  finished: boolean;
  /** The first floating instant the walk covers (`DTSTART`, or a later day when it was cut by its budget). */
  fromMs: number;
  /** Dates the library produced (the walk's share of the request's work, reported in `Server-Timing`). */
  work: number;
}

const DAY_MS = 86_400_000;
/** The shortest span of one period of each frequency, in days: a window of N such spans holds at most N periods. */
const PERIOD_DAYS: ReadonlyMap<string, number> = new Map(
  Object.entries({ DAILY: 1, WEEKLY: 7, MONTHLY: 28, YEARLY: 365 }),
);
/** The latest floating wall time a rule may name: the last second of the supported range (src/time/range.ts). */
const LAST_WALL: WallValue = { year: 9999, month: 12, day: 30, hour: 23, minute: 59, second: 59 };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const stamp = (p: WallValue) =>
  `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
/** `Date.UTC` of a floating wall time. */
export const floatingMs = (w: WallValue) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
const wallOf = (dt: { year: number; month: number; day: number; hour: number; minute: number; second: number }) => ({
  year: dt.year,
  month: dt.month,
  day: dt.day,
  hour: dt.hour,
  minute: dt.minute,
  second: dt.second,
});

/** The rule for the library: floating `DTSTART`, its parts (`COUNT` as `count`), `UNTIL` a floating wall time. */
function floatingRule(rule: RuleParts, from: WalkStart, count?: number): string {
  const parts = Object.entries(rule).filter(([key]) => key !== 'COUNT' && key !== 'UNTIL');
  if (count !== undefined) parts.push(['COUNT', String(count)]);
  // An UNTIL past the supported range (9999-12-31T23:59:59Z is year 10000 in Madrid) ends with the range.
  if (from.until) parts.push(['UNTIL', stamp(floatingMs(from.until) > floatingMs(LAST_WALL) ? LAST_WALL : from.until)]);
  return `DTSTART:${stamp(from.start)}\nRRULE:${parts.map(([key, value]) => `${key}=${value}`).join(';')}`;
}

/** `rrule-temporal`, once {@link loadRecurrenceRules} has loaded it. */
let rrule: typeof import('rrule-temporal') | undefined;

/**
 * Loads `rrule-temporal` and the Temporal polyfill it bundles (about 40 KiB gzipped): only the requests that walk
 * a series' rule (the writes of events, the feeds, the pages, the editor, the daily extension) load it, before
 * they call the synchronous code below; the service's start does not (docs/performance.md, "What loads when").
 */
export async function loadRecurrenceRules(): Promise<void> {
  rrule ??= await import('rrule-temporal');
}

/** The library over `rule`, allowed `periods` periods per call. */
function library(rule: string, periods: number, includeDtstart = true) {
  if (!rrule) throw new Error('rrule-temporal is not loaded: await loadRecurrenceRules() before walking a rule');
  return new rrule.RRuleTemporal({ rruleString: rule, includeDtstart, maxIterations: periods, cache: false });
}

/** Runs a call of the library, its refusals as {@link RecurrenceCostError}s. */
function guarded<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof RangeError) throw new RecurrenceCostError('no_dates');
    if (error instanceof Error && /^Maximum (iterations|candidate)/.test(error.message)) {
      throw new RecurrenceCostError('too_costly');
    }
    throw error;
  }
}

/** The library's dates in `[fromMs, stopMs)` (floating), as wall times. */
function between(rule: RRuleTemporal, fromMs: number, stopMs: number): WallValue[] {
  const found = guarded(() => rule.between(new Date(fromMs), new Date(stopMs), true));
  return found.map(wallOf).filter((wall) => floatingMs(wall) < stopMs);
}

/** Whether the rule has ended (its `UNTIL`) before the floating instant `stopMs`. */
const untilBefore = (from: WalkStart, stopMs: number) => from.until !== undefined && floatingMs(from.until) < stopMs;

/**
 * The rule's wall times from `DTSTART` (always its first date) until before `stopMs` (floating), `COUNT` applied to
 * the wall times `exists` keeps (a time the zone skips is no date and does not count, RFC 5545 3.3.10): the library
 * counts them all, so it is asked again for as many more as it gave that do not exist. @throws RecurrenceCostError
 * when the walk needs more periods than the budget gives.
 */
export function wallsFromStart(
  parsed: ParsedRecurrence,
  from: WalkStart,
  stopMs: number,
  keep: number,
  exists: (wall: WallValue) => boolean,
): Walk {
  const startMs = floatingMs(from.start);
  if (!parsed.rule) return { walls: [from.start], finished: true, fromMs: startMs, work: 1 };
  const periods = walkPeriods(candidatesPerPeriod(parsed.rule), keep) + 3;
  const count = parsed.rule.COUNT === undefined ? undefined : Number(parsed.rule.COUNT);
  if (count === undefined) {
    const walls = between(library(floatingRule(parsed.rule, from), periods), startMs, stopMs);
    return { walls: walls.filter(exists), finished: untilBefore(from, stopMs), fromMs: startMs, work: walls.length };
  }
  let asked = count;
  let work = 0;
  for (;;) {
    const raw = between(library(floatingRule(parsed.rule, from, asked), periods), startMs, stopMs);
    work += raw.length;
    const walls = raw.filter(exists);
    // The rule ended (COUNT reached) before the stop, or the stop came first: either way these are its dates.
    if (raw.length < asked || walls.length >= count) {
      return { walls: walls.slice(0, count), finished: raw.length >= asked, fromMs: startMs, work };
    }
    asked += count - walls.length;
  }
}

/**
 * The newest wall times of the rule before `stopMs` (floating): a rule with `COUNT` is walked from `DTSTART`;
 * another from a period aligned with it near the stop, in windows four times wider each time, until `enough` of
 * the window's wall times (those `exists` keeps), `DTSTART`, or the budget's periods are reached. A window the
 * budget cuts keeps the newest dates it holds, as the cap keeps the newest.
 */
export function newestWalls(
  parsed: ParsedRecurrence,
  from: WalkStart,
  stopMs: number,
  keep: number,
  exists: (wall: WallValue) => boolean,
  enough: (walls: readonly WallValue[]) => boolean,
): Walk {
  const rule = parsed.rule;
  if (!rule || rule.COUNT !== undefined) return wallsFromStart(parsed, from, stopMs, keep, exists);
  const startMs = floatingMs(from.start);
  const candidates = candidatesPerPeriod(rule);
  const budget = walkPeriods(candidates, keep);
  const periodMs = PERIOD_DAYS.get(rule.FREQ ?? 'DAILY')! * Number(rule.INTERVAL ?? 1) * DAY_MS;
  const walker = library(floatingRule(rule, from), budget + 3);
  // A rule with UNTIL is walked back from its end, when that comes first.
  const endMs = from.until ? Math.min(stopMs, floatingMs(from.until) + 1000) : stopMs;
  // The first window holds about `keep` dates if every candidate is one (a rule of many candidates per period, a
  // fraction of a period: the library clips its periods to the window); each next one is four times wider.
  const widest = budget * periodMs;
  let span = Math.min(widest, Math.max(DAY_MS, Math.ceil((1.1 * keep * periodMs) / candidates)));
  let work = 0;
  let found: { walls: WallValue[]; fromMs: number } | null = null;
  for (;;) {
    const fromMs = Math.max(startMs, Math.floor((endMs - span) / DAY_MS) * DAY_MS);
    let walls: WallValue[];
    try {
      walls = between(walker, fromMs, endMs);
    } catch (error) {
      // The budget ran out: the newest window it covered stands (none: the rule costs too much).
      if (found && error instanceof RecurrenceCostError && error.reason === 'too_costly') break;
      throw error;
    }
    work += walls.length;
    found = { walls: walls.filter(exists), fromMs };
    if (fromMs === startMs || span >= widest || enough(found.walls)) break;
    span = Math.min(widest, span * 4);
  }
  return { ...found!, finished: untilBefore(from, stopMs), work };
}

/**
 * Whether the rule has a date after the floating instant `afterMs` (or ends, by `UNTIL` or `COUNT`, without one)
 * within the budget: false when it gives no more dates (a date past year 9999, or none in the periods allowed).
 */
export function hasLaterDate(parsed: ParsedRecurrence, from: WalkStart, afterMs: number, keep: number): boolean {
  if (!parsed.rule) return true;
  const periods = walkPeriods(candidatesPerPeriod(parsed.rule), keep) + 3;
  const count = parsed.rule.COUNT === undefined ? undefined : Number(parsed.rule.COUNT);
  const rule = library(floatingRule(parsed.rule, from, count), periods, false);
  try {
    guarded(() => rule.next(new Date(afterMs)));
    return true;
  } catch (error) {
    if (error instanceof RecurrenceCostError) return false;
    throw error;
  }
}

/** Whether the rule itself generates `DTSTART` (RFC 5545 makes it a date anyway; some expanders do not). */
export function ruleGeneratesStart(parsed: ParsedRecurrence, from: WalkStart, keep: number): boolean {
  if (!parsed.rule) return false;
  const periods = walkPeriods(candidatesPerPeriod(parsed.rule), keep) + 3;
  const rule = library(floatingRule(parsed.rule, from), periods, false);
  try {
    return guarded(() => rule.matches(new Date(floatingMs(from.start))));
  } catch (error) {
    if (error instanceof RecurrenceCostError) return false;
    throw error;
  }
}
