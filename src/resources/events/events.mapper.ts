import type { Context } from 'hono';
import type { Caller } from '../../auth/caller';
import type { AppEnv } from '../../env';
import type { Lang } from '../../i18n/languages';
import { type DateDetails, dateDetails, utcWallToMs, zoneAbbr } from '../../time';
import { toOrganizer } from '../organizers/organizers.mapper';
import { type ImageWire, redactProtected, siteWallOf, toImage, visibleTo } from '../posts';
import { globalId, publicUrl, translationsOf } from '../shared/urls';
import { type EmbeddedTerm, toEmbeddedTerm } from '../terms/terms.mapper';
import type { TermRow } from '../terms/terms.queries';
import { toVenue } from '../venues/venues.mapper';
import { type CostDetails, costCurrencyOf, costOf } from './events.cost';
import { eventJsonLd } from './events.jsonld';
import type { EventPageResults, EventRow } from './events.queries';

/** An event on the wire (docs/original.md#event-object, in its key order) plus this API's extensions. */
export interface EventWire {
  id: number;
  global_id: string;
  global_id_lineage: string[];
  author: number;
  status: string;
  date: string;
  date_utc: string;
  modified: string;
  modified_utc: string;
  url: string;
  rest_url: string;
  title: string;
  description: string;
  excerpt: string;
  slug: string;
  image: ImageWire;
  all_day: boolean;
  start_date: string;
  start_date_details: DateDetails;
  end_date: string;
  end_date_details: DateDetails;
  utc_start_date: string;
  utc_start_date_details: DateDetails;
  utc_end_date: string;
  utc_end_date_details: DateDetails;
  timezone: string;
  timezone_abbr: string;
  cost: string;
  cost_details: CostDetails;
  website: string;
  show_map: boolean;
  show_map_link: boolean;
  hide_from_listings: boolean;
  sticky: boolean;
  featured: boolean;
  categories: EmbeddedTerm[];
  tags: EmbeddedTerm[];
  venue: Record<string, unknown> | [];
  organizer: Record<string, unknown>[];
  custom_fields: [];
  ticketed: boolean;
  post_parent: number;
  i18n_language: string;
  translations: ReturnType<typeof translationsOf>;
  json_ld?: Record<string, unknown>;
}

/** What an event embeds, already mapped. */
interface EventEmbeds {
  terms: Map<number, { route: 'categories' | 'tags'; term: EmbeddedTerm }>;
  venues: Map<number, Record<string, unknown>>;
  organizers: Map<number, Record<string, unknown>>;
}

/** The public page of an event (see `publicUrl`). */
export function eventUrl(c: Context<AppEnv>, lang: Lang, slug: string): string {
  return publicUrl(c, lang, 'event', slug);
}

function instantOf(utcWall: string): number {
  return utcWallToMs(utcWall);
}

/** The embedded venues or organizers of an event, in link order, leaving out those not shown. */
function linked(ids: number[], shown: Map<number, Record<string, unknown>>): Record<string, unknown>[] {
  return ids.map((id) => shown.get(id)).filter((item): item is Record<string, unknown> => item !== undefined);
}

/** Maps an event row and its mapped embeddings to the wire event; `jsonLd` on single reads only. */
function toEvent(c: Context<AppEnv>, row: EventRow, embeds: EventEmbeds, jsonLd: boolean): EventWire {
  const siteZone = c.var.config.siteTimezone;
  const lang = row.lang as Lang;
  const url = eventUrl(c, lang, row.slug);
  const startLocal = row.startLocal ?? '';
  const endLocal = row.endLocal ?? '';
  const startUtc = row.startUtc ?? '';
  const endUtc = row.endUtc ?? '';
  const timezone = row.timezone ?? siteZone;
  const termIds = JSON.parse(row.termIds) as number[];
  const terms = termIds
    .map((id) => embeds.terms.get(id))
    .filter((t) => t !== undefined)
    .sort(
      (a, b) => a.term.name.localeCompare(b.term.name, undefined, { sensitivity: 'base' }) || a.term.id - b.term.id,
    );
  const organizerIds = (JSON.parse(row.organizerLinks) as [number, number][])
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .map(([id]) => id);
  const venue = row.venueId !== null ? embeds.venues.get(row.venueId) : undefined;
  const organizers = linked(organizerIds, embeds.organizers);
  const image = toImage(row);
  const event: EventWire = {
    id: row.id,
    global_id: globalId(c, row.id),
    global_id_lineage: [globalId(c, row.id)],
    author: row.authorId ?? 0,
    status: row.status,
    date: siteWallOf(row.dateUtc, siteZone),
    date_utc: row.dateUtc,
    modified: siteWallOf(row.modifiedUtc, siteZone),
    modified_utc: row.modifiedUtc,
    url,
    rest_url: `${c.get('apiBase')}/events/${row.id}`,
    title: row.title,
    description: row.description,
    excerpt: row.excerpt,
    slug: row.slug,
    image,
    all_day: row.allDay === true,
    start_date: startLocal,
    start_date_details: dateDetails(startLocal),
    end_date: endLocal,
    end_date_details: dateDetails(endLocal),
    utc_start_date: startUtc,
    utc_start_date_details: dateDetails(startUtc),
    utc_end_date: endUtc,
    utc_end_date_details: dateDetails(endUtc),
    timezone,
    timezone_abbr: zoneAbbr(timezone, instantOf(startUtc)),
    ...costOf(row.cost, lang, costCurrencyOf(row)),
    // Never set: the event's own page (docs/original.md#event-object); set empty: "".
    website: row.website ?? url,
    // Absent flags read as the original's absent metas: maps shown, everything else off.
    show_map: row.showMap ?? true,
    show_map_link: row.showMapLink ?? true,
    hide_from_listings: row.hideFromListings === true,
    sticky: row.sticky === true,
    featured: row.featured === true,
    categories: terms.filter((t) => t.route === 'categories').map((t) => t.term),
    tags: terms.filter((t) => t.route === 'tags').map((t) => t.term),
    venue: venue ?? [],
    organizer: organizers,
    custom_fields: [],
    ticketed: row.ticketed === true,
    post_parent: row.parentId ?? 0,
    i18n_language: lang,
    translations: translationsOf(c, JSON.parse(row.slugs) as Partial<Record<Lang, string>>, `/events/${row.id}`),
  };
  if (jsonLd) {
    event.json_ld = eventJsonLd({
      title: row.title,
      description: row.description,
      excerpt: row.excerpt,
      url,
      image,
      utcStart: startUtc,
      utcEnd: endUtc,
      timezone,
      dateUtc: row.dateUtc,
      cost: row.cost,
      costCurrency: costCurrencyOf(row),
      location: venue?.json_ld,
      organizers: organizers.map((o) => o.json_ld).filter((ld) => ld !== undefined),
    });
  }
  return event;
}

/** How {@link assembleEvents} maps a page. */
export interface AssembleOptions {
  /** The reader (embedded venues and organizers are shown only if they may see them: docs/differences.md#embedded-visibility). */
  caller: Caller | null;
  /** Whether the reader sees `row`'s protected content (docs/original.md#password-protected-content); lists redact the others. */
  unlockPassword: (row: EventRow) => boolean;
  /** Single reads: `json_ld` on the event and its venue and organizers. */
  jsonLd?: boolean;
}

function termsById(c: Context<AppEnv>, rows: readonly TermRow[]): EventEmbeds['terms'] {
  return new Map(
    rows.map((row) => {
      const route = row.taxonomy === 'category' ? 'categories' : 'tags';
      return [row.id, { route, term: toEmbeddedTerm(c, route, row) }] as const;
    }),
  );
}

/** Embedded venues or organizers by id: those the reader may see (docs/differences.md#embedded-visibility), redacted when protected. */
function linkedById<Row extends { id: number; status: string; authorId: number | null; password: string | null }>(
  rows: readonly Row[],
  caller: Caller | null,
  map: (row: Row) => object,
): Map<number, Record<string, unknown>> {
  return new Map(
    rows.filter((row) => visibleTo(caller, row)).map((row) => [row.id, map(row) as Record<string, unknown>]),
  );
}

/**
 * Maps the results of `planEventPage` to wire events, in the page's order. Protected events are
 * redacted unless `unlockPassword` says the reader may see them; embedded venues and organizers the reader may
 * not see are left out (docs/differences.md#embedded-visibility), and embedded protected ones are redacted (docs/original.md#password-protected-content).
 */
export function assembleEvents(c: Context<AppEnv>, results: EventPageResults, options: AssembleOptions): EventWire[] {
  const { events: rows, terms: termRows, venues: venueRows, organizers: organizerRows } = results;
  const jsonLd = options.jsonLd === true;
  const wire = (row: { password: string | null }) => ({ jsonLd, unlocked: !row.password });
  const embeds: EventEmbeds = {
    terms: termsById(c, termRows),
    venues: linkedById(venueRows, options.caller, (row) => toVenue(c, row, wire(row))),
    organizers: linkedById(organizerRows, options.caller, (row) => toOrganizer(c, row, wire(row))),
  };
  return rows.map((row) => {
    const event = toEvent(c, row, embeds, jsonLd);
    return options.unlockPassword(row) ? event : redactProtected(event);
  });
}
