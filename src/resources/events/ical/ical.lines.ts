import { offsetAt, utcWallToMs } from '../../../time';

/**
 * @module RFC 5545 content lines for the feeds (docs/ical.md, "Cost"): values written straight from the stored wall
 * strings (`YYYY-MM-DD HH:MM:SS`), with no date object per value, and each line folded once, as it is written.
 */

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break as `\n`. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** A quoted parameter value (RFC 6868): `^` as `^^`, `"` as `^'`, line breaks as `^n`. */
export function paramText(value: string): string {
  return value
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n');
}

/** Octets of a line before it is folded (RFC 5545 3.1); later parts hold one less, after their leading space. */
const LINE_OCTETS = 75;

/**
 * `line` folded at 75 octets (RFC 5545 3.1): CRLF and a space before the character that would pass them, never
 * inside a UTF-8 character. One pass over the UTF-16 code units, cut by slices; a line that fits is returned as is.
 */
export function fold(line: string): string {
  // At most 3 octets per code unit: a line this short fits whatever it holds.
  if (line.length * 3 <= LINE_OCTETS) return line;
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

const WALL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** `YYYYMMDDTHHMMSS` of a wall string. */
function stamp(wall: string): string {
  const m = WALL.exec(wall);
  if (!m) throw new RangeError(`Not a wall date-time: ${wall}`);
  return `${m[1]}${m[2]}${m[3]}T${m[4]}${m[5]}${m[6]}`;
}

/** A UTC wall as a UTC DATE-TIME (`20270101T180000Z`). */
export function utcValue(utcWall: string): string {
  return `${stamp(utcWall)}Z`;
}

/**
 * A UTC wall as the local DATE-TIME of `zone` (with `TZID`): the offset from the zone database, cached per zone
 * and quarter hour (`offsetAt`), so a feed formats its dates without a date object each.
 */
export function zonedValue(utcWall: string, zone: string): string {
  const ms = utcWallToMs(utcWall);
  const local = new Date(ms + offsetAt(zone, ms) * 60_000).toISOString();
  return `${local.slice(0, 4)}${local.slice(5, 7)}${local.slice(8, 10)}T${local.slice(11, 13)}${local.slice(14, 16)}${local.slice(17, 19)}`;
}

/** The calendar day of a wall string (`YYYY-MM-DD…`), `plusDays` later, as a DATE (`20270101`). */
export function dateValue(wall: string, plusDays = 0): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(wall);
  if (!m) throw new RangeError(`Not a date: ${wall}`);
  if (plusDays === 0) return `${m[1]}${m[2]}${m[3]}`;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays)).toISOString();
  return `${day.slice(0, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;
}
