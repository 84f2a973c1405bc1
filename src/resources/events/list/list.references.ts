import { type SQL, sql } from 'drizzle-orm';
import { readBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { posts, terms } from '../../../db/schema';
import { invalidParam } from '../../../http/errors';
import { jsonIds } from '../../shared/sql';
import type { Taxonomy } from '../../terms/terms.schemas';
import { eventListWhere } from './list.filters';
import { resolvedTermRefs, withDescendants } from './list.links';
import type { EventListFilter, EventListPlan } from './list.plan';
import type { ListInput } from './list.query';
import { searchPlanGuard } from './list.search';

/**
 * @module Step 2 of the list pipeline, the resolve (docs/ARCHITECTURE.md, "A list request"): the references an event
 * list names (categories, tags, venues, organizers, a parent, series) checked (400 naming the parameter) and the
 * terms resolved to ids, with the search plan and the terms' density chosen, in one small batch read before any
 * page query (docs/security.md, "Bounded cost").
 */

/** At most this many term references of a taxonomy are judged by {@link termsFewGuard}. */
const FEW_TERMS_REFS = 10;

/**
 * Which of the named categories and the named tags are carried by few events: their published count (a column
 * the database keeps, `terms.published_count`) under a quarter of the posts, as the search index's candidates are
 * judged (`searchPlanGuard`). Reading those events by id then costs less than walking the window and testing each
 * event (docs/security.md, "Bounded cost"). The answer names the taxonomy whose events are read by id
 * ({@link TERMS_FEW}), the one carried by fewer events when both are few: the other is then only tested, never read
 * by id (a rare tag within a category every date of a series carries reads the tag's events, not the category's).
 * Undefined when the filter names no term.
 */
function termsFewGuard(filter: Pick<EventListFilter, 'categories' | 'tags' | 'lang'>): SQL | undefined {
  const carried = (taxonomy: Taxonomy, refs: readonly string[] | undefined) => {
    // Many references resolve again here at a few rows each: beyond a handful, the window is walked.
    if (!refs?.length || refs.length > FEW_TERMS_REFS) return undefined;
    const named = sql`select r.term_id from (${resolvedTermRefs(taxonomy, refs, filter.lang)}) r`;
    return sql`(select coalesce(sum(c.published_count), 0) from ${terms} c where c.id in (${withDescendants(taxonomy, named)}))`;
  };
  const categories = carried('category', filter.categories);
  const tags = carried('tag', filter.tags);
  if (!categories && !tags) return undefined;
  const limit = sql`(select max(${posts.id}) from ${posts}) / 4.0`;
  const pick = (count: SQL, code: number) => sql`case when ${count} <= ${limit} then ${code} else 0 end`;
  if (!tags) return pick(categories!, TERMS_FEW.category);
  if (!categories) return pick(tags, TERMS_FEW.tag);
  // Both named: each count read once (a subquery in `from`), the fewer read by id.
  return sql`(select case when k.c <= k.t and k.c <= k.l then ${TERMS_FEW.category} when k.t <= k.l then ${TERMS_FEW.tag} else 0 end from (select ${categories} as c, ${tags} as t, ${limit} as l) k)`;
}

/** The codes {@link termsFewGuard} answers with, by the taxonomy read by id (0: none). */
const TERMS_FEW = { category: 1, tag: 2 } as const;

/**
 * Events of the named venues at most, for their own walk to be chosen over the search rows' when the list also
 * names categories, tags or organizers: such a walk costs a few rows per event (its links probed), the search
 * rows' one row per event of the window (docs/security.md, "Cost, third round").
 */
export const VENUES_FEW_EVENTS = 500;

/**
 * Whether the named venues' listed events in the window are at most {@link VENUES_FEW_EVENTS}, counted in their
 * index up to one more (a venue's page: its events; forty busy venues: that many rows, then the search rows are
 * walked). Undefined when the filter names no venue, or no link to test besides.
 */
function venuesFewGuard(filter: EventListFilter): SQL | undefined {
  const { venues, categories, tags, organizers } = filter;
  if (!venues?.length || !(categories || tags || organizers)) return undefined;
  const walked: EventListFilter = { ...pick(filter), venues };
  const listed = sql`select 1 from ${posts} indexed by posts_event_venue_listed where ${eventListWhere(walked)} limit ${VENUES_FEW_EVENTS + 1}`;
  return sql`(select count(*) from (${listed})) <= ${VENUES_FEW_EVENTS}`;
}

/** What a walk of the window reads of a filter: the reader, the statuses and the window. */
const pick = ({ lang, statuses, seesHidden, bounds }: EventListFilter): EventListFilter => ({
  lang,
  statuses,
  seesHidden,
  bounds,
});

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
    venuesFew: db.select({ few: sql<number>`${venuesFewGuard(filter) ?? sql`0`}` }).from(sql`(select 1)`),
  };
}

/** The posts that `venue`, `organizer` and `post_parent` name (their types are checked after the batch). */
export function linkedPostsQuery(db: Db, input: ListInput) {
  const parent = input.post_parent ? [input.post_parent] : [];
  const ids = [...(input.venue ?? []), ...(input.organizer ?? []), ...parent, ...(input.series ?? [])];
  return db
    .select({ id: posts.id, type: posts.type })
    .from(posts)
    .where(sql`${posts.id} in (select value from json_each(${jsonIds(ids)}))`);
}

type Checked = { linked: { id: number; type: string }[]; unknownTerms: { param: string }[] };

/** 400 naming the first unknown term reference, then the first of `venue`, `organizer`, `post_parent`. */
export function assertReferences(input: ListInput, { linked, unknownTerms }: Checked): void {
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
 * Step 2: the plan with its references resolved and checked (400 for an unknown one) and its search plan chosen,
 * in one small batch: the take's statements then carry term ids instead of resolving the references each, and
 * run one search plan instead of deciding in each. The plan unchanged when it names nothing to resolve.
 */
export async function resolvePlan(db: Db, plan: EventListPlan): Promise<EventListPlan> {
  const { input, filter } = plan;
  if (!namesReferences(filter) && !searchPlanGuard(filter)) return plan;
  const { termRefs, searchByIndex, termsFew, venuesFew, linked } = await readBatch(db, {
    ...listResolutionQueries(db, filter),
    linked: linkedPostsQuery(db, input),
  });
  assertReferences(input, { linked, unknownTerms: termRefs.filter((row) => row.termId === null) });
  const ids = (param: string) => [
    ...new Set(termRefs.filter((row) => row.param === param).map((row) => row.termId as number)),
  ];
  const resolved = { categoryIds: ids('categories'), tagIds: ids('tags') };
  const searchPlan = searchByIndex[0]?.byIndex ? 'index' : 'window';
  return {
    input,
    filter: {
      ...filter,
      resolved,
      searchPlan,
      termsFew:
        termsFew[0]?.few === TERMS_FEW.category ? 'category' : termsFew[0]?.few === TERMS_FEW.tag ? 'tag' : undefined,
      venuesFew: Boolean(venuesFew[0]?.few),
    },
  };
}
