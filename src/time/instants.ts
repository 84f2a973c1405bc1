import { toLuxonZone } from './zones';

/**
 * Fast conversions of stored wall strings for the read path (every listed event renders several dates). Luxon
 * builds a DateTime per call (~100 µs); these use `Date.UTC` arithmetic and a per-zone offset cache, so a page
 * of events spends microseconds on dates.
 */

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const offsetCache = new Map<string, number>();
const MAX_CACHED_OFFSETS = 20_000;

/** The value of the digits of `text` from `from` to `to` (exclusive), or NaN if one is not a digit. */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return Number.NaN;
    value = value * 10 + d;
  }
  return value;
}

/** Whether `wall` is shaped `YYYY-MM-DD HH:MM:SS` (its digits checked by whoever reads them). */
export function isWallShape(wall: string): boolean {
  return (
    wall.length === 19 &&
    wall.charCodeAt(4) === 45 &&
    wall.charCodeAt(7) === 45 &&
    wall.charCodeAt(10) === 32 &&
    wall.charCodeAt(13) === 58 &&
    wall.charCodeAt(16) === 58
  );
}

/**
 * Epoch milliseconds of a UTC wall string `YYYY-MM-DD HH:MM:SS`, read digit by digit (a feed reads thousands: a
 * regular expression's match array per call cost it several times more).
 * @throws RangeError on another shape.
 */
export function utcWallToMs(wall: string): number {
  const ms = isWallShape(wall)
    ? Date.UTC(
        digits(wall, 0, 4),
        digits(wall, 5, 7) - 1,
        digits(wall, 8, 10),
        digits(wall, 11, 13),
        digits(wall, 14, 16),
        digits(wall, 17, 19),
      )
    : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError(`Not a wall date-time: ${wall}`);
  return ms;
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
