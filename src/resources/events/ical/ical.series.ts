import { and, sql } from 'drizzle-orm';
import { readBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import type { Scope } from '../../../http/scope';
import { masterLines, recurrenceIdLine, utcWallToMs } from '../../../time';
import { unprotectedRow } from '../../posts/posts.visibility';
import { eventListWhere } from '../list/list.filters';
import type { EventListFilter } from '../list/list.plan';
import { idsSql } from '../list/list.read';
import { type SeriesShape, seriesDates } from '../series/series.expand';
import { feedStateOf, readFeedState, type SeriesFeedState, startOf } from '../series/series.feed';
import { storedShape } from '../series/series.writes';
import { assembleEvents } from '../wire/wire.mapper';
import { type EventPageResults, type EventRow, planEventPage, prefixed, unprefixed } from '../wire/wire.rows';
import type { LiveEntry, SeriesEntry } from './ical.calendar';

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

/**
 * The series entries of a feed for the series of its chosen dates (`ids`): their records, their live dates (and
 * the wire of the shown ones that are exceptions), read in one batch, and the state their last expansion stored
 * (series.feed.ts): no rule is walked here. The feed shows what anonymous readers see.
 */
export async function seriesEntries(scope: Scope, filter: EventListFilter, ids: readonly number[], now: number) {
  const { db, lang, config } = scope;
  if (ids.length === 0) return [];
  const results = await readBatch(db, {
    ...prefixed('series_', planEventPage(db, lang, { ids: idsSql(ids) })),
    states: db
      .select({ id: posts.id, state: posts.seriesFeed })
      .from(posts)
      .where(sql`${posts.id} in (${idsSql(ids)})`),
    live: liveDates(db, filter, ids),
  });
  // The shown exceptions' wire, in a second round trip when there are some: a subquery of the dates in each of the
  // page's statements would read every date of the series once per statement.
  const exceptionIds = results.live.filter((date) => date.shown === 1 && date.overrides !== null).map((d) => d.id);
  const ownPage: EventPageResults =
    exceptionIds.length > 0
      ? await readBatch(db, planEventPage(db, lang, { ids: idsSql(exceptionIds) }))
      : { events: [], terms: [], venues: [], organizers: [] };
  const reader = { ...scope, caller: null };
  const wire = (page: EventPageResults) =>
    new Map(
      assembleEvents(reader, page, { caller: null, unlockPassword: () => true }).map((event) => [event.id, event]),
    );
  const seriesPage = unprefixed('series_', results);
  const records = wire(seriesPage);
  const own = wire(ownPage);
  const states = new Map(results.states.map((row) => [row.id, row.state]));
  const sequences = new Map([...seriesPage.events, ...ownPage.events].map((row) => [row.id, row.sequence]));
  const entries: SeriesEntry[] = [];
  for (const row of seriesPage.events) {
    const record = records.get(row.id);
    if (!record || row.type !== 'series') continue;
    const shape = storedShape(row, config.siteTimezone);
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
      sequence: row.sequence,
      start: { local: shape.startLocal, endLocal: shape.endLocal, utc: row.startUtc ?? '', endUtc: row.endUtc ?? '' },
      lines: masterLines(
        state.lines,
        hidden.filter((wall) => !shownStarts.has(wall)),
        folds,
        start,
      ),
      span: [row.startUtc ?? '', ...dates.map((date) => date.startUtc)].map(utcWallToMs),
      exceptions: shown
        .filter((date) => own.has(date.id))
        .map((date): LiveEntry & { recurrenceId: string } => ({
          event: own.get(date.id)!,
          sequence: sequences.get(date.id) ?? 0,
          recurrenceId: recurrenceIdLine(date.start, shape.timezone, shape.allDay),
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
