import { asc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventOrganizers, eventTerms, posts, terms } from '../../../db/schema';
import type { Lang } from '../../../i18n/languages';
import { type OrganizerRow, selectOrganizerRows } from '../../organizers/organizers.queries';
import {
  type PostRef,
  postCoreColumns,
  postIdBySlugSql,
  postSlugsJson,
  refOf,
  refWhere,
  selectPostRows,
} from '../../posts';
import { selectTermRows, type TermRow } from '../../terms/terms.queries';
import { selectVenueRows, type VenueRow } from '../../venues/venues.queries';

/**
 * Reads of events. Everything is expressed as un-awaited statements so a handler runs one `db.batch` per request:
 * a page of events with their terms, venues and organizers costs one round trip whatever its size (no N+1).
 */

/** The event's own columns (beside the post's, `postRowFields`), and the ids of its links. */
const eventFields = {
  startUtc: posts.startUtc,
  endUtc: posts.endUtc,
  startLocal: posts.startLocal,
  endLocal: posts.endLocal,
  timezone: posts.timezone,
  allDay: posts.allDay,
  hideFromListings: posts.hideFromListings,
  sticky: posts.sticky,
  featured: posts.featured,
  ticketed: posts.ticketed,
  cost: posts.cost,
  costCurrencySymbol: posts.costCurrencySymbol,
  costCurrencyPosition: posts.costCurrencyPosition,
  parentId: posts.parentId,
  venueId: posts.venueId,
  showMap: posts.showMap,
  showMapLink: posts.showMapLink,
  website: posts.website,
  /** iCalendar SEQUENCE (the feeds read it; a trigger keeps it). */
  sequence: posts.sequence,
  /** JSON array of the event's term ids (categories and tags). */
  termIds: sql<string>`(select json_group_array(et.term_id) from ${eventTerms} et where et.event_id = ${posts.id})`.as(
    'term_ids',
  ),
  /** JSON array of `[organizer id, position]` pairs. */
  organizerLinks:
    sql<string>`(select json_group_array(json_array(eo.organizer_id, eo.position)) from ${eventOrganizers} eo where eo.event_id = ${posts.id})`.as(
      'organizer_links',
    ),
  // Series and occurrences (docs/recurrence.md).
  seriesId: posts.seriesId,
  occurrenceKey: posts.occurrenceKey,
  occurrenceStart: posts.occurrenceStart,
  overrides: posts.overrides,
  /** The series' `recurrence` lines (JSON array) of a series or an occurrence; null for a single event. */
  recurrence: sql<
    string | null
  >`(case when ${posts.type} = 'series' then ${posts.recurrence} when ${posts.seriesId} is not null then (select rs.recurrence from ${posts} rs where rs.id = ${posts.seriesId}) end)`.as(
    'series_recurrence',
  ),
  /**
   * A series record shows its first remaining date (JSON `[start local, end local, start UTC, end UTC]`), one seek
   * of `posts_series_remaining`; null for other rows or a series without a remaining date.
   */
  firstDates: sql<
    string | null
  >`(case when ${posts.type} = 'series' then (select json_array(fo.start_local, fo.end_local, fo.start_utc, fo.end_utc) from ${posts} fo indexed by posts_series_remaining where fo.series_id = ${posts.id} and fo.occurrence_key is not null and fo.status <> 'trash' order by fo.start_utc, fo.id limit 1) end)`.as(
    'first_dates',
  ),
  /** A series record's last remaining date, `[start local]` (its JSON-LD `Schedule`). */
  lastDates: sql<
    string | null
  >`(case when ${posts.type} = 'series' then (select json_array(lo.start_local) from ${posts} lo indexed by posts_series_remaining where lo.series_id = ${posts.id} and lo.occurrence_key is not null and lo.status <> 'trash' order by lo.start_utc desc, lo.id desc limit 1) end)`.as(
    'last_dates',
  ),
  /** A date with texts of its own: its series' title in the shown language (its JSON-LD `superEvent`). */
  seriesTitle: sql<
    string | null
  >`(case when ${posts.occurrenceKey} is not null and ${posts.textId} = ${posts.id} then (select st.title from post_texts st where st.post_id = ${posts.seriesId} and st.lang = pt.lang) end)`.as(
    'series_title',
  ),
};

/**
 * {@link eventFields} of a list's page: a list reads events only (`type = 'event'`, `eventListWhere`), never a series
 * record, so the series record's dates are null without their two ordered subqueries, whose planning was a third of
 * the page statement's preparation in SQLite (D1 prepares every statement of every batch; bench/README.md, "Run of
 * 2026-12-07 15:30").
 */
const listedEventFields = {
  ...eventFields,
  firstDates: sql<string | null>`null`.as('first_dates'),
  lastDates: sql<string | null>`null`.as('last_dates'),
};

/** An occurrence shows its series' texts (its own when it overrides one) and its series' slugs. */
const EVENT_TEXTS = {
  texts: sql`coalesce(${posts.textId}, ${posts.id})`,
  slugs: sql`coalesce(${posts.seriesId}, ${posts.id})`,
};

/**
 * Un-awaited (batchable) select of event rows matching `where` (any condition on `posts`), each with the text a
 * reader of `lang` sees (docs/api.md#content-languages), its image, its slugs per language and the ids of its terms and organizers.
 * Add `.orderBy()`, `.limit()`, `.offset()` as needed. It does not filter on `type`: callers' conditions do
 * (a single read checks `type` to tell a venue id from a missing one).
 */
export function selectEventRows(db: Db, lang: Lang, where: SQL | undefined, listed = false) {
  return selectPostRows(db, lang, listed ? listedEventFields : eventFields, where, EVENT_TEXTS);
}

/** One event row as {@link selectEventRows} returns it. */
export type EventRow = Awaited<ReturnType<typeof selectEventRows>>[number];

/** The ids of a page of events, as a self-contained subquery (`select id from posts where … limit ? offset ?`). */
export interface EventPage {
  ids: SQL;
  /** Order of the page (default: start instant, then id — docs/api.md#events-dates-times-and-fields); use the page query's own order. */
  orderBy?: SQL[];
  /** The ids are a list's: events only, never a series record (see `listedEventFields`). */
  listed?: boolean;
}

/**
 * The statements that load a page of events and everything embedded in them, for ONE `db.batch`:
 * `{events, terms, venues, organizers}` (run with `readBatch` or as `runWrite`'s reads). Each statement evaluates `page.ids` once, so the cost is a fixed number
 * of statements whatever the page size (no N+1). Pass the results to `assembleEvents`.
 */
export function planEventPage(db: Db, lang: Lang, page: EventPage) {
  const inPage = sql`${posts.id} in (${page.ids})`;
  return {
    events: selectEventRows(db, lang, inPage, page.listed).orderBy(
      ...(page.orderBy ?? [asc(posts.startUtc), asc(posts.id)]),
    ),
    terms: selectTermRows(
      db,
      lang,
      sql`${terms.id} in (select pt.term_id from ${eventTerms} pt where pt.event_id in (${page.ids}))`,
    ),
    venues: selectVenueRows(
      db,
      lang,
      sql`${posts.id} in (select pe.venue_id from ${posts} pe where pe.id in (${page.ids}))`,
      true,
    ),
    organizers: selectOrganizerRows(
      db,
      lang,
      sql`${posts.id} in (select po.organizer_id from ${eventOrganizers} po where po.event_id in (${page.ids}))`,
      true,
    ),
  };
}

/** The results of {@link planEventPage}'s statements, by name. */
export interface EventPageResults {
  events: EventRow[];
  terms: TermRow[];
  venues: VenueRow[];
  organizers: OrganizerRow[];
}

/** Prefixes the names of a page's statements (two pages in one batch). */
export function prefixed<T extends Record<string, unknown>, P extends string>(prefix: P, page: T) {
  return Object.fromEntries(Object.entries(page).map(([name, statement]) => [`${prefix}${name}`, statement])) as {
    [K in keyof T as `${P}${string & K}`]: T[K];
  };
}

/** A page's results back from their prefixed names. */
export function unprefixed(prefix: string, results: Record<string, unknown>): EventPageResults {
  const page = (name: string) => (results[`${prefix}${name}`] ?? []) as never[];
  return { events: page('events'), terms: page('terms'), venues: page('venues'), organizers: page('organizers') };
}

/** A page of exactly one post, by id (any type: the single read tells events from other posts). */
export function pageOfId(id: number): EventPage {
  return { ids: sql`select ${id}` };
}

/** A page of the event a by-slug route addresses (live before trashed, the request's language first). */
export function pageOfSlug(slug: string, lang: Lang): EventPage {
  return { ids: postIdBySlugSql('event', slug, lang) };
}

/**
 * How an event route addresses its post: by id, by slug, or one date of a series by its series' slug and the
 * date's key (`/events/by-slug/<slug>/<YYYY-MM-DD>`, docs/recurrence.md).
 */
export type EventRef = PostRef | { slug: string; day: string };

/** The address in an event route's input. */
export function eventRefOf(input: { id?: number; slug?: string; day?: string }): EventRef {
  return input.day !== undefined ? { slug: input.slug ?? '', day: input.day } : refOf(input);
}

/** The id of the date `ref` names, as a subquery. */
function dateIdSql(ref: { slug: string; day: string }, lang: Lang): SQL {
  return sql`select o.id from ${posts} o where o.occurrence_key = ${ref.day} and o.series_id in (${postIdBySlugSql('event', ref.slug, lang)})`;
}

/** The page of the post `ref` addresses. */
export function pageOfRef(ref: EventRef, lang: Lang): EventPage {
  if ('day' in ref) return { ids: dateIdSql(ref, lang) };
  return 'id' in ref ? pageOfId(ref.id) : pageOfSlug(ref.slug, lang);
}

/** The condition selecting the post `ref` addresses. */
function eventRefWhere(ref: EventRef, lang: Lang): SQL {
  return 'day' in ref ? sql`${posts.id} in (${dateIdSql(ref, lang)})` : refWhere('event', ref, lang);
}

/** What permission checks and updates need of an event before writing it. */
export interface EventCore {
  id: number;
  type: string;
  status: string;
  statusBeforeTrash: string | null;
  authorId: number | null;
  password: string | null;
  originalLang: string;
  startLocal: string | null;
  endLocal: string | null;
  timezone: string | null;
  allDay: boolean | null;
  /** JSON object language → slug of every translation. */
  slugs: string;
  /** Series (docs/recurrence.md): an occurrence's series or a series' own id; null for a single event. */
  seriesId: number | null;
  /** A series' lines (JSON array). */
  recurrence: string | null;
  seriesRevision: number;
  occurrenceKey: string | null;
  occurrenceStart: string | null;
  /** An occurrence's overridden fields (JSON array). */
  overrides: string | null;
  textId: number | null;
}

/** The core record of the post a single-event route addresses (by id, or by slug in the request's language). */
export async function findEventCore(db: Db, ref: EventRef, lang: Lang) {
  const [row] = await db
    .select({
      ...postCoreColumns,
      statusBeforeTrash: posts.statusBeforeTrash,
      startLocal: posts.startLocal,
      endLocal: posts.endLocal,
      timezone: posts.timezone,
      allDay: posts.allDay,
      slugs: postSlugsJson.as('slugs'),
      seriesId: posts.seriesId,
      recurrence: posts.recurrence,
      seriesRevision: posts.seriesRevision,
      occurrenceKey: posts.occurrenceKey,
      occurrenceStart: posts.occurrenceStart,
      overrides: posts.overrides,
      textId: posts.textId,
    })
    .from(posts)
    .where(eventRefWhere(ref, lang))
    .limit(1);
  return row as EventCore | undefined;
}
