import { isDaylightTime, isRepeatedWallTime, offsetAt, zoneAbbr } from '../../../time';

/**
 * `VTIMEZONE` components computed from the runtime's time-zone database (Intl, through `offsetAt`), covering a
 * span of instants: one observance at the span's start (the offset then in force) and one per offset change
 * within it. No RRULE: every transition of the span is listed, which every client reads the same way and which
 * stays exact for zones whose rules changed over the years. See docs/ical.md.
 */

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
  // A typed array sorts numbers natively, without a comparator call per pair (a feed passes two per event).
  const sorted = Float64Array.from(instants).sort();
  const spans: [number, number][] = [];
  for (const at of sorted) {
    const last = spans[spans.length - 1];
    if (last && at - DAY_MS - last[1] <= GROUP_GAP_MS) last[1] = at + DAY_MS;
    else spans.push([at - DAY_MS, at + DAY_MS]);
  }
  return spans;
}

/**
 * A zone over a feed's range (docs/ical.md, "Cost"): its offsets and changes found once, by one scan per group of
 * nearby instants, then read for every date of the feed by a binary search, with no date object and no look-up of
 * the zone database per date; and its `VTIMEZONE` text, written from the same scan.
 */
export interface ZoneClock {
  /** The zone's `VTIMEZONE` component, CRLF-terminated. */
  text: string;
  /** The offset (minutes) in force at `ms`. */
  offset(ms: number): number;
  /** Whether the wall clock at `ms` shows a time it shows twice (the hour repeated when the clocks go back). */
  repeated(ms: number): boolean;
}

/** One group's scan: its span, the instants from which each offset applies (the first is the span's start). */
interface Scan {
  from: number;
  to: number;
  starts: number[];
  offsets: number[];
  /** `[from, to)` intervals of instants whose wall time is shown twice. */
  repeated: [number, number][];
}

function scanOf(zone: string, from: number, to: number): Scan {
  const initial = offsetAt(zone, from);
  const scan: Scan = { from, to, starts: [from], offsets: [initial], repeated: [] };
  for (const t of transitions(zone, from, to)) {
    scan.starts.push(t.at);
    scan.offsets.push(t.to);
    // Clocks going back by d: the walls of [at - d, at) are shown again in [at, at + d).
    const back = (t.from - t.to) * MINUTE_MS;
    if (back > 0) scan.repeated.push([t.at - back, t.at + back]);
  }
  return scan;
}

class ScannedZone implements ZoneClock {
  constructor(
    private readonly zone: string,
    private readonly scans: Scan[],
    readonly text: string,
  ) {}

  private scanAt(ms: number): Scan | undefined {
    return this.scans.find((scan) => ms >= scan.from && ms <= scan.to);
  }

  offset(ms: number): number {
    const scan = this.scanAt(ms);
    // An instant outside the scanned range (never one of the feed's own): the zone database.
    if (!scan) return offsetAt(this.zone, ms);
    const { starts, offsets } = scan;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= ms) low = mid;
      else high = mid - 1;
    }
    return offsets[low]!;
  }

  repeated(ms: number): boolean {
    const scan = this.scanAt(ms);
    if (!scan) return isRepeatedWallTime(this.zone, ms);
    return scan.repeated.some(([from, to]) => ms >= from && ms < to);
  }
}

/**
 * Zones already scanned in this isolate, by zone and spans (docs/ical.md, "Cost"): the same feed asked again, or
 * another feed over the same dates, reuses them; the oldest goes first past {@link MAX_COMPUTED}.
 */
const computed = new Map<string, ZoneClock>();
const MAX_COMPUTED = 64;

/**
 * The clock and `VTIMEZONE` of an IANA `zone` covering `instants` (ms: the starts and ends of the feed's events in
 * that zone): for each group of nearby instants ({@link GROUP_GAP_MS}), an observance at the group's start (the
 * offset then in force) and one per offset change within it, with a day of margin on each side so that local times
 * at either end are covered. Computed once per zone and spans in an isolate.
 */
export function zoneClock(zone: string, instants: number[]): ZoneClock {
  const spans = spansOf(instants);
  const key = `${zone} ${spans.join(' ')}`;
  const known = computed.get(key);
  if (known !== undefined) return known;
  const scans = spans.map(([from, to]) => scanOf(zone, from, to));
  const observances = scans.flatMap((scan) =>
    scan.starts.flatMap((at, i) => observance(zone, at, scan.offsets[i - 1] ?? scan.offsets[0]!, scan.offsets[i]!)),
  );
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, `X-LIC-LOCATION:${zone}`, ...observances, 'END:VTIMEZONE'];
  const clock = new ScannedZone(zone, scans, `${lines.join('\r\n')}\r\n`);
  if (computed.size >= MAX_COMPUTED) computed.delete(computed.keys().next().value as string);
  computed.set(key, clock);
  return clock;
}

/** The `VTIMEZONE` of an IANA `zone` covering `instants` ({@link zoneClock}'s text). */
export function vtimezone(zone: string, instants: number[]): string {
  return zoneClock(zone, instants).text;
}
