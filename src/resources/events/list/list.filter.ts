/**
 * @module The filter of an event list as its pipeline passes it on (`list.pipeline.ts`), and the columns its
 * conditions read on the walked row (`list.filters.ts`, `list.references.ts`, `events.walk.ts`).
 */
import { type SQL, sql } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import type { Lang } from '../../../i18n/languages';
import type { PostStatus } from '../../posts/posts.status';
import type { SeriesFilter } from '../series/series.filters';
import type { Circle } from './list.geo';
import type { SearchPlan } from './list.search';
import type { DateBound } from './list.window';

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
   * the list then reads those events by id instead of walking the window.
   */
  termsFew?: boolean;
}

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
  searchRow: true,
};
