import type { Caller } from '../../../auth/caller';
import { lazy } from '../../../http/routes/route';
import type { Scope } from '../../../http/scope';
import type { Lang } from '../../../i18n/languages';
import { dateDetails, utcWallToMs, zoneAbbr } from '../../../time';
import { toOrganizer } from '../../organizers/organizers.mapper';
import type { OrganizerWire } from '../../organizers/organizers.wire';
import { isUnprotected, siteWallOf, toImage, visibleTo } from '../../posts';
import { redactionOf, redactWith } from '../../posts/posts.wire';
import { globalId, publicUrl, translationsOf } from '../../shared/urls';
import { toEmbeddedTerm } from '../../terms/terms.mapper';
import type { TermRow } from '../../terms/terms.queries';
import type { EventTermWire } from '../../terms/terms.wire';
import { toVenue } from '../../venues/venues.mapper';
import type { VenueWire } from '../../venues/venues.wire';
import { costCurrencyOf, costOf } from './wire.cost';
import { eventJsonLd, seriesJsonLd } from './wire.jsonld';
import type { EventPageResults, EventRow } from './wire.rows';
import { type EventWire, eventSchema } from './wire.schema';

export type { EventWire };

/** What a password-protected event shows of each field to readers who have not unlocked it. */
const eventRedaction = lazy(() => redactionOf(eventSchema()));

/** What an event embeds, already mapped. */
interface EventEmbeds {
  terms: Map<number, { route: 'categories' | 'tags'; term: EventTermWire }>;
  venues: Map<number, VenueWire>;
  organizers: Map<number, OrganizerWire>;
}

/**
 * The public page of an event (see `publicUrl`); of one date of a series with `day`, the occurrence's key
 * (`…/event/<slug>/<YYYY-MM-DD>/`, docs/recurrence.md).
 */
export function eventUrl(scope: Scope, lang: Lang, slug: string, day?: string | null): string {
  const page = publicUrl(scope, lang, 'event', slug);
  return day ? `${page}${day}/` : page;
}

/** The dates a row shows: its own, or a series record's first remaining date (docs/recurrence.md). */
function shownDates(row: EventRow) {
  const first = row.firstDates ? (JSON.parse(row.firstDates) as [string, string, string, string]) : null;
  if (first) return { startLocal: first[0], endLocal: first[1], startUtc: first[2], endUtc: first[3] };
  return {
    startLocal: row.startLocal ?? '',
    endLocal: row.endLocal ?? '',
    startUtc: row.startUtc ?? '',
    endUtc: row.endUtc ?? '',
  };
}

/** The three series fields of an event object, appended after `translations` (docs/recurrence.md). */
function seriesFields(row: EventRow): Pick<EventWire, 'recurrence' | 'series_id' | 'occurrence_start'> {
  return {
    recurrence: row.recurrence === null ? null : (JSON.parse(row.recurrence) as string[]),
    series_id: row.seriesId,
    occurrence_start: row.type === 'series' ? null : row.occurrenceStart,
  };
}

/**
 * The order of an event's terms: by name, ignoring case and accents (`localeCompare`'s `base` sensitivity), then id.
 * One collator for every event: `localeCompare` with options builds one per comparison. Built by the first event
 * mapped, not at load: an isolate's first collator loads the runtime's collation data, a few milliseconds of the
 * core's start that a request mapping no event does not need (docs/performance.md, "What loads when").
 */
const termOrder = lazy(() => new Intl.Collator(undefined, { sensitivity: 'base' }));

function instantOf(utcWall: string): number {
  return utcWallToMs(utcWall);
}

/** The embedded venues or organizers of an event, in link order, leaving out those not shown. */
function linked<W>(ids: number[], shown: Map<number, W>): W[] {
  return ids.map((id) => shown.get(id)).filter((item): item is W => item !== undefined);
}

/** Maps an event row and its mapped embeddings to the wire event; `jsonLd` on single reads only. */
function toEvent(scope: Scope, row: EventRow, embeds: EventEmbeds, jsonLd: boolean): EventWire {
  const siteZone = scope.config.siteTimezone;
  const lang = row.lang as Lang;
  const slugs = JSON.parse(row.slugs) as Partial<Record<Lang, string>>;
  // An occurrence shows its series' slug, even when it has texts of its own (docs/recurrence.md).
  const slug = row.seriesId !== null ? (slugs[lang] ?? row.slug) : row.slug;
  // The page under the request's language (`/ca/event/<slug shown>/`), even when the text shown is another's.
  const url = eventUrl(scope, scope.lang, slug, row.type === 'series' ? null : row.occurrenceKey);
  const { startLocal, endLocal, startUtc, endUtc } = shownDates(row);
  const timezone = row.timezone ?? siteZone;
  const termIds = JSON.parse(row.termIds) as number[];
  const terms = termIds
    .map((id) => embeds.terms.get(id))
    .filter((t) => t !== undefined)
    .sort((a, b) => termOrder().compare(a.term.name, b.term.name) || a.term.id - b.term.id);
  const organizerIds = (JSON.parse(row.organizerLinks) as [number, number][])
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .map(([id]) => id);
  const venue = row.venueId !== null ? embeds.venues.get(row.venueId) : undefined;
  const organizers = linked(organizerIds, embeds.organizers);
  const image = toImage(row);
  const gid = globalId(scope, row.id);
  const event: EventWire = {
    id: row.id,
    global_id: gid,
    global_id_lineage: [gid],
    author: row.authorId ?? 0,
    status: row.status,
    date: siteWallOf(row.dateUtc, siteZone),
    date_utc: row.dateUtc,
    modified: siteWallOf(row.modifiedUtc, siteZone),
    modified_utc: row.modifiedUtc,
    url,
    rest_url: `${scope.urls.apiBase}/events/${row.id}`,
    title: row.title,
    description: row.description,
    excerpt: row.excerpt,
    slug,
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
    translations: translationsOf(scope, slugs, `/events/${row.id}`),
    ...seriesFields(row),
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
      series: seriesJsonLd(row, {
        startLocal,
        zone: timezone,
        title: row.title,
        seriesUrl: eventUrl(scope, scope.lang, slug),
      }),
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

function termsById(scope: Scope, rows: readonly TermRow[]): EventEmbeds['terms'] {
  return new Map(
    rows.map((row) => {
      const route = row.taxonomy === 'category' ? 'categories' : 'tags';
      return [row.id, { route, term: toEmbeddedTerm(scope, route, row) }] as const;
    }),
  );
}

/** Embedded venues or organizers by id: those the reader may see (docs/differences.md#embedded-visibility), redacted when protected. */
function linkedById<Row extends { id: number; status: string; authorId: number | null; password: string | null }, W>(
  rows: readonly Row[],
  caller: Caller | null,
  map: (row: Row) => W,
): Map<number, W> {
  return new Map(rows.filter((row) => visibleTo(caller, row)).map((row) => [row.id, map(row)]));
}

/**
 * Maps the results of `planEventPage` to wire events, in the page's order. Protected events are
 * redacted unless `unlockPassword` says the reader may see them; embedded venues and organizers the reader may
 * not see are left out (docs/differences.md#embedded-visibility), and embedded protected ones are redacted (docs/original.md#password-protected-content).
 */
export function assembleEvents(scope: Scope, results: EventPageResults, options: AssembleOptions): EventWire[] {
  const { events: rows, terms: termRows, venues: venueRows, organizers: organizerRows } = results;
  const jsonLd = options.jsonLd === true;
  const wire = (row: { password: string | null }) => ({ jsonLd, unlocked: isUnprotected(row) });
  const embeds: EventEmbeds = {
    terms: termsById(scope, termRows),
    venues: linkedById(venueRows, options.caller, (row) => toVenue(scope, row, wire(row))),
    organizers: linkedById(organizerRows, options.caller, (row) => toOrganizer(scope, row, wire(row))),
  };
  return rows.map((row) => {
    const event = toEvent(scope, row, embeds, jsonLd);
    return options.unlockPassword(row) ? event : redactWith(event, eventRedaction());
  });
}
