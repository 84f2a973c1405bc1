import type { Lang } from '../../../i18n/languages';

/**
 * @module Dates as the content screens show them: wall times in the item's own zone (formatted as UTC, so a wall
 * time is shown as it is), compact, in the page's language; and the conversions between the API's wall times
 * (`YYYY-MM-DD HH:MM:SS`) and the values of `datetime-local` and `date` inputs.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: Lang, options: Intl.DateTimeFormatOptions, zone = 'UTC'): Intl.DateTimeFormat {
  const key = `${lang}|${zone}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { ...options, timeZone: zone });
    formats.set(key, formatter);
  }
  return formatter;
}

const wallMs = (wall: string) => Date.parse(`${wall.slice(0, 19).replace(' ', 'T')}Z`);
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** "Sat, 12 Jun 2027, 19:00 – 21:00", "12 Jun – 14 Jun 2027" (all day), across days both dates and times. */
export function whenText(lang: Lang, start: string, end: string, allDay: boolean): string {
  if (!start) return '';
  const sameDay = start.slice(0, 10) === end.slice(0, 10);
  const day = (wall: string) => format(lang, DAY).format(wallMs(wall));
  const time = (wall: string) => format(lang, TIME).format(wallMs(wall));
  if (allDay) return sameDay || !end ? day(start) : `${day(start)} – ${day(end)}`;
  if (!end) return `${day(start)}, ${time(start)}`;
  if (sameDay) return `${day(start)}, ${time(start)} – ${time(end)}`;
  return `${day(start)}, ${time(start)} – ${day(end)}, ${time(end)}`;
}

/** An instant (`YYYY-MM-DD HH:MM:SS` in UTC) as a date and time in `zone`: "12 Jun 2027, 10:03". */
export function instantText(lang: Lang, utcWall: string, zone: string): string {
  return format(lang, { dateStyle: 'medium', timeStyle: 'short' }, zone).format(wallMs(utcWall));
}

/** The value of a `datetime-local` input (`2027-06-12T19:00`) of a wall time, or of a `date` input. */
export function inputValue(wall: string, dateOnly: boolean): string {
  if (!wall) return '';
  return dateOnly ? wall.slice(0, 10) : wall.slice(0, 16).replace(' ', 'T');
}
