import { DateTime } from 'luxon';
import { type WallParts, wallTimeIn } from './wall';
import { toLuxonZone } from './zones';

/** A stored wall string `YYYY-MM-DD HH:MM:SS`; the time (or its seconds) may be missing in looser inputs. */
const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Zero-padded components of a wall string, as the contract's `*_details` objects carry them. */
export interface DateDetails {
  year: string;
  month: string;
  day: string;
  hour: string;
  minutes: string;
  seconds: string;
}

/** `YYYY-MM-DD HH:MM:SS` in the DateTime's own zone, truncated to the second (the stored precision). */
export function toWall(dt: DateTime): string {
  const date = `${pad(dt.year, 4)}-${pad(dt.month)}-${pad(dt.day)}`;
  return `${date} ${pad(dt.hour)}:${pad(dt.minute)}:${pad(dt.second)}`;
}

/** `YYYY-MM-DD HH:MM:SS` in UTC of a DateTime or of epoch milliseconds. */
export function toUtcWall(dt: DateTime | number): string {
  return toWall(typeof dt === 'number' ? DateTime.fromMillis(dt, { zone: 'utc' }) : dt.toUTC());
}

/**
 * The `*_details` object of a wall string, taken from the string itself (docs/original.md#date-details), never re-zoned.
 * @throws RangeError when `wall` is not a `YYYY-MM-DD[ HH:MM[:SS]]` string.
 */
export function dateDetails(wall: string): DateDetails {
  const match = WALL.exec(wall);
  if (!match) throw new RangeError(`Not a wall date-time: ${wall}`);
  const [, year = '', month = '', day = '', hour = '00', minutes = '00', seconds = '00'] = match;
  return { year, month, day, hour, minutes, seconds };
}

/** 00:00:00 of the DateTime's calendar day, in its zone. */
export function startOfDay(dt: DateTime): DateTime {
  return dt.startOf('day');
}

/** 23:59:59 (not .999: storage has whole seconds) of the DateTime's calendar day, in its zone. */
export function endOfDay(dt: DateTime): DateTime {
  return dt.endOf('day').set({ millisecond: 0 });
}

/**
 * The instant of a stored wall string in a zone (DST gaps move forward, ambiguous times take the earlier instant).
 * @throws RangeError when `wall` is not a valid wall date-time.
 */
export function wallToInstant(wall: string, zone: string): DateTime {
  const parts = parseWall(wall);
  const dt = parts && wallTimeIn(parts, zone);
  if (!dt) throw new RangeError(`Not a wall date-time: ${wall}`);
  return dt;
}

/** The components of a `YYYY-MM-DD[ HH:MM[:SS]]` string, or null when it has another shape. */
export function parseWall(wall: string): WallParts | null {
  const match = WALL.exec(wall);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0, hour, minute, second };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The instant `at` (a `Date` or milliseconds since the epoch) in UTC. */
export function utcAt(at: Date | number): DateTime {
  return DateTime.fromMillis(typeof at === 'number' ? at : at.getTime(), { zone: 'utc' });
}

/** The instant read in another zone (same instant, other wall time). */
export function inZone(instant: DateTime, zone: string): DateTime {
  return instant.setZone(toLuxonZone(zone));
}

/**
 * The UTC wall string of an instant at whole seconds (the stored precision): a fractional instant rounds up when
 * `up` (a lower bound `>=` or an upper bound `<`), else down, so that comparisons with stored values keep their
 * result set.
 */
export function utcWallRounded(instant: DateTime, up: boolean): string {
  return toUtcWall(up && instant.millisecond > 0 ? instant.plus({ seconds: 1 }) : instant);
}

/** A stored UTC wall string as an instant in UTC. @throws RangeError on another shape. */
export function utcInstant(utcWall: string): DateTime {
  const parts = parseWall(utcWall);
  if (!parts) throw new RangeError(`Not a wall date-time: ${utcWall}`);
  return DateTime.fromObject(parts, { zone: 'utc' });
}

/** The calendar day of a wall string (`YYYY-MM-DD…`), `plusDays` later, as midnight UTC (iCalendar `DATE` values). */
export function calendarDay(wall: string, plusDays = 0): DateTime {
  return DateTime.fromISO(wall.slice(0, 10), { zone: 'utc' }).plus({ days: plusDays });
}

/** Whether the zone database says summer (daylight saving) time is in force in `zone` at `ms`. */
export function isDaylightTime(zone: string, ms: number): boolean {
  return DateTime.fromMillis(ms, { zone: toLuxonZone(zone) }).isInDST;
}
