import { type SQL, sql } from 'drizzle-orm';
import { rawStatement, type Statement } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { seriesRevisionGuard } from '../../../db/guards';
import { posts } from '../../../db/schema';
import type { EventDates } from '../../../time';
import { trashPost, utcNow } from '../../posts';
import type { EventCore, EventPageResults } from '../wire/wire.rows';
import type { DateFields } from '../write/write.dates';
import {
  type EventColumnInput,
  type EventEdit,
  type EventTextInput,
  planEventCreate,
  planEventUpdate,
  type WriteContext,
  writeAndRead,
} from '../write/write.plan';
import type { EventRefs } from '../write/write.refs';
import { carryCancellations, type SeriesShape, seriesDates } from './series.expand';
import { feedStateText } from './series.feed';
import {
  copyLinks,
  type ExistingDates,
  insertOccurrences,
  LINK_KINDS,
  linkNewOccurrences,
  readExistingDates,
  resyncOccurrences,
  touchOccurrences,
  trashOccurrences,
} from './series.sync';
import { syncOwnTexts, TEXT_FIELDS } from './series.texts';

/**
 * @module Writes of series records (docs/recurrence.md, "Editing"): create, update (re-expanding when its lines,
 * dates or status change), trash. Each is ONE atomic batch: the series row, its texts and links, then the
 * statements that bring every occurrence in step (`series.sync.ts`), then the read-back of the series record.
 */

/** What an event write sends, as the series writes take it. */
export type SeriesInput = EventColumnInput & EventTextInput;

/** The validated input of an update, as the dispatcher reads it. */
export type UpdateInput = SeriesInput &
  DateFields & {
    recurrence?: string[] | null;
    scope?: 'this' | 'following';
    [field: string]: unknown;
  };

/** A series' shape from computed dates. */
export function shapeOf(dates: EventDates, allDay: boolean, lines: readonly string[]): SeriesShape {
  return { startLocal: dates.startLocal, endLocal: dates.endLocal, timezone: dates.timezone, allDay, lines };
}

/** A series' shape as stored, with `lines` (its own when undefined). */
export function storedShape(
  core: Pick<EventCore, 'startLocal' | 'endLocal' | 'timezone' | 'allDay' | 'recurrence'>,
  siteZone: string,
  lines?: readonly string[],
): SeriesShape {
  return {
    startLocal: core.startLocal ?? '',
    endLocal: core.endLocal ?? core.startLocal ?? '',
    timezone: core.timezone ?? siteZone,
    allDay: core.allDay === true,
    lines: lines ?? (JSON.parse(core.recurrence ?? '[]') as string[]),
  };
}

/** The dates of the first remaining (not trashed) date of series `id`, if any. */
export async function firstRemaining(db: Db, id: number) {
  const [row] = await db
    .select({ startLocal: posts.startLocal, endLocal: posts.endLocal, timezone: posts.timezone, allDay: posts.allDay })
    .from(posts)
    .where(sql`${posts.seriesId} = ${id} and ${posts.occurrenceKey} is not null and ${posts.status} <> 'trash'`)
    .orderBy(posts.startUtc, posts.id)
    .limit(1);
  return row;
}

/**
 * The dates an update of series `core` sends, unless they are the dates its record shows (its first remaining
 * date's, docs/recurrence.md) where these are not its `DTSTART`: a client writing back the record it read (its first
 * date cancelled or moved) would otherwise move the whole series to that date.
 */
async function sentDates(db: Db, core: EventCore, dates: EventDates | undefined, allDay: boolean | undefined) {
  if (!dates) return undefined;
  const sameAllDay = (value: boolean | null) => (allDay ?? core.allDay === true) === (value === true);
  const same = (row: { startLocal: string | null; endLocal: string | null; timezone: string | null }) =>
    dates.startLocal === row.startLocal && dates.endLocal === row.endLocal && dates.timezone === row.timezone;
  if (same(core) && sameAllDay(core.allDay)) return dates;
  const first = await firstRemaining(db, core.id);
  return first && same(first) && sameAllDay(first.allDay) ? undefined : dates;
}

/** Whether two lists of lines are the same lines (stored lines are trimmed). */
const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, i) => line.trim() === b[i]?.trim());

/** The column changes of a write that changes what the series generates: feeds see a new SEQUENCE. */
export const generationChanged = {
  seriesRevision: sql`${posts.seriesRevision} + 1`,
  sequence: sql`${posts.sequence} + 1`,
};

/** The read-back of post `id` (any SQL id). */
const page = (id: number | SQL<number>) => ({ ids: sql`select ${id}` });

/** Creates a series record with its dates; returns the series record. */
export async function createSeries(
  w: WriteContext,
  input: SeriesInput & { title: string },
  dates: EventDates,
  refs: EventRefs,
  allDay: boolean,
  lines: readonly string[],
): Promise<EventPageResults> {
  const { db, lang } = w.scope;
  const shape = shapeOf(dates, allDay, lines);
  const expansion = seriesDates(w.scope, shape, Date.now());
  const feed = feedStateText(shape, expansion);
  const planned = await planEventCreate(w, input, dates, refs, allDay, { lines, horizon: expansion.horizon, feed });
  const series = planned.eventId;
  const now = utcNow();
  const statements = [
    ...planned.statements,
    rawStatement(db, sql`update posts set series_id = id where id = ${series}`),
    insertOccurrences(db, series, expansion.dates, now),
    ...linkNewOccurrences(db, series),
  ];
  return writeAndRead(db, lang, statements, page(series));
}

/** The text fields a write sends. */
export function textFieldsOf(input: EventTextInput) {
  return TEXT_FIELDS.filter((field) => input[field] !== undefined);
}

/** The link kinds a write sends (each replaces the occurrences' links of that kind). */
export function linkKindsOf(refs: EventRefs) {
  return LINK_KINDS.filter((kind) =>
    kind.override === 'organizer' ? refs.organizers !== undefined : refs[kind.override] !== undefined,
  );
}

/**
 * The statements bringing the occurrences of `series` in step after its record changed: re-expanded (`dates`:
 * restored, moved, added and trashed dates), or with the changed columns, links and texts carried over.
 */
export function followSeries(
  db: Db,
  series: number | SQL<number>,
  change: {
    expansion?: { dates: ReturnType<typeof seriesDates>['dates']; existing: ExistingDates };
    input: SeriesInput;
    refs: EventRefs;
    lang: WriteContext['scope']['lang'];
    now: string;
  },
): Statement[] {
  const texts = textFieldsOf(change.input);
  const touchFollowers = texts.length > 0;
  const { expansion, now } = change;
  return [
    ...(expansion
      ? [
          resyncOccurrences(db, series, {
            dates: { generated: expansion.dates, existing: expansion.existing },
            now,
            touchFollowers,
          }),
          trashOccurrences(db, series, expansion.dates, now),
          insertOccurrences(db, series, expansion.dates, now),
        ]
      : [resyncOccurrences(db, series, { now, touchFollowers })]),
    ...linkKindsOf(change.refs).flatMap((kind) => copyLinks(db, series, kind, true)),
    ...(expansion ? linkNewOccurrences(db, series) : []),
    ...(touchFollowers ? syncOwnTexts(db, series, change.lang, texts) : []),
  ];
}

/**
 * Updates a series record partially and every occurrence with it (docs/recurrence.md, "Editing"): a change of its
 * lines, dates, zone or all-day flag, or its restoring from the trash, re-expands it (guarded by the revision it was
 * planned from); returns the series record (or the post `readBack`).
 */
export async function updateSeries(
  w: WriteContext,
  core: EventCore,
  edit: EventEdit<SeriesInput>,
  sentLines: readonly string[] | undefined,
  readBack: number = core.id,
): Promise<EventPageResults> {
  const { input, refs, allDay } = edit;
  const { db, lang, config } = w.scope;
  const dates = await sentDates(db, core, edit.dates, allDay);
  const restoring = core.status === 'trash';
  const stored = storedShape(core, config.siteTimezone);
  // The stored lines sent back (a client's whole record, read then written) are no new lines: the cancelled dates
  // then move with new times as when no lines are sent.
  const lines = sentLines && sameLines(sentLines, stored.lines) ? undefined : sentLines;
  const reexpand = lines !== undefined || dates !== undefined || restoring;
  const moved = dates ? shapeOf(dates, allDay ?? core.allDay === true, lines ?? stored.lines) : undefined;
  // New times or zone with the same lines: the cancelled dates stay cancelled (their EXDATEs move with them).
  const newLines = moved && lines === undefined ? carryCancellations(w.scope, stored, moved, Date.now()) : lines;
  const shape = moved ? { ...moved, lines: newLines ?? stored.lines } : storedShape(core, config.siteTimezone, lines);
  const expansion = reexpand ? seriesDates(w.scope, shape, Date.now()) : undefined;
  // The rows of the generated range only: keys older than its first date are not generated again.
  const existing = expansion
    ? await readExistingDates(db, core.id, expansion.dates[0]?.startLocal.slice(0, 10))
    : undefined;
  const statusChanged = input.status !== undefined && input.status !== core.status;
  const extra = {
    ...(newLines !== undefined ? { recurrence: JSON.stringify(newLines) } : {}),
    ...(expansion ? { seriesHorizon: expansion.horizon, seriesFeed: feedStateText(shape, expansion) } : {}),
    ...(reexpand || statusChanged ? generationChanged : {}),
  };
  const statements = [
    ...(reexpand ? [seriesRevisionGuard(db, { id: core.id, seriesRevision: core.seriesRevision })] : []),
    ...(await planEventUpdate(w, core, { ...edit, dates }, extra)),
    ...followSeries(db, core.id, {
      expansion: expansion && existing ? { dates: expansion.dates, existing } : undefined,
      input,
      refs,
      lang,
      now: utcNow(),
    }),
    // New lines: every date shows them, those the expansion kept as they were too (docs/sync.md).
    ...(newLines !== undefined ? [touchOccurrences(db, core.id, utcNow())] : []),
  ];
  return writeAndRead(db, lang, statements, page(readBack));
}

/** Trashes a series record and every occurrence; returns the series record. */
export function trashSeries(w: WriteContext, core: EventCore): Promise<EventPageResults> {
  const { db, lang } = w.scope;
  const statements = [
    trashPost(db, core.id, core.status),
    db.update(posts).set(generationChanged).where(sql`${posts.id} = ${core.id}`),
    trashOccurrences(db, core.id, null, utcNow()),
  ];
  return writeAndRead(db, lang, statements, page(core.id));
}
