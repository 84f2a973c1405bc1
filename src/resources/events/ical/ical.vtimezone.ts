import { DateTime } from 'luxon';
import { offsetAt, zoneAbbr } from '../../../time';

/**
 * `VTIMEZONE` components computed from the runtime's time-zone database (Intl, through `offsetAt`), covering a
 * span of instants: one observance at the span's start (the offset then in force) and one per offset change
 * within it. No RRULE: every transition of the span is listed, which every client reads the same way and which
 * stays exact for zones whose rules changed over the years. See docs/ical.md.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** `+HHMM` / `-HHMM` of an offset in minutes. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** `YYYYMMDDTHHMMSS` of the wall time of `ms` at `offset` minutes (the local time of an observance's DTSTART). */
function localStamp(ms: number, offset: number): string {
  return new Date(ms + offset * MINUTE_MS).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/** The first minute at which the offset of `zone` differs from its offset at `from` (`to` is known to differ). */
function firstChange(zone: string, from: number, to: number): number {
  const before = offsetAt(zone, from);
  let low = from;
  let high = to;
  while (high - low > MINUTE_MS) {
    const mid = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(zone, mid) === before) low = mid;
    else high = mid;
  }
  return high;
}

export interface Transition {
  /** Instant (ms) from which `to` applies. */
  at: number;
  from: number;
  to: number;
}

/** The offset changes of `zone` in `[start, end]`, found day by day and refined to the minute. */
export function transitions(zone: string, start: number, end: number): Transition[] {
  const found: Transition[] = [];
  let at = start;
  let offset = offsetAt(zone, at);
  while (at < end) {
    const next = Math.min(at + DAY_MS, end);
    const nextOffset = offsetAt(zone, next);
    if (nextOffset !== offset) {
      const change = firstChange(zone, at, next);
      found.push({ at: change, from: offset, to: offsetAt(zone, change) });
      offset = offsetAt(zone, change);
      at = change;
    } else {
      at = next;
    }
  }
  return found;
}

/** One observance: DAYLIGHT when the zone database says summer time is in force from `at`, else STANDARD. */
function observance(zone: string, at: number, from: number, to: number): string[] {
  const kind = DateTime.fromMillis(at, { zone }).isInDST ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(at, from)}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `TZNAME:${zoneAbbr(zone, at)}`,
    `END:${kind}`,
  ];
}

/**
 * The `VTIMEZONE` of an IANA `zone` for the instants `[start, end]` (ms). The span is widened to whole days of
 * margin so that an event's local times at either end are covered.
 */
export function vtimezone(zone: string, start: number, end: number): string {
  const from = start - DAY_MS;
  const to = end + DAY_MS;
  const changes = transitions(zone, from, to);
  const initial = offsetAt(zone, from);
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    `X-LIC-LOCATION:${zone}`,
    ...observance(zone, from, initial, initial),
    ...changes.flatMap((t) => observance(zone, t.at, t.from, t.to)),
    'END:VTIMEZONE',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
