import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventOrganizers, eventTerms, posts, terms, termTexts } from '../../db/schema';
import { LANGUAGES, type Lang } from '../../i18n/languages';
import type { PostStatus } from '../posts/posts.status';
import { jsonIds, jsonStrings } from '../shared/sql';
import type { Taxonomy } from '../terms/terms.schemas';
import { type Circle, withinCircle } from './events.geo';
import { loweredSearchTerms, type SearchPlan, searchCondition, searchPlanGuard } from './events.search';
import type { DateBound } from './events.window';
import { type SeriesFilter, seriesCondition } from './series/series.filters';

/**
 * The filters of `GET /events` as SQL over `posts`, every one served by an index (see `posts` indexes and the
 * list's query-plan tests). `type = 'event'` and `hide_from_listings = 0` are literals so that SQLite may use
 * the partial index `posts_event_start`, which also gives the start order without sorting.
 */
export interface EventListFilter extends SeriesFilter {
  /** Reader's language: `search` matches the text this reader sees (docs/api.md#content-languages). */
  lang: Lang;
  statuses: readonly PostStatus[];
  /**
   * Whether the caller may read hidden content (unpublished venues and organizers, protected texts). Otherwise
   * nothing hidden shapes the answer: `search` sees only the titles of password-protected events, and the venue,
   * organizer and geoloc filters consider only published venues and organizers (docs/security.md).
   */
  seesHidden?: boolean;
  /** The date window (empty with `include`, docs/differences.md#include-ignores-dates). */
  bounds: readonly DateBound[];
  include?: number[];
  /** Category references (ids, slugs or names), resolved in SQL: see {@link resolvedTermRefs}. */
  categories?: string[];
  /** Tag references. */
  tags?: string[];
  venues?: number[];
  organizers?: number[];
  featured?: boolean;
  ticketed?: boolean;
  parent?: number;
  /** Only events whose venue has coordinates. */
  geoloc?: boolean;
  /** Only events whose venue lies within this circle (`geoloc_lat`, `geoloc_lng`, `geoloc_radius`). */
  near?: Circle;
  search?: string;
  /** UTC wall string: only events modified strictly after it. */
  modifiedAfter?: string;
  /** Include events hidden from listings (the export). */
  includeHidden?: boolean;
  /**
   * Set once the references were resolved and checked by a first read (`listResolutionQueries`): the term ids
   * `categories` and `tags` name (replacing the references in SQL), and no reference gate.
   */
  resolved?: { categoryIds: number[]; tagIds: number[] };
  /** How `search` finds its events (default `index`): chosen by a first read, see {@link searchPlanGuard}. */
  searchPlan?: SearchPlan;
}

const COLUMN = { start: posts.startUtc, end: posts.endUtc } as const;

const inIds = (ids: readonly number[]) => sql`(select value from json_each(${jsonIds(ids)}))`;

function flag(column: typeof posts.featured | typeof posts.ticketed, wanted: boolean | undefined): SQL | undefined {
  if (wanted === undefined) return undefined;
  return wanted ? sql`${column} = 1` : sql`ifnull(${column}, 0) = 0`;
}

/**
 * The term ids `refs` name in `taxonomy`, resolved in SQL in `resolveTermRefs`' order (a slug in the reader's
 * language, a slug in any language, an id, a name; case-insensitive), every step an index look-up (the slug
 * index per language, `term_texts_lower_name` for names). Rows `(ref, term_id)`, `term_id` null when the reference names nothing.
 */
export function resolvedTermRefs(taxonomy: Taxonomy, refs: readonly string[], lang: Lang): SQL {
  const lowered = jsonStrings(refs.map((ref) => ref.toLowerCase()));
  const text = (where: SQL) =>
    sql`(select min(t.term_id) from ${termTexts} t where t.taxonomy = ${taxonomy} and ${where})`;
  return sql`select j.value as ref, coalesce(
    ${text(sql`t.lang = ${lang} and t.slug = j.value`)},
    ${text(
      sql`t.lang in (${sql.join(
        LANGUAGES.map((language) => sql`${language}`),
        sql`, `,
      )}) and t.slug = j.value`,
    )},
    (select x.id from ${terms} x where x.taxonomy = ${taxonomy} and j.value not glob '*[^0-9]*' and x.id = cast(j.value as integer)),
    ${text(sql`lower(t.name) = j.value`)}
  ) as term_id from json_each(${lowered}) j`;
}

/**
 * Events carrying any of the terms `refs` name (OR within a taxonomy). Categories are hierarchical: a category
 * also matches the events of its descendants, as WordPress tax queries (`include_children` defaults to true),
 * walked through the `terms_taxonomy_parent` index. Tags are flat.
 */
function termCondition(
  taxonomy: Taxonomy,
  refs: readonly string[] | undefined,
  lang: Lang,
  ids: readonly number[] | undefined,
): SQL | undefined {
  if (!refs?.length) return undefined;
  const named = ids
    ? sql`select value from json_each(${jsonIds(ids)})`
    : sql`select r.term_id from (${resolvedTermRefs(taxonomy, refs, lang)}) r`;
  const matched =
    taxonomy === 'category'
      ? sql`with recursive tree(id) as (${named} union select x.id from ${terms} x join tree on x.taxonomy = ${taxonomy} and x.parent_id = tree.id) select id from tree`
      : named;
  return sql`${posts.id} in (select ${eventTerms.eventId} from ${eventTerms} where ${eventTerms.termId} in (${matched}))`;
}

/** The references of `categories` and `tags` that name no term: rows `(param, ref)`, for a 400 after the batch. */
export function unknownTermRefsQuery(db: Db, filter: Pick<EventListFilter, 'categories' | 'tags' | 'lang'>) {
  const unknown = (param: string, taxonomy: Taxonomy, refs: readonly string[] = []) =>
    sql`select ${param} as param, r.ref as ref from (${resolvedTermRefs(taxonomy, refs, filter.lang)}) r where r.term_id is null`;
  return db
    .select({ param: sql<string>`u.param`, ref: sql<string>`u.ref` })
    .from(
      sql`(${unknown('categories', 'category', filter.categories)} union all ${unknown('tags', 'tag', filter.tags)}) u`,
    );
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

/** Events whose venue has coordinates and meets `where` (over the venue row `v`). */
function venueCondition(where: SQL, seesHidden: boolean): SQL {
  const visible = seesHidden ? sql`1` : sql`v.status = 'publish'`;
  return sql`${posts.venueId} in (select v.id from ${posts} v where v.type = 'venue' and v.geo_lat is not null and v.geo_lng is not null and ${visible} and ${where})`;
}

/**
 * The window's comparisons, plus the start bound that each upper end bound implies: an event never ends before
 * it starts (writes refuse it), so `end <= X` keeps only events with `start <= X`. Said explicitly, it closes the
 * range read from the start index at the window's end instead of the last event in the calendar.
 */
function boundConditions(bounds: readonly DateBound[]): SQL[] {
  return bounds.flatMap((b) => {
    const own = sql`${COLUMN[b.column]} ${sql.raw(b.op)} ${b.utc}`;
    const upperEnd = b.column === 'end' && (b.op === '<=' || b.op === '<');
    return upperEnd ? [own, sql`${posts.startUtc} ${sql.raw(b.op)} ${b.utc}`] : [own];
  });
}

/**
 * The WHERE clause of the list (and of its count). `type = 'event'` and `hide_from_listings = 0` are literals:
 * the partial indexes of events need them to apply.
 */
export function eventListWhere(filter: EventListFilter): SQL {
  const plan = filter.searchPlan ?? 'index';
  const { statuses } = filter;
  const seesHidden = filter.seesHidden === true;
  const published = (ids: number[], type: 'venue' | 'organizer') =>
    seesHidden
      ? inIds(ids)
      : sql`(select p.id from ${posts} p where p.id in ${inIds(ids)} and p.type = ${type} and p.status = 'publish')`;
  return and(
    sql`${posts.type} = 'event'`,
    // The export (src/sync/export.ts) reads hidden events too: it lists what anonymous readers can read by id.
    filter.includeHidden ? undefined : sql`${posts.hideFromListings} = 0`,
    statuses.length === 1
      ? sql`${posts.status} = ${statuses[0]}`
      : sql`${posts.status} in (select value from json_each(${JSON.stringify(statuses)}))`,
    ...boundConditions(filter.bounds),
    filter.include ? sql`${posts.id} in ${inIds(filter.include)}` : undefined,
    termCondition('category', filter.categories, filter.lang, filter.resolved?.categoryIds),
    termCondition('tag', filter.tags, filter.lang, filter.resolved?.tagIds),
    filter.venues ? sql`${posts.venueId} in ${published(filter.venues, 'venue')}` : undefined,
    filter.organizers
      ? sql`${posts.id} in (select ${eventOrganizers.eventId} from ${eventOrganizers} where ${eventOrganizers.organizerId} in ${published(filter.organizers, 'organizer')})`
      : undefined,
    flag(posts.featured, filter.featured),
    flag(posts.ticketed, filter.ticketed),
    filter.parent !== undefined ? sql`${posts.parentId} = ${filter.parent}` : undefined,
    filter.geoloc ? venueCondition(sql`1`, seesHidden) : undefined,
    filter.near ? venueCondition(withinCircle(filter.near), seesHidden) : undefined,
    searchCondition(loweredSearchTerms(filter.search), filter.lang, seesHidden, plan),
    filter.modifiedAfter !== undefined ? sql`${posts.modifiedUtc} > ${filter.modifiedAfter}` : undefined,
    seriesCondition(filter),
  )!;
}

/** The list order: start (UTC) then id; with `include`, publication date then id (docs/original.md#include-filter). */
export function eventListOrder(filter: EventListFilter): SQL[] {
  return filter.include ? [asc(posts.dateUtc), asc(posts.id)] : [asc(posts.startUtc), asc(posts.id)];
}

/**
 * What a list reads before its page when its filter names references or searches (one small batch): every term
 * reference resolved (rows `(param, ref, term_id)`, `term_id` null for an unknown one) and whether a search
 * should read the index's candidates ({@link searchPlanGuard}). The page's own statements then carry the term
 * ids and the plan instead of resolving and deciding in each of them.
 */
export function listResolutionQueries(db: Db, filter: EventListFilter) {
  const rows = (param: string, taxonomy: Taxonomy, refs: readonly string[] = []) =>
    sql`select ${param} as param, r.ref as ref, r.term_id as term_id from (${resolvedTermRefs(taxonomy, refs, filter.lang)}) r`;
  const guard = searchPlanGuard(filter);
  return {
    termRefs: db
      .select({ param: sql<string>`u.param`, ref: sql<string>`u.ref`, termId: sql<number | null>`u.term_id` })
      .from(
        sql`(${rows('categories', 'category', filter.categories)} union all ${rows('tags', 'tag', filter.tags)}) u`,
      ),
    searchByIndex: db.select({ byIndex: sql<number>`${guard ?? sql`1`}` }).from(sql`(select 1)`),
  };
}
