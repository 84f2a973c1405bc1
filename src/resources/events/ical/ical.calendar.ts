import ical, { ICalCalendarMethod, ICalEventClass, ICalEventStatus } from 'ical-generator';
import type { Lang } from '../../../i18n/languages';
import { htmlToText } from '../../../text';
import { calendarDay, parseOffsetZone, utcInstant, utcWallToMs } from '../../../time';
import type { EventWire } from '../events.wire';
import { vtimezone } from './ical.vtimezone';

/**
 * The iCalendar serializer of the feeds (docs/ical.md): live events from their wire objects, withdrawn events from
 * their last published copy, written by `ical-generator` (line folding, escaping, CRLF) with one `VTIMEZONE` per
 * IANA zone the events use.
 */

/** Refresh hint of feeds (`REFRESH-INTERVAL`, `X-PUBLISHED-TTL`). */
const TTL_SECONDS = 3600;

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

/** The dates of an entry, whichever kind, for ordering and for its zone's VTIMEZONE. */
function datesOf(entry: LiveEntry | WithdrawnEntry) {
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

/** The calendar of `live` and `withdrawn` entries, in start order, as RFC 5545 text (the last CRLF included). */
export function buildCalendar(header: CalendarHeader, live: LiveEntry[], withdrawn: WithdrawnEntry[]): string {
  const entries = [...live, ...withdrawn]
    .map((entry) => ({ entry, dates: datesOf(entry) }))
    .sort((a, b) => utcWallToMs(a.dates.startUtc) - utcWallToMs(b.dates.startUtc) || a.dates.id - b.dates.id);
  // The starts and ends of each IANA zone's events, which its VTIMEZONE covers.
  const instants = new Map<string, number[]>();
  for (const { dates } of entries) {
    if (!zoned(dates.allDay, dates.zone)) continue;
    const list = instants.get(dates.zone) ?? [];
    list.push(utcWallToMs(dates.startUtc), utcWallToMs(dates.endUtc));
    instants.set(dates.zone, list);
  }
  const calendar = ical({
    prodId: `//Calendar Events API//calendar/events/v1//${header.lang.toUpperCase()}`,
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    name: header.name,
    ttl: TTL_SECONDS,
    // No calendar zone name: DTSTAMP and fixed-offset events are then written in UTC with `Z`; the
    // generator writes one VTIMEZONE per zone the events use.
    timezone: {
      name: '',
      generator: (zone: string) => {
        const list = instants.get(zone);
        return list ? vtimezone(zone, list) : null;
      },
    },
    x: parseOffsetZone(header.siteZone) === null ? [['X-WR-TIMEZONE', header.siteZone]] : [],
  });
  for (const { entry } of entries) {
    if ('event' in entry) writeLive(calendar, header.host, entry);
    else writeWithdrawn(calendar, header.host, entry);
  }
  const body = calendar.toString();
  // RFC 5545 ends every content line with CRLF, the last one too; the generator leaves the last one bare.
  return body.endsWith('\r\n') ? body : `${body}\r\n`;
}

type Calendar = ReturnType<typeof ical>;

function writeLive(calendar: Calendar, host: string, { event, sequence }: LiveEntry): void {
  // Feeds show unprotected events only, so their flags are never redacted to null.
  const allDay = event.all_day === true;
  const venue = Array.isArray(event.venue) ? undefined : event.venue;
  const lat = venue?.geo_lat;
  const lng = venue?.geo_lng;
  const item = calendar.createEvent({
    id: `event-${event.id}@${host}`,
    sequence,
    stamp: utcInstant(event.modified_utc),
    created: utcInstant(event.date_utc),
    lastModified: utcInstant(event.modified_utc),
    allDay,
    start: allDay ? calendarDay(event.start_date) : utcInstant(event.utc_start_date),
    end: allDay ? calendarDay(event.end_date, 1) : utcInstant(event.utc_end_date),
    timezone: zoned(allDay, event.timezone) ? event.timezone : null,
    // Titles are plain text (tags were removed on write): `a<b` is a title, not markup.
    summary: event.title,
    description: htmlToText(event.description, { lines: true }) || null,
    url: event.url,
    location: venue ? locationOf(venue) : null,
    categories: event.categories.map((term) => ({ name: term.name })),
    status: ICalEventStatus.CONFIRMED,
    class: ICalEventClass.PUBLIC,
  });
  if (typeof lat === 'number' && typeof lng === 'number')
    item.location({ title: locationOf(venue!) ?? '', geo: { lat, lon: lng } });
  // ORGANIZER may occur once per event (RFC 5545 3.6.1) and its value is a calendar address: the first
  // organizer that has an email. Every organizer, in the event's order, is also a CONTACT (repeatable text).
  const withEmail = event.organizer.find((o) => textOf(o.email) !== undefined);
  if (withEmail)
    item.organizer({ name: textOf(withEmail.organizer) ?? String(withEmail.email), email: String(withEmail.email) });
  const contacts = event.organizer.map(contactOf).filter((text) => text !== '');
  // ical-generator checks the `X-` prefix of keys given as objects only; tuples are written as `KEY:value` with
  // the library's text escaping and folding, which is what CONTACT needs.
  if (contacts.length > 0) item.x(contacts.map((text): [string, string] => ['CONTACT', text]));
  if (event.image && typeof event.image === 'object' && typeof event.image.url === 'string') {
    item.createAttachment(event.image.url);
  }
}

/** A cancellation: only what identifies the event and what was public when it was last published. */
function writeWithdrawn(calendar: Calendar, host: string, entry: WithdrawnEntry): void {
  calendar.createEvent({
    id: `event-${entry.id}@${host}`,
    sequence: entry.sequence,
    stamp: utcInstant(entry.unpublishedUtc),
    allDay: entry.allDay,
    start: entry.allDay ? calendarDay(entry.startLocal) : utcInstant(entry.startUtc),
    end: entry.allDay ? calendarDay(entry.endLocal, 1) : utcInstant(entry.endUtc),
    timezone: zoned(entry.allDay, entry.timezone) ? entry.timezone : null,
    summary: entry.title,
    status: ICalEventStatus.CANCELLED,
    class: ICalEventClass.PUBLIC,
  });
}
