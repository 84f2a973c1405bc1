import { pageTexts } from '../i18n/catalogues/pages';
import type { Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';
import { offsetAt, utcWallToMs } from '../time';
import { coveredDays, type Day } from '../time/calendar-grid';
import { esc } from './pages.markup';
import type { PageEvent, View } from './pages.model';

/** The fields of an event its dates are shown from (a date of a series not saved yet has no others). */
export type EventTimes = Pick<
  PageEvent,
  'start_date' | 'end_date' | 'utc_start_date' | 'utc_end_date' | 'all_day' | 'timezone' | 'timezone_abbr'
>;

/**
 * @module Dates and times of events as the pages show them: in the event's own zone, formatted by `Intl` in the
 * page's language, inside `<time datetime>` (the ISO 8601 instant with that zone's offset), labelled with the
 * zone's abbreviation only when the event's zone is not at the site zone's offset (docs/pages.md).
 */

const wallMs = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`);

const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached `Intl.DateTimeFormat` of wall times (formatted as UTC, so a wall time is shown as it is). */
function format(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' });
    formats.set(key, formatter);
  }
  return formatter;
}

/** Upper-cases the first letter (Catalan and Spanish month and weekday names are lower-case). */
export const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const DAY_STYLES = {
  /** "Sunday, December 27" */
  heading: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "Sunday, December 27, 2026" */
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "Sun, Dec 27" */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "December 27" */
  dayMonth: { day: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A calendar day in words. */
export function formatDay(lang: Lang, day: Day, style: keyof typeof DAY_STYLES): string {
  return format(lang, DAY_STYLES[style]).format(wallMs(`${day} 00:00:00`));
}

/** A month (`YYYY-MM`) in words: "December 2026", "Desembre de 2026". */
export function formatMonth(lang: Lang, month: string): string {
  return capitalize(format(lang, { month: 'long', year: 'numeric' }).format(wallMs(`${month}-01 00:00:00`)));
}

/** The short and long names of a weekday, from one of its days. */
export function weekdayNames(lang: Lang, day: Day): { short: string; long: string } {
  const at = wallMs(`${day} 00:00:00`);
  return {
    short: capitalize(format(lang, { weekday: 'short' }).format(at)),
    long: capitalize(format(lang, { weekday: 'long' }).format(at)),
  };
}

/** The time of a wall date-time: "7:00 PM", "19:00". */
export function formatTime(lang: Lang, wall: string): string {
  return format(lang, { timeStyle: 'short' }).format(wallMs(wall));
}

/** A wall date-time in full ("Sunday, December 27, 2026 at 7:00 PM"), or its date alone. */
export function formatWall(lang: Lang, wall: string, withTime: boolean): string {
  return format(lang, { dateStyle: 'full', ...(withTime ? { timeStyle: 'short' } : {}) }).format(wallMs(wall));
}

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

/** `<time>` of a wall time, its text given. */
export function timeTag(local: string, utc: string, text: string): string {
  return `<time datetime="${esc(isoWithOffset(local, utc))}">${esc(text)}</time>`;
}

/** `<time>` of a calendar day. */
export function dayTag(day: Day, text: string): string {
  return `<time datetime="${esc(day)}">${esc(text)}</time>`;
}

/**
 * The zone label of an event: its abbreviation (`EST`, `UTC+5`), when the event's zone is not at the site zone's
 * offset at its start; empty otherwise (a visitor of the site reads times in the site's zone).
 */
export function zoneLabel(event: EventTimes, siteZone: string): string {
  const utc = utcWallToMs(event.utc_start_date);
  const offset = Math.round((wallMs(event.start_date) - utc) / 60000);
  if (offset === offsetAt(siteZone, utc)) return '';
  return ` <abbr class="tz" title="${esc(event.timezone)}">${esc(event.timezone_abbr)}</abbr>`;
}

/** The days an event covers, from its local wall dates. */
export const eventDays = (event: EventTimes): [Day, Day] => coveredDays(event.start_date, event.end_date);

/**
 * The event's time under a day heading: "7:00 PM – 9:00 PM", "All day", or, across days, both dates with their
 * times ("Sun, Dec 27, 10:00 PM – Mon, Dec 28, 2:00 AM"); with the zone label.
 */
export function timeRange(view: View, event: PageEvent): string {
  const { lang } = view;
  const [first, last] = eventDays(event);
  const allDay = esc(lookup(pageTexts, lang, 'allDay'));
  if (event.all_day) {
    if (first === last) return `<span class="all-day">${allDay}</span>`;
    return `${dayTag(first, formatDay(lang, first, 'short'))} – ${dayTag(last, formatDay(lang, last, 'short'))} · ${allDay}`;
  }
  const start = event.start_date;
  const end = event.end_date;
  if (first === last) {
    return `${timeTag(start, event.utc_start_date, formatTime(lang, start))} – ${timeTag(end, event.utc_end_date, formatTime(lang, end))}${zoneLabel(event, view.siteZone)}`;
  }
  const both = (wall: string, utc: string) =>
    timeTag(wall, utc, `${formatDay(lang, wall.slice(0, 10), 'short')}, ${formatTime(lang, wall)}`);
  return `${both(start, event.utc_start_date)} – ${both(end, event.utc_end_date)}${zoneLabel(event, view.siteZone)}`;
}

/** The event's dates on its own page, in full, in its own zone. */
export function eventWhen(view: View, event: EventTimes): string {
  const { lang } = view;
  const [first, last] = eventDays(event);
  const start = timeTag(event.start_date, event.utc_start_date, formatWall(lang, event.start_date, !event.all_day));
  const endText = event.all_day
    ? first === last
      ? ''
      : formatWall(lang, `${last} 00:00:00`, false)
    : first === last
      ? formatTime(lang, event.end_date)
      : formatWall(lang, event.end_date, true);
  const end = endText ? ` – ${timeTag(event.end_date, event.utc_end_date, endText)}` : '';
  const allDay = event.all_day ? ` (${esc(lookup(pageTexts, lang, 'allDay'))})` : '';
  return `${start}${end}${allDay}${zoneLabel(event, view.siteZone)}`;
}
