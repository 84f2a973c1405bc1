import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { posts, terms } from '../db/schema';
import type { Scope } from '../http/scope';
import type { Lang } from '../i18n/languages';
import { assembleEvents } from '../resources/events/wire/wire.mapper';
import { type EventPageResults, planEventPage } from '../resources/events/wire/wire.rows';
import type { EventWire } from '../resources/events/wire/wire.schema';
import { type OrganizerRow, type OrganizerWire, selectOrganizerRows, toOrganizer } from '../resources/organizers';
import { toStandaloneTerm } from '../resources/terms/terms.mapper';
import { selectTermRows, shownTerms, type TermRow } from '../resources/terms/terms.queries';
import type { TermWire } from '../resources/terms/terms.wire';
import { selectVenueRows, toVenue, type VenueRow, type VenueWire } from '../resources/venues';

/**
 * Items of the export and of `changes` in the list shape of their kind, as an anonymous reader of `lang` reads
 * them by id: published and without a password (a protected item is left out of the export, as `changes` reports
 * it as a `delete`, docs/sync.md); a protected venue or organizer embedded in an open event redacted as lists
 * redact it.
 */

export const KINDS = ['category', 'tag', 'venue', 'organizer', 'event'] as const;
/** The kinds an export line or a change names: the `types=` kinds, and series (exported with events). */
export type Kind = (typeof KINDS)[number] | 'series';

/** The `types=` names of the kinds (plural, as the routes): a Map, since the names are the client's. */
export const KIND_OF_TYPE: ReadonlyMap<string, Kind> = new Map(
  Object.entries({ categories: 'category', tags: 'tag', venues: 'venue', organizers: 'organizer', events: 'event' }),
);

/** The item of an export line or a change, by kind: the wire shape of its list route. */
export interface ItemOf {
  category: TermWire;
  tag: TermWire;
  venue: VenueWire;
  organizer: OrganizerWire;
  event: EventWire;
  /** A series record (docs/recurrence.md, "Sync"): an event object, never listed as an `event`. */
  series: EventWire;
}

/** An item of any kind. */
export type Wire = ItemOf[Kind];

/** One line of the export (docs/sync.md): an item with its kind. */
export type ExportLine = { [K in Kind]: { type: K; item: ItemOf[K] } }[Kind];

/**
 * Batchable statements loading the public events (published, no password) whose ids `ids` (a subquery) selects,
 * each looked up by its id: the unary `+` keeps SQLite from reading them through the status index instead, which
 * walked every published event (docs/security.md, "Bounded cost").
 */
export function planEvents(db: Db, lang: Lang, ids: SQL) {
  return planEventPage(db, lang, {
    ids: sql`select p.id from ${posts} p where p.id in (${ids}) and +p.type = 'event' and +p.status = 'publish' and coalesce(p.password, '') = ''`,
  });
}

/**
 * Batchable statements loading the public series records (published, no password) whose ids `ids` selects, each
 * looked up by its id as {@link planEvents} (docs/recurrence.md): the export's and `changes`'.
 */
export function planSeries(db: Db, lang: Lang, ids: SQL) {
  return planEventPage(db, lang, {
    ids: sql`select p.id from ${posts} p where p.id in (${ids}) and +p.type = 'series' and +p.status = 'publish' and coalesce(p.password, '') = ''`,
  });
}

/** The public posts (published, no password) among `ids` (a subquery), looked up by id (see {@link planEvents}). */
export function publicAmong(ids: SQL): SQL {
  return sql`${posts.id} in (${ids}) and +${posts.status} = 'publish' and coalesce(${posts.password}, '') = ''`;
}

export function mapEvents(scope: Scope, results: EventPageResults): EventWire[] {
  return assembleEvents(scope, results, { caller: null, unlockPassword: (row) => !row.password });
}

/** What an anonymous reader can read by id: published, no password. */
const isPublic = sql`${posts.status} = 'publish' and coalesce(${posts.password}, '') = ''`;

/** Public venues meeting `where` (the export's). */
export function selectVenues(db: Db, lang: Lang, where: SQL) {
  return selectVenueRows(db, lang, and(isPublic, where));
}

/** Public organizers meeting `where` (the export's). */
export function selectOrganizers(db: Db, lang: Lang, where: SQL) {
  return selectOrganizerRows(db, lang, and(isPublic, where));
}

export const mapVenue = (scope: Scope, row: VenueRow): VenueWire =>
  toVenue(scope, row, { jsonLd: false, unlocked: !row.password });

export const mapOrganizer = (scope: Scope, row: OrganizerRow): OrganizerWire =>
  toOrganizer(scope, row, { jsonLd: false, unlocked: !row.password });

export function selectTerms(db: Db, lang: Lang, taxonomy: 'category' | 'tag', where: SQL) {
  return selectTermRows(db, lang, and(eq(terms.taxonomy, taxonomy), where)!);
}

/** Terms of `taxonomy` after `after` in id order, one export chunk. */
export function termChunk(db: Db, lang: Lang, taxonomy: 'category' | 'tag', after: number, limit: number) {
  return shownTerms(db, lang)
    .where(and(eq(terms.taxonomy, taxonomy), sql`${terms.id} > ${after}`))
    .orderBy(asc(terms.id))
    .limit(limit) as unknown as PromiseLike<TermRow[]>;
}

export const mapTerm = (scope: Scope, row: TermRow): TermWire =>
  toStandaloneTerm(scope, row.taxonomy === 'category' ? 'categories' : 'tags', row);

export const byId = [asc(posts.id)];
