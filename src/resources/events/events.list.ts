import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCaller } from '../../auth/caller';
import { can } from '../../auth/capabilities';
import { readBatch } from '../../db/batch';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import type { AppEnv } from '../../env';
import { invalidParam, invalidParams } from '../../http/errors';
import { booleanParam, idList, idOrSlugList, numberParam, positiveInt, text } from '../../http/fields';
import { canonicalQuery, DEFAULT_PER_PAGE } from '../../http/pagination';
import { withQuery } from '../../http/path';
import { parseDateInput, toUtcWall } from '../../time';
import { contextParam, dateParam, langParam, listStatuses, passwordRead, statusListParam } from '../posts';
import { jsonIds } from '../shared/sql';
import {
  type EventListFilter,
  eventCountQuery,
  eventListOrder,
  eventPageIdsQuery,
  listResolutionQueries,
  unknownTermRefsQuery,
} from './events.filters';
import type { Circle } from './events.geo';
import { type EventPageResults, planEventPage } from './events.queries';
import { searchPlanGuard } from './events.search';
import { dateWindow, isTruthy } from './events.window';

/** `strict_dates`: a non-empty string (docs/original.md#truthy-words), truthy words switch strict mode on; JSON booleans too. */
const strictDates = () =>
  z
    .union([z.boolean(), z.number(), text({ allowEmpty: false, maxBytes: 32 })], { error: 'param.invalid' })
    .transform(isTruthy)
    .openapi({ type: 'string' });

/** A number within `[min, max]`. */
const within = (min: number, max: number) =>
  numberParam().refine((v) => v >= min && v <= max, { error: 'param.range' });

/**
 * `search`: non-empty, at most 200 characters; at most `MAX_SEARCH_WORDS` terms, checked for every list by
 * `assertSearchBounded` (each term is bound in the search test, docs/search.md).
 */
const search = () =>
  text({ allowEmpty: false, maxBytes: 800 }).refine((s) => [...s].length <= 200, {
    error: 'param.too_long',
    params: { max: 200 },
  });

/** Query parameters of `GET /events` (docs/original.md#event-list-parameters and this API's extensions, docs/api.md#other-event-fields-and-filters). */
export const eventListQuery = z.object({
  page: positiveInt().default(1).describe('param.page'),
  // The default the handler applies (effectivePerPage), shown in the index and the OpenAPI document.
  per_page: positiveInt().optional().openapi({ default: DEFAULT_PER_PAGE }).describe('param.per_page'),
  start_date: dateParam().optional().describe('param.events_start_date'),
  end_date: dateParam().optional().describe('param.events_end_date'),
  starts_before: dateParam().optional().describe('param.starts_before'),
  starts_after: dateParam().optional().describe('param.starts_after'),
  ends_before: dateParam().optional().describe('param.ends_before'),
  ends_after: dateParam().optional().describe('param.ends_after'),
  strict_dates: strictDates().optional().openapi({ default: false }).describe('param.strict_dates'),
  search: search().optional().describe('param.events_search'),
  categories: idOrSlugList().optional().describe('param.events_categories'),
  tags: idOrSlugList().optional().describe('param.events_tags'),
  venue: idList().optional().describe('param.events_venue'),
  organizer: idList().optional().describe('param.events_organizer'),
  featured: booleanParam().optional().describe('param.events_featured'),
  status: statusListParam().optional().describe('param.events_status'),
  geoloc: booleanParam().optional().describe('param.geoloc'),
  geoloc_lat: within(-90, 90).optional().describe('param.geoloc_lat'),
  geoloc_lng: within(-180, 180).optional().describe('param.geoloc_lng'),
  geoloc_radius: numberParam()
    .refine((v) => v > 0 && v <= 40_075, { error: 'param.range' })
    .optional()
    .describe('param.geoloc_radius'),
  include: idList().optional().describe('param.events_include'),
  post_parent: positiveInt().optional().describe('param.events_post_parent'),
  ticketed: booleanParam().optional().describe('param.events_ticketed'),
  modified_after: dateParam().optional().describe('param.modified_after'),
  password: passwordRead().optional().describe('param.password_read'),
  context: contextParam().optional().describe('param.context'),
  i18n_language: langParam(),
});

/** The validated input of `GET /events` (and of the feeds and the export that share its filters). */
export type ListInput = z.output<typeof eventListQuery>;

/** Parameters carried into `rest_url` and the page links (every filter; never `password`). */
export const LINK_KEYS = Object.keys(eventListQuery.shape).filter((key) => key !== 'password');

/** Default `geoloc_radius` in km. */
const DEFAULT_RADIUS_KM = 25;

/** The circle of `geoloc_lat`/`geoloc_lng`/`geoloc_radius`: both coordinates or none (400 naming the missing one). */
function geoCircle(input: ListInput): Circle | undefined {
  const { geoloc_lat: lat, geoloc_lng: lng, geoloc_radius: radius } = input;
  if (lat === undefined && lng === undefined) {
    if (radius === undefined) return undefined;
    const problem = { key: 'param.missing_pair', vars: { other: 'geoloc_radius' } } as const;
    throw invalidParams({ geoloc_lat: problem, geoloc_lng: problem });
  }
  if (lat === undefined) throw invalidParam('geoloc_lat', 'param.missing_pair', { other: 'geoloc_lng' });
  if (lng === undefined) throw invalidParam('geoloc_lng', 'param.missing_pair', { other: 'geoloc_lat' });
  return { lat, lng, radiusKm: radius ?? DEFAULT_RADIUS_KM };
}

/** An empty list filters nothing (as WordPress ignores an empty `post__in` or term list). */
const nonEmpty = <T>(items: T[] | undefined) => (items?.length ? items : undefined);

const unique = <T>(items: T[] | undefined) => (items ? [...new Set(items)] : undefined);

/** The posts that `venue`, `organizer` and `post_parent` name (their types are checked after the batch). */
export function linkedPostsQuery(db: Db, input: ListInput) {
  const ids = [...(input.venue ?? []), ...(input.organizer ?? []), ...(input.post_parent ? [input.post_parent] : [])];
  return db
    .select({ id: posts.id, type: posts.type })
    .from(posts)
    .where(sql`${posts.id} in (select value from json_each(${jsonIds(ids)}))`);
}

/** 400 naming the first of `venue`, `organizer`, `post_parent` that names no post of its type. */
export function assertLinkedPosts(input: ListInput, found: { id: number; type: string }[]): void {
  const types = new Map(found.map((row) => [row.id, row.type]));
  const checks = [
    ['venue', input.venue, 'venue'],
    ['organizer', input.organizer, 'organizer'],
    ['post_parent', input.post_parent === undefined ? undefined : [input.post_parent], 'event'],
  ] as const;
  for (const [param, ids, type] of checks) {
    if (ids?.some((id) => types.get(id) !== type)) throw invalidParam(param, 'param.unknown_id');
  }
}

/** The filter of the request (400 for a bad date or coordinate pair, or a status the caller may not use). */
export async function buildFilter(c: Context<AppEnv>, input: ListInput): Promise<EventListFilter> {
  const zone = c.var.config.siteTimezone;
  const now = new Date();
  const near = geoCircle(input);
  const caller = await getCaller(c);
  const statuses = listStatuses(caller, input.status);
  const include = nonEmpty(input.include);
  const modified = input.modified_after === undefined ? undefined : parseDateInput(input.modified_after, zone, now);
  return {
    lang: c.get('lang'),
    statuses,
    // Editors and up read every item; below that, hidden venues, organizers and protected texts stay out.
    seesHidden: can(caller, 'edit_others'),
    // `include` ignores every date filter (docs/differences.md#include-ignores-dates).
    bounds: include ? [] : dateWindow(input, zone, now),
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
    near,
    search: input.search,
    modifiedAfter: modified ? toUtcWall(modified.dt) : undefined,
  };
}

/** The page of an empty list: nothing to embed. */
const NO_EVENTS: EventPageResults = { events: [], terms: [], venues: [], organizers: [] };

/**
 * Whether the list's page ids are read from the start index in list order and stop after the page: the window
 * alone, with statuses, `include` or `post_parent` (each read through its own index, `listSource`). Any other
 * filter may be sparse or need look-ups (search, terms, venues, organizers, places, flags, modification date),
 * so its page ids can cost the whole filtered set: see {@link readEventList}.
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
    filter.modifiedAfter === undefined
  );
}

type Checked = { linked: { id: number; type: string }[]; unknownTerms: { param: string }[] };

/** 400 naming the first unknown term reference, then the first of `venue`, `organizer`, `post_parent`. */
function assertReferences(input: ListInput, { linked, unknownTerms }: Checked): void {
  const [unknownTerm] = unknownTerms;
  if (unknownTerm) throw invalidParam(unknownTerm.param, 'param.unknown_term');
  assertLinkedPosts(input, linked);
}

/**
 * The filter with its references resolved and checked (400 for an unknown one) and its search plan chosen, in
 * one small batch: the page's statements then carry term ids instead of resolving the references each, and run
 * one search plan instead of deciding in each. The filter unchanged when it names nothing to resolve.
 */
async function resolveFilter(db: Db, input: ListInput, filter: EventListFilter): Promise<EventListFilter> {
  const names = filter.categories || filter.tags || filter.venues || filter.organizers || filter.parent !== undefined;
  if (!names && !searchPlanGuard(filter)) return filter;
  const { termRefs, searchByIndex, linked } = await readBatch(db, {
    ...listResolutionQueries(db, filter),
    linked: linkedPostsQuery(db, input),
  });
  assertReferences(input, { linked, unknownTerms: termRefs.filter((row) => row.termId === null) });
  const ids = (param: string) => [
    ...new Set(termRefs.filter((row) => row.param === param).map((row) => row.termId as number)),
  ];
  return {
    ...filter,
    resolved: { categoryIds: ids('categories'), tagIds: ids('tags') },
    searchPlan: searchByIndex[0]?.byIndex ? 'index' : 'window',
  };
}

/**
 * Reads one page of the list and its exact total, checking every reference (400 naming the parameter).
 *
 * Each statement of the page's batch (events, terms, venues, organizers) evaluates the page ids again. That is
 * free when they come from the start index in order (the default list: {@link readsPageInOrder}), so those lists
 * load in ONE batch with their count and checks. For any other filter the page ids may cost the whole filtered
 * set, five times over, so the list reads in steps: its references and search plan ({@link resolveFilter}, when
 * it names any), then its count and page ids, then the page by its id list (skipped when the page is empty). A
 * refused request stops after the first step. Results are the same either way (docs/security.md, "Bounded
 * cost").
 */
export async function readEventList(
  db: Db,
  input: ListInput,
  filter: EventListFilter,
  page: { perPage: number; offset: number },
): Promise<{ total: number; loaded: EventPageResults }> {
  const orderBy = eventListOrder(filter);
  if (readsPageInOrder(filter)) {
    const ids = eventPageIdsQuery(db, filter, page.perPage, page.offset).getSQL();
    const { counted, linked, unknownTerms, ...loaded } = await readBatch(db, {
      counted: eventCountQuery(db, filter),
      linked: linkedPostsQuery(db, input),
      unknownTerms: unknownTermRefsQuery(db, filter),
      ...planEventPage(db, filter.lang, { ids, orderBy }),
    });
    assertReferences(input, { linked, unknownTerms });
    return { total: counted[0]?.total ?? 0, loaded };
  }
  const resolved = await resolveFilter(db, input, filter);
  const { counted, pageIds } = await readBatch(db, {
    counted: eventCountQuery(db, resolved),
    pageIds: eventPageIdsQuery(db, resolved, page.perPage, page.offset),
  });
  const total = counted[0]?.total ?? 0;
  if (pageIds.length === 0) return { total, loaded: NO_EVENTS };
  // The ids bound as ONE JSON array: no expression-depth or bound-parameter limit, whatever `per_page`.
  const ids = sql`select value from json_each(${jsonIds(pageIds.map((row) => row.id))})`;
  return { total, loaded: await readBatch(db, planEventPage(db, filter.lang, { ids, orderBy })) };
}

/** The feed URL of the list a request reads: its filters, sorted, without paging. */
export function feedLink(c: Context<AppEnv>): string {
  const query = canonicalQuery(
    c.get('rawInput'),
    LINK_KEYS.filter((key) => key !== 'page' && key !== 'per_page'),
    {},
  );
  // `withQuery`: after `?rest_route=` the query goes on with `&`.
  return withQuery(`${c.get('apiBase')}/events.ics`, query);
}
