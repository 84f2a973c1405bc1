import { type SQL, sql } from 'drizzle-orm';
import { rawStatement, type Statement } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { eventOrganizers, eventTerms, images, posts, postTexts, terms, termTexts } from '../../../db/schema';
import type { Lang } from '../../../i18n/languages';
import { publicRow, shownTextJoin } from '../../posts';
import { jsonIds } from '../../shared/sql';

/**
 * @module What a feed reads of its events (docs/ical.md, "Cost"): the columns its `VEVENT`s write and nothing else,
 * read as raw rows (no wire object, no column mapping per row); `ical.events.ts` turns them into feed events. The
 * JSON API's mapper (`../wire/`) is not on this path: a feed shows what an anonymous reader sees of the same rows,
 * which the feed tests compare.
 */

/**
 * An event's row as the list's feed reads its single events (raw column names): what their `VEVENT`s write. Those
 * rows are published, unprotected single events (`readNearest` chose them), so their status, type and series
 * columns are not read: each column of each row costs D1 its transfer (docs/ical.md, "Cost").
 */
export interface SingleFeedRow {
  id: number;
  /** Read for any event ({@link FeedRow}), not for the list's single events. */
  type?: string;
  /** Read for any event ({@link FeedRow}), not for the list's single events. */
  occurrence_key?: string | null;
  sequence: number;
  date_utc: string;
  modified_utc: string;
  all_day: number | null;
  timezone: string | null;
  start_local: string | null;
  end_local: string | null;
  start_utc: string | null;
  end_utc: string | null;
  venue_id: number | null;
  title: string;
  description: string;
  /** The slug its page is addressed by: an occurrence's series' in the shown language. */
  slug: string;
  image_url: string | null;
  /** JSON array of its term ids (categories and tags: the categories read are those of the page). */
  term_ids: string;
  /** JSON array of `[organizer id, position]` pairs (ordered here: an ordered subquery sorts in a temporary tree). */
  organizer_links: string;
}

/** An event's row as a feed reads any event (the single-event feed, series and their exceptions). */
export interface FeedRow extends SingleFeedRow {
  type: string;
  status: string;
  author_id: number | null;
  password: string | null;
  series_id: number | null;
  occurrence_key: string | null;
  occurrence_start: string | null;
  /** A series' recurrence lines (JSON array); null for other rows. */
  recurrence: string | null;
}

/** A public venue as a feed reads it. */
export interface VenueRow {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  stateprovince: string | null;
  zip: string | null;
  country: string | null;
  geo_lat: number | null;
  geo_lng: number | null;
}

/** A public organizer as a feed reads it. */
export interface OrganizerRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  website: string | null;
}

/** A category (its name in the feed's language) as a feed reads it. */
export interface CategoryRow {
  id: number;
  name: string;
}

/** The results of {@link feedPage}'s statements (`R`: the list's single events, or any). */
export interface FeedPage<R extends SingleFeedRow = FeedRow> {
  events: R[];
  venues: VenueRow[];
  organizers: OrganizerRow[];
  categories: CategoryRow[];
}

/** The statements of {@link feedPage}, for one batch. */
export type FeedPageStatements = Record<keyof FeedPage, Statement>;

/** An empty page (no statement run). */
export const NO_FEED_ROWS: FeedPage = { events: [], venues: [], organizers: [], categories: [] };

/** `ids` in ascending order (a copy). */
const ascending = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/**
 * The statements reading the events `ids` and what their `VEVENT`s show of their venues, organizers and
 * categories, in `lang` with the API's fallback (docs/api.md#content-languages). Venues and organizers only when
 * public (published, no password): an anonymous reader sees nothing else of them in a feed. The events are read
 * whatever their status; the callers choose published ones (the single-event feed checks the row it reads). Each
 * walks the ids as a join of `json_each(?)`: `id in (…)` read them again from a temporary index (docs/ical.md).
 * `singles`: the ids are the list feed's single events (published, unprotected, no series: `readNearest` chose
 * them), read without the columns only other events need, their venues by the ids `readNearest` read with them
 * (the events are not walked again for them).
 */
export function feedPage(
  db: Db,
  lang: Lang,
  ids: readonly number[],
  singles?: { venueIds: readonly number[] },
): FeedPageStatements {
  // In id order: the rows of posts, their texts and their links lie in id order, so each page of them is read once
  // (D1's page cache holds a few hundred: a 1,000-event feed read in any other order read many pages twice).
  const each = sql`json_each(${jsonIds(ascending(ids))}) j`;
  // An occurrence shows its series' texts unless it has its own (docs/recurrence.md).
  const textPost = sql`coalesce(${posts.textId}, ${posts.id})`;
  // A single event's slug is its own; an occurrence's its series' in the shown language.
  const any = sql`${posts.type} as type, ${posts.status} as status, ${posts.authorId} as author_id,
    ${posts.password} as password, ${posts.seriesId} as series_id, ${posts.occurrenceKey} as occurrence_key,
    ${posts.occurrenceStart} as occurrence_start, case when ${posts.type} = 'series' then ${posts.recurrence} end as recurrence,
    case when ${posts.seriesId} is null then pt.slug
      else coalesce((select s.slug from post_texts s where s.post_id = ${posts.seriesId} and s.lang = pt.lang), pt.slug) end as slug,`;
  const events = sql`select ${posts.id} as id, ${singles ? sql`pt.slug as slug,` : any} ${posts.sequence} as sequence,
    ${posts.dateUtc} as date_utc, ${posts.modifiedUtc} as modified_utc, ${posts.allDay} as all_day,
    ${posts.timezone} as timezone, ${posts.startLocal} as start_local, ${posts.endLocal} as end_local,
    ${posts.startUtc} as start_utc, ${posts.endUtc} as end_utc, ${posts.venueId} as venue_id,
    pt.title as title, pt.description as description, ${images.url} as image_url,
    (select json_group_array(et.term_id) from ${eventTerms} et where et.event_id = ${posts.id}) as term_ids,
    (select json_group_array(json_array(eo.organizer_id, eo.position)) from ${eventOrganizers} eo where eo.event_id = ${posts.id}) as organizer_links
    from ${each} join ${posts} on ${posts.id} = j.value join ${postTexts} pt on ${shownTextJoin(lang, textPost)}
    left join ${images} on ${images.id} = ${posts.imageId}`;
  const linked = (type: 'venue' | 'organizer', columns: SQL, ofPage: SQL) =>
    rawStatement(
      db,
      sql`select ${posts.id} as id, pt.title as name, ${columns} from ${posts} join ${postTexts} pt on ${shownTextJoin(lang)}
        where ${posts.id} in (${ofPage}) and +${posts.type} = ${type} and ${publicRow()}`,
    );
  return {
    events: rawStatement(db, events),
    venues: linked(
      'venue',
      sql`${posts.address} as address, ${posts.city} as city, ${posts.stateprovince} as stateprovince, ${posts.zip} as zip, ${posts.country} as country, ${posts.geoLat} as geo_lat, ${posts.geoLng} as geo_lng`,
      singles
        ? sql`select value from json_each(${jsonIds(ascending(singles.venueIds))})`
        : sql`select pe.venue_id from ${each} join ${posts} pe on pe.id = j.value`,
    ),
    organizers: linked(
      'organizer',
      sql`${posts.email} as email, ${posts.phone} as phone, ${posts.website} as website`,
      sql`select po.organizer_id from ${each} join ${eventOrganizers} po on po.event_id = j.value`,
    ),
    categories: rawStatement(
      db,
      sql`select t.id as id, tx.name as name from ${terms} t join ${termTexts} tx on tx.term_id = t.id
        and tx.lang = (case when exists (select 1 from ${termTexts} x where x.term_id = t.id and x.lang = ${lang}) then ${lang} else t.original_lang end)
        where t.taxonomy = 'category' and t.id in (select pc.term_id from ${each} join ${eventTerms} pc on pc.event_id = j.value)`,
    ),
  };
}

/** The rows of a page's statements as a batch returned them (named with `prefix` when the batch held others). */
export function feedRowsOf<R extends SingleFeedRow = FeedRow>(
  results: Record<string, unknown>,
  prefix = '',
): FeedPage<R> {
  const rows = (name: keyof FeedPage) => (results[`${prefix}${name}`] ?? []) as never[];
  return {
    events: rows('events'),
    venues: rows('venues'),
    organizers: rows('organizers'),
    categories: rows('categories'),
  };
}
