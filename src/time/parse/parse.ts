import { DateTime, FixedOffsetZone } from 'luxon';
import { isSupportedInstant } from '../range';
import type { ParsedDate } from '../types';
import { wallTimeIn } from '../wall';
import { toLuxonZone } from '../zones';
import { parseNatural } from './natural';

/**
 * `YYYY-MM-DD` or `YYYY/MM/DD`, optionally followed by `T` or spaces and `HH:MM[:SS[.fff]]`, optionally followed by
 * `Z` or an offset (`+02:00`, `+0200`, `+02`), with or without a space before it.
 */
const ABSOLUTE =
  /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?:(?:t| +)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)? ?(z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const TIMESTAMP = /^-?\d+$/;
/** Longer inputs are no date we accept; the cap keeps the regular expressions' work small. */
const MAX_LENGTH = 64;

/**
 * Parses any date input the API accepts (docs/api.md#events-dates-times-and-fields) in `zone`, or returns null.
 * - JSON numbers and digit strings (optionally negative) are Unix timestamps: instants, converted into `zone`.
 * - `YYYY-MM-DD`, `YYYY/MM/DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 / RFC 3339 with `T`, fractions and an offset or
 *   `Z`. With an offset the instant is converted into `zone`; without, the wall time is read in `zone` (a time in
 *   a spring-forward gap moves forward, an ambiguous autumn time takes the earlier instant).
 * - strtotime's natural forms relative to `now`: `now`, `today`, `tomorrow 9am`, `next wednesday 4pm`, `+2 weeks`,
 *   `3 days ago`, `yesterday 23:59`, `first day of next month`…
 * Anything else, including other types and text with extra words (`tomorrow-ish`), is null; so is a date outside
 * the supported range (`isSupportedInstant`: years 1000 to 9999 in every zone), which no renderer could show.
 * @param zone a stored zone name (see `resolveZone`).
 * @param now the reference instant of relative forms; defaults to the current time.
 * @throws RangeError when `zone` is not a valid stored zone name.
 */
export function parseDateInput(input: unknown, zone: string, now: Date = new Date()): ParsedDate | null {
  const parsed = parseAnyDate(input, zone, now);
  return parsed && isSupportedInstant(parsed.dt) ? parsed : null;
}

/**
 * The message key of a date input {@link parseDateInput} refused: `param.date_range` when it reads as a date
 * outside the supported range (`+100000 years`, a timestamp in the year 10000), else `param.date`.
 */
export function dateProblemKey(input: unknown, now: Date = new Date()): 'param.date' | 'param.date_range' {
  return parseAnyDate(input, 'UTC', now) ? 'param.date_range' : 'param.date';
}

/** {@link parseDateInput} without the range check. */
function parseAnyDate(input: unknown, zone: string, now: Date): ParsedDate | null {
  if (typeof input === 'number') return fromTimestamp(input, zone);
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text === '' || text.length > MAX_LENGTH) return null;
  if (TIMESTAMP.test(text)) return fromTimestamp(Number(text), zone);
  return parseAbsolute(text.toLowerCase(), zone) ?? parseNatural(text, zone, now);
}

/** Whether {@link parseDateInput} accepts the input (in any zone: acceptance does not depend on it). */
export function isDateInput(input: unknown): boolean {
  return parseDateInput(input, 'UTC') !== null;
}

function fromTimestamp(seconds: number, zone: string): ParsedDate | null {
  if (!Number.isFinite(seconds)) return null;
  const dt = DateTime.fromMillis(Math.round(seconds * 1000), { zone: toLuxonZone(zone) });
  return dt.isValid ? { dt, explicitOffset: true, hasTime: true } : null;
}

function parseAbsolute(text: string, zone: string): ParsedDate | null {
  const match = ABSOLUTE.exec(text);
  if (!match) return null;
  const [, year, , month, day, hour, minute, second, fraction, offset] = match;
  const parts = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
    millisecond: Number((fraction ?? '').slice(0, 3).padEnd(3, '0')),
  };
  const hasTime = hour !== undefined;
  if (offset === undefined) {
    const dt = wallTimeIn(parts, zone);
    return dt ? { dt, explicitOffset: false, hasTime } : null;
  }
  const offsetMinutes = parseOffset(offset);
  if (offsetMinutes === null) return null;
  const dt = DateTime.fromObject(parts, { zone: FixedOffsetZone.instance(offsetMinutes) });
  return dt.isValid ? { dt: dt.setZone(toLuxonZone(zone)), explicitOffset: true, hasTime } : null;
}

/** Minutes east of UTC of `z`, `+02:00`, `+0200` or `+02`; null when out of range. */
function parseOffset(text: string): number | null {
  if (text === 'z') return 0;
  const digits = text.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return null;
  return (text.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}
