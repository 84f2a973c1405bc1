import { type SQL, sql } from 'drizzle-orm';
import { type Named, type ResultsOf, rawStatement, readBatch, type Statement } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import { shapedStatements } from '../../../db/shapes';
import { toUtcWall, utcWallToMs } from '../../../time';
import { jsonIds } from '../../shared/sql';
import { type EventPageResults, planEventPage } from '../wire/wire.rows';
import { eventListOrder, eventListWhere } from './list.filters';
import type { EventListFilter, EventListPlan } from './list.plan';
import type { ListInput } from './list.query';
import { assertReferences, linkedPostsQuery, resolvePlan, unknownTermRefsQuery } from './list.references';
import {
  collapsedCountAndIdsQuery,
  eventCountAndIdsQuery,
  eventCountQuery,
  eventPageIdsQuery,
  idsFrom,
  nearestSidesSql,
} from './list.source';

/**
 * @module Step 3 of the list pipeline, the take (docs/ARCHITECTURE.md, "A list request"): the ids each reader takes
 * from the filtered set (a page and its exact count; the events nearest to now; the next keyset chunk), then those
 * events and everything they embed in one batch, for the mapper. The walks themselves are `list.source.ts`.
 */

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
  if (readsPageInOrder(filter) && page.offset === 0) {
    // Read in index order, a list names no term, venue or organizer: only a `post_parent` needs checking, and a
    // statement the batch does not need still costs a D1 round trip its share.
    const reads = firstPageReads(db, filter, page.perPage);
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
  return { total, loaded: await readBatch(db, pageByIds(db, filter, pageIds)) };
}

/**
 * The statements of a page by its ids (readPage's last step: a later page, any filtered list), built once per
 * language, order and isolate (src/db/shapes.ts): they depend on nothing else of the filter, and the ids are bound
 * as ONE JSON array.
 */
function pageByIds(db: Db, filter: EventListFilter, pageIds: readonly number[]) {
  const key = `events page by ids ${filter.lang} ${filter.include ? 'date' : 'start'}`;
  const ids = sql`select value from json_each(${sql.placeholder('ids')})`;
  const build = (on: Db) => planEventPage(on, filter.lang, { ids, orderBy: eventListOrder(filter), listed: true });
  return shapedStatements(db, key, build, { ids: jsonIds(pageIds) });
}

/**
 * The count and the statements of the first page of a list read in order, on `db` (the benchmark runs them too:
 * bench/lib/page-sql.ts).
 */
export function firstPageStatements(db: Db, filter: EventListFilter, perPage: number) {
  const ids = eventPageIdsQuery(db, filter, perPage, 0).getSQL();
  return {
    counted: eventCountQuery(db, filter),
    ...planEventPage(db, filter.lang, { ids, orderBy: eventListOrder(filter), listed: true }),
  };
}

/**
 * The key of the first page's statements when they can be reused by shape (src/db/shapes.ts): a window of at most
 * one lower bound on the start and one upper bound on the end (the default window, `start_date`, `end_date`), so
 * which bound is the stronger never depends on the values, and no id in the filter (`include`, `post_parent`). The
 * bounds' values are the only values bound apart; everything else of the filter is in the key.
 */
function firstPageShape(filter: EventListFilter, perPage: number): string | undefined {
  if (filter.include || filter.parent !== undefined) return undefined;
  const kinds = filter.bounds.map((bound) => `${bound.column} ${bound.op}`);
  if (kinds.some((kind) => kind !== 'start >=' && kind !== 'end <=') || new Set(kinds).size < kinds.length) {
    return undefined;
  }
  return `events first page ${JSON.stringify({ ...filter, bounds: filter.bounds.map(({ param }) => param), perPage })}`;
}

/**
 * The count and the first page of a list read in order ({@link readsPageInOrder}): the default list, built once
 * per shape and isolate, its window's bounds bound per request (the default window moves every day).
 */
function firstPageReads(db: Db, filter: EventListFilter, perPage: number) {
  const key = firstPageShape(filter, perPage);
  if (key === undefined) return firstPageStatements(db, filter, perPage);
  const values = Object.fromEntries(filter.bounds.map((bound, i) => [`bound${i}`, bound.utc]));
  const placeheld: EventListFilter = {
    ...filter,
    bounds: filter.bounds.map((bound, i) => ({ ...bound, utc: sql.placeholder(`bound${i}`) as unknown as string })),
  };
  return shapedStatements(db, key, (on) => firstPageStatements(on, placeheld, perPage), values);
}

/** Whether a list's input names posts by id, which {@link assertReferences} checks against `linkedPostsQuery`. */
const namesIds = (input: ListInput) =>
  Boolean(input.venue?.length || input.organizer?.length || input.post_parent || input.series?.length);

/**
 * A candidate of {@link readNearest}: its id, its series (null for a single event), its venue, its distance to now
 * (ms).
 */
interface Nearest {
  id: number;
  series: number | null;
  venue: number | null;
  extra: boolean;
  distance: number;
}

/**
 * The candidates `ids` selects (`select id, start, series_id, venue_id`), as ONE JSON array of `[id, start, series,
 * venue]` (a raw statement: no query builder, no row mapping). 1,400 rows of four columns each cost the local
 * runtime's D1 ~2 ms more than one value, and Drizzle's mapping ~2 ms of the Worker (docs/ical.md, "Cost"). The
 * series and venue come from the walked index (`nearestSidesSql`): looking each candidate's row up again read its
 * page, in start order, so most pages twice.
 */
function nearestRows(db: Db, ids: SQL): Statement {
  return rawStatement(
    db,
    sql`select json_group_array(json_array(n.id, n.start, n.series_id, n.venue_id)) as rows from (${ids}) n`,
  );
}

type NearestRow = [id: number, start: string, series: number | null, venue: number | null];

/** The rows of a {@link nearestRows} result. */
function nearestOf(result: unknown): NearestRow[] {
  const text = (result as { rows?: string }[])[0]?.rows;
  return text ? (JSON.parse(text) as NearestRow[]) : [];
}

/**
 * Step 3 of a feed: the `limit` unprotected events nearest to `now` (on either side, `nearestSidesSql`: each side
 * walked outwards from now and stopped after `limit`), with `extra` candidates (`select id,
 * start`: a feed's cancelled events) competing for the same places, read with the reference checks and the
 * reader's own statements (`alongside`) in one batch: the ids of the live single events and of their venues (read
 * from the same rows, so the feed does not walk its events again for them), and the dates of series only as their
 * series' ids (a feed writes a series once, from its own rows: docs/recurrence.md, "Feeds"). The feed
 * reads the columns it writes of them in its next round trip (`../ical/ical.rows.ts`): embedding the selection in
 * each statement of a page would exceed SQLite's expression depth.
 */
export async function readNearest<A extends Named>(
  db: Db,
  plan: EventListPlan,
  take: { limit: number; now: Date; extra?: SQL },
  alongside: A,
): Promise<{ singleIds: number[]; venueIds: number[]; extraIds: number[]; seriesIds: number[]; with: ResultsOf<A> }> {
  const { input } = plan;
  // The search plan decides how each side is walked (the window's search rows, or the index's candidates).
  const filter: EventListFilter = { ...(await resolvePlan(db, plan)).filter, unprotected: true };
  const at = toUtcWall(take.now.getTime());
  // Each side, and the extra candidates, in a statement of its own (each binds the filter's values once: D1 takes
  // at most 100 per statement), merged here: nearest to now first for the cut; the reader orders what it shows.
  const [after, before] = nearestSidesSql(filter, at, take.limit);
  // The checks only when there is something to check: every statement of a batch costs D1 its preparation.
  const checks = {
    ...(namesIds(input) ? { linked: linkedPostsQuery(db, input) } : {}),
    ...(filter.categories || filter.tags ? { unknownTerms: unknownTermRefsQuery(db, filter) } : {}),
  };
  const {
    after: later,
    before: earlier,
    extra,
    linked = [],
    unknownTerms = [],
    ...rest
  } = await readBatch(db, {
    after: nearestRows(db, after),
    before: nearestRows(db, before),
    extra: nearestRows(
      db,
      take.extra
        ? sql`select id, start, null as series_id, null as venue_id from (${take.extra})`
        : sql`select 0 as id, '' as start, null as series_id, null as venue_id where 0`,
    ),
    ...checks,
    ...alongside,
  });
  const nowMs = take.now.getTime();
  const chosen: Nearest[] = [];
  for (const [rows, isExtra] of [
    [later, false],
    [earlier, false],
    [extra, true],
  ] as const) {
    for (const [id, start, series, venue] of nearestOf(rows)) {
      chosen.push({ id, series, venue, extra: isExtra, distance: Math.abs(utcWallToMs(start) - nowMs) });
    }
  }
  chosen.sort((a, b) => a.distance - b.distance || a.id - b.id);
  chosen.length = Math.min(chosen.length, take.limit);
  assertReferences(input, { linked, unknownTerms });
  const shown = chosen.filter((row) => !row.extra);
  const singles = shown.filter((row) => row.series === null);
  const singleIds = singles.map((row) => row.id);
  const venueIds = [...new Set(singles.flatMap((row) => (row.venue === null ? [] : [row.venue])))];
  const seriesIds = [...new Set(shown.flatMap((row) => (row.series === null ? [] : [row.series])))];
  const extraIds = chosen.filter((row) => row.extra).map((row) => row.id);
  return { singleIds, venueIds, extraIds, seriesIds, with: rest as unknown as ResultsOf<A> };
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
  const loaded = await readBatch(db, planEventPage(db, filter.lang, { ids, listed: true }));
  const last = loaded.events.length < take.limit ? undefined : loaded.events.at(-1);
  return { loaded, next: last && { start: last.startUtc ?? '', id: last.id } };
}
