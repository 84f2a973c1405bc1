import { can } from '../../../auth/capabilities';
import type { Scope } from '../../../http/scope';
import type { Lang } from '../../../i18n/languages';
import { parseDateInput, toUtcWall } from '../../../time';
import { listStatuses } from '../../posts';
import type { PostStatus } from '../../posts/posts.status';
import { type Circle, geoCircle } from './list.geo';
import type { ListInput } from './list.query';
import { loweredSearchTerms, type SearchPlan } from './list.search';
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

/**
 * The filter of a list as the plan makes it and every later step reads it: what the caller may see, the window, the
 * references (resolved to ids by step 2) and the other filters of `GET /events`. Its SQL is `list.filters.ts`.
 */
export interface EventListFilter {
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
  /**
   * Only the occurrences of these series (docs/recurrence.md, "Reading"), of those the reader may read
   * ({@link EventListFilter.seriesReader}).
   */
  series?: number[];
  /**
   * Which of the `series` the reader may read, as a read by id decides (`canRead`): `'all'` (editors and up), the
   * reader's own and the published ones (a user who may create events: their id), or the published ones only
   * (`null`: anonymous readers, subscribers). A series the reader may not read lists nothing (docs/recurrence.md,
   * "Reading": a contributor's `series=` of another contributor's draft series is empty, as its record is a 403).
   */
  seriesReader?: number | 'all' | null;
  /** Each series once, as its first date in the list's order (read in the one walk of count and ids). */
  collapse?: boolean;
  /** Only events whose venue has coordinates. */
  geoloc?: boolean;
  /** Only events whose venue lies within this circle (`geoloc_lat`, `geoloc_lng`, `geoloc_radius`). */
  near?: Circle;
  /**
   * The words of `search`, as WordPress splits them and ASCII-lowercased as the exact test compares them
   * ({@link loweredSearchTerms}, docs/search.md): parsed once, here, for every statement of the list.
   */
  search?: readonly string[];
  /** UTC wall string: only events modified strictly after it. */
  modifiedAfter?: string;
  /** Include events hidden from listings (the export). */
  includeHidden?: boolean;
  /** Only events without a password (the feeds). */
  unprotected?: boolean;
  /**
   * Set once the references were resolved and checked by a first read (`listResolutionQueries`): the term ids
   * `categories` and `tags` name (replacing the references in SQL), and no reference gate.
   */
  resolved?: { categoryIds: number[]; tagIds: number[] };
  /** How `search` finds its events (default `index`): chosen by a first read, see {@link searchPlanGuard}. */
  searchPlan?: SearchPlan;
  /**
   * Set by the same first read when the events carrying the named categories (or tags) are few (`termsFewGuard`):
   * the list then reads those events by id instead of walking the window. It names the taxonomy whose events are
   * read (the fewer, when both are few); the other taxonomy's terms and the organizers are then only tested.
   */
  termsFew?: 'category' | 'tag';
  /**
   * Set by the same first read when the filter names venues and links, and the venues' listed events are few
   * (`venuesFewGuard`): the list then walks those events (their links probed) instead of the search rows.
   */
  venuesFew?: boolean;
}

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
    search: input.search === undefined ? undefined : loweredSearchTerms(input.search),
    modifiedAfter: modified ? toUtcWall(modified.dt) : undefined,
    includeHidden: purpose === 'export' ? true : undefined,
    unprotected: purpose === 'export' ? true : undefined,
    series: nonEmpty(unique(input.series)),
    seriesReader: can(caller, 'edit_others') ? 'all' : can(caller, 'create') ? (caller?.id ?? null) : null,
    collapse: list && input.collapse === 'series' ? true : undefined, // Feeds, export: every date (recurrence.md).
  };
  return { input, filter };
}
