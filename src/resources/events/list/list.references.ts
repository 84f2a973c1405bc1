/**
 * @module The references an event list names (categories, tags, venues, organizers, a parent) as SQL: resolved
 * by index look-ups, checked before any page is read, and the term conditions of the list (docs/security.md,
 * "Bounded cost").
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventTerms, posts, terms, termTexts } from '../../../db/schema';
import { LANGUAGES, type Lang } from '../../../i18n/languages';
import { jsonIds, jsonStrings } from '../../shared/sql';
import type { Taxonomy } from '../../terms/terms.schemas';
import type { EventListFilter, ListColumns } from './list.filter';
import { searchPlanGuard } from './list.search';

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
 * The link column of a probe of one event's links (`event_terms.term_id`, `event_organizers.organizer_id`), behind
 * a unary `+`: SQLite reads the event's own links once and tests each against the references. Left bare, it sought
 * each reference (and each descendant of a category) among the event's links, one index row each: a probe cost a
 * multiple of the references a request names. Now it costs the event's links of that kind, which its authors
 * chose, whatever the request (docs/security.md, "Cost, third round").
 */
export const linkKey = (column: SQL): SQL => sql`+${column}`;

/**
 * Events carrying any of the terms `refs` name (OR within a taxonomy). Categories are hierarchical: a category
 * also matches the events of its descendants, as WordPress tax queries (`include_children` defaults to true),
 * walked through the `terms_taxonomy_parent` index. Tags are flat.
 */
export function termCondition(
  taxonomy: Taxonomy,
  refs: readonly string[] | undefined,
  lang: Lang,
  ids: readonly number[] | undefined,
  cols: ListColumns,
): SQL | undefined {
  if (!refs?.length) return undefined;
  const named = ids
    ? sql`select value from json_each(${jsonIds(ids)})`
    : sql`select r.term_id from (${resolvedTermRefs(taxonomy, refs, lang)}) r`;
  const matched = withDescendants(taxonomy, named);
  if (cols.probeLinks) {
    const term = linkKey(sql`${eventTerms.termId}`);
    return sql`exists (select 1 from ${eventTerms} where ${eventTerms.eventId} = ${cols.id} and ${term} in (${matched}))`;
  }
  return sql`${cols.id} in (select ${eventTerms.eventId} from ${eventTerms} where ${eventTerms.termId} in (${matched}))`;
}

/** The terms `named` (a subquery of ids) names, with their descendants for categories (hierarchical). */
function withDescendants(taxonomy: Taxonomy, named: SQL): SQL {
  return taxonomy === 'category'
    ? sql`with recursive tree(id) as (${named} union select x.id from ${terms} x join tree on x.taxonomy = ${taxonomy} and x.parent_id = tree.id) select id from tree`
    : named;
}

/** At most this many term references of a taxonomy are judged by {@link termsFewGuard}. */
const FEW_TERMS_REFS = 10;

/**
 * Whether the events carrying the named categories, or those carrying the named tags, are few: their published
 * count (a column the database keeps, `terms.published_count`) under a quarter of the posts, as the search index's
 * candidates are judged (`searchPlanGuard`). Reading those events by id then costs less than walking the window
 * and testing each event (docs/security.md, "Bounded cost"). Undefined when the filter names no term.
 */
function termsFewGuard(filter: Pick<EventListFilter, 'categories' | 'tags' | 'lang'>): SQL | undefined {
  const few = (taxonomy: Taxonomy, refs: readonly string[] | undefined) => {
    // Many references resolve again here at a few rows each: beyond a handful, the window is walked.
    if (!refs?.length || refs.length > FEW_TERMS_REFS) return undefined;
    const named = sql`select r.term_id from (${resolvedTermRefs(taxonomy, refs, filter.lang)}) r`;
    const carried = sql`(select coalesce(sum(c.published_count), 0) from ${terms} c where c.id in (${withDescendants(taxonomy, named)}))`;
    return sql`${carried} * 4 <= (select max(${posts.id}) from ${posts})`;
  };
  const checks = [few('category', filter.categories), few('tag', filter.tags)].filter((c) => c !== undefined);
  return checks.length > 0 ? sql`(${sql.join(checks, sql` or `)})` : undefined;
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
    termsFew: db.select({ few: sql<number>`${termsFewGuard(filter) ?? sql`0`}` }).from(sql`(select 1)`),
  };
}
