import { addDays } from '../../time/calendar-grid';
import type { PageEvent } from '../pages.model';

/**
 * @module "Add to calendar" links of an event page: Google Calendar's and Outlook.com's compose URLs
 * (docs/pages.md, "Add to calendar"). Timed events are given as UTC instants, which every zone reads right
 * (Google is also told the event's IANA zone, to show it there); all-day events as calendar days, the end day
 * exclusive, so no zone can move them to the day before.
 */

const digits = (wall: string) => wall.replace(/[-: ]/g, '');
const utcStamp = (utc: string) => `${digits(utc).slice(0, 8)}T${digits(utc).slice(8, 14)}Z`;
/** The day after the event's last day (exclusive end of an all-day event). */
const dayAfter = (endWall: string) => addDays(endWall.slice(0, 10), 1);

export function addToCalendarLinks(event: PageEvent, plainDetails: string, location: string) {
  const details = `${plainDetails}\n${event.url}`.trim();
  const firstDay = event.start_date.slice(0, 10);
  const google = new URL('https://calendar.google.com/calendar/render');
  google.searchParams.set('action', 'TEMPLATE');
  google.searchParams.set('text', event.title);
  google.searchParams.set(
    'dates',
    event.all_day
      ? `${digits(firstDay)}/${digits(dayAfter(event.end_date))}`
      : `${utcStamp(event.utc_start_date)}/${utcStamp(event.utc_end_date)}`,
  );
  // `ctz` takes IANA names only; a fixed offset (`UTC+2`) is left to the instants.
  if (!event.all_day && /^[A-Za-z_]+\/[A-Za-z_/+-]+$/.test(event.timezone)) {
    google.searchParams.set('ctz', event.timezone);
  }
  google.searchParams.set('details', details);
  if (location) google.searchParams.set('location', location);
  const outlook = new URL('https://outlook.live.com/calendar/0/action/compose');
  outlook.searchParams.set('rru', 'addevent');
  outlook.searchParams.set('subject', event.title);
  if (event.all_day) {
    outlook.searchParams.set('startdt', firstDay);
    outlook.searchParams.set('enddt', dayAfter(event.end_date));
    outlook.searchParams.set('allday', 'true');
  } else {
    outlook.searchParams.set('startdt', `${event.utc_start_date.replace(' ', 'T')}Z`);
    outlook.searchParams.set('enddt', `${event.utc_end_date.replace(' ', 'T')}Z`);
    outlook.searchParams.set('allday', 'false');
  }
  outlook.searchParams.set('body', details);
  if (location) outlook.searchParams.set('location', location);
  return { google: google.toString(), outlook: outlook.toString() };
}
