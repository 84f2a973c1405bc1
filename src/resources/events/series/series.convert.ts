import { type SQL, sql } from 'drizzle-orm';
import { rawStatement } from '../../../db/batch';
import { seriesRevisionGuard } from '../../../db/guards';
import { recomputeForZone, type SeriesDate } from '../../../time';
import { utcNow } from '../../posts';
import type { EventCore, EventPageResults } from '../wire/wire.rows';
import { type EventEdit, planEventUpdate, type WriteContext, writeAndRead } from '../write/write.plan';
import { seriesDates } from './series.expand';
import { feedStateText } from './series.feed';
import { COPIED } from './series.fields';
import { copyEventLinks, insertOccurrences, linkNewOccurrences, NEWEST_SERIES, trashOccurrences } from './series.sync';
import { firstRemaining, generationChanged, type SeriesInput, shapeOf, storedShape } from './series.writes';

/**
 * @module A single event that becomes a series, and a series that ends as a single event (docs/recurrence.md,
 * "Editing"). A single event sent `recurrence` stays an event, with its id: it becomes the first date of a new
 * series record (new id, its texts, links and fields), so a client that synced it keeps it. A series sent
 * `recurrence: []` or `null` becomes the single event of its first remaining date, with the series' id; its dates'
 * ids then answer as trashed events.
 */

/** The key of the first date of a series (its `DTSTART`), never one of `dates`' other keys. */
function firstKey(dates: readonly SeriesDate[], startLocal: string): string {
  const generated = dates.find((d) => d.startLocal === startLocal);
  if (generated) return generated.key;
  const day = startLocal.slice(0, 10);
  const taken = new Set(dates.map((d) => d.key));
  let key = day;
  for (let n = 2; taken.has(key); n++) key = `${day}-${n}`;
  return key;
}

/** Makes single event `core` the first date of a new series of `lines`; returns it (now an occurrence) read. */
export async function convertToSeries(
  w: WriteContext,
  core: EventCore,
  edit: EventEdit<SeriesInput>,
  lines: readonly string[],
): Promise<EventPageResults> {
  const { dates, allDay } = edit;
  const { db, lang, config } = w.scope;
  const shape = dates
    ? shapeOf(dates, allDay ?? core.allDay === true, lines)
    : storedShape(core, config.siteTimezone, lines);
  const expansion = seriesDates(w.scope, shape, Date.now());
  const now = utcNow();
  const columns = COPIED.map(([column]) => column).join(', ');
  const newest = NEWEST_SERIES;
  const series: SQL<number> = sql<number>`(select series_id from posts where id = ${core.id})`;
  const statements = [
    ...(await planEventUpdate(w, core, edit)),
    rawStatement(
      db,
      sql`insert into posts (type, status, modified_utc, ${sql.raw(columns)}, start_local, end_local, start_utc, end_utc, recurrence, series_horizon, series_feed, series_revision)
        select 'series', status, ${now}, ${sql.raw(columns)}, start_local, end_local, start_utc, end_utc, ${JSON.stringify(lines)}, ${expansion.horizon}, ${feedStateText(shape, expansion)}, 1
        from posts where id = ${core.id}`,
    ),
    rawStatement(db, sql`update posts set series_id = id where id = ${newest}`),
    rawStatement(
      db,
      sql`update posts set series_id = ${newest}, text_id = ${newest}, occurrence_key = ${firstKey(expansion.dates, shape.startLocal)}, occurrence_start = start_local where id = ${core.id}`,
    ),
    rawStatement(db, sql`update post_texts set post_id = ${series} where post_id = ${core.id}`),
    ...copyEventLinks(db, core.id, series),
    insertOccurrences(db, series, expansion.dates, now),
    trashOccurrences(db, series, expansion.dates, now),
    ...linkNewOccurrences(db, series),
  ];
  return writeAndRead(db, lang, statements, { ids: sql`select ${core.id}` });
}

/**
 * Ends series `core`: it becomes the single event of its first remaining date (the dates sent win), keeping its id;
 * every date is trashed. Returns the event read.
 */
export async function endSeries(
  w: WriteContext,
  core: EventCore,
  edit: EventEdit<SeriesInput>,
): Promise<EventPageResults> {
  const { dates, allDay } = edit;
  const { db, lang, config } = w.scope;
  const first = dates ? undefined : await firstRemaining(db, core.id);
  const firstDates = first
    ? recomputeForZone({
        startLocal: first.startLocal ?? '',
        endLocal: first.endLocal ?? '',
        allDay: first.allDay === true,
        zone: first.timezone ?? config.siteTimezone,
      })
    : undefined;
  const moved = firstDates && !('error' in firstDates) ? firstDates : undefined;
  const extra = {
    type: 'event' as const,
    recurrence: null,
    seriesId: null,
    seriesHorizon: null,
    seriesFeed: null,
    ...generationChanged,
  };
  const statements = [
    seriesRevisionGuard(db, { id: core.id, seriesRevision: core.seriesRevision }),
    ...(await planEventUpdate(
      w,
      core,
      { ...edit, dates: dates ?? moved, allDay: allDay ?? (moved ? first?.allDay === true : undefined) },
      extra,
    )),
    trashOccurrences(db, core.id, null, utcNow()),
  ];
  return writeAndRead(db, lang, statements, { ids: sql`select ${core.id}` });
}
