import type { Lang } from '../../../i18n/languages';
import { htmlToText } from '../../../text';
import { parseOffsetZone, utcWallToMs } from '../../../time';
import type { EventWire } from '../wire/wire.schema';
import { dateValue, escapeText, fold, paramText, utcValue, zonedValue } from './ical.lines';
import { inRepeatedHour, vtimezone } from './ical.vtimezone';

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

/** A published event of the feed, as the JSON API shows it to anonymous readers, with its SEQUENCE. */
export interface LiveEntry {
  event: EventWire;
  sequence: number;
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
 * A series (docs/recurrence.md, "Feeds"): its record as the JSON API shows it, its own `DTSTART`/`DTEND` (the record
 * shows its first remaining date), its recurrence lines in `DTSTART` form, the span its dates cover (for its
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

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** `LOCATION` text: venue name and address parts, comma-separated. */
function locationOf(venue: Record<string, unknown>): string | undefined {
  const parts = ['venue', 'address', 'city', 'stateprovince', 'zip', 'country']
    .map((key) => textOf(venue[key]))
    .filter((v): v is string => v !== undefined);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** `CONTACT` text of an organizer: name, email, phone and website, comma-separated (RFC 5545 3.8.4.2). */
function contactOf(organizer: Record<string, unknown>): string {
  return ['organizer', 'email', 'phone', 'website']
    .map((key) => textOf(organizer[key]))
    .filter((v): v is string => v !== undefined)
    .join(', ');
}

type Entry = LiveEntry | WithdrawnEntry | SeriesEntry;

/** Whether an entry is a series' master. */
const isSeries = (entry: Entry): entry is SeriesEntry => 'lines' in entry;

/** The dates of an entry, whichever kind, for ordering and for its zone's VTIMEZONE. */
function datesOf(entry: Entry) {
  if (isSeries(entry)) {
    const { event, start } = entry;
    return {
      id: event.id,
      startUtc: start.utc,
      endUtc: start.endUtc,
      zone: event.timezone,
      allDay: event.all_day === true,
    };
  }
  if ('event' in entry) {
    const { event } = entry;
    return {
      id: event.id,
      startUtc: event.utc_start_date,
      endUtc: event.utc_end_date,
      zone: event.timezone,
      allDay: event.all_day === true,
    };
  }
  return { id: entry.id, startUtc: entry.startUtc, endUtc: entry.endUtc, zone: entry.timezone, allDay: entry.allDay };
}

/** The content lines of a calendar, each folded as it is added. */
class Lines {
  readonly lines: string[] = [];
  add(line: string): void {
    this.lines.push(fold(line));
  }
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
      return { entry, dates, startMs: utcWallToMs(dates.startUtc) };
    })
    .sort((a, b) => a.startMs - b.startMs || a.dates.id - b.dates.id);
  // The starts and ends of each IANA zone's events, which its VTIMEZONE covers (a series: the span of its dates).
  const instants = new Map<string, number[]>();
  for (const { entry, dates, startMs } of entries) {
    if (!zoned(dates.allDay, dates.zone)) continue;
    const list = instants.get(dates.zone) ?? [];
    list.push(startMs, utcWallToMs(dates.endUtc), ...(isSeries(entry) ? entry.span : []));
    for (const exception of isSeries(entry) ? entry.exceptions : []) {
      list.push(utcWallToMs(exception.event.utc_start_date), utcWallToMs(exception.event.utc_end_date));
    }
    instants.set(dates.zone, list);
  }
  const events = new Lines();
  // The zones written with `TZID`, in the order of their first event: one VTIMEZONE each.
  const zones = new Set<string>();
  for (const { entry } of entries) {
    if (isSeries(entry)) {
      const uid = `event-${entry.seriesId}@${header.host}`;
      const recurs = entry.lines.some((line) => /^(RRULE|RDATE)[;:]/.test(line));
      writeLive(events, zones, header.host, entry, { uid, start: entry.start, lines: entry.lines, recurs });
      for (const exception of entry.exceptions) {
        writeLive(events, zones, header.host, exception, { uid, lines: [exception.recurrenceId] });
      }
    } else if ('event' in entry) writeLive(events, zones, header.host, entry);
    else writeWithdrawn(events, zones, header.host, entry);
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
  const blocks = [...zones].map((zone) => vtimezone(zone, instants.get(zone) ?? []));
  return `${[...calendar.lines, ...blocks.map((block) => block.slice(0, -2)), ...events.lines, 'END:VCALENDAR'].join('\r\n')}\r\n`;
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

/** `DTSTART` and `DTEND` (all-day: the days, the end exclusive), with `TZID` when `tzid` is given, else in UTC. */
function writeDates(
  out: Lines,
  dates: { allDay: boolean; startLocal: string; endLocal: string; startUtc: string; endUtc: string },
  tzid: string | null,
): void {
  if (dates.allDay) {
    out.add(`DTSTART;VALUE=DATE:${dateValue(dates.startLocal)}`);
    out.add(`DTEND;VALUE=DATE:${dateValue(dates.endLocal, 1)}`);
    out.add('X-MICROSOFT-CDO-ALLDAYEVENT:TRUE');
    out.add('X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE');
    return;
  }
  const value = (utc: string) => (tzid ? `;TZID=${tzid}:${zonedValue(utc, tzid)}` : `:${utcValue(utc)}`);
  out.add(`DTSTART${value(dates.startUtc)}`);
  out.add(`DTEND${value(dates.endUtc)}`);
}

function writeLive(
  out: Lines,
  zones: Set<string>,
  host: string,
  { event, sequence }: LiveEntry,
  part?: SeriesPart,
): void {
  // Feeds show unprotected events only, so their flags are never redacted to null.
  const allDay = event.all_day === true;
  const venue = Array.isArray(event.venue) ? undefined : event.venue;
  const lat = venue?.geo_lat;
  const lng = venue?.geo_lng;
  const start = part?.start ?? {
    local: event.start_date,
    endLocal: event.end_date,
    utc: event.utc_start_date,
    endUtc: event.utc_end_date,
  };
  const zone = event.timezone;
  // An event in the hour repeated when the clocks go back is written in UTC (`inRepeatedHour`): RFC 5545 reads such
  // a local time as its earlier instant, ical.js as its later one. A series' master keeps its zone, in which its
  // recurrence is computed (its dates at a repeated time are given in UTC: docs/recurrence.md, "Feeds").
  const tzid = zoned(allDay, zone) && (part?.recurs || !inRepeatedHour(zone, start.utc, start.endUtc)) ? zone : null;
  if (tzid) zones.add(tzid);
  out.add('BEGIN:VEVENT');
  out.add(`UID:${part?.uid ?? `event-${event.id}@${host}`}`);
  out.add(`SEQUENCE:${sequence}`);
  out.add(`DTSTAMP:${utcValue(event.modified_utc)}`);
  writeDates(
    out,
    { allDay, startLocal: start.local, endLocal: start.endLocal, startUtc: start.utc, endUtc: start.endUtc },
    tzid,
  );
  // Titles are plain text (tags were removed on write): `a<b` is a title, not markup.
  out.add(`SUMMARY:${escapeText(event.title)}`);
  const location = venue ? locationOf(venue) : undefined;
  if (location) out.add(`LOCATION:${escapeText(location)}`);
  if (typeof lat === 'number' && typeof lng === 'number') out.add(`GEO:${lat};${lng}`);
  const description = htmlToText(event.description, { lines: true });
  if (description) out.add(`DESCRIPTION:${escapeText(description)}`);
  // ORGANIZER may occur once per event (RFC 5545 3.6.1) and its value is a calendar address: the first
  // organizer that has an email. Every organizer, in the event's order, is also a CONTACT (repeatable text).
  const withEmail = event.organizer.find((o) => textOf(o.email) !== undefined);
  if (withEmail) {
    const email = String(withEmail.email);
    out.add(`ORGANIZER;CN="${paramText(textOf(withEmail.organizer) ?? email)}":mailto:${escapeText(email)}`);
  }
  if (event.categories.length > 0) {
    out.add(`CATEGORIES:${event.categories.map((term) => escapeText(term.name)).join(',')}`);
  }
  if (event.url) out.add(`URL;VALUE=URI:${escapeText(event.url)}`);
  if (event.image && typeof event.image === 'object' && typeof event.image.url === 'string') {
    out.add(`ATTACH:${escapeText(event.image.url)}`);
  }
  out.add('STATUS:CONFIRMED');
  for (const contact of event.organizer.map(contactOf)) if (contact !== '') out.add(`CONTACT:${escapeText(contact)}`);
  for (const line of part?.lines ?? []) out.add(line);
  out.add(`CREATED:${utcValue(event.date_utc)}`);
  out.add(`LAST-MODIFIED:${utcValue(event.modified_utc)}`);
  out.add('CLASS:PUBLIC');
  out.add('END:VEVENT');
}

/** A cancellation: only what identifies the event and what was public when it was last published. */
function writeWithdrawn(out: Lines, zones: Set<string>, host: string, entry: WithdrawnEntry): void {
  const tzid =
    zoned(entry.allDay, entry.timezone) && !inRepeatedHour(entry.timezone, entry.startUtc, entry.endUtc)
      ? entry.timezone
      : null;
  if (tzid) zones.add(tzid);
  out.add('BEGIN:VEVENT');
  out.add(`UID:event-${entry.id}@${host}`);
  out.add(`SEQUENCE:${entry.sequence}`);
  out.add(`DTSTAMP:${utcValue(entry.unpublishedUtc)}`);
  writeDates(out, entry, tzid);
  out.add(`SUMMARY:${escapeText(entry.title)}`);
  out.add('STATUS:CANCELLED');
  out.add('CLASS:PUBLIC');
  out.add('END:VEVENT');
}
