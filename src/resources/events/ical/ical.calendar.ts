import type { Lang } from '../../../i18n/languages';
import { parseOffsetZone } from '../../../time';
import { dateValue, escapeText, fold, stampOfMs, utcValue, wallMs } from './ical.lines';
import type { FeedEvent } from './ical.rows';
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

/** The dates of an entry, whichever kind, for ordering and for its zone's VTIMEZONE. */
function datesOf(entry: Entry) {
  if (isSeries(entry)) {
    const { event, start } = entry;
    return { id: event.id, startUtc: start.utc, endUtc: start.endUtc, zone: event.zone, allDay: event.allDay };
  }
  if ('event' in entry) {
    const { event } = entry;
    return { id: event.id, startUtc: event.startUtc, endUtc: event.endUtc, zone: event.zone, allDay: event.allDay };
  }
  return { id: entry.id, startUtc: entry.startUtc, endUtc: entry.endUtc, zone: entry.timezone, allDay: entry.allDay };
}

/** The content lines of a calendar, each folded and ended by CRLF as it is added, in one growing string. */
class Lines {
  text = '';
  add(line: string): void {
    this.text += `${fold(line)}\r\n`;
  }
}

/** What writing an event needs beside it: the UIDs' host, the clocks of the feed's zones, the zones written. */
interface Writer {
  out: Lines;
  host: string;
  clocks: Map<string, ZoneClock>;
  /** The zones written with `TZID`, in the order of their first event: one VTIMEZONE each. */
  zones: Set<string>;
}

/**
 * The calendar of `live`, `withdrawn` and `series` entries, in start order, as RFC 5545 text (the last CRLF
 * included). A series is its master and its exceptions, which share its UID.
 */
export function buildCalendar(
  header: CalendarHeader,
  live: LiveEntry[],
  withdrawn: WithdrawnEntry[],
  series: SeriesEntry[] = [],
): string {
  const entries = ([...live, ...withdrawn, ...series] as Entry[])
    .map((entry) => {
      const dates = datesOf(entry);
      return { entry, dates, startMs: wallMs(dates.startUtc) };
    })
    .sort((a, b) => a.startMs - b.startMs || a.dates.id - b.dates.id);
  // The starts and ends of each IANA zone's events, which its VTIMEZONE covers (a series: the span of its dates).
  const instants = new Map<string, number[]>();
  for (const { entry, dates, startMs } of entries) {
    if (!zoned(dates.allDay, dates.zone)) continue;
    const list = instants.get(dates.zone) ?? [];
    list.push(startMs, wallMs(dates.endUtc));
    if (isSeries(entry)) {
      list.push(...entry.span);
      for (const { event } of entry.exceptions) list.push(wallMs(event.startUtc), wallMs(event.endUtc));
    }
    instants.set(dates.zone, list);
  }
  // Each zone scanned once over the feed's range: every date's offset and its VTIMEZONE come from that scan.
  const clocks = new Map([...instants].map(([zone, list]) => [zone, zoneClock(zone, list)]));
  const writer: Writer = { out: new Lines(), host: header.host, clocks, zones: new Set() };
  for (const { entry } of entries) {
    if (isSeries(entry)) {
      const uid = `event-${entry.seriesId}@${header.host}`;
      const recurs = entry.lines.some((line) => /^(RRULE|RDATE)[;:]/.test(line));
      writeLive(writer, entry, { uid, start: entry.start, lines: entry.lines, recurs });
      for (const exception of entry.exceptions) writeLive(writer, exception, { uid, lines: [exception.recurrenceId] });
    } else if ('event' in entry) writeLive(writer, entry);
    else writeWithdrawn(writer, entry);
  }
  const calendar = new Lines();
  calendar.add('BEGIN:VCALENDAR');
  calendar.add('VERSION:2.0');
  calendar.add(`PRODID:-//Calendar Events API//calendar/events/v1//${header.lang.toUpperCase()}`);
  calendar.add('CALSCALE:GREGORIAN');
  calendar.add('METHOD:PUBLISH');
  // The name is escaped by its caller (`CalendarHeader`).
  calendar.add(`NAME:${header.name}`);
  calendar.add(`X-WR-CALNAME:${header.name}`);
  calendar.add(`REFRESH-INTERVAL;VALUE=DURATION:${TTL}`);
  calendar.add(`X-PUBLISHED-TTL:${TTL}`);
  if (parseOffsetZone(header.siteZone) === null) calendar.add(`X-WR-TIMEZONE:${escapeText(header.siteZone)}`);
  const blocks = [...writer.zones].map((zone) => clockOf(writer, zone, []).text).join('');
  return `${calendar.text}${blocks}${writer.out.text}END:VCALENDAR\r\n`;
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

/**
 * The `TZID` an event's dates are written with, or null for UTC. An event whose start or end falls in the hour its
 * zone repeats when the clocks go back is written in UTC: RFC 5545 (3.3.5) reads a repeated local time as its first
 * instant, as the JSON does, but ical.js (and so readers built on it) as its second, an hour later; in UTC every
 * reader agrees with the JSON's instant. A series' master keeps its zone, in which its recurrence is computed (its
 * dates at a repeated time are given in UTC: docs/recurrence.md, "Feeds").
 */
function tzidOf(
  writer: Writer,
  dates: { allDay: boolean; zone: string; startUtc: string; endUtc: string },
  recurs = false,
) {
  if (!zoned(dates.allDay, dates.zone)) return null;
  const start = wallMs(dates.startUtc);
  const end = wallMs(dates.endUtc);
  const clock = clockOf(writer, dates.zone, [start, end]);
  if (!recurs && (clock.repeated(start) || clock.repeated(end))) return null;
  writer.zones.add(dates.zone);
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

/** `DTSTART` and `DTEND` (all-day: the days, the end exclusive), with `TZID` when `clock` is given, else in UTC. */
function writeDates(
  out: Lines,
  dates: { allDay: boolean; zone: string; startLocal: string; endLocal: string; startUtc: string; endUtc: string },
  clock: ZoneClock | null,
): void {
  if (dates.allDay) {
    out.add(`DTSTART;VALUE=DATE:${dateValue(dates.startLocal)}`);
    out.add(`DTEND;VALUE=DATE:${dateValue(dates.endLocal, 1)}`);
    out.add('X-MICROSOFT-CDO-ALLDAYEVENT:TRUE');
    out.add('X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE');
    return;
  }
  const value = (utc: string) => {
    if (!clock) return `:${utcValue(utc)}`;
    const ms = wallMs(utc);
    return `;TZID=${dates.zone}:${stampOfMs(ms + clock.offset(ms) * 60_000)}`;
  };
  out.add(`DTSTART${value(dates.startUtc)}`);
  out.add(`DTEND${value(dates.endUtc)}`);
}

function writeLive(writer: Writer, { event }: LiveEntry, part?: SeriesPart): void {
  const { out } = writer;
  const start = part?.start ?? {
    local: event.startLocal,
    endLocal: event.endLocal,
    utc: event.startUtc,
    endUtc: event.endUtc,
  };
  const dates = {
    allDay: event.allDay,
    zone: event.zone,
    startLocal: start.local,
    endLocal: start.endLocal,
    startUtc: start.utc,
    endUtc: start.endUtc,
  };
  const clock = tzidOf(writer, dates, part?.recurs);
  out.add('BEGIN:VEVENT');
  out.add(`UID:${part?.uid ?? `event-${event.id}@${writer.host}`}`);
  out.add(`SEQUENCE:${event.sequence}`);
  out.add(`DTSTAMP:${utcValue(event.modifiedUtc)}`);
  writeDates(out, dates, clock);
  // Titles are plain text (tags were removed on write): `a<b` is a title, not markup.
  out.add(`SUMMARY:${escapeText(event.title)}`);
  if (event.location) out.add(`LOCATION:${event.location}`);
  if (event.geo) out.add(`GEO:${event.geo}`);
  if (event.description) out.add(`DESCRIPTION:${escapeText(event.description)}`);
  // ORGANIZER may occur once per event (RFC 5545 3.6.1) and its value is a calendar address: the first
  // organizer that has an email. Every organizer, in the event's order, is also a CONTACT (repeatable text).
  if (event.organizer) out.add(`ORGANIZER${event.organizer}`);
  if (event.categories) out.add(`CATEGORIES:${event.categories}`);
  if (event.url) out.add(`URL;VALUE=URI:${escapeText(event.url)}`);
  if (event.image) out.add(`ATTACH:${escapeText(event.image)}`);
  out.add('STATUS:CONFIRMED');
  for (const contact of event.contacts) out.add(`CONTACT:${contact}`);
  for (const line of part?.lines ?? []) out.add(line);
  out.add(`CREATED:${utcValue(event.createdUtc)}`);
  out.add(`LAST-MODIFIED:${utcValue(event.modifiedUtc)}`);
  out.add('CLASS:PUBLIC');
  out.add('END:VEVENT');
}

/** A cancellation: only what identifies the event and what was public when it was last published. */
function writeWithdrawn(writer: Writer, entry: WithdrawnEntry): void {
  const { out } = writer;
  const dates = { ...entry, zone: entry.timezone };
  const clock = tzidOf(writer, dates);
  out.add('BEGIN:VEVENT');
  out.add(`UID:event-${entry.id}@${writer.host}`);
  out.add(`SEQUENCE:${entry.sequence}`);
  out.add(`DTSTAMP:${utcValue(entry.unpublishedUtc)}`);
  writeDates(out, dates, clock);
  out.add(`SUMMARY:${escapeText(entry.title)}`);
  out.add('STATUS:CANCELLED');
  out.add('CLASS:PUBLIC');
  out.add('END:VEVENT');
}
