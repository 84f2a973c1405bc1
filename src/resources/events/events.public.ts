import { type SQL, sql } from 'drizzle-orm';
import { rawStatement, readBatch } from '../../db/batch';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import type { Scope } from '../../http/scope';
import type { Lang } from '../../i18n/languages';
import { isPublic, isUnprotected, publicRow, publishedRow, unprotectedRow } from '../posts';
import { eventListWhere } from './list/list.filters';
import { type EventListFilter, type EventListPlan, planEventList } from './list/list.plan';
import type { ListInput } from './list/list.query';
import { type Cursor, idsSql, readAfter, readPage } from './list/list.read';
import { resolvePlan } from './list/list.references';
import { assembleEvents } from './wire/wire.mapper';
import { type EventPageResults, pageOfRef, planEventPage } from './wire/wire.rows';
import type { EventWire } from './wire/wire.schema';

/**
 * @module What the features above the resources read of events (the public pages, the export, `changes`; the
 * editor and federation may read the same): events as an anonymous reader sees them, through the same queries,
 * list pipeline, mapper and public rule (`isPublic`, `publicRow`: `src/resources/posts/posts.visibility.ts`) as
 * the JSON routes, never an HTTP call of their own. The reader's scope is the caller's with no caller.
 */

/** The scope of an anonymous reader of `scope`'s request. */
const anonymous = (scope: Scope): Scope => ({ ...scope, caller: null });

/** An event of a list as an anonymous reader sees it. */
export type PublicEvent = EventWire & {
  /** Password-protected: listed redacted, as in the JSON list, but with no page to link to (docs/pages.md). */
  locked?: boolean;
};

/**
 * A public event (or series record) by a slug of any language, as its JSON read answers it, `json_ld` included;
 * with `day`, that date of the series (docs/recurrence.md). Undefined when there is none, or it is not public.
 */
export async function readPublicEvent(scope: Scope, slug: string, day?: string): Promise<EventWire | undefined> {
  const page = pageOfRef(day === undefined ? { slug } : { slug, day }, scope.lang);
  const results = await readBatch(scope.db, planEventPage(scope.db, scope.lang, page));
  const row = results.events[0];
  if ((row?.type !== 'event' && row?.type !== 'series') || !isPublic(row)) return undefined;
  const [event] = assembleEvents(anonymous(scope), results, { caller: null, unlockPassword: () => true, jsonLd: true });
  return event;
}

/**
 * A page of "what is on" (docs/pages.md): the events overlapping the input's days, ongoing ones included, read
 * through the list pipeline (purpose `calendar`) as an anonymous reader; protected events come redacted and
 * `locked`, as the JSON list redacts them. One bounded read: the page and its exact count.
 */
export async function readPublicEvents(
  scope: Scope,
  input: ListInput,
  page: { perPage: number; offset: number },
): Promise<{ events: PublicEvent[]; total: number }> {
  const reader = anonymous(scope);
  const { total, loaded } = await readPage(reader.db, planEventList(reader, input, 'calendar'), page);
  const events: PublicEvent[] = assembleEvents(reader, loaded, { caller: null, unlockPassword: isUnprotected });
  loaded.events.forEach((row, i) => {
    if (!isUnprotected(row) && events[i]) events[i].locked = true;
  });
  return { events, total };
}

/** Maps loaded events as an anonymous reader sees them: protected ones redacted. */
export function publicEventsOf(scope: Scope, results: EventPageResults): EventWire[] {
  return assembleEvents(anonymous(scope), results, { caller: null, unlockPassword: isUnprotected });
}

/**
 * Batchable statements loading the public events whose ids `ids` (a subquery) selects, each looked up by its id
 * (`byId`: docs/security.md, "Bounded cost"); map them with {@link publicEventsOf}.
 */
export function planPublicEvents(db: Db, lang: Lang, ids: SQL) {
  return planEventPage(db, lang, {
    ids: sql`select p.id from ${posts} p where p.id in (${ids}) and +p.type = 'event' and ${publicRow('p', { byId: true })}`,
  });
}

/**
 * Batchable statements loading the public series records whose ids `ids` selects, each looked up by its id as
 * {@link planPublicEvents} (docs/recurrence.md, "Sync"): the export's and `changes`' (the export leaves protected
 * ones out, as `changes` deletes them: docs/sync.md).
 */
export function planPublicSeries(db: Db, lang: Lang, ids: SQL) {
  return planEventPage(db, lang, {
    ids: sql`select p.id from ${posts} p where p.id in (${ids}) and +p.type = 'series' and ${publishedRow('p', { byId: true })} and ${unprotectedRow('p')}`,
  });
}

/**
 * Whether the export's filter narrows the events beyond what the export always takes (published, hidden ones
 * included, no window): a date bound, a reference, a flag, a place, a search, `include`, a parent, a modification
 * date or a series. `status`, `collapse`, `strict_dates` alone narrow nothing in an export.
 */
function narrowsEvents(filter: EventListFilter): boolean {
  return (
    filter.bounds.length > 0 ||
    [
      filter.include,
      filter.categories,
      filter.tags,
      filter.venues,
      filter.organizers,
      filter.featured,
      filter.ticketed,
      filter.parent,
      filter.geoloc,
      filter.near,
      filter.search,
      filter.modifiedAfter,
      filter.series,
    ].some((value) => value !== undefined)
  );
}

/**
 * Batchable: the public events among `ids` (a page of `/changes`) that the export's `plan` takes (docs/sync.md,
 * "Filtered changes"). `not indexed` keeps SQLite on rowid look-ups of the page's ids (at most one page of the log)
 * instead of walking an index of the filter's columns through every event (docs/security.md, "Bounded cost").
 */
export function planChangedEvents(db: Db, lang: Lang, ids: SQL, plan: EventListPlan) {
  const { filter } = plan;
  const taken = narrowsEvents(filter)
    ? sql`select ${posts.id} from ${posts} not indexed where ${posts.id} in (${ids}) and ${eventListWhere(filter)}`
    : ids;
  return planPublicEvents(db, lang, taken);
}

/**
 * Batchable: the public series records among `ids` with at least one date the export's `plan` takes (a filtered
 * export writes a series record only before one of its dates). Each series is looked up by id and its dates
 * through `posts_series_key`.
 */
export function planChangedSeries(db: Db, lang: Lang, ids: SQL, plan: EventListPlan) {
  const { filter } = plan;
  const taken = narrowsEvents(filter)
    ? sql`select s.id from ${posts} s where s.id in (${ids}) and exists (select 1 from ${posts} where ${posts.seriesId} = s.id and ${eventListWhere(filter)})`
    : ids;
  return planPublicSeries(db, lang, taken);
}

/** The public events among `ids` (dates and single events), in their list shape, as an anonymous reader sees them. */
export async function readPublicEventsAmong(scope: Scope, ids: readonly number[]): Promise<EventWire[]> {
  if (ids.length === 0) return [];
  const loaded = await readBatch(scope.db, planPublicEvents(scope.db, scope.lang, idsSql(ids)));
  return publicEventsOf(scope, loaded);
}

/** Where the next chunk of an export starts (see {@link readExportChunk}). */
export type ExportCursor = Cursor;

/**
 * The export's events (docs/sync.md): the list pipeline planned for the export (published events without a
 * password, hidden ones included, no window) and resolved, so that a bad reference is a 400 before the first byte.
 */
export function planExport(scope: Scope, input: ListInput) {
  return resolvePlan(scope.db, planEventList(scope, input, 'export'));
}

/**
 * The next keyset chunk of the export's events after `cursor`, as an anonymous reader sees them, with the cursor
 * of the chunk after it (undefined after the last).
 */
export async function readExportChunk(
  scope: Scope,
  plan: Awaited<ReturnType<typeof planExport>>,
  take: { cursor?: Cursor; limit: number },
): Promise<{ events: EventWire[]; next?: Cursor }> {
  const { loaded, next } = await readAfter(scope.db, plan, take);
  return { events: publicEventsOf(scope, loaded), next };
}

/** The public series records `ids` (the export's), in one batch. */
export async function readSeriesRecords(scope: Scope, ids: readonly number[]): Promise<EventWire[]> {
  const loaded = await readBatch(scope.db, planPublicSeries(scope.db, scope.lang, idsSql(ids)));
  return publicEventsOf(scope, loaded);
}

/**
 * Federation's items (docs/federation.md): which public posts stand for the calendar (a single event, or a series as
 * one item), and which date a series shows.
 */

/** One federated item: a single event, or a series record (its dates are not items of their own). */
export interface PublicItem {
  id: number;
  type: 'event' | 'series';
}

/** The public single events and series, newest publication first, `limit` from `offset`, with their total. */
export async function publicItemsByPublication(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ items: PublicItem[]; total: number }> {
  const items = sql`from ${posts} p where ((p.type = 'event' and p.series_id is null) or p.type = 'series') and ${publicRow('p')}`;
  const { rows, counts } = await readBatch(db, {
    rows: rawStatement(
      db,
      sql`select p.id as id, p.type as type ${items} order by p.date_utc desc, p.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    counts: rawStatement(db, sql`select count(*) as n ${items}`),
  });
  return { items: rows as unknown as PublicItem[], total: (counts as unknown as { n: number }[])[0]?.n ?? 0 };
}

/** The public items among `ids` and their kind (a date of a series is named by its series). */
export async function publicItemsAmong(db: Db, ids: readonly number[]): Promise<Map<number, PublicItem>> {
  if (ids.length === 0) return new Map();
  const rows = await select<PublicItem>(
    db,
    sql`select p.id as id, p.type as type, p.series_id as seriesId from ${posts} p where p.id in (select value from json_each(${JSON.stringify(ids)})) and ${publicRow('p')}`,
  );
  return new Map(rows.map((row) => [row.id, { id: row.id, type: row.type }]));
}

/** The series of the dates among `ids` (any status): date id → series id. */
export async function seriesOfDates(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await select<{ id: number; seriesId: number }>(
    db,
    sql`select p.id as id, p.series_id as seriesId from ${posts} p where p.id in (select value from json_each(${JSON.stringify(ids)})) and p.series_id is not null`,
  );
  return new Map(rows.map((row) => [row.id, row.seriesId]));
}

/**
 * The date each series of `seriesIds` shows: its first public date that has not ended at `nowUtc` (a UTC wall
 * time), else its last public date; a series without a public date is left out.
 */
export async function shownDates(db: Db, seriesIds: readonly number[], nowUtc: string): Promise<Map<number, number>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await select<{ seriesId: number; id: number | null; last: number | null }>(
    db,
    sql`select s.value as seriesId,
      (select d.id from ${posts} d where d.series_id = s.value and d.type = 'event' and ${publicRow('d')} and d.end_utc > ${nowUtc} order by d.start_utc, d.id limit 1) as id,
      (select d.id from ${posts} d where d.series_id = s.value and d.type = 'event' and ${publicRow('d')} order by d.start_utc desc, d.id desc limit 1) as last
      from json_each(${JSON.stringify(seriesIds)}) s`,
  );
  const shown = new Map<number, number>();
  for (const row of rows) {
    const id = row.id ?? row.last;
    if (id !== null) shown.set(row.seriesId, id);
  }
  return shown;
}

/** The rows of one read (raw SQL over `json_each` and correlated subqueries, which the query builder cannot say). */
async function select<T>(db: Db, query: SQL): Promise<T[]> {
  const { rows } = await readBatch(db, { rows: rawStatement(db, query) });
  return rows as unknown as T[];
}
