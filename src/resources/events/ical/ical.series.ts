import { and, sql } from 'drizzle-orm';
import { type ResultsOf, readBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import type { Scope } from '../../../http/scope';
import type { Lang } from '../../../i18n/languages';
import { masterLines, recurrenceIdLine, utcWallToMs } from '../../../time';
import { unprotectedRow } from '../../posts/posts.visibility';
import { eventListWhere } from '../list/list.filters';
import type { EventListFilter } from '../list/list.plan';
import { idsSql } from '../list/list.read';
import { type SeriesShape, seriesDates } from '../series/series.expand';
import { feedStateOf, readFeedState, type SeriesFeedState, startOf } from '../series/series.feed';
import { storedShape } from '../series/series.writes';
import { prefixed } from '../wire/wire.rows';
import type { LiveEntry, SeriesEntry } from './ical.calendar';
import { feedEvents } from './ical.events';
import { type FeedRow, feedPage, feedRowsOf, NO_FEED_ROWS } from './ical.rows';

/**
 * @module Series in the feeds (docs/recurrence.md, "Feeds"): each series with a date in the feed is ONE master
 * `VEVENT` (`UID:event-<series id>@<host>`, its `DTSTART`, its rule, its `RDATE`s, and as `EXDATE` its cancelled
 * dates and every generated date the feed does not show), plus one `VEVENT` per shown date that differs from its
 * series (an exception), with the same `UID` and `RECURRENCE-ID` = its original start. Expanding the feed then
 * gives exactly the dates `GET /events` lists with the same filters, inside the generated range. The rule is never
 * walked here: its lines are the state its last expansion stored (series.feed.ts), its dates the stored rows.
 */

/**
 * The live dates of `series` in their generated ranges (from the first key their last expansion stored, read
 * through the date identity index), each with whether the feed shows it: its filters, any date (an exception may be
 * in or out of the window), unprotected.
 */
function liveDates(db: Db, filter: EventListFilter, series: readonly number[]) {
  const shown = and(eventListWhere({ ...filter, bounds: [], series: [...series] }), unprotectedRow());
  return db
    .select({
      // Qualified: the series row `fs` is joined (drizzle writes a column alone as its bare name).
      id: sql<number>`posts.id`.as('id'),
      seriesId: sql<number>`posts.series_id`.as('series_id'),
      start: sql<string>`posts.occurrence_start`.as('start'),
      startUtc: sql<string>`posts.start_utc`.as('start_utc'),
      overrides: sql<string | null>`posts.overrides`.as('overrides'),
      shown: sql<number>`case when ${shown} then 1 else 0 end`.as('shown'),
    })
    .from(
      sql`posts fs join ${posts} on ${posts.seriesId} = fs.id and ${posts.occurrenceKey} >= coalesce(json_extract(fs.series_feed, '$.from'), '')`,
    )
    .where(sql`fs.id in (${idsSql(series)}) and ${posts.status} <> 'trash'`);
}

/** The feed state of a series stored before the feeds kept one (series.feed.ts), computed now; null if refused. */
function computedState(scope: Scope, shape: SeriesShape, now: number): SeriesFeedState | null {
  try {
    return feedStateOf(shape, seriesDates(scope, shape, now));
  } catch {
    // A series stored before its rule's budget existed, which the budget now refuses: left out of the feed.
    return null;
  }
}

/** The statements of a feed's series `ids` (their records, stored states and live dates), for one batch. */
export function planSeries(db: Db, lang: Lang, filter: EventListFilter, ids: readonly number[]) {
  return {
    ...prefixed('series_', feedPage(db, lang, ids)),
    states: db
      .select({ id: posts.id, state: posts.seriesFeed })
      .from(posts)
      .where(sql`${posts.id} in (${idsSql(ids)})`),
    live: liveDates(db, filter, ids),
  };
}

/** The results of {@link planSeries}' statements. */
export type SeriesResults = ResultsOf<ReturnType<typeof planSeries>>;

/**
 * The series entries of a feed from the results of {@link planSeries}: their records, their live dates (and the rows
 * of the shown ones that are exceptions, in a second round trip when there are some: a subquery of the dates in each
 * of the page's statements would read every date of the series once per statement), and the state their last
 * expansion stored (series.feed.ts): no rule is walked here. The feed shows what anonymous readers see.
 */
export async function seriesEntries(scope: Scope, results: SeriesResults, now: number): Promise<SeriesEntry[]> {
  const { db, lang, config } = scope;
  const exceptionIds = results.live.filter((date) => date.shown === 1 && date.overrides !== null).map((d) => d.id);
  const ownPage =
    exceptionIds.length > 0 ? feedRowsOf(await readBatch(db, feedPage(db, lang, exceptionIds))) : NO_FEED_ROWS;
  const seriesPage = feedRowsOf(results, 'series_');
  const records = feedEvents(scope, seriesPage);
  const own = feedEvents(scope, ownPage);
  const states = new Map(results.states.map((row) => [row.id, row.state]));
  const entries: SeriesEntry[] = [];
  for (const row of seriesPage.events) {
    const record = records.get(row.id);
    if (!record || row.type !== 'series') continue;
    const shape = storedShape(coreOf(row), config.siteTimezone);
    const state = readFeedState(states.get(row.id)) ?? computedState(scope, shape, now);
    if (!state) continue;
    const dates = results.live.filter((date) => date.seriesId === row.id);
    const shown = dates.filter((date) => date.shown === 1);
    const shownStarts = new Set(shown.map((date) => date.start));
    // Cancelled dates (EXDATE) and the dates the feed does not show; never a start the feed shows.
    const hidden = [...state.excluded, ...dates.filter((date) => date.shown !== 1).map((date) => date.start)];
    const folds = state.folds.filter(([wall]) => shownStarts.has(wall));
    const start = startOf(shape);
    entries.push({
      seriesId: row.id,
      event: record,
      start: { local: shape.startLocal, endLocal: shape.endLocal, utc: row.start_utc ?? '', endUtc: row.end_utc ?? '' },
      lines: masterLines(
        state.lines,
        hidden.filter((wall) => !shownStarts.has(wall)),
        folds,
        start,
      ),
      span: [row.start_utc ?? '', ...dates.map((date) => date.startUtc)].map(utcWallToMs),
      exceptions: shown.flatMap((date) => {
        const event = own.get(date.id);
        return event ? [{ event, recurrenceId: recurrenceIdLine(date.start, shape.timezone, shape.allDay) }] : [];
      }),
    });
  }
  return entries;
}

/** The stored shape's columns of a feed row. */
function coreOf(row: FeedRow) {
  return {
    startLocal: row.start_local,
    endLocal: row.end_local,
    timezone: row.timezone,
    allDay: row.all_day === null ? null : row.all_day === 1,
    recurrence: row.recurrence,
  };
}

/** A date of a series alone (`GET /events/<id>.ics`): its series' UID and its `RECURRENCE-ID`, no rule. */
export function dateEntry(live: LiveEntry, row: FeedRow, siteZone: string): SeriesEntry {
  const { event } = live;
  const zone = row.timezone ?? siteZone;
  return {
    ...live,
    seriesId: row.series_id ?? event.id,
    start: { local: event.startLocal, endLocal: event.endLocal, utc: event.startUtc, endUtc: event.endUtc },
    lines: [recurrenceIdLine(row.occurrence_start ?? event.startLocal, zone, event.allDay)],
    span: [utcWallToMs(event.startUtc), utcWallToMs(event.endUtc)],
    exceptions: [],
  };
}
