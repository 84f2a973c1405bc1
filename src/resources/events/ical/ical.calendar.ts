import ical, { ICalCalendarMethod, ICalEventClass, ICalEventStatus } from 'ical-generator';
import type { Lang } from '../../../i18n/languages';
import { htmlToText } from '../../../text';
import { calendarDay, parseOffsetZone, utcInstant, utcWallToMs } from '../../../time';
import type { EventWire } from '../wire/wire.schema';
import { inRepeatedHour, vtimezone } from './ical.vtimezone';

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

/** Folds a content line at 75 octets (RFC 5545 3.1; recurrence lines are ASCII). */
function fold(line: string): string {
  const parts = [line.slice(0, 75)];
  for (let i = 75; i < line.length; i += 74) parts.push(` ${line.slice(i, i + 74)}`);
  return parts.join('\r\n');
}

/** The placeholder line ical-generator writes where a component's recurrence lines go (it cannot write them). */
const MARK = 'X-CALENDAR-LINES';

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
    .map((entry) => ({ entry, dates: datesOf(entry) }))
    .sort((a, b) => utcWallToMs(a.dates.startUtc) - utcWallToMs(b.dates.startUtc) || a.dates.id - b.dates.id);
  // The starts and ends of each IANA zone's events, which its VTIMEZONE covers (a series: the span of its dates).
  const instants = new Map<string, number[]>();
  for (const { entry, dates } of entries) {
    if (!zoned(dates.allDay, dates.zone)) continue;
    const list = instants.get(dates.zone) ?? [];
    list.push(utcWallToMs(dates.startUtc), utcWallToMs(dates.endUtc), ...(isSeries(entry) ? entry.span : []));
    for (const exception of isSeries(entry) ? entry.exceptions : []) {
      list.push(utcWallToMs(exception.event.utc_start_date), utcWallToMs(exception.event.utc_end_date));
    }
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
  const lines: string[][] = [];
  const mark = (component: string[]) => {
    lines.push(component);
    return String(lines.length - 1);
  };
  for (const { entry } of entries) {
    if (isSeries(entry)) {
      const uid = `event-${entry.seriesId}@${header.host}`;
      const recurs = entry.lines.some((line) => /^(RRULE|RDATE)[;:]/.test(line));
      writeLive(calendar, header.host, entry, { uid, start: entry.start, mark: mark(entry.lines), recurs });
      for (const exception of entry.exceptions) {
        writeLive(calendar, header.host, exception, { uid, mark: mark([exception.recurrenceId]) });
      }
    } else if ('event' in entry) writeLive(calendar, header.host, entry);
    else writeWithdrawn(calendar, header.host, entry);
  }
  // Each placeholder becomes its component's lines, folded as the generator folds the others.
  const body = calendar
    .toString()
    .replace(new RegExp(`${MARK}:(\\d+)\r\n`, 'g'), (_, index: string) =>
      (lines[Number(index)] ?? []).map((line) => `${fold(line)}\r\n`).join(''),
    );
  // RFC 5545 ends every content line with CRLF, the last one too; the generator leaves the last one bare.
  return propertiesFirst(body.endsWith('\r\n') ? body : `${body}\r\n`);
}

/**
 * RFC 5545 3.4 (`icalbody = calprops component`): a calendar's properties precede its components. ical-generator
 * writes `REFRESH-INTERVAL` and `X-PUBLISHED-TTL` after the `VTIMEZONE`s and `X-WR-TIMEZONE` after the events; they
 * are moved, in their order, before the first component. A content line that starts a line (folds start with a
 * space) and reads `BEGIN:`/`END:` is a component's bound: text values cannot break a line.
 */
function propertiesFirst(body: string): string {
  const lines = body.slice(0, -2).split(/\r\n(?![ \t])/);
  const [begin, ...inner] = lines;
  const end = inner.pop();
  const properties: string[] = [];
  const components: string[] = [];
  let depth = 0;
  for (const line of inner) {
    if (line.startsWith('BEGIN:')) depth++;
    (depth === 0 ? properties : components).push(line);
    if (line.startsWith('END:')) depth--;
  }
  return `${[begin, ...properties, ...components, end].join('\r\n')}\r\n`;
}

type Calendar = ReturnType<typeof ical>;

/** How a series' component is written: its UID, its own dates (a master's `DTSTART`), its placeholder line. */
interface SeriesPart {
  uid: string;
  start?: SeriesEntry['start'];
  mark: string;
  /** A master with a rule or extra dates: expanded in its zone. */
  recurs?: boolean;
}

function writeLive(calendar: Calendar, host: string, { event, sequence }: LiveEntry, part?: SeriesPart): void {
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
  const item = calendar.createEvent({
    id: part?.uid ?? `event-${event.id}@${host}`,
    sequence,
    stamp: utcInstant(event.modified_utc),
    created: utcInstant(event.date_utc),
    lastModified: utcInstant(event.modified_utc),
    allDay,
    start: allDay ? calendarDay(start.local) : utcInstant(start.utc),
    end: allDay ? calendarDay(start.endLocal, 1) : utcInstant(start.endUtc),
    timezone: tzid,
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
  const x = contacts.map((text): [string, string] => ['CONTACT', text]);
  if (part) x.push([MARK, part.mark]);
  if (x.length > 0) item.x(x);
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
    timezone:
      zoned(entry.allDay, entry.timezone) && !inRepeatedHour(entry.timezone, entry.startUtc, entry.endUtc)
        ? entry.timezone
        : null,
    summary: entry.title,
    status: ICalEventStatus.CANCELLED,
    class: ICalEventClass.PUBLIC,
  });
}
