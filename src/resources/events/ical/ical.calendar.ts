import type { Lang } from '../../../i18n/languages';
import { parseOffsetZone } from '../../../time';
import type { FeedEvent } from './ical.events';
import { contentLine, dateValue, escapeText, propertyLine, stampOfMs, utcValue, wallMs } from './ical.lines';
import { type ZoneClock, zoneClock } from './ical.vtimezone';

/**
 * The iCalendar serializer of the feeds (docs/ical.md): live events from their wire objects, withdrawn events from
 * their last published copy, written line by line (`ical.lines.ts`: escaping, one fold per line, dates from the
 * stored wall strings) with one `VTIMEZONE` per IANA zone the events use. The calendar's properties come before
 * its components (RFC 5545 3.4). It wrote them through `ical-generator` until issue 35: a 1,000-event feed spent
 * most of its CPU there (a date object per value, the whole text folded character by character), so the same
 * properties, in the same order, are written here (docs/ical.md, "Cost").
 */

/** Refresh hint of feeds (`REFRESH-INTERVAL`, `X-PUBLISHED-TTL`): an hour. */
const TTL = 'PT1H';

/** A published event of the feed, as an anonymous reader sees it (`ical.rows.ts`). */
export interface LiveEntry {
  event: FeedEvent;
}

/** An event that left `publish`, written as `STATUS:CANCELLED` from what was public when it was last published. */
export interface WithdrawnEntry {
  id: number;
  sequence: number;
  /** When it left `publish` (UTC wall): its `DTSTAMP`. */
  unpublishedUtc: string;
  startUtc: string;
  endUtc: string;
  startLocal: string;
  endLocal: string;
  timezone: string;
  allDay: boolean;
  /** The title it was last published with, in the feed's language where it had one. */
  title: string;
}

/**
 * A series (docs/recurrence.md, "Feeds"): its record as an anonymous reader sees it, its own `DTSTART`/`DTEND` (the
 * record shows its first remaining date), its recurrence lines in `DTSTART` form, the span its dates cover (for its
 * zone's `VTIMEZONE`), and its shown exceptions, each with its `RECURRENCE-ID` line.
 */
export interface SeriesEntry extends LiveEntry {
  /** The series' id: the components' UID. */
  seriesId: number;
  start: { local: string; endLocal: string; utc: string; endUtc: string };
  lines: string[];
  /** The instants its dates start at (its zone's `VTIMEZONE` covers them all). */
  span: number[];
  exceptions: (LiveEntry & { recurrenceId: string })[];
}

/** What the calendar says of itself. */
export interface CalendarHeader {
  lang: Lang;
  /** Escaped RFC 5545 text: ical-generator writes `NAME` and `X-WR-CALNAME` as given. */
  name: string;
  /** The host of UIDs (`event-<id>@<host>`). */
  host: string;
  siteZone: string;
}

/** Whether an event is written with `TZID` (timed, in an IANA zone other than UTC) rather than in UTC. */
const zoned = (allDay: boolean, zone: string) => !allDay && parseOffsetZone(zone) === null && zone !== 'UTC';

type Entry = LiveEntry | WithdrawnEntry | SeriesEntry;

/** Whether an entry is a series' master. */
const isSeries = (entry: Entry): entry is SeriesEntry => 'lines' in entry;

/** An entry as the calendar orders and writes it: the instants of its dates, read once from their walls. */
interface Placed {
  entry: Entry;
  id: number;
  zone: string;
  allDay: boolean;
  startMs: number;
  endMs: number;
}

/** The dates of an entry, whichever kind, for ordering, for its zone's VTIMEZONE and for its `DTSTART`/`DTEND`. */
function placed(entry: Entry): Placed {
  if (isSeries(entry)) {
    const { event, start } = entry;
    const { zone, allDay } = event;
    return { entry, id: event.id, zone, allDay, startMs: wallMs(start.utc), endMs: wallMs(start.endUtc) };
  }
  if ('event' in entry) {
    const { event } = entry;
    const { zone, allDay } = event;
    return { entry, id: event.id, zone, allDay, startMs: wallMs(event.startUtc), endMs: wallMs(event.endUtc) };
  }
  const { id, timezone: zone, allDay } = entry;
  return { entry, id, zone, allDay, startMs: wallMs(entry.startUtc), endMs: wallMs(entry.endUtc) };
}

/** What writing an event needs beside it: the UIDs' host, the clocks of the feed's zones, the zones written. */
interface Writer {
  host: string;
  clocks: Map<string, ZoneClock>;
  /** The zones written with `TZID`, in the order of their first event: one VTIMEZONE each. */
  zones: Set<string>;
  /** The lines written of each property's values that events share ({@link sharedLine}), by property and value. */
  shared: Map<string, Map<string, string>>;
}

/**
 * The content line of property `name` and `value`, folded once per feed and value: a venue's `LOCATION` and `GEO`,
 * an organizer's `ORGANIZER` and `CONTACT`, a set of `CATEGORIES` repeat from event to event (a 1,000-event feed
 * folded its venues' and organizers' lines some 2,000 times: docs/ical.md, "Cost").
 */
function sharedLine(writer: Writer, name: string, value: string): string {
  let lines = writer.shared.get(name);
  if (!lines) {
    lines = new Map();
    writer.shared.set(name, lines);
  }
  let line = lines.get(value);
  if (line === undefined) {
    line = propertyLine(name, value);
    lines.set(value, line);
  }
  return line;
}

/**
 * The calendar of `live`, `withdrawn` and `series` entries, in start order, as RFC 5545 text (the last CRLF
 * included). A series is its master and its exceptions, which share its UID. Each event is written as one string
 * of content lines (docs/ical.md, "Cost"), the calendar joined once.
 */
export function buildCalendar(
  header: CalendarHeader,
  live: LiveEntry[],
  withdrawn: WithdrawnEntry[],
  series: SeriesEntry[] = [],
): string {
  const entries: Placed[] = [];
  for (const list of [live, withdrawn, series] as Entry[][]) for (const entry of list) entries.push(placed(entry));
  entries.sort((a, b) => a.startMs - b.startMs || a.id - b.id);
  // The starts and ends of each IANA zone's events, which its VTIMEZONE covers (a series: the span of its dates).
  const instants = new Map<string, number[]>();
  for (const { entry, zone, allDay, startMs, endMs } of entries) {
    if (!zoned(allDay, zone)) continue;
    let list = instants.get(zone);
    if (!list) {
      list = [];
      instants.set(zone, list);
    }
    list.push(startMs, endMs);
    if (isSeries(entry)) {
      list.push(...entry.span);
      for (const { event } of entry.exceptions) list.push(wallMs(event.startUtc), wallMs(event.endUtc));
    }
  }
  // Each zone scanned once over the feed's range: every date's offset and its VTIMEZONE come from that scan.
  const clocks = new Map([...instants].map(([zone, list]) => [zone, zoneClock(zone, list)]));
  const writer: Writer = { host: header.host, clocks, zones: new Set(), shared: new Map() };
  let events = '';
  for (const item of entries) {
    const { entry } = item;
    if (isSeries(entry)) {
      const uid = `event-${entry.seriesId}@${header.host}`;
      const recurs = entry.lines.some((line) => /^(RRULE|RDATE)[;:]/.test(line));
      events += liveText(writer, entry.event, item, { uid, start: entry.start, lines: entry.lines, recurs });
      for (const { event, recurrenceId } of entry.exceptions) {
        const dates = { startMs: wallMs(event.startUtc), endMs: wallMs(event.endUtc) };
        events += liveText(writer, event, dates, { uid, lines: [recurrenceId] });
      }
    } else if ('event' in entry) events += liveText(writer, entry.event, item);
    else events += withdrawnText(writer, entry, item);
  }
  // The name is escaped by its caller (`CalendarHeader`).
  let calendar = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${contentLine(`PRODID:-//Calendar Events API//calendar/events/v1//${header.lang.toUpperCase()}`)}CALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\n${contentLine(`NAME:${header.name}`)}${contentLine(`X-WR-CALNAME:${header.name}`)}REFRESH-INTERVAL;VALUE=DURATION:${TTL}\r\nX-PUBLISHED-TTL:${TTL}\r\n`;
  if (parseOffsetZone(header.siteZone) === null)
    calendar += contentLine(`X-WR-TIMEZONE:${escapeText(header.siteZone)}`);
  for (const zone of writer.zones) calendar += clockOf(writer, zone, []).text;
  return `${calendar}${events}END:VCALENDAR\r\n`;
}

/** The clock of `zone` over the feed's range; a zone the feed did not gather (an exception's own) over `instants`. */
function clockOf(writer: Writer, zone: string, instants: number[]): ZoneClock {
  let clock = writer.clocks.get(zone);
  if (!clock) {
    clock = zoneClock(zone, instants);
    writer.clocks.set(zone, clock);
  }
  return clock;
}

/** The instants (ms) an event's `DTSTART` and `DTEND` are written from. */
interface Instants {
  startMs: number;
  endMs: number;
}

/**
 * The `TZID` an event's dates are written with, or null for UTC. An event whose start or end falls in the hour its
 * zone repeats when the clocks go back is written in UTC: RFC 5545 (3.3.5) reads a repeated local time as its first
 * instant, as the JSON does, but ical.js (and so readers built on it) as its second, an hour later; in UTC every
 * reader agrees with the JSON's instant. A series' master keeps its zone, in which its recurrence is computed (its
 * dates at a repeated time are given in UTC: docs/recurrence.md, "Feeds").
 */
function tzidOf(writer: Writer, allDay: boolean, zone: string, { startMs, endMs }: Instants, recurs = false) {
  if (!zoned(allDay, zone)) return null;
  const clock = clockOf(writer, zone, [startMs, endMs]);
  if (!recurs && (clock.repeated(startMs) || clock.repeated(endMs))) return null;
  writer.zones.add(zone);
  return clock;
}

/** How a series' component is written: its UID, its own dates (a master's `DTSTART`), its recurrence lines. */
interface SeriesPart {
  uid: string;
  start?: SeriesEntry['start'];
  /** `RRULE`, `RDATE`, `EXDATE` lines (a master) or its `RECURRENCE-ID` line (an exception), as written. */
  lines: string[];
  /** A master with a rule or extra dates: expanded in its zone. */
  recurs?: boolean;
}

/** A zoned DATE-TIME of the wall clock at `ms` by `clock`, with its `TZID`. */
function zonedAt(zone: string, clock: ZoneClock, ms: number): string {
  return `;TZID=${zone}:${stampOfMs(ms + clock.offset(ms) * 60_000)}`;
}

/**
 * `DTSTART` and `DTEND` lines (all-day: the days, the end exclusive, from the local walls), with `TZID` when
 * `clock` is given, else in UTC (from the UTC walls).
 */
function datesText(
  allDay: boolean,
  zone: string,
  walls: { startLocal: string; endLocal: string; startUtc: string; endUtc: string },
  at: Instants,
  clock: ZoneClock | null,
): string {
  if (allDay) {
    return `DTSTART;VALUE=DATE:${dateValue(walls.startLocal)}\r\nDTEND;VALUE=DATE:${dateValue(walls.endLocal, 1)}\r\nX-MICROSOFT-CDO-ALLDAYEVENT:TRUE\r\nX-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE\r\n`;
  }
  if (!clock) return `DTSTART:${utcValue(walls.startUtc)}\r\nDTEND:${utcValue(walls.endUtc)}\r\n`;
  return `${contentLine(`DTSTART${zonedAt(zone, clock, at.startMs)}`)}${contentLine(`DTEND${zonedAt(zone, clock, at.endMs)}`)}`;
}

/**
 * A published event's `VEVENT`. Lines that cannot pass 75 octets (fixed words, stamps, numbers) are written
 * without folding; the others through {@link contentLine}.
 */
function liveText(writer: Writer, event: FeedEvent, at: Instants, part?: SeriesPart): string {
  const start = part?.start;
  const walls = start
    ? { startLocal: start.local, endLocal: start.endLocal, startUtc: start.utc, endUtc: start.endUtc }
    : event;
  const clock = tzidOf(writer, event.allDay, event.zone, at, part?.recurs);
  let text = `BEGIN:VEVENT\r\n${contentLine(`UID:${part?.uid ?? `event-${event.id}@${writer.host}`}`)}SEQUENCE:${event.sequence}\r\nDTSTAMP:${utcValue(event.modifiedUtc)}\r\n${datesText(event.allDay, event.zone, walls, at, clock)}`;
  // Titles are plain text (tags were removed on write): `a<b` is a title, not markup.
  text += propertyLine('SUMMARY:', escapeText(event.title));
  if (event.location) text += sharedLine(writer, 'LOCATION:', event.location);
  if (event.geo) text += sharedLine(writer, 'GEO:', event.geo);
  if (event.description) text += propertyLine('DESCRIPTION:', escapeText(event.description));
  // ORGANIZER may occur once per event (RFC 5545 3.6.1) and its value is a calendar address: the first
  // organizer that has an email. Every organizer, in the event's order, is also a CONTACT (repeatable text).
  if (event.organizer) text += sharedLine(writer, 'ORGANIZER', event.organizer);
  if (event.categories) text += sharedLine(writer, 'CATEGORIES:', event.categories);
  if (event.url) text += propertyLine('URL;VALUE=URI:', escapeText(event.url));
  if (event.image) text += propertyLine('ATTACH:', escapeText(event.image));
  text += 'STATUS:CONFIRMED\r\n';
  for (const contact of event.contacts) text += sharedLine(writer, 'CONTACT:', contact);
  if (part) for (const line of part.lines) text += contentLine(line);
  return `${text}CREATED:${utcValue(event.createdUtc)}\r\nLAST-MODIFIED:${utcValue(event.modifiedUtc)}\r\nCLASS:PUBLIC\r\nEND:VEVENT\r\n`;
}

/** A cancellation: only what identifies the event and what was public when it was last published. */
function withdrawnText(writer: Writer, entry: WithdrawnEntry, at: Instants): string {
  const clock = tzidOf(writer, entry.allDay, entry.timezone, at);
  return `BEGIN:VEVENT\r\n${contentLine(`UID:event-${entry.id}@${writer.host}`)}SEQUENCE:${entry.sequence}\r\nDTSTAMP:${utcValue(entry.unpublishedUtc)}\r\n${datesText(entry.allDay, entry.timezone, entry, at, clock)}${contentLine(`SUMMARY:${escapeText(entry.title)}`)}STATUS:CANCELLED\r\nCLASS:PUBLIC\r\nEND:VEVENT\r\n`;
}
