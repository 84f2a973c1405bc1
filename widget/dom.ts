/**
 * DOM and date helpers of the widget: elements built with `createElement`/`textContent` only (no `innerHTML`, so
 * nothing is parsed as HTML), and the wall times of an event in the zone the widget shows it in.
 */

/** A DOM element with attributes and children (text or elements). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The fields of a wire event the widget reads (docs/api.md, the `Event` object). */
export interface WireEvent {
  id: number;
  title: string;
  url: string;
  start_date: string;
  end_date: string;
  utc_start_date: string;
  utc_end_date: string;
  timezone: string;
  timezone_abbr: string;
  all_day: boolean;
  image?: { url: string; width?: number; height?: number } | false;
  venue?: { venue?: string; city?: string } | unknown[];
  categories?: { name: string; slug: string }[];
  /** A date of a series: its series' lines, and its original start (docs/recurrence.md); null on single events. */
  recurrence?: string[] | null;
  occurrence_start?: string | null;
}

export const wallMs = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`);
const pad = (n: number) => String(n).padStart(2, '0');

function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The viewer's offset (minutes east of UTC) at an instant. */
const viewerOffset = (ms: number) => -new Date(ms).getTimezoneOffset();

/** A wall time as shown, and its `<time datetime>`: the ISO 8601 instant with the offset of the zone shown. */
export interface Shown {
  wall: string;
  iso: string;
}

/**
 * A wall time of the event in the zone the widget shows: the event's own (its local wall time as is, which holds
 * for fixed offsets such as `UTC+2` too), or the viewer's.
 */
export function shownAt(local: string, utc: string, viewer: boolean): Shown {
  if (!viewer)
    return { wall: local, iso: `${local.replace(' ', 'T')}${offsetText((wallMs(local) - wallMs(utc)) / 60000)}` };
  const ms = wallMs(utc);
  const offset = viewerOffset(ms);
  const wall = new Date(ms + offset * 60000).toISOString().slice(0, 19).replace('T', ' ');
  return { wall, iso: `${wall.replace(' ', 'T')}${offsetText(offset)}` };
}

/** Today in the viewer's zone, `YYYY-MM-DD`. */
export function viewerToday(): string {
  const now = Date.now();
  return new Date(now + viewerOffset(now) * 60000).toISOString().slice(0, 10);
}

/**
 * The event's zone abbreviation when the event's own zone is shown and the viewer's clock reads another offset
 * at its start (a visitor in the same zone needs no label), else empty.
 */
export function zoneLabel(event: WireEvent, viewer: boolean): string {
  if (viewer) return '';
  const ms = wallMs(event.utc_start_date);
  return Math.round((wallMs(event.start_date) - ms) / 60000) === viewerOffset(ms) ? '' : event.timezone_abbr;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A shown wall time (or day `YYYY-MM-DD`) formatted in `lang`. */
export function fmt(lang: string, wall: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${lang}${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(wallMs(wall.length === 10 ? `${wall} 00:00:00` : wall));
}

/** Upper-cases the first letter (Catalan and Spanish month and weekday names are lower-case), for headings. */
export const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export const DAY_HEADING: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
export const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };
