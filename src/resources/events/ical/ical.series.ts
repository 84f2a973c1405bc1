import { and, sql } from 'drizzle-orm';
import { readBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import type { Scope } from '../../../http/scope';
import {
  feedRecurrence,
  isLineProblem,
  parseRecurrence,
  recurrenceIdLine,
  type SeriesDate,
  utcWallToMs,
} from '../../../time';
import { unprotectedRow } from '../../posts/posts.visibility';
import { eventListWhere } from '../list/list.filters';
import type { EventListFilter } from '../list/list.plan';
import { idsSql } from '../list/list.read';
import { seriesDates } from '../series/series.expand';
import { storedShape } from '../series/series.writes';
import { assembleEvents } from '../wire/wire.mapper';
import { type EventPageResults, type EventRow, planEventPage, prefixed, unprefixed } from '../wire/wire.rows';
import type { LiveEntry, SeriesEntry } from './ical.calendar';

/**
 * @module Series in the feeds (docs/recurrence.md, "Feeds"): each series with a date in the feed is ONE master
 * `VEVENT` (`UID:event-<series id>@<host>`, its `DTSTART`, its rule, its `RDATE`s, and as `EXDATE` its cancelled
 * dates and every generated date the feed does not show), plus one `VEVENT` per shown date that differs from its
 * series (an exception), with the same `UID` and `RECURRENCE-ID` = its original start. Expanding the feed then
 * gives exactly the dates `GET /events` lists with the same filters, inside the generated range.
 */

/**
 * The dates of `series` the feed shows: its filters, any date (an exception may be in or out of the window), read
 * through the series' index.
 */
function shownDates(db: Db, filter: EventListFilter, series: readonly number[]) {
  const where = and(eventListWhere({ ...filter, bounds: [], series: [...series] }), unprotectedRow());
  return db
    .select({
      id: sql<number>`${posts.id}`,
      seriesId: sql<number>`${posts.seriesId}`,
      key: sql<string>`${posts.occurrenceKey}`,
      overrides: sql<string | null>`${posts.overrides}`,
    })
    .from(sql`${posts} indexed by posts_event_series`)
    .where(where);
}

/**
 * The series entries of a feed whose chosen rows include dates of series: their records, their shown dates (and
 * the wire of those that are exceptions), read in one batch. The feed shows what anonymous readers see.
 */
export async function seriesEntries(scope: Scope, filter: EventListFilter, chosen: EventRow[], now: number) {
  const { db, lang, config } = scope;
  const ids = [...new Set(chosen.filter((row) => row.seriesId !== null).map((row) => row.seriesId as number))];
  if (ids.length === 0) return [];
  const exceptions = sql`select s.id from (${shownDates(db, filter, ids)}) s where s.overrides is not null`;
  const results = await readBatch(db, {
    ...prefixed('series_', planEventPage(db, lang, { ids: idsSql(ids) })),
    ...prefixed('own_', planEventPage(db, lang, { ids: exceptions })),
    shown: shownDates(db, filter, ids),
  });
  const reader = { ...scope, caller: null };
  const wire = (page: EventPageResults) =>
    new Map(
      assembleEvents(reader, page, { caller: null, unlockPassword: () => true }).map((event) => [event.id, event]),
    );
  const seriesPage = unprefixed('series_', results);
  const ownPage = unprefixed('own_', results);
  const records = wire(seriesPage);
  const own = wire(ownPage);
  const sequences = new Map([...seriesPage.events, ...ownPage.events].map((row) => [row.id, row.sequence]));
  const entries: SeriesEntry[] = [];
  for (const row of seriesPage.events) {
    const record = records.get(row.id);
    if (!record || row.type !== 'series') continue;
    const shape = storedShape(row, config.siteTimezone);
    const parsed = parseRecurrence(shape.lines);
    if (isLineProblem(parsed)) continue;
    let expansion: ReturnType<typeof seriesDates>;
    try {
      expansion = seriesDates(scope, shape, now);
    } catch {
      // A series stored before its rule's budget existed, which the budget now refuses: left out of the feed.
      continue;
    }
    const shown = results.shown.filter((date) => date.seriesId === row.id);
    const shownKeys = new Set(shown.map((date) => date.key));
    const hidden: SeriesDate[] = [...expansion.excluded, ...expansion.dates.filter((d) => !shownKeys.has(d.key))];
    const start = {
      startLocal: shape.startLocal,
      endLocal: shape.endLocal,
      zone: shape.timezone,
      allDay: shape.allDay,
    };
    entries.push({
      seriesId: row.id,
      event: record,
      sequence: row.sequence,
      start: { local: shape.startLocal, endLocal: shape.endLocal, utc: row.startUtc ?? '', endUtc: row.endUtc ?? '' },
      lines: feedRecurrence(parsed, start, hidden),
      span: [row.startUtc ?? '', ...expansion.dates.map((date) => date.startUtc)].map(utcWallToMs),
      exceptions: shown
        .filter((date) => own.has(date.id))
        .map((date): LiveEntry & { recurrenceId: string } => ({
          event: own.get(date.id)!,
          sequence: sequences.get(date.id) ?? 0,
          recurrenceId: recurrenceIdLine(own.get(date.id)!.occurrence_start ?? '', shape.timezone, shape.allDay),
        })),
    });
  }
  return entries;
}

/** A date of a series alone (`GET /events/<id>.ics`): its series' UID and its `RECURRENCE-ID`, no rule. */
export function dateEntry(live: LiveEntry, row: EventRow, siteZone: string): SeriesEntry {
  const { event } = live;
  const zone = row.timezone ?? siteZone;
  return {
    ...live,
    seriesId: row.seriesId ?? event.id,
    start: { local: event.start_date, endLocal: event.end_date, utc: event.utc_start_date, endUtc: event.utc_end_date },
    lines: [recurrenceIdLine(row.occurrenceStart ?? event.start_date, zone, event.all_day === true)],
    span: [utcWallToMs(event.utc_start_date), utcWallToMs(event.utc_end_date)],
    exceptions: [],
  };
}
