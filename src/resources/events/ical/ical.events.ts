import type { Scope } from '../../../http/scope';
import { htmlToText } from '../../../text';
import { isSafeImageUrl } from '../../posts';
import { eventUrl } from '../wire/wire.mapper';
import { escapeText, paramText } from './ical.lines';
import type { CategoryRow, FeedPage, OrganizerRow, SingleFeedRow, VenueRow } from './ical.rows';

/**
 * @module The feed events of the rows a feed read (`ical.rows.ts`): each venue, organizer and category turned into
 * its escaped text once per feed, however many events share it, and each event into what its `VEVENT` writes
 * (docs/ical.md, "Cost").
 */

/** A published event as its `VEVENT` writes it: dates, and its texts and links already escaped where they are TEXT. */
export interface FeedEvent {
  id: number;
  sequence: number;
  createdUtc: string;
  modifiedUtc: string;
  allDay: boolean;
  /** Its zone (the site's when it has none). */
  zone: string;
  startLocal: string;
  endLocal: string;
  startUtc: string;
  endUtc: string;
  /** Plain text (tags were removed on write). */
  title: string;
  /** Plain text of its HTML description, with line breaks. */
  description: string;
  url: string;
  image: string | null;
  /** `LOCATION` and `GEO` values of its public venue. */
  location?: string;
  geo?: string;
  /** The `ORGANIZER` value (the first public organizer with an email) and the `CONTACT` values of all. */
  organizer?: string;
  contacts: string[];
  /** The `CATEGORIES` value (escaped names, comma-separated), or null without categories. */
  categories: string | null;
}

function textOf(value: string | null): string | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

const present = (parts: (string | undefined)[]) => parts.filter((v): v is string => v !== undefined);

/** A venue's `LOCATION` (name and address parts, comma-separated) and `GEO`. */
function venueLines(row: VenueRow): { location?: string; geo?: string } {
  const parts = present([row.name, row.address, row.city, row.stateprovince, row.zip, row.country].map(textOf));
  return {
    location: parts.length > 0 ? escapeText(parts.join(', ')) : undefined,
    geo: row.geo_lat !== null && row.geo_lng !== null ? `${row.geo_lat};${row.geo_lng}` : undefined,
  };
}

/** An organizer's `ORGANIZER` value when it has an email (RFC 5545 3.8.4.3) and its `CONTACT` text (3.8.4.2). */
function organizerLines(row: OrganizerRow): { organizer?: string; contact: string } {
  const email = textOf(row.email) !== undefined ? (row.email ?? '') : undefined;
  const contact = present([row.name, row.email, row.phone, row.website].map(textOf)).join(', ');
  return {
    organizer:
      email === undefined ? undefined : `;CN="${paramText(textOf(row.name) ?? email)}":mailto:${escapeText(email)}`,
    contact: escapeText(contact),
  };
}

/** Compares category names as the list orders them (case and accents aside): built once per isolate, on first use. */
let nameCollator: Intl.Collator | undefined;

/** Category names in the list's order (name, then id), each escaped, by id. */
function categoryOrder(rows: CategoryRow[]): Map<number, { rank: number; name: string }> {
  nameCollator ??= new Intl.Collator(undefined, { sensitivity: 'base' });
  const collator = nameCollator;
  const sorted = [...rows].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  return new Map(sorted.map((row, rank) => [row.id, { rank, name: escapeText(row.name) }]));
}

/** The `CATEGORIES` value of an event's term ids (a JSON array): its categories' names in the list's order, or null. */
function categoriesOf(termIds: string, categories: Map<number, { rank: number; name: string }>): string | null {
  if (categories.size === 0) return null;
  const shown: { rank: number; name: string }[] = [];
  for (const id of JSON.parse(termIds) as number[]) {
    const category = categories.get(id);
    if (category) shown.push(category);
  }
  if (shown.length === 0) return null;
  if (shown.length > 1) shown.sort((a, b) => a.rank - b.rank);
  return shown.map((category) => category.name).join(',');
}

/**
 * An event's public organizers in its order (position, then id) from its `[id, position]` links (a JSON array):
 * the `ORGANIZER` value (the first with an email) and the non-empty `CONTACT` values.
 */
function organizersOf(
  links: string,
  organizers: Map<number, { organizer?: string; contact: string }>,
): { organizer?: string; contacts: string[] } {
  const contacts: string[] = [];
  if (organizers.size === 0) return { contacts };
  const pairs = JSON.parse(links) as [number, number][];
  if (pairs.length > 1) pairs.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  let organizer: string | undefined;
  for (const [id] of pairs) {
    const linked = organizers.get(id);
    if (!linked) continue;
    organizer ??= linked.organizer;
    if (linked.contact !== '') contacts.push(linked.contact);
  }
  return { organizer, contacts };
}

/** The feed events of a page read by {@link feedPage}, by id, as an anonymous reader in `scope.lang` sees them. */
export function feedEvents(scope: Scope, page: FeedPage<SingleFeedRow>): Map<number, FeedEvent> {
  const siteZone = scope.config.siteTimezone;
  const venues = new Map(page.venues.map((row) => [row.id, venueLines(row)]));
  const organizers = new Map(page.organizers.map((row) => [row.id, organizerLines(row)]));
  const categories = categoryOrder(page.categories);
  const safeImages = new Map<string, boolean>();
  const events = new Map<number, FeedEvent>();
  for (const row of page.events) {
    const venue = row.venue_id === null ? undefined : venues.get(row.venue_id);
    const { organizer, contacts } = organizersOf(row.organizer_links, organizers);
    const image = row.image_url;
    let safe = image === null ? false : safeImages.get(image);
    if (safe === undefined && image !== null) {
      safe = isSafeImageUrl(image);
      safeImages.set(image, safe);
    }
    events.set(row.id, {
      id: row.id,
      sequence: row.sequence,
      createdUtc: row.date_utc,
      modifiedUtc: row.modified_utc,
      allDay: row.all_day === 1,
      zone: row.timezone ?? siteZone,
      startLocal: row.start_local ?? '',
      endLocal: row.end_local ?? '',
      startUtc: row.start_utc ?? '',
      endUtc: row.end_utc ?? '',
      title: row.title,
      description: htmlToText(row.description, { lines: true }),
      url: eventUrl(scope, scope.lang, row.slug, row.type === 'series' ? null : row.occurrence_key),
      image: safe ? image : null,
      location: venue?.location,
      geo: venue?.geo,
      organizer,
      contacts,
      categories: categoriesOf(row.term_ids, categories),
    });
  }
  return events;
}
