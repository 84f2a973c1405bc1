import { toLuxonZone } from './zones';

/**
 * Fast conversions of stored wall strings for the read path (every listed event renders several dates). Luxon
 * builds a DateTime per call (~100 µs); these use `Date.UTC` arithmetic and a per-zone offset cache, so a page
 * of events spends microseconds on dates.
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const offsetCache = new Map<string, number>();
const MAX_CACHED_OFFSETS = 20_000;

/** Epoch milliseconds of a UTC wall string `YYYY-MM-DD HH:MM:SS`. @throws RangeError on another shape. */
export function utcWallToMs(wall: string): number {
  const m = WALL.exec(wall);
  if (!m) throw new RangeError(`Not a wall date-time: ${wall}`);
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
}

/**
 * The offset in minutes of `zone` (a stored zone name) at `ms`. Zones change offset on quarter-hour boundaries,
 * so the answer is cached per zone and quarter hour.
 */
export function offsetAt(zone: string, ms: number): number {
  const key = `${zone}|${Math.floor(ms / QUARTER_HOUR_MS)}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const offset = toLuxonZone(zone).offset(ms);
  if (offsetCache.size >= MAX_CACHED_OFFSETS) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/** Offset changes are looked for this far either side of an instant (the largest is two hours, Troll's). */
const NEAR_MS = 3 * 3_600_000;

/**
 * Whether the wall clock of `zone` at `ms` shows a time it shows twice: the hour repeated when the clocks go back
 * (`2027-10-31 02:30` in Madrid is 00:30 and 01:30 UTC). RFC 5545 reads such a local time as its first instant;
 * some readers (ical.js) take the second.
 */
export function isRepeatedWallTime(zone: string, ms: number): boolean {
  const offset = offsetAt(zone, ms);
  const wall = ms + offset * 60_000;
  for (const other of [offsetAt(zone, ms - NEAR_MS), offsetAt(zone, ms + NEAR_MS)]) {
    if (other !== offset && offsetAt(zone, wall - other * 60_000) === other) return true;
  }
  return false;
}

/** `YYYY-MM-DD HH:MM:SS` of the wall clock at `ms` shifted by `offsetMinutes`. */
export function msToWall(ms: number, offsetMinutes = 0): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A stored UTC wall string as wall time of `zone` (site dates: `date`, `modified`). */
export function utcWallIn(utcWall: string, zone: string): string {
  const ms = utcWallToMs(utcWall);
  return msToWall(ms, offsetAt(zone, ms));
}

/** A stored UTC wall string as ISO 8601 with `zone`'s offset, e.g. `2027-03-01T00:00:00-05:00`. */
export function utcWallToIso(utcWall: string, zone: string): string {
  const ms = utcWallToMs(utcWall);
  const offset = offsetAt(zone, ms);
  const abs = Math.abs(offset);
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${msToWall(ms, offset).replace(' ', 'T')}${sign}${hh}:${mm}`;
}
