import { and, asc, type SQL, sql } from 'drizzle-orm';
import { eventOrganizers, posts } from '../../../db/schema';
import { searchRowMatches } from '../../posts/posts.search';
import { jsonIds } from '../../shared/sql';
import { seriesCondition } from '../series/series.filters';
import { type EventListFilter, type ListColumns, POSTS_COLUMNS } from './list.filter';
import { withinCircle } from './list.geo';
import { linkKey, termCondition } from './list.references';
import { loweredSearchTerms, searchCondition } from './list.search';
import type { DateBound } from './list.window';

export type { EventListFilter, ListColumns } from './list.filter';
export { POSTS_COLUMNS, SEARCH_ROW_COLUMNS } from './list.filter';
export {
  listResolutionQueries,
  referencesExist,
  resolvedTermRefs,
  unknownTermRefsQuery,
} from './list.references';

/**
 * The filters of `GET /events` as SQL over the walked row (`posts`, or a search row), every one served by an
 * index (see `posts` indexes and the list's query-plan tests). The filter itself is `list.filter.ts`, the
 * references it names `list.references.ts`.
 */
const inIds = (ids: readonly number[]) => sql`(select value from json_each(${jsonIds(ids)}))`;

function flag(column: typeof posts.featured | typeof posts.ticketed, wanted: boolean | undefined): SQL | undefined {
  if (wanted === undefined) return undefined;
  return wanted ? sql`${column} = 1` : sql`ifnull(${column}, 0) = 0`;
}

/**
 * Events linked to one of the organizers `ids` selects: probed per walked event on a narrow walk (`probeLinks`,
 * reading the event's own links, {@link linkKey}).
 */
function organizerCondition(ids: SQL, cols: ListColumns): SQL {
  const { eventId, organizerId } = eventOrganizers;
  return cols.probeLinks
    ? sql`exists (select 1 from ${eventOrganizers} where ${eventId} = ${cols.id} and ${linkKey(sql`${organizerId}`)} in ${ids})`
    : sql`${cols.id} in (select ${eventId} from ${eventOrganizers} where ${organizerId} in ${ids})`;
}

/** Events whose venue has coordinates and meets `where` (over the venue row `v`). */
function venueCondition(where: SQL, seesHidden: boolean, cols: ListColumns): SQL {
  const visible = seesHidden ? sql`1` : sql`v.status = 'publish'`;
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
 * The WHERE clause of the list (and of its count), over the walked row's columns `cols` (`posts`, or the search
 * row `s`). `type = 'event'` and `hide_from_listings = 0` are literals: the partial indexes of events need them to
 * apply. Cheap conditions on the walked row come first: SQLite tests them before anything that reads another row.
 */
export function eventListWhere(filter: EventListFilter, cols: ListColumns = POSTS_COLUMNS): SQL {
  const plan = filter.searchPlan ?? 'index';
  const { statuses } = filter;
  const seesHidden = filter.seesHidden === true;
  const published = (ids: number[], type: 'venue' | 'organizer') =>
    seesHidden
      ? inIds(ids)
      : sql`(select p.id from ${posts} p where p.id in ${inIds(ids)} and p.type = ${type} and p.status = 'publish')`;
  // Conditions on the post's own columns: on the walked row, or on the post of a walked search row.
  const postOnly = and(
    filter.include ? sql`${posts.id} in ${inIds(filter.include)}` : undefined,
    flag(posts.featured, filter.featured),
    flag(posts.ticketed, filter.ticketed),
    filter.parent !== undefined ? sql`${posts.parentId} = ${filter.parent}` : undefined,
    filter.modifiedAfter !== undefined ? sql`${posts.modifiedUtc} > ${filter.modifiedAfter}` : undefined,
  );
  const words = loweredSearchTerms(filter.search);
  const search = cols.searchRow
    ? words.length > 0
      ? searchRowMatches(words, filter.lang, seesHidden)
      : undefined
    : searchCondition(words, filter.lang, seesHidden, plan);
  const unprotected = filter.unprotected
    ? cols.searchRow
      ? sql`s.protected = 0`
      : sql`coalesce(${posts.password}, '') = ''`
    : undefined;
  const own =
    postOnly && cols.searchRow
      ? sql`exists (select 1 from ${posts} where ${posts.id} = ${cols.id} and ${postOnly})`
      : postOnly;
  return and(
    sql`${cols.type} = 'event'`,
    // The export (src/sync/export.ts) reads hidden events too: it lists what anonymous readers can read by id.
    filter.includeHidden ? undefined : sql`${cols.hidden} = 0`,
    statuses.length === 1
      ? sql`${cols.status} = ${statuses[0]}`
      : sql`${cols.status} in (select value from json_each(${JSON.stringify(statuses)}))`,
    ...boundConditions(filter.bounds, cols),
    filter.venues ? sql`${cols.venueId} in ${published(filter.venues, 'venue')}` : undefined,
    filter.geoloc ? venueCondition(sql`1`, seesHidden, cols) : undefined,
    filter.near ? venueCondition(withinCircle(filter.near), seesHidden, cols) : undefined,
    // Then in order of what each reads per walked row, as SQLite tests them in the order written and stops at the
    // first that fails: the walked row's own columns, one more row (the search row of a post, the post of a search
    // row), then the event's links (a seek and its links per kind; docs/security.md, "Cost, third round").
    ...(cols.searchRow ? [unprotected, search, own] : [unprotected, own, search]),
    seriesCondition(filter, cols),
    termCondition('category', filter.categories, filter.lang, filter.resolved?.categoryIds, cols),
    termCondition('tag', filter.tags, filter.lang, filter.resolved?.tagIds, cols),
    filter.organizers ? organizerCondition(published(filter.organizers, 'organizer'), cols) : undefined,
  )!;
}

/** The list order: start (UTC) then id; with `include`, publication date then id (docs/original.md#include-filter). */
export function eventListOrder(filter: EventListFilter): SQL[] {
  return filter.include ? [asc(posts.dateUtc), asc(posts.id)] : [asc(posts.startUtc), asc(posts.id)];
}
