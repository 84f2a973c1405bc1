import { isDaylightTime, isRepeatedWallTime, offsetAt, utcWallToMs, zoneAbbr } from '../../../time';

/**
 * `VTIMEZONE` components computed from the runtime's time-zone database (Intl, through `offsetAt`), covering a
 * span of instants: one observance at the span's start (the offset then in force) and one per offset change
 * within it. No RRULE: every transition of the span is listed, which every client reads the same way and which
 * stays exact for zones whose rules changed over the years. See docs/ical.md.
 */

/**
 * Whether a single event's start or end (UTC walls) falls in the hour `zone` repeats when its clocks go back. Such
 * an event is written in UTC, not with its `TZID`: RFC 5545 (3.3.5) reads a repeated local time as its first
 * instant, as the JSON does, but ical.js (and so readers built on it) as its second, an hour later; in UTC every
 * reader agrees with the JSON's instant.
 */
export function inRepeatedHour(zone: string, startUtc: string, endUtc: string): boolean {
  return [startUtc, endUtc].some((wall) => isRepeatedWallTime(zone, utcWallToMs(wall)));
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * `+HHMM` / `-HHMM` of an offset in minutes, `+HHMMSS` when it has seconds (the local mean times zones kept before
 * standard time, such as Madrid's -00:14:44 until 1901).
 */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const seconds = Math.round(Math.abs(minutes) * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hhmm = `${pad(Math.floor(seconds / 3600))}${pad(Math.floor(seconds / 60) % 60)}`;
  return `${sign}${hhmm}${seconds % 60 === 0 ? '' : pad(seconds % 60)}`;
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
  const kind = isDaylightTime(zone, at) ? 'DAYLIGHT' : 'STANDARD';
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
 * Instants closer than this share one scan of their zone's offsets; farther apart, the next group starts with an
 * observance of its own. A calendar with an event every few weeks is one scan over its whole span, and a feed
 * whose events lie centuries apart scans only the days around them, so the work is bounded by the number of
 * events, never by the years between them (at most `ICS_MAX_EVENTS` × this many days).
 */
const GROUP_GAP_MS = 62 * DAY_MS;

/** The instants of `instants` grouped into `[first, last]` spans, each widened by a day of margin. */
function spansOf(instants: number[]): [number, number][] {
  const sorted = [...instants].sort((a, b) => a - b);
  const spans: [number, number][] = [];
  for (const at of sorted) {
    const last = spans[spans.length - 1];
    if (last && at - DAY_MS - last[1] <= GROUP_GAP_MS) last[1] = at + DAY_MS;
    else spans.push([at - DAY_MS, at + DAY_MS]);
  }
  return spans;
}

/**
 * `VTIMEZONE` texts already computed in this isolate, by zone and spans (docs/ical.md, "Cost"): the same feed asked
 * again, or another feed over the same dates, reuses them; the oldest goes first past {@link MAX_COMPUTED}.
 */
const computed = new Map<string, string>();
const MAX_COMPUTED = 64;

/**
 * The `VTIMEZONE` of an IANA `zone` covering `instants` (ms: the starts and ends of the feed's events in that
 * zone): for each group of nearby instants ({@link GROUP_GAP_MS}), an observance at the group's start (the offset
 * then in force) and one per offset change within it, with a day of margin on each side so that local times at
 * either end are covered. Computed once per zone and spans in an isolate.
 */
export function vtimezone(zone: string, instants: number[]): string {
  const spans = spansOf(instants);
  const key = `${zone} ${spans.join(' ')}`;
  const known = computed.get(key);
  if (known !== undefined) return known;
  const observances = spans.flatMap(([from, to]) => {
    const initial = offsetAt(zone, from);
    return [
      ...observance(zone, from, initial, initial),
      ...transitions(zone, from, to).flatMap((t) => observance(zone, t.at, t.from, t.to)),
    ];
  });
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, `X-LIC-LOCATION:${zone}`, ...observances, 'END:VTIMEZONE'];
  const text = `${lines.join('\r\n')}\r\n`;
  if (computed.size >= MAX_COMPUTED) computed.delete(computed.keys().next().value as string);
  computed.set(key, text);
  return text;
}
