import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventOrganizers, eventTerms, posts, postTexts } from '../../db/schema';
import type { Lang } from '../../i18n/languages';
import type { PostStatus } from '../posts/posts.status';
import { shownText, shownTextJoin } from '../posts/posts.texts';
import { jsonIds, likeContains } from '../shared/sql';
import type { DateBound } from './events.window';

/**
 * The filters of `GET /events` as SQL over `posts`, every one served by an index (see `posts` indexes and the
 * list's query-plan tests). `type = 'event'` and `hide_from_listings = 0` are literals so that SQLite may use
 * the partial index `posts_event_start`, which also gives the start order without sorting.
 */
export interface EventListFilter {
  /** Reader's language: `search` matches the text this reader sees (API.md §2). */
  lang: Lang;
  statuses: readonly PostStatus[];
  /** The date window (empty with `include`, deviation 5). */
  bounds: readonly DateBound[];
  include?: number[];
  categories?: number[];
  tags?: number[];
  venues?: number[];
  organizers?: number[];
  featured?: boolean;
  ticketed?: boolean;
  parent?: number;
  /** Only events whose venue has coordinates. */
  geoloc?: boolean;
  /** Only events at these venues (the venues within `geoloc_radius`, computed beforehand). */
  nearVenues?: number[];
  search?: string;
  /** UTC wall string: only events modified strictly after it. */
  modifiedAfter?: string;
}

const COLUMN = { start: posts.startUtc, end: posts.endUtc } as const;

/**
 * The words of a search as WordPress splits them: quoted phrases stay whole, other words split on spaces,
 * commas and `+`; empty items dropped.
 */
export function searchTerms(search: string): string[] {
  const terms: string[] = [];
  for (const match of search.matchAll(/"([^"]*)"?|[^\s",+]+/g)) {
    const term = (match[1] ?? match[0]).trim();
    if (term !== '' && !terms.includes(term)) terms.push(term);
  }
  return terms;
}

/** Every search term in the title, excerpt or description of the text the reader sees. */
function searchCondition(search: string, lang: Lang): SQL | undefined {
  const terms = searchTerms(search);
  if (terms.length === 0) return undefined;
  const each = terms.map((term) => {
    const pattern = likeContains(term);
    return sql`(${shownText.title} like ${pattern} escape '\\' or ${shownText.excerpt} like ${pattern} escape '\\' or ${shownText.description} like ${pattern} escape '\\')`;
  });
  return sql`exists (select 1 from ${postTexts} ${shownText} where ${shownTextJoin(lang)} and ${and(...each)})`;
}

const inIds = (ids: readonly number[]) => sql`(select value from json_each(${jsonIds(ids)}))`;

function flag(column: typeof posts.featured | typeof posts.ticketed, wanted: boolean | undefined): SQL | undefined {
  if (wanted === undefined) return undefined;
  return wanted ? sql`${column} = 1` : sql`ifnull(${column}, 0) = 0`;
}

/**
 * The WHERE clause of the list (and of its count). With `include` the type and status terms are written
 * `+column` so that SQLite drives the query from the id list (primary-key lookups) instead of an index scan.
 */
export function eventListWhere(filter: EventListFilter): SQL {
  const { statuses } = filter;
  const plain = filter.include ? sql.raw('+') : sql.empty();
  return and(
    filter.include ? sql`+${posts.type} = 'event'` : sql`${posts.type} = 'event'`,
    sql`${posts.hideFromListings} = 0`,
    statuses.length === 1
      ? sql`${plain}${posts.status} = ${statuses[0]}`
      : sql`${plain}${posts.status} in (select value from json_each(${JSON.stringify(statuses)}))`,
    ...filter.bounds.map((b) => sql`${COLUMN[b.column]} ${sql.raw(b.op)} ${b.utc}`),
    filter.include ? sql`${posts.id} in ${inIds(filter.include)}` : undefined,
    filter.categories
      ? sql`${posts.id} in (select ${eventTerms.eventId} from ${eventTerms} where ${eventTerms.termId} in ${inIds(filter.categories)})`
      : undefined,
    filter.tags
      ? sql`${posts.id} in (select ${eventTerms.eventId} from ${eventTerms} where ${eventTerms.termId} in ${inIds(filter.tags)})`
      : undefined,
    filter.venues ? sql`${posts.venueId} in ${inIds(filter.venues)}` : undefined,
    filter.organizers
      ? sql`${posts.id} in (select ${eventOrganizers.eventId} from ${eventOrganizers} where ${eventOrganizers.organizerId} in ${inIds(filter.organizers)})`
      : undefined,
    flag(posts.featured, filter.featured),
    flag(posts.ticketed, filter.ticketed),
    filter.parent !== undefined ? sql`${posts.parentId} = ${filter.parent}` : undefined,
    filter.geoloc
      ? sql`${posts.venueId} in (select v.id from ${posts} v where v.type = 'venue' and v.geo_lat is not null and v.geo_lng is not null)`
      : undefined,
    filter.nearVenues ? sql`${posts.venueId} in ${inIds(filter.nearVenues)}` : undefined,
    filter.search !== undefined ? searchCondition(filter.search, filter.lang) : undefined,
    filter.modifiedAfter !== undefined ? sql`${posts.modifiedUtc} > ${filter.modifiedAfter}` : undefined,
  )!;
}

/** The list order: start (UTC) then id; with `include`, publication date then id (reference 4.3.4). */
export function eventListOrder(filter: EventListFilter): SQL[] {
  return filter.include ? [asc(posts.dateUtc), asc(posts.id)] : [asc(posts.startUtc), asc(posts.id)];
}

/**
 * The table the list reads. Without statistics SQLite prefers an index with two equalities, which for several
 * statuses (editors' default) is `posts_type_status_date`: every event of those statuses, then a sort. Naming
 * the start index keeps the read to the date window.
 */
function listSource(filter: EventListFilter): SQL {
  return filter.statuses.length > 1 && !filter.include ? sql`${posts} indexed by posts_event_start` : sql`${posts}`;
}

/** The ids of one page, in list order. */
export function eventPageIdsQuery(db: Db, filter: EventListFilter, limit: number, offset: number) {
  return db
    .select({ id: sql<number>`${posts.id}` })
    .from(listSource(filter))
    .where(eventListWhere(filter))
    .orderBy(...eventListOrder(filter))
    .limit(limit)
    .offset(offset);
}

/** The size of the whole filtered set. */
export function eventCountQuery(db: Db, filter: EventListFilter) {
  return db.select({ total: sql<number>`count(*)` }).from(listSource(filter)).where(eventListWhere(filter));
}

/** Mean Earth radius (km), the usual haversine constant. */
const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** Great-circle distance in km between two points given in degrees (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lng2 - lng1) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A circle on the Earth: centre in degrees, radius in km. */
export interface Circle {
  lat: number;
  lng: number;
  radiusKm: number;
}

/**
 * SQL over venue columns `v.geo_lat`/`v.geo_lng` that keeps every point of `circle` (a bounding box, with the
 * longitude range wrapped across ±180° and dropped near the poles), for the exact check to run on few rows.
 */
export function boundingBox(circle: Circle): SQL {
  const angle = circle.radiusKm / EARTH_RADIUS_KM;
  const minLat = circle.lat - angle / RAD;
  const maxLat = circle.lat + angle / RAD;
  const lat = sql`v.geo_lat between ${minLat} and ${maxLat}`;
  if (minLat <= -90 || maxLat >= 90 || angle >= Math.PI / 2) return lat;
  const spread = Math.asin(Math.sin(angle) / Math.cos(circle.lat * RAD)) / RAD;
  const west = circle.lng - spread;
  const east = circle.lng + spread;
  if (west < -180) return sql`${lat} and (v.geo_lng >= ${west + 360} or v.geo_lng <= ${east})`;
  if (east > 180) return sql`${lat} and (v.geo_lng >= ${west} or v.geo_lng <= ${east - 360})`;
  return sql`${lat} and v.geo_lng between ${west} and ${east}`;
}

/**
 * Venues within `circle`: a bounding-box query, then the exact distance here (D1 does not document SQLite's
 * math functions, so no trigonometry runs in SQL), which keeps totals exact.
 */
export async function venuesWithin(db: Db, circle: Circle): Promise<number[]> {
  const rows = await db.all<{ id: number; lat: number; lng: number }>(
    sql`select v.id as id, v.geo_lat as lat, v.geo_lng as lng from ${posts} v where v.type = 'venue' and ${boundingBox(circle)}`,
  );
  return rows.filter((r) => distanceKm(circle.lat, circle.lng, r.lat, r.lng) <= circle.radiusKm).map((r) => r.id);
}
