import { isWallShape, offsetAt, utcWallToMs } from '../../../time';

/**
 * @module RFC 5545 content lines for the feeds (docs/ical.md, "Cost"): values written straight from the stored wall
 * strings (`YYYY-MM-DD HH:MM:SS`), with no date object per value, each text escaped in one pass and each line folded
 * once, as it is written.
 */

/** The characters a TEXT value escapes (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
const TEXT_SPECIAL = /\r\n|[\\;,\r\n]/g;

function escapeTextChar(match: string): string {
  return match === '\r\n' || match === '\r' || match === '\n' ? '\\n' : `\\${match}`;
}

/** Whether a value holds a character {@link TEXT_SPECIAL} escapes (a test builds no match). */
const HAS_TEXT_SPECIAL = /[\\;,\r\n]/;

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break as `\n`, in one pass;
 * a value with none of them returned as it is (most titles and URLs: the replace's call cost more than the test).
 */
export function escapeText(value: string): string {
  return HAS_TEXT_SPECIAL.test(value) ? value.replace(TEXT_SPECIAL, escapeTextChar) : value;
}

/** A quoted parameter value (RFC 6868): `^` as `^^`, `"` as `^'`, line breaks as `^n`. */
export function paramText(value: string): string {
  return value.replace(/\r\n|[\^"\r\n]/g, (c) => (c === '^' ? '^^' : c === '"' ? "^'" : '^n'));
}

/** Octets of a line before it is folded (RFC 5545 3.1); later parts hold one less, after their leading space. */
const LINE_OCTETS = 75;

/** A character outside ASCII: a line without one has one octet per code unit. */
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * `line` folded at 75 octets (RFC 5545 3.1): CRLF and a space before the character that would pass them, never
 * inside a UTF-8 character. A line that fits is returned as is; an ASCII line is cut by slices of fixed length;
 * any other in one pass over its UTF-16 code units.
 */
export function fold(line: string): string {
  // At most 3 octets per code unit: a line this short fits whatever it holds.
  if (line.length * 3 <= LINE_OCTETS) return line;
  if (!NON_ASCII.test(line)) {
    if (line.length <= LINE_OCTETS) return line;
    let out = line.slice(0, LINE_OCTETS);
    for (let at = LINE_OCTETS; at < line.length; at += LINE_OCTETS - 1)
      out += `\r\n ${line.slice(at, at + LINE_OCTETS - 1)}`;
    return out;
  }
  let out = '';
  let start = 0;
  let octets = 0;
  let limit = LINE_OCTETS;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    // A high surrogate and the low one after it are one 4-octet character.
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 4 : 3;
    if (octets + size > limit) {
      out += `${line.slice(start, i)}\r\n `;
      start = i;
      octets = 0;
      limit = LINE_OCTETS - 1;
    }
    octets += size;
    if (size === 4) i++;
  }
  return start === 0 ? line : out + line.slice(start);
}

/** `line` folded ({@link fold}) and ended by CRLF: one content line as the calendar's text holds it. */
export function contentLine(line: string): string {
  return `${fold(line)}\r\n`;
}

/**
 * The content line of property `name` (ASCII: the name, its parameters and the colon) and `value`, folded and ended
 * by CRLF: a line that fits is told from its value alone (a string already whole), without testing the line built
 * from both; any other is folded as {@link contentLine} folds it.
 */
export function propertyLine(name: string, value: string): string {
  const length = name.length + value.length;
  if (length <= LINE_OCTETS && (name.length + value.length * 3 <= LINE_OCTETS || !NON_ASCII.test(value))) {
    return `${name}${value}\r\n`;
  }
  return `${fold(name + value)}\r\n`;
}

/**
 * The instant (ms) of a UTC wall string, read digit by digit (no regular expression, no date object).
 * @throws RangeError when `wall` is not a wall date-time.
 */
export const wallMs = utcWallToMs;

/** `00`…`99`: two digits of a number below 100. */
const TWO = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/**
 * `YYYYMMDDTHHMMSS` of the wall clock at `ms` (a UTC instant, or an instant shifted by a zone's offset), by the
 * civil-from-days arithmetic of the proleptic Gregorian calendar (years 0–9999): no date object.
 */
export function stampOfMs(ms: number): string {
  const days = Math.floor(ms / 86_400_000);
  let second = (ms - days * 86_400_000) / 1000;
  second = Math.floor(second);
  // Howard Hinnant's `civil_from_days`.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const yyyy = TWO[Math.floor(year / 100)]! + TWO[year % 100]!;
  const hh = TWO[Math.floor(second / 3600)]!;
  const mm = TWO[Math.floor(second / 60) % 60]!;
  return `${yyyy}${TWO[month]}${TWO[day]}T${hh}${mm}${TWO[second % 60]}`;
}

/** `YYYYMMDDTHHMMSS` of a wall string, by slices. */
function stamp(wall: string): string {
  if (!isWallShape(wall)) throw new RangeError(`Not a wall date-time: ${wall}`);
  return `${wall.slice(0, 4)}${wall.slice(5, 7)}${wall.slice(8, 10)}T${wall.slice(11, 13)}${wall.slice(14, 16)}${wall.slice(17, 19)}`;
}

/** A UTC wall as a UTC DATE-TIME (`20270101T180000Z`). */
export function utcValue(utcWall: string): string {
  return `${stamp(utcWall)}Z`;
}

/**
 * A UTC wall as the local DATE-TIME of `zone` (with `TZID`), the offset from the zone database (`offsetAt`). A feed
 * takes its offsets from its zones' clocks instead (`ical.vtimezone.ts`), one scan per zone and range.
 */
export function zonedValue(utcWall: string, zone: string): string {
  const ms = wallMs(utcWall);
  return stampOfMs(ms + offsetAt(zone, ms) * 60_000);
}

/** The calendar day of a wall string (`YYYY-MM-DD…`), `plusDays` later, as a DATE (`20270101`). */
export function dateValue(wall: string, plusDays = 0): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(wall);
  if (!m) throw new RangeError(`Not a date: ${wall}`);
  if (plusDays === 0) return `${m[1]}${m[2]}${m[3]}`;
  return stampOfMs(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays)).slice(0, 8);
}
