import type { Lang } from '../i18n/languages';
import { ruleInWords } from '../i18n/rule-in-words';
import type { EventWire } from '../resources/events';

/**
 * @module An event as an ActivityStreams `Event` in the FEP-8a8e shape that Mobilizon, Gancio and Mastodon read
 * (docs/federation.md, "The Event"), built from the event's list shape in one actor's language (falling back as
 * lists do). Plain JSON, not Fedify's vocabulary: its `Place` has no `address`, and the `PostalAddress` is what the
 * event platforms show.
 */

export const PUBLIC = 'https://www.w3.org/ns/activitystreams#Public';

/** The JSON-LD context of every document we send: ActivityStreams, plus the schema.org and Mastodon terms used. */
export const CONTEXT = [
  'https://www.w3.org/ns/activitystreams',
  {
    toot: 'http://joinmastodon.org/ns#',
    schema: 'http://schema.org#',
    Hashtag: 'as:Hashtag',
    discoverable: 'toot:discoverable',
    PostalAddress: 'schema:PostalAddress',
    address: { '@id': 'schema:address', '@type': '@id' },
    streetAddress: 'schema:streetAddress',
    addressLocality: 'schema:addressLocality',
    addressRegion: 'schema:addressRegion',
    postalCode: 'schema:postalCode',
    addressCountry: 'schema:addressCountry',
  },
] as const;

/** Where the Event's references point. */
export interface EventIds {
  /** The object's id (`…/ap/actors/<lang>/events/<id>`). */
  id: string;
  actor: string;
  followers: string;
  /** The public agenda of the actor's language, for the hashtags' links. */
  agenda: string;
}

/** A wall time (`YYYY-MM-DD HH:MM:SS`) with the offset between it and its UTC wall time: ISO 8601. */
export function withOffset(wall: string, utcWall: string): string {
  const minutes = Math.round(
    (Date.parse(`${wall.replace(' ', 'T')}Z`) - Date.parse(`${utcWall.replace(' ', 'T')}Z`)) / 60_000,
  );
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.replace(' ', 'T')}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A UTC wall time as ISO 8601 with `Z`. */
export const utcIso = (utcWall: string) => `${utcWall.replace(' ', 'T')}Z`;

/**
 * A category's or tag's name as a hashtag (letters, digits, `_` and `·` only): its words joined, each after the
 * first capitalized (`Festes populars` → `#FestesPopulars`, `nit` → `#nit`).
 */
export function hashtag(name: string): string {
  const words = name.split(/[^\p{L}\p{N}_·]+/u).filter(Boolean);
  return `#${words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('')}`;
}

/** Media types by an image URL's extension: a Map, since the extension is a writer's (docs/security.md). */
const MEDIA: ReadonlyMap<string, string> = new Map(
  Object.entries({
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    svg: 'image/svg+xml',
  }),
);

/** The content: the sanitized description, and for a series how it repeats (the sentence the pages show). */
function contentOf(event: EventWire, lang: Lang): string {
  const rule =
    event.recurrence && event.recurrence.length > 0
      ? ruleInWords(lang, event.recurrence, event.occurrence_start ?? event.start_date, event.timezone)
      : undefined;
  const repeats = rule ? `<p>${escapeHtml(rule)}</p>` : '';
  return `${event.description}${repeats}`;
}

/** A wall time as a date and time in `lang`'s words (formatted as the wall it is, whatever its zone). */
function wallWords(wall: string, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(new Date(`${wall.replace(' ', 'T')}Z`));
}

/**
 * When and where, in words (`Saturday, 20 June 2031, 21:00–23:00 · Plaça del Rei, Barcelona`): the `summary`,
 * which Mastodon shows with the name where it does not read `startTime` and `location`.
 */
export function summaryOf(event: EventWire, lang: Lang): string {
  const sameDay = event.start_date.slice(0, 10) === event.end_date.slice(0, 10);
  const day = wallWords(event.start_date, lang, { dateStyle: 'full' });
  let when: string;
  if (event.all_day) when = sameDay ? day : `${day} – ${wallWords(event.end_date, lang, { dateStyle: 'full' })}`;
  else if (sameDay) {
    const time = (wall: string) => wallWords(wall, lang, { timeStyle: 'short' });
    when = `${day}, ${time(event.start_date)}–${time(event.end_date)}`;
  } else {
    const at = (wall: string) => wallWords(wall, lang, { dateStyle: 'full', timeStyle: 'short' });
    when = `${at(event.start_date)} – ${at(event.end_date)}`;
  }
  const venue = Array.isArray(event.venue) ? undefined : event.venue;
  const where = venue ? [venue.venue, venue.city].filter(Boolean).join(', ') : '';
  return where ? `${when} · ${where}` : when;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
}

function placeOf(event: EventWire) {
  const venue = event.venue;
  if (Array.isArray(venue)) return undefined;
  const address = {
    type: 'PostalAddress',
    streetAddress: venue.address,
    addressLocality: venue.city,
    addressRegion: venue.stateprovince || venue.province || venue.state,
    postalCode: venue.zip,
    addressCountry: venue.country,
  };
  const hasCoordinates = typeof venue.geo_lat === 'number' && typeof venue.geo_lng === 'number';
  return {
    type: 'Place',
    name: venue.venue,
    address: Object.fromEntries(Object.entries(address).filter(([, value]) => value)),
    ...(hasCoordinates ? { latitude: venue.geo_lat, longitude: venue.geo_lng } : {}),
    ...(venue.url ? { url: venue.url } : {}),
  };
}

/** The `Event` object of `event` (the wire of one date for a series) in its language, without `@context`. */
export function eventObject(event: EventWire, ids: EventIds) {
  const lang = event.i18n_language as Lang;
  const content = contentOf(event, lang);
  const image = event.image;
  const terms = [...event.categories, ...event.tags];
  const place = placeOf(event);
  return {
    id: ids.id,
    type: 'Event',
    name: event.title,
    nameMap: { [lang]: event.title },
    summary: summaryOf(event, lang),
    content,
    contentMap: { [lang]: content },
    mediaType: 'text/html',
    startTime: withOffset(event.start_date, event.utc_start_date),
    endTime: withOffset(event.end_date, event.utc_end_date),
    ...(place ? { location: place } : {}),
    url: event.url,
    attachment: image
      ? [
          {
            type: 'Document',
            mediaType: MEDIA.get(image.extension.toLowerCase()) ?? 'image/jpeg',
            url: image.url,
            name: event.title,
          },
        ]
      : [],
    tag: terms.map((term) => ({
      type: 'Hashtag',
      name: hashtag(term.name),
      href: `${ids.agenda}?${term.taxonomy === 'tribe_events_cat' ? 'categories' : 'tags'}=${encodeURIComponent(term.slug)}`,
    })),
    attributedTo: ids.actor,
    to: [PUBLIC],
    cc: [ids.followers],
    published: utcIso(event.date_utc),
    updated: utcIso(event.modified_utc),
  };
}

/** An `Event` object as {@link eventObject} builds it. */
export type EventObject = ReturnType<typeof eventObject>;
