import { and, asc, type SQL, sql } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import { type PostStatus, REGISTERED_STATUSES } from '../../posts/posts.status';
import { publishedRow, unprotectedRow } from '../../posts/posts.visibility';
import { jsonIds } from '../../shared/sql';
import { type Circle, withinCircle } from './list.geo';
import { filterablePosts, organizerCondition, resolvedTermRefs, termCondition } from './list.links';
import type { EventListFilter } from './list.plan';
import { searchCondition } from './list.search';
import type { DateBound } from './list.window';

/**
 * @module The filter of an event list as SQL over the walked row (`posts`, or a search row): every filter of
 * `GET /events` served by an index (see `posts` indexes and the list's query-plan tests), the order, and the gate of
 * the references it names (docs/security.md, "Bounded cost"). The filter itself is made by `list.plan.ts`.
 */

/**
 * The columns of the walked row the list's conditions read: `posts` itself, or the search row `s` of
 * `post_search`, which carries copies of them (`post_search_walk`, docs/search.md). Conditions on other columns of
 * `posts` (flags, parent, modification date, `include`) are tested on the post of a walked search row.
 */
export interface ListColumns {
  id: SQL;
  type: SQL;
  hidden: SQL;
  status: SQL;
  start: SQL;
  end: SQL;
  venueId: SQL;
  /** The series of a date (docs/recurrence.md): `series=` and `collapse=series` read it on the walked row. */
  seriesId: SQL;
  featured: SQL;
  ticketed: SQL;
  modified: SQL;
  /** Whether the row walked is the search row `s` (the post's other columns then need its `posts` row). */
  searchRow: boolean;
  /**
   * Whether the walk is narrow (one venue's events): term and organizer conditions are then probed per event
   * walked, instead of reading every event of the term or organizer once (which a walk of the window prefers).
   */
  probeLinks?: boolean;
}

/** The list walks `posts`. */
export const POSTS_COLUMNS: ListColumns = {
  id: sql`${posts.id}`,
  type: sql`${posts.type}`,
  hidden: sql`${posts.hideFromListings}`,
  status: sql`${posts.status}`,
  start: sql`${posts.startUtc}`,
  end: sql`${posts.endUtc}`,
  venueId: sql`${posts.venueId}`,
  seriesId: sql`${posts.seriesId}`,
  featured: sql`${posts.featured}`,
  ticketed: sql`${posts.ticketed}`,
  modified: sql`${posts.modifiedUtc}`,
  searchRow: false,
};

/** The list walks the search rows `s` of `post_search` (a search over the window). */
export const SEARCH_ROW_COLUMNS: ListColumns = {
  id: sql`s.post_id`,
  type: sql`s.type`,
  hidden: sql`s.hidden`,
  status: sql`s.status`,
  start: sql`s.start_utc`,
  end: sql`s.end_utc`,
  venueId: sql`s.venue_id`,
  seriesId: sql`s.series_id`,
  featured: sql`s.featured`,
  ticketed: sql`s.ticketed`,
  modified: sql`s.modified_utc`,
  searchRow: true,
};

const inIds = (ids: readonly number[]) => sql`(select value from json_each(${jsonIds(ids)}))`;

function flag(column: SQL, wanted: boolean | undefined): SQL | undefined {
  if (wanted === undefined) return undefined;
  return wanted ? sql`${column} = 1` : sql`ifnull(${column}, 0) = 0`;
}

/** Events whose venue has coordinates (and lies within `circle`, over the venue row `v`). */
function venueCondition(seesHidden: boolean, cols: ListColumns, circle?: Circle): SQL {
  const visible = seesHidden ? sql`1` : publishedRow('v');
  const where = circle ? withinCircle(circle) : sql`1`;
  return sql`${cols.venueId} in (select v.id from ${posts} v where v.type = 'venue' and v.geo_lat is not null and v.geo_lng is not null and ${visible} and ${where})`;
}

type Bound = Pick<DateBound, 'column' | 'op' | 'utc'>;

/** The stronger of two bounds in the same direction: the later lower bound, the earlier upper one (strict on a tie). */
function stronger(a: Bound, b: Bound): Bound {
  if (a.utc !== b.utc) return (a.op === '>' || a.op === '>=') === a.utc > b.utc ? a : b;
  return a.op === '>' || a.op === '<' ? a : b;
}

/**
 * The window's comparisons: the strongest lower and upper bound on the start, and every bound on the end. Each
 * upper end bound implies a start bound (an event never ends before it starts: writes refuse it), so `end <= X`
 * also bounds the start by X: said explicitly, it closes the range read from the start index at the window's end
 * instead of the last event in the calendar. Keeping only the strongest start bound of each direction leaves
 * SQLite one range to read (given two, it may read the wider): a feed's walk outwards from now adds its own.
 */
function boundConditions(bounds: readonly DateBound[], cols: ListColumns): SQL[] {
  const isLower = (b: Bound) => b.op === '>' || b.op === '>=';
  const starts: Bound[] = [
    ...bounds.filter((b) => b.column === 'start'),
    ...bounds.filter((b) => b.column === 'end' && !isLower(b)).map((b) => ({ ...b, column: 'start' as const })),
  ];
  const lower = starts.filter(isLower).reduce<Bound | undefined>((a, b) => (a ? stronger(a, b) : b), undefined);
  const upper = starts
    .filter((b) => !isLower(b))
    .reduce<Bound | undefined>((a, b) => (a ? stronger(a, b) : b), undefined);
  const kept = [lower, upper, ...bounds.filter((b) => b.column === 'end')].filter((b): b is Bound => b !== undefined);
  return kept.map((b) => sql`${cols[b.column]} ${sql.raw(b.op)} ${b.utc}`);
}

/**
 * A status as an SQL literal: one of the code's own names (`REGISTERED_STATUSES`, never the request's text), as
 * `type = 'event'` is. Bound as a parameter, it made SQLite re-prepare every statement that holds the page's ids at
 * each run: planning them, it tests the query's `status = ?` against the partial index `posts_series_remaining`
 * (`status <> 'trash'`), which reads the bound value and so ties the plan to it; the page's four statements were
 * parsed and planned again on every uncached list (docs/performance.md, "The uncached list's own work").
 */
const STATUS_LITERALS = new Map<PostStatus | undefined, SQL>(
  REGISTERED_STATUSES.map((status) => [status, sql.raw(`'${status}'`)]),
);
const statusLiteral = (status: PostStatus | undefined): SQL => STATUS_LITERALS.get(status) ?? sql`${status}`;

/**
 * The WHERE clause of the list (and of its count), over the walked row's columns `cols` (`posts`, or the search
 * row `s`). `type = 'event'` and `hide_from_listings = 0` are literals: the partial indexes of events need them to
 * apply. Cheap conditions on the walked row come first: SQLite tests them before anything that reads another row.
 * (The conditions are built in another order than they are tested: this file's own first, then the place and the
 * search, which other files write.)
 */
export function eventListWhere(filter: EventListFilter, cols: ListColumns = POSTS_COLUMNS): SQL {
  const { statuses } = filter;
  const seesHidden = filter.seesHidden === true;
  const published = (ids: number[], type: 'venue' | 'organizer') => filterablePosts(ids, type, seesHidden);
  // Conditions on the post's own columns: on the walked row, or on the post of a walked search row (which carries
  // the flags and the modification date, but never walks `include` or a parent: list.source.ts).
  const postOnly = and(
    filter.include ? sql`${posts.id} in ${inIds(filter.include)}` : undefined,
    filter.parent !== undefined ? sql`${posts.parentId} = ${filter.parent}` : undefined,
  );
  const flags = and(
    flag(cols.featured, filter.featured),
    flag(cols.ticketed, filter.ticketed),
    filter.modifiedAfter !== undefined ? sql`${cols.modified} > ${filter.modifiedAfter}` : undefined,
  );
  const bounds = boundConditions(filter.bounds, cols);
  // Events read by id for a few terms' sake (`termsFew`): only that taxonomy's events are sought by id; the other
  // link conditions probe each such event's own links. As sets of ids they would be read whole (SQLite builds each
  // list once per statement, then may drive the walk by it): a category every date of a series carries, read for
  // a rare tag's five events.
  const linkCols = (read?: 'category' | 'tag') =>
    filter.termsFew && filter.termsFew !== read && !cols.searchRow ? { ...cols, probeLinks: true } : cols;
  const { lang, resolved } = filter;
  const categories = termCondition('category', filter.categories, lang, resolved?.categoryIds, linkCols('category'));
  const tags = termCondition('tag', filter.tags, lang, resolved?.tagIds, linkCols('tag'));
  const organizers = filter.organizers
    ? organizerCondition(published(filter.organizers, 'organizer'), linkCols())
    : undefined;
  const series = seriesCondition(filter, cols);
  const geoloc = filter.geoloc ? venueCondition(seesHidden, cols) : undefined;
  const near = filter.near ? venueCondition(seesHidden, cols, filter.near) : undefined;
  const search = searchCondition(filter.search ?? [], filter.lang, seesHidden, filter.searchPlan ?? 'index', cols);
  const unprotected = filter.unprotected ? (cols.searchRow ? sql`s.protected = 0` : unprotectedRow()) : undefined;
  const own =
    postOnly && cols.searchRow
      ? sql`exists (select 1 from ${posts} where ${posts.id} = ${cols.id} and ${postOnly})`
      : postOnly;
  return and(
    sql`${cols.type} = 'event'`,
    // The export (src/sync/export.ts) reads hidden events too: it lists what anonymous readers can read by id.
    filter.includeHidden ? undefined : sql`${cols.hidden} = 0`,
    statuses.length === 1
      ? sql`${cols.status} = ${statusLiteral(statuses[0])}`
      : sql`${cols.status} in (select value from json_each(${JSON.stringify(statuses)}))`,
    ...bounds,
    flags,
    filter.venues ? sql`${cols.venueId} in ${published(filter.venues, 'venue')}` : undefined,
    geoloc,
    near,
    // Then in order of what each reads per walked row, as SQLite tests them in the order written and stops at the
    // first that fails: the walked row's own columns, one more row (the search row of a post, the post of a search
    // row), then the event's links (a seek and its links per kind; docs/security.md, "Cost, third round").
    ...(cols.searchRow ? [unprotected, search, own] : [unprotected, own, search]),
    series,
    categories,
    tags,
    organizers,
  )!;
}

/** The list order: start (UTC) then id; with `include`, publication date then id (docs/original.md#include-filter). */
export function eventListOrder(filter: EventListFilter): SQL[] {
  return filter.include ? [asc(posts.dateUtc), asc(posts.id)] : [asc(posts.startUtc), asc(posts.id)];
}

/**
 * `series_id in (…)` on the walked row's series column, of the series the reader may read (published, by the one
 * public rule, or the reader's own): with the explicit `not null`, SQLite may read the partial index
 * `posts_event_series`.
 */
function seriesCondition(
  filter: Pick<EventListFilter, 'series' | 'seriesReader'>,
  cols: { seriesId: SQL },
): SQL | undefined {
  if (!filter.series) return undefined;
  const ids = sql`select value from json_each(${jsonIds(filter.series)})`;
  const reader = filter.seriesReader ?? null;
  const readable =
    reader === 'all'
      ? ids
      : sql`select rs.id from posts rs where rs.id in (${ids}) and (${publishedRow('rs')}${
          reader === null ? sql`` : sql` or rs.author_id = ${reader}`
        })`;
  return sql`${cols.seriesId} is not null and ${cols.seriesId} in (${readable})`;
}

/**
 * True only when every reference the filter names exists: each category and tag reference names a term, each
 * `venue` id a venue, each `organizer` id an organizer, `post_parent` an event. It refers to no column of the
 * list: the count and the page ids are gated by it (a CASE around the count, the page's LIMIT), so a request
 * with a bad reference costs its look-ups only, never the window (SQLite would test a subquery in the WHERE for
 * every row walked). The 400 is then raised from `unknownTermRefsQuery`/`linkedPostsQuery`, which run in the
 * same batch. Undefined when the filter names no reference.
 */
export function referencesExist(filter: EventListFilter): SQL | undefined {
  if (filter.resolved) return undefined;
  const checks: SQL[] = [];
  for (const [taxonomy, refs] of [
    ['category', filter.categories],
    ['tag', filter.tags],
  ] as const) {
    if (refs?.length) {
      checks.push(
        sql`not exists (select 1 from (${resolvedTermRefs(taxonomy, refs, filter.lang)}) r where r.term_id is null)`,
      );
    }
  }
  const typed = (ids: readonly number[] | undefined, type: 'venue' | 'organizer' | 'event' | 'series') => {
    if (!ids?.length) return;
    checks.push(
      sql`not exists (select 1 from json_each(${jsonIds(ids)}) j where not exists (select 1 from ${posts} p where p.id = j.value and p.type = ${type}))`,
    );
  };
  typed(filter.venues, 'venue');
  typed(filter.organizers, 'organizer');
  typed(filter.parent === undefined ? undefined : [filter.parent], 'event');
  typed(filter.series, 'series');
  return checks.length > 0 ? and(...checks) : undefined;
}
