import { toLuxonZone } from './zones';

/**
 * @module Wall times and instants of one zone, fast, for the thousands of dates of a series' expansion
 * (docs/recurrence.md, "Cost of a rule"): the same decisions as `wallTimeIn` (a skipped time is a gap, an ambiguous
 * one takes the earlier instant), on epoch milliseconds, with the zone's offset looked up once per day it is asked
 * for. Luxon's `DateTime` costs about 0.2 ms per wall time; a series of 5,000 dates took a second of it.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** One zone's clock: instants of wall times and wall times of instants, as "floating" milliseconds (`Date.UTC`). */
export interface ZoneClock {
  /**
   * The instant at which the zone's clocks show the floating wall time `wallMs` (the earlier of two in an autumn
   * fold); in a spring-forward gap, null, or with `shiftGap` the instant the time moves forward to.
   */
  instant(wallMs: number, shiftGap?: boolean): number | null;
  /** The floating wall time the zone's clocks show at the instant `ms`. */
  wall(ms: number): number;
  /** Whether the zone's clocks show the floating wall time `wallMs` twice (an autumn fold). */
  repeated(wallMs: number): boolean;
}

/**
 * The offset of `zone` at `ms` in minutes, looked up once per UTC day: a day whose two ends have the same offset
 * has it throughout (no zone changes its offset twice in a day and back); a day with a change (at any minute:
 * Madrid left local mean time at 00:14:44 UTC) is asked exactly.
 */
function offsets(zone: string): (ms: number) => number {
  const luxon = toLuxonZone(zone);
  const byDay = new Map<number, number | null>();
  return (ms) => {
    const day = Math.floor(ms / DAY_MS);
    let offset = byDay.get(day);
    if (offset === undefined) {
      const start = luxon.offset(day * DAY_MS);
      offset = start === luxon.offset(day * DAY_MS + DAY_MS - 1) ? start : null;
      byDay.set(day, offset);
    }
    return offset ?? luxon.offset(ms);
  };
}

/** A clock of `zone` (an IANA name or `UTC±H[:MM]`), its offsets cached for its lifetime (one expansion). */
export function zoneClock(zone: string): ZoneClock {
  const offsetAt = offsets(zone);
  // As wallTimeIn: the offsets a day before and after are the candidates; each one that reads back is an instant.
  const instants = (wallMs: number) => {
    const found: number[] = [];
    for (const offset of new Set([offsetAt(wallMs - DAY_MS), offsetAt(wallMs + DAY_MS)])) {
      const ms = Math.round(wallMs - offset * MINUTE_MS);
      if (offsetAt(ms) === offset) found.push(ms);
    }
    return found;
  };
  return {
    instant(wallMs, shiftGap = false) {
      const found = instants(wallMs);
      if (found.length > 0) return Math.min(...found);
      return shiftGap ? Math.round(wallMs - offsetAt(wallMs - DAY_MS) * MINUTE_MS) : null;
    },
    wall: (ms) => Math.round(ms + offsetAt(ms) * MINUTE_MS),
    repeated: (wallMs) => instants(wallMs).length > 1,
  };
}

/** `YYYY-MM-DD HH:MM:SS` of floating (or UTC) milliseconds, for years 1000 to 9999. */
export const msText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
