import { type SQL, sql } from 'drizzle-orm';
import { can } from '../../../auth/capabilities';
import { type Named, type ResultsOf, readBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import { invalidParam } from '../../../http/errors';
import type { Scope } from '../../../http/scope';
import { parseDateInput, toUtcWall } from '../../../time';
import { listStatuses } from '../../posts';
import { jsonIds } from '../../shared/sql';
import type { ListInput } from '../events.schemas';
import { seriesFilterOf } from '../series/series.filters';
import { type EventPageResults, planEventPage } from '../wire/wire.rows';
import {
  type EventListFilter,
  eventListOrder,
  eventListWhere,
  listResolutionQueries,
  unknownTermRefsQuery,
} from './list.filters';
import { geoCircle } from './list.geo';
import { searchPlanGuard } from './list.search';
import {
  collapsedCountAndIdsQuery,
  eventCountAndIdsQuery,
  eventCountQuery,
  eventPageIdsQuery,
  idsFrom,
  nearestIdsSql,
} from './list.source';
import { type DateBound, dateWindow, overlapWindow } from './list.window';

/**
 * @module The one read pipeline of event lists (docs/ARCHITECTURE.md, "A list request"). Every reader of a list
 * of events (the JSON list, and through it the public agenda, the embed and the widget; the iCalendar feed; the
 * export) goes through the same three steps and differs only in what it asks for and how it renders:
 * 1. **plan** ({@link planEventList}): the validated input as a filter (visibility, statuses, search, window,
 *    references), for a purpose that decides the default window and what the caller may see;
 * 2. **resolve** ({@link resolvePlan}): the references checked (400 naming the parameter) and resolved to ids, and
 *    the search plan chosen, in one small batch, before any page query runs;
 * 3. **take** ({@link readPage}, {@link readNearest}, {@link readAfter}): the ids the reader takes from the
 *    filtered set (a page and its exact count; the events nearest to now; the next keyset chunk), then those
 *    events and everything they embed in one batch, for the mapper.
 * Cost bounds hold for every reader (docs/security.md, "Bounded cost").
 */

/**
 * What a list is read for: the JSON list (default window, the caller's statuses), a feed, the export, or a
 * calendar view of the public pages ("what is on": the events overlapping the days asked, ongoing ones included,
 * {@link overlapWindow}; the caller's statuses).
 */
export type ListPurpose = 'list' | 'feed' | 'export' | 'calendar';

/** A planned list: its validated input and its filter. */
export interface EventListPlan {
  input: ListInput;
  filter: EventListFilter;
}

/** Date parameters: a feed or an export without any of them has its own window. */
const DATE_PARAMS = ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'] as const;
/** Days a feed looks back without date filters. */
export const FEED_LOOKBACK_DAYS = 30;
/** An empty list filters nothing (as WordPress ignores an empty `post__in` or term list). */
const nonEmpty = <T>(items: T[] | undefined) => (items?.length ? items : undefined);
const unique = <T>(items: T[] | undefined) => (items ? [...new Set(items)] : undefined);

/** The window of a feed or an export without date filters: feeds from 30 days ago, exports everything. */
function defaultWindow(purpose: ListPurpose, now: Date): DateBound[] {
  if (purpose === 'export') return [];
  const since = toUtcWall(now.getTime() - FEED_LOOKBACK_DAYS * 86_400_000);
  return [{ param: 'ends_after', column: 'end', op: '>', utc: since }];
}

/**
 * Step 1: the filter of a list request (400 for a bad date or coordinate pair, or a status the caller may not use).
 * A feed and an export show what anonymous readers see: published events (the export those hidden from listings
 * too, and none with a password, as `changes` deletes them: docs/sync.md), and nothing hidden shapes them.
 */
export function planEventList(scope: Scope, input: ListInput, purpose: ListPurpose, now = new Date()): EventListPlan {
  const zone = scope.config.siteTimezone;
  const { caller } = scope;
  const statuses = listStatuses(caller, input.status);
  const include = nonEmpty(input.include);
  const modified = input.modified_after === undefined ? undefined : parseDateInput(input.modified_after, zone, now);
  const dated = DATE_PARAMS.some((key) => input[key] !== undefined);
  const list = purpose === 'list' || purpose === 'calendar';
  // `include` ignores every date filter (docs/differences.md#include-ignores-dates); a feed keeps its own window.
  const window = include ? undefined : purpose === 'calendar' ? overlapWindow : list || dated ? dateWindow : undefined;
  const bounds = include && purpose !== 'feed' ? [] : window ? window(input, zone, now) : defaultWindow(purpose, now);
  const filter: EventListFilter = {
    lang: scope.lang,
    statuses: list ? statuses : ['publish'],
    // Editors and up read every item; below that, hidden venues, organizers and protected texts stay out.
    seesHidden: list && can(caller, 'edit_others'),
    bounds,
    include,
    // Each reference is resolved in every statement of the page's batch: a repeated one is resolved once.
    categories: nonEmpty(unique(input.categories)),
    tags: nonEmpty(unique(input.tags)),
    venues: nonEmpty(input.venue),
    organizers: nonEmpty(input.organizer),
    featured: input.featured,
    ticketed: input.ticketed,
    parent: input.post_parent,
    geoloc: input.geoloc === true ? true : undefined,
    near: geoCircle(input),
    search: input.search,
    modifiedAfter: modified ? toUtcWall(modified.dt) : undefined,
    includeHidden: purpose === 'export' ? true : undefined,
    unprotected: purpose === 'export' ? true : undefined,
    ...seriesFilterOf(input, caller, list),
  };
  return { input, filter };
}

/** The posts that `venue`, `organizer` and `post_parent` name (their types are checked after the batch). */
function linkedPostsQuery(db: Db, input: ListInput) {
  const parent = input.post_parent ? [input.post_parent] : [];
  const ids = [...(input.venue ?? []), ...(input.organizer ?? []), ...parent, ...(input.series ?? [])];
  return db
    .select({ id: posts.id, type: posts.type })
    .from(posts)
    .where(sql`${posts.id} in (select value from json_each(${jsonIds(ids)}))`);
}

type Checked = { linked: { id: number; type: string }[]; unknownTerms: { param: string }[] };

/** 400 naming the first unknown term reference, then the first of `venue`, `organizer`, `post_parent`. */
function assertReferences(input: ListInput, { linked, unknownTerms }: Checked): void {
  const [unknownTerm] = unknownTerms;
  if (unknownTerm) throw invalidParam(unknownTerm.param, 'param.unknown_term');
  const types = new Map(linked.map((row) => [row.id, row.type]));
  const checks = [
    ['venue', input.venue, 'venue'],
    ['organizer', input.organizer, 'organizer'],
    ['post_parent', input.post_parent === undefined ? undefined : [input.post_parent], 'event'],
    ['series', input.series, 'series'],
  ] as const;
  for (const [param, ids, type] of checks) {
    if (ids?.some((id) => types.get(id) !== type)) throw invalidParam(param, 'param.unknown_id');
  }
}

/** Whether the filter names references to check and resolve (terms, linked posts, a parent). */
function namesReferences(filter: EventListFilter): boolean {
  const { categories, tags, venues, organizers, parent, series } = filter;
  return Boolean(categories || tags || venues || organizers || parent !== undefined || series);
}

/**
 * Whether the list's page ids are read from the start index in list order and stop after the page: the window
 * alone, with statuses, `include` or `post_parent` (each read through its own index, `listSource`). Any other
 * filter may be sparse or need look-ups (search, terms, venues, organizers, places, flags, modification date),
 * so its page ids can cost the whole filtered set: see {@link readPage}.
 */
export function readsPageInOrder(filter: EventListFilter): boolean {
  return (
    filter.search === undefined &&
    filter.categories === undefined &&
    filter.tags === undefined &&
    filter.venues === undefined &&
    filter.organizers === undefined &&
    filter.featured === undefined &&
    filter.ticketed === undefined &&
    filter.geoloc === undefined &&
    filter.near === undefined &&
    filter.modifiedAfter === undefined &&
    filter.collapse === undefined &&
    filter.series === undefined
  );
}

/**
 * Step 2: the plan with its references resolved and checked (400 for an unknown one) and its search plan chosen,
 * in one small batch: the take's statements then carry term ids instead of resolving the references each, and
 * run one search plan instead of deciding in each. The plan unchanged when it names nothing to resolve.
 */
export async function resolvePlan(db: Db, plan: EventListPlan): Promise<EventListPlan> {
  const { input, filter } = plan;
  if (!namesReferences(filter) && !searchPlanGuard(filter)) return plan;
  const { termRefs, searchByIndex, termsFew, linked } = await readBatch(db, {
    ...listResolutionQueries(db, filter),
    linked: linkedPostsQuery(db, input),
  });
  assertReferences(input, { linked, unknownTerms: termRefs.filter((row) => row.termId === null) });
  const ids = (param: string) => [
    ...new Set(termRefs.filter((row) => row.param === param).map((row) => row.termId as number)),
  ];
  const resolved = { categoryIds: ids('categories'), tagIds: ids('tags') };
  const searchPlan = searchByIndex[0]?.byIndex ? 'index' : 'window';
  return { input, filter: { ...filter, resolved, searchPlan, termsFew: Boolean(termsFew[0]?.few) } };
}

/** The page of an empty list: nothing to embed. */
const NO_EVENTS: EventPageResults = { events: [], terms: [], venues: [], organizers: [] };

/** `select value from json_each(<ids>)`: a list of ids bound as ONE JSON array (no depth or parameter limit). */
export const idsSql = (ids: readonly number[]): SQL => sql`select value from json_each(${jsonIds(ids)})`;

/**
 * Step 3 of the JSON list: one page and the exact total of the filtered set, every reference checked (400 naming
 * the parameter).
 *
 * The first page of a list read in order ({@link readsPageInOrder}: the default list) loads in ONE batch with its
 * count and checks: its page ids come from the start index and stop after the page. Any other list reads in steps
 * (docs/security.md, "Bounded cost"): {@link resolvePlan} (when it names references or searches), then the exact
 * count and the page's ids in ONE walk of the filtered set (`eventCountAndIdsQuery`: the count walks it all anyway,
 * so a deep page, a page past the end or a sparse filter costs no second walk), then the page by its id list
 * (skipped when empty: a page past the end is answered from the count). A refused request stops after the first.
 */
export async function readPage(
  db: Db,
  plan: EventListPlan,
  page: { perPage: number; offset: number },
): Promise<{ total: number; loaded: EventPageResults }> {
  const { input, filter } = plan;
  const orderBy = eventListOrder(filter);
  if (readsPageInOrder(filter) && page.offset === 0) {
    const ids = eventPageIdsQuery(db, filter, page.perPage, page.offset).getSQL();
    // Read in index order, a list names no term, venue or organizer: only a `post_parent` needs checking, and a
    // statement the batch does not need still costs a D1 round trip its share.
    const reads = { counted: eventCountQuery(db, filter), ...planEventPage(db, filter.lang, { ids, orderBy }) };
    if (input.post_parent === undefined) {
      const { counted, ...loaded } = await readBatch(db, reads);
      return { total: counted[0]?.total ?? 0, loaded };
    }
    const { counted, linked, ...loaded } = await readBatch(db, { ...reads, linked: linkedPostsQuery(db, input) });
    assertReferences(input, { linked, unknownTerms: [] });
    return { total: counted[0]?.total ?? 0, loaded };
  }
  const resolved = (await resolvePlan(db, plan)).filter;
  const [walked] = await (resolved.collapse
    ? collapsedCountAndIdsQuery(db, resolved, page.offset, page.offset + page.perPage)
    : eventCountAndIdsQuery(db, resolved, page.offset + page.perPage));
  const total = walked?.total ?? 0; // A collapsed list's ids are its page's already (docs/recurrence.md).
  const pageIds = idsFrom(walked?.ids, resolved.collapse ? 0 : page.offset, page.perPage);
  if (pageIds.length === 0) return { total, loaded: NO_EVENTS };
  return { total, loaded: await readBatch(db, planEventPage(db, filter.lang, { ids: idsSql(pageIds), orderBy })) };
}

/**
 * Step 3 of a feed: the `limit` unprotected events nearest to `now` (on either side, `nearestIdsSql`: each side
 * walked outwards from now and stopped after `limit`), with `extra` candidates (`select id,
 * start`: a feed's cancelled events) competing for the same places, read with the reference checks and the
 * reader's own statements (`alongside`) in one batch; then the live ones loaded in start order. Two round trips:
 * embedding the selection in each statement of the page would exceed SQLite's expression depth.
 */
export async function readNearest<A extends Named>(
  db: Db,
  plan: EventListPlan,
  take: { limit: number; now: Date; extra?: SQL },
  alongside: A,
): Promise<{ loaded: EventPageResults; extraIds: number[]; with: ResultsOf<A> }> {
  const { input } = plan;
  // The search plan decides how each side is walked (the window's search rows, or the index's candidates).
  const filter: EventListFilter = { ...(await resolvePlan(db, plan)).filter, unprotected: true };
  const live = nearestIdsSql(filter, toUtcWall(take.now.getTime()), take.limit);
  const candidates = take.extra ? sql`${live} union all select id, 1, start from (${take.extra})` : live;
  // Nearest to now first for the cut; the reader orders what it shows.
  const nearest = sql`select id, extra from (${candidates}) order by abs(julianday(start) - julianday(${toUtcWall(take.now.getTime())})), id limit ${take.limit}`;
  const { chosen, linked, unknownTerms, ...rest } = await readBatch(db, {
    chosen: db.select({ id: sql<number>`id`, extra: sql<number>`extra` }).from(sql`(${nearest})`),
    linked: linkedPostsQuery(db, input),
    unknownTerms: unknownTermRefsQuery(db, filter),
    ...alongside,
  });
  assertReferences(input, { linked, unknownTerms });
  const ofKind = (extra: number) => chosen.filter((row) => row.extra === extra).map((row) => row.id);
  const loaded = await readBatch(db, planEventPage(db, filter.lang, { ids: idsSql(ofKind(0)) }));
  return { loaded, extraIds: ofKind(1), with: rest as unknown as ResultsOf<A> };
}

/** Where the next keyset chunk of an export starts: after this event in (start, id) order. */
export interface Cursor {
  start: string;
  id: number;
}

/**
 * Step 3 of the export: the next `limit` events after `cursor` in (start, id) order, through `posts_event_export`
 * (migrations/0003_sync.sql) sought at `start >= cursor` (an `or` alone walked from the first row), so each chunk
 * reads its own rows, wherever it starts (test/perf/export-chunks.test.ts); with the cursor of the chunk after it
 * (undefined when this was the last). The plan must be resolved ({@link resolvePlan}).
 */
export async function readAfter(
  db: Db,
  plan: EventListPlan,
  take: { cursor?: Cursor; limit: number },
): Promise<{ loaded: EventPageResults; next?: Cursor }> {
  const { filter } = plan;
  const { cursor } = take;
  const after = cursor
    ? sql`${posts.startUtc} >= ${cursor.start} and (${posts.startUtc} > ${cursor.start} or ${posts.id} > ${cursor.id})`
    : sql`1`;
  const ids = sql`select ${posts.id} from ${posts} indexed by posts_event_export where ${eventListWhere(filter)} and ${after} order by ${posts.startUtc}, ${posts.id} limit ${take.limit}`;
  const loaded = await readBatch(db, planEventPage(db, filter.lang, { ids }));
  const last = loaded.events.length < take.limit ? undefined : loaded.events.at(-1);
  return { loaded, next: last && { start: last.startUtc ?? '', id: last.id } };
}
