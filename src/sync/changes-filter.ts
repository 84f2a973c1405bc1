import { type SQL, sql } from 'drizzle-orm';
import { posts } from '../db/schema';
import { type EventListFilter, eventListWhere } from '../resources/events/list/list.filters';
import { KIND_OF_TYPE, KINDS, type Kind } from './items';
import { typeNames } from './sync.routes';

/**
 * What `/changes` shares with the export (docs/sync.md, "Filtered changes"): `types=` and the `/events` filters,
 * so that a replica built from a filtered export and the same query's changes stays equal to that export.
 */

/**
 * The kinds a `types=` value names (every kind when absent; the route's schema refused unknown names), with
 * `series` whenever events are asked for: series records are exported with their dates (docs/recurrence.md).
 */
export function requestedKinds(types: string | string[] | undefined): Set<Kind> {
  const kinds = new Set<Kind>(types === undefined ? KINDS : typeNames(types).map((name) => KIND_OF_TYPE.get(name)!));
  if (kinds.has('event')) kinds.add('series');
  return kinds;
}

/**
 * Whether the filter narrows the events beyond what the export always takes (published, hidden ones included, no
 * window): a date bound, a reference, a flag, a place, a search, `include`, a parent, a modification date or a
 * series. `status`, `collapse`, `strict_dates` alone narrow nothing in an export.
 */
export function narrowsEvents(filter: EventListFilter): boolean {
  return (
    filter.bounds.length > 0 ||
    [
      filter.include,
      filter.categories,
      filter.tags,
      filter.venues,
      filter.organizers,
      filter.featured,
      filter.ticketed,
      filter.parent,
      filter.geoloc,
      filter.near,
      filter.search,
      filter.modifiedAfter,
      filter.series,
    ].some((value) => value !== undefined)
  );
}

/**
 * The events among `ids` (a subquery of the page's event ids) that the export's filter takes. `not indexed` keeps
 * SQLite on rowid look-ups of the page's ids (at most one page of the log) instead of walking an index of the
 * filter's columns through every event (docs/security.md, "Bounded cost").
 */
export function matchingEvents(ids: SQL, filter: EventListFilter): SQL {
  return sql`select ${posts.id} from ${posts} not indexed where ${posts.id} in (${ids}) and ${eventListWhere(filter)}`;
}

/**
 * The series among `ids` with at least one date the filter takes: a filtered export writes a series record only
 * before one of its dates. Each series is looked up by id and its dates through `posts_series_key`.
 */
export function seriesWithMatchingDates(ids: SQL, filter: EventListFilter): SQL {
  return sql`select s.id from ${posts} s where s.id in (${ids}) and exists (select 1 from ${posts} where ${posts.seriesId} = s.id and ${eventListWhere(filter)})`;
}
