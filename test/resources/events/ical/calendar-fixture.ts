import type {
  CalendarHeader,
  LiveEntry,
  SeriesEntry,
  WithdrawnEntry,
} from '../../../../src/resources/events/ical/ical.calendar';
import type { FeedEvent } from '../../../../src/resources/events/ical/ical.events';

/**
 * A varied calendar for the serializer's golden file (calendar.test.ts): zones with and without DST, a half-hour
 * zone, a fixed offset, UTC, all-day days, the hour repeated when the clocks go back, the day they go forward, long
 * multi-byte texts, links, cancellations and a series with an exception. Fixed instants: the same text on any day.
 */

const HOST = 'agenda.example.org';

function event(id: number, fields: Partial<FeedEvent> & Pick<FeedEvent, 'startUtc' | 'endUtc'>): FeedEvent {
  return {
    id,
    sequence: id % 3,
    createdUtc: '2026-11-02 08:15:00',
    modifiedUtc: '2026-12-01 17:45:30',
    allDay: false,
    zone: 'Europe/Madrid',
    startLocal: '',
    endLocal: '',
    title: `Event ${id}`,
    description: '',
    url: `https://${HOST}/ca/esdeveniment/event-${id}/`,
    image: null,
    contacts: [],
    categories: null,
    ...fields,
  };
}

const live = (e: FeedEvent): LiveEntry => ({ event: e });

/** The header of the fixture's calendar. */
export const HEADER: CalendarHeader = {
  lang: 'ca',
  name: 'Agenda\\, la ciutat',
  host: HOST,
  siteZone: 'Europe/Madrid',
};

/** A header whose site zone is a fixed offset (no `X-WR-TIMEZONE`). */
export const OFFSET_HEADER: CalendarHeader = { lang: 'es', name: 'Agenda', host: HOST, siteZone: 'UTC+2' };

const longText = `Concert de la banda municipal: ${'música, dansa; i més — 🎷 '.repeat(6)}fi`;

/** Published events. */
export const LIVE: LiveEntry[] = [
  live(
    event(11, {
      startUtc: '2027-01-15 18:00:00',
      endUtc: '2027-01-15 20:30:00',
      startLocal: '2027-01-15 19:00:00',
      endLocal: '2027-01-15 21:30:00',
      title: longText,
      description: 'Primera línia, amb coma; i punt i coma\nSegona línia \\ barra\n\n- Entrada lliure',
      location: 'Plaça Major\\, 1\\, Vic',
      geo: '41.9301;2.2549',
      organizer: ';CN="Ajuntament ^\'Vic^\'":mailto:agenda@vic.example',
      contacts: ['Ajuntament\\, Vic\\, agenda@vic.example', 'Casal\\, 93 000 00 00'],
      categories: 'Concerts,Música\\, dansa',
      image: `https://${HOST}/media/${'cartell-'.repeat(12)}.jpg`,
    }),
  ),
  // The day Madrid's clocks go forward, across the change.
  live(
    event(12, {
      startUtc: '2027-03-28 00:30:00',
      endUtc: '2027-03-28 02:30:00',
      startLocal: '2027-03-28 01:30:00',
      endLocal: '2027-03-28 04:30:00',
    }),
  ),
  // In the hour Madrid repeats when the clocks go back: written in UTC.
  live(
    event(13, {
      startUtc: '2027-10-31 00:30:00',
      endUtc: '2027-10-31 01:15:00',
      startLocal: '2027-10-31 02:30:00',
      endLocal: '2027-10-31 02:15:00',
    }),
  ),
  // All day, three days.
  live(
    event(14, {
      allDay: true,
      startUtc: '2027-03-31 22:00:00',
      endUtc: '2027-04-03 21:59:59',
      startLocal: '2027-04-01 00:00:00',
      endLocal: '2027-04-03 23:59:59',
      description: 'Fira',
    }),
  ),
  // All day on the last day of the year.
  live(
    event(15, {
      allDay: true,
      zone: 'America/New_York',
      startUtc: '2027-12-31 05:00:00',
      endUtc: '2028-01-01 04:59:59',
      startLocal: '2027-12-31 00:00:00',
      endLocal: '2027-12-31 23:59:59',
    }),
  ),
  live(event(16, { zone: 'UTC', startUtc: '2027-02-01 09:00:00', endUtc: '2027-02-01 10:00:00' })),
  live(event(17, { zone: 'UTC+5:30', startUtc: '2027-02-01 09:00:00', endUtc: '2027-02-01 11:00:00' })),
  // Same start as 16 and 17: ordered by id.
  live(
    event(10, {
      zone: 'Asia/Kolkata',
      startUtc: '2027-02-01 09:00:00',
      endUtc: '2027-02-01 09:45:00',
      title: 'Ioga; sessió "oberta", a\\b',
    }),
  ),
  live(
    event(18, {
      zone: 'America/New_York',
      startUtc: '2027-11-07 05:30:00',
      endUtc: '2027-11-07 07:00:00',
      title: 'Across the change back (New York)',
    }),
  ),
  live(
    event(19, {
      zone: 'Australia/Lord_Howe',
      startUtc: '2027-04-03 14:00:00',
      endUtc: '2027-04-03 16:00:00',
      title: 'Lord Howe: half an hour back',
    }),
  ),
];

/** Events that left `publish`. */
export const WITHDRAWN: WithdrawnEntry[] = [
  {
    id: 21,
    sequence: 4,
    unpublishedUtc: '2026-12-03 10:00:00',
    startUtc: '2027-01-20 17:00:00',
    endUtc: '2027-01-20 18:00:00',
    startLocal: '2027-01-20 18:00:00',
    endLocal: '2027-01-20 19:00:00',
    timezone: 'Europe/Madrid',
    allDay: false,
    title: 'Anul·lat: taller, 2a sessió',
  },
  {
    id: 22,
    sequence: 1,
    unpublishedUtc: '2026-12-04 11:30:00',
    startUtc: '2027-05-01 22:00:00',
    endUtc: '2027-05-02 21:59:59',
    startLocal: '2027-05-02 00:00:00',
    endLocal: '2027-05-02 23:59:59',
    timezone: 'Europe/Madrid',
    allDay: true,
    title: 'Festa',
  },
];

const seriesStart = { local: '2027-03-01 10:00:00', endLocal: '2027-03-01 11:00:00' };

/** A weekly series in Madrid across the change forward, with a moved date. */
export const SERIES: SeriesEntry[] = [
  {
    event: event(30, {
      startUtc: '2027-03-01 09:00:00',
      endUtc: '2027-03-01 10:00:00',
      startLocal: seriesStart.local,
      endLocal: seriesStart.endLocal,
      title: 'Curs setmanal',
      categories: 'Cursos',
    }),
    seriesId: 30,
    start: { ...seriesStart, utc: '2027-03-01 09:00:00', endUtc: '2027-03-01 10:00:00' },
    lines: ['RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=MO', 'EXDATE;TZID=Europe/Madrid:20270315T100000'],
    span: [Date.UTC(2027, 2, 1, 9), Date.UTC(2027, 3, 5, 8)],
    exceptions: [
      {
        event: event(31, {
          startUtc: '2027-03-22 16:00:00',
          endUtc: '2027-03-22 17:00:00',
          startLocal: '2027-03-22 17:00:00',
          endLocal: '2027-03-22 18:00:00',
          title: 'Curs setmanal (a la tarda)',
        }),
        recurrenceId: 'RECURRENCE-ID;TZID=Europe/Madrid:20270322T100000',
      },
    ],
  },
];
