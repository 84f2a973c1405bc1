import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventPublicCopies, posts } from '../../../db/schema';
import type { Lang } from '../../../i18n/languages';
import { type PostStatus, REGISTERED_STATUSES } from '../../posts/posts.status';
import { publishedRow } from '../../posts/posts.visibility';
import { eventListWhere } from '../list/list.filters';
import type { EventListFilter } from '../list/list.plan';
import type { WithdrawnEntry } from './ical.calendar';

/**
 * Events that left `publish` (trashed, unpublished, made private or future) in a feed: written from their last
 * published copy (`event_public_copies`, kept by triggers), never from their current data, so nothing an editor
 * writes after unpublishing reaches a feed. The date window and `search` are judged on the copy (its dates and its
 * titles), so a search never finds text that was not public; the other filters (terms, venue, organizer, flags)
 * on the event's current links, as before: keeping a copy of every link would double the link tables, and those
 * say no more than which filtered feeds carry a cancellation (docs/ical.md, "Cancelled events").
 */

const COPY_COLUMN = { start: sql`c.start_utc`, end: sql`c.end_utc` } as const;

/** Statuses of events that are no longer public. */
const UNPUBLISHED: readonly PostStatus[] = REGISTERED_STATUSES.filter((status) => status !== 'publish');

/**
 * `select id, 1 as withdrawn, start` of the events that left `publish` in the last `days` days and match `filter`
 * as described above, for the feed's union with its live events. Driven by the index of unpublishing times, each
 * candidate tested by primary key: its cost follows the events withdrawn lately, never the calendar. The database
 * stamps `unpublished_utc` (migration 0009's trigger), so the cut is computed by the same clock, the database's.
 */
export function withdrawnCandidates(filter: EventListFilter, days: number): SQL {
  const since = sql`strftime('%Y-%m-%d %H:%M:%S', 'now', ${`-${days} days`})`;
  const current: EventListFilter = { ...filter, statuses: UNPUBLISHED, bounds: [], search: undefined };
  const where = and(
    sql`p.unpublished_utc > ${since}`,
    sql`p.type = 'event'`,
    // A date of a series leaves a feed as an EXDATE of its series (docs/recurrence.md), never as an event.
    sql`p.occurrence_key is null`,
    sql`not ${publishedRow('p')}`,
    ...filter.bounds.map((b) => sql`${COPY_COLUMN[b.column]} ${sql.raw(b.op)} ${b.utc}`),
    ...(filter.search ?? []).map((term) => sql`instr(lower(c.titles), ${term}) > 0`),
    sql`exists (select 1 from ${posts} where ${posts.id} = p.id and ${eventListWhere(current)})`,
  );
  return sql`select c.event_id as id, 1 as withdrawn, c.start_utc as start from ${posts} p indexed by posts_event_unpublished join ${eventPublicCopies} c on c.event_id = p.id where ${where}`;
}

/** The copies, SEQUENCE and withdrawal time of the chosen withdrawn events `ids`. */
export function withdrawnQuery(db: Db, ids: SQL) {
  return db
    .select({
      id: eventPublicCopies.eventId,
      startUtc: eventPublicCopies.startUtc,
      endUtc: eventPublicCopies.endUtc,
      startLocal: eventPublicCopies.startLocal,
      endLocal: eventPublicCopies.endLocal,
      timezone: eventPublicCopies.timezone,
      allDay: eventPublicCopies.allDay,
      titles: eventPublicCopies.titles,
      sequence: posts.sequence,
      unpublishedUtc: posts.unpublishedUtc,
      originalLang: posts.originalLang,
    })
    .from(eventPublicCopies)
    .innerJoin(posts, sql`${posts.id} = ${eventPublicCopies.eventId}`)
    .where(sql`${eventPublicCopies.eventId} in (${ids})`);
}

/** The rows of {@link withdrawnQuery} as feed entries, each titled in `lang` where its copy has that language. */
export function withdrawnEntries(rows: Awaited<ReturnType<typeof withdrawnQuery>>, lang: Lang): WithdrawnEntry[] {
  return rows.map(({ titles, originalLang, unpublishedUtc, ...row }) => {
    const byLang = JSON.parse(titles) as Record<string, string>;
    const title = byLang[lang] ?? byLang[originalLang] ?? Object.values(byLang)[0] ?? '';
    return { ...row, unpublishedUtc: unpublishedUtc ?? row.startUtc, title };
  });
}
