import { pageTexts } from '../i18n/catalogues/pages';
import type { Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';
import { esc } from './pages.markup';

/** The fields of a wire event (src/resources/events/events.mapper.ts) that the pages show. */
export interface PageEvent {
  id: number;
  title: string;
  url: string;
  description?: string;
  excerpt?: string;
  start_date: string;
  end_date: string;
  utc_start_date: string;
  utc_end_date: string;
  timezone: string;
  all_day: boolean;
  cost?: string;
  website?: string;
  image?: { url: string } | false;
  venue?: Record<string, unknown> | unknown[];
  organizer?: Record<string, unknown>[];
  categories?: { name: string; slug: string }[];
  tags?: { name: string; slug: string }[];
  json_ld?: unknown;
  translations?: Partial<Record<Lang, { slug: string }>>;
}

const wallMs = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`);

/**
 * `<time datetime>` value of a local wall time: the ISO 8601 instant with the event zone's offset, computed from
 * the wire's local and UTC walls, so it holds for fixed-offset zones (`UTC+2`) that `Intl` does not know.
 */
export function isoWithOffset(local: string, utc: string): string {
  const minutes = Math.round((wallMs(local) - wallMs(utc)) / 60000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${local.replace(' ', 'T')}${offset}`;
}

/** A local wall time in the page's language (formatted as UTC, so the wall time is shown as is). */
function formatWall(lang: Lang, wall: string, withTime: boolean): string {
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'full',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(new Date(wallMs(wall)));
}

/** The event's dates as `<time>` elements, in its own zone. */
export function eventWhen(lang: Lang, event: PageEvent): string {
  const start = `<time datetime="${esc(isoWithOffset(event.start_date, event.utc_start_date))}">${esc(
    formatWall(lang, event.start_date, !event.all_day),
  )}</time>`;
  const sameDay = event.start_date.slice(0, 10) === event.end_date.slice(0, 10);
  const endText =
    event.all_day && sameDay
      ? ''
      : sameDay
        ? new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone: 'UTC' }).format(
            new Date(wallMs(event.end_date)),
          )
        : formatWall(lang, event.end_date, !event.all_day);
  const end = endText
    ? ` – <time datetime="${esc(isoWithOffset(event.end_date, event.utc_end_date))}">${esc(endText)}</time>`
    : '';
  const allDay = event.all_day ? ` (${esc(lookup(pageTexts, lang, 'allDay'))})` : '';
  return `${start}${end}${allDay} <span class="tz">${esc(event.timezone)}</span>`;
}

export function venueOf(event: PageEvent): Record<string, unknown> | undefined {
  return event.venue && !Array.isArray(event.venue) && typeof event.venue === 'object' ? event.venue : undefined;
}

/** The agenda list: one `<li>` per event with a heading linking to the item's page, its dates and venue. */
export function eventList(lang: Lang, events: PageEvent[], heading: 'h2' | 'h3' = 'h2', target = ''): string {
  if (events.length === 0) return `<p class="empty">${esc(lookup(pageTexts, lang, 'empty'))}</p>`;
  const items = events
    .map((event) => {
      const venue = venueOf(event);
      const where = venue ? `<p>${esc(venue.venue)}${venue.city ? `, ${esc(venue.city)}` : ''}</p>` : '';
      return `<li><article><${heading}><a href="${esc(event.url)}"${target ? ` target="${target}"` : ''}>${esc(event.title)}</a></${heading}><p>${eventWhen(
        lang,
        event,
      )}</p>${where}</article></li>`;
    })
    .join('');
  return `<ul class="events" role="list">${items}</ul>`;
}

const compact = (wall: string) => wall.replace(/[-: ]/g, '').slice(0, 15);
const utcStamp = (utc: string) => `${compact(utc).slice(0, 8)}T${compact(utc).slice(8, 14)}Z`;

/** "Add to calendar" links of an event: Google Calendar's and Outlook's compose URLs. */
export function addToCalendarLinks(event: PageEvent, plainDetails: string, location: string) {
  const google = new URL('https://calendar.google.com/calendar/render');
  google.searchParams.set('action', 'TEMPLATE');
  google.searchParams.set('text', event.title);
  google.searchParams.set(
    'dates',
    event.all_day
      ? `${compact(event.start_date).slice(0, 8)}/${nextDay(event.end_date)}`
      : `${utcStamp(event.utc_start_date)}/${utcStamp(event.utc_end_date)}`,
  );
  if (!event.all_day) google.searchParams.set('ctz', /^[A-Za-z]+\//.test(event.timezone) ? event.timezone : 'UTC');
  google.searchParams.set('details', `${plainDetails}\n${event.url}`.trim());
  if (location) google.searchParams.set('location', location);
  const outlook = new URL('https://outlook.live.com/calendar/0/action/compose');
  outlook.searchParams.set('rru', 'addevent');
  outlook.searchParams.set('subject', event.title);
  outlook.searchParams.set('startdt', `${event.utc_start_date.replace(' ', 'T')}Z`);
  outlook.searchParams.set('enddt', `${event.utc_end_date.replace(' ', 'T')}Z`);
  if (event.all_day) outlook.searchParams.set('allday', 'true');
  outlook.searchParams.set('body', `${plainDetails}\n${event.url}`.trim());
  if (location) outlook.searchParams.set('location', location);
  return { google: google.toString(), outlook: outlook.toString() };
}

function nextDay(wall: string): string {
  const date = new Date(wallMs(`${wall.slice(0, 10)} 00:00:00`) + 86_400_000);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/** Text of an HTML fragment, for calendar descriptions (tags dropped, common entities decoded). */
export function plainText(fragment: string | undefined): string {
  return (fragment ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 1000);
}
