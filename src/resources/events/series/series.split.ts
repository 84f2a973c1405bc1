import { eq, sql } from 'drizzle-orm';
import { rawStatement, type Statement } from '../../../db/batch';
import { seriesRevisionGuard } from '../../../db/guards';
import { posts, postTexts } from '../../../db/schema';
import { invalidParam } from '../../../http/errors';
import type { Lang } from '../../../i18n/languages';
import { type EventDates, isLineProblem, parseRecurrence, recomputeForZone, splitRecurrence } from '../../../time';
import { freePostSlug, utcNow } from '../../posts';
import type { EventCore, EventPageResults } from '../wire/wire.rows';
import { datesForUpdate } from '../write/write.dates';
import { type EventEdit, planEventUpdate, type WriteContext, writeAndRead } from '../write/write.plan';
import { carryCancellations, seriesDates } from './series.expand';
import { feedStateText } from './series.feed';
import { COPIED } from './series.fields';
import { overridesOf } from './series.occurrence';
import { copyEventLinks, NEWEST_SERIES, readExistingDates, touchOccurrences } from './series.sync';
import { followSeries, generationChanged, storedShape, type UpdateInput, updateSeries } from './series.writes';

/**
 * @module `scope=following` on an update of one date of a series (docs/recurrence.md, "Scopes"): the series ends
 * just before that date (`UNTIL`, replacing `COUNT`), and the date and every later one become a new series (new
 * id, a slug made from its title as any create), whose `DTSTART` is that date (moved by the dates sent), whose
 * rule is what remained of the old one (or the lines sent), and whose fields are the old series' with the change
 * applied; those dates keep their ids and their own exceptions, and take the change as their series' values.
 */

const DATE_FIELDS = ['start_date', 'end_date', 'timezone', 'all_day'] as const;

/** The fields of the change that apply to the new series record (its dates are set when it is inserted). */
function recordChange(input: UpdateInput): UpdateInput {
  const change: UpdateInput = { ...input, slug: undefined, author: undefined, recurrence: undefined, scope: undefined };
  for (const field of DATE_FIELDS) change[field] = undefined;
  return change;
}

/** The first date of the new series: the chosen date's original dates, moved by the dates sent. */
function firstDates(
  w: WriteContext,
  occurrence: EventCore,
  series: EventCore,
  input: UpdateInput,
  originalEnd: string,
): EventDates {
  const zone = series.timezone ?? w.scope.config.siteTimezone;
  const original = { ...occurrence, startLocal: occurrence.occurrenceStart, endLocal: originalEnd, timezone: zone };
  original.allDay = series.allDay;
  const moved = datesForUpdate(input, original, w.scope.config.siteTimezone);
  if (moved) return moved;
  const recomputed = recomputeForZone({
    startLocal: original.startLocal ?? '',
    endLocal: originalEnd,
    allDay: series.allDay === true,
    zone,
  });
  if ('error' in recomputed) throw invalidParam('start_date', 'param.date_range');
  return recomputed;
}

/** The texts of series `id`, by language, for the new series' slugs. */
function seriesTitles(w: WriteContext, id: number) {
  return w.scope.db
    .select({ lang: postTexts.lang, title: postTexts.title })
    .from(postTexts)
    .where(eq(postTexts.postId, id));
}

/** Splits `series` at date `occurrence` with the change `input`; returns the date read. */
export async function splitSeries(
  w: WriteContext,
  occurrence: EventCore,
  series: EventCore,
  edit: EventEdit<UpdateInput>,
): Promise<EventPageResults> {
  const { input, refs, allDay } = edit;
  const { db, lang, config } = w.scope;
  const now = Date.now();
  const siteZone = config.siteTimezone;
  const shape = storedShape(series, siteZone);
  const at = occurrence.occurrenceStart ?? '';
  const current = seriesDates(w.scope, shape, now);
  if (input.recurrence === null || (input.recurrence !== undefined && input.recurrence.length === 0)) {
    throw invalidParam('recurrence', 'param.recurrence.following_empty');
  }
  // Nothing of the series before this date: the change is the whole series' (the date is read back).
  if (!current.dates.some((date) => date.startLocal < at)) {
    const dates = datesForUpdate(input, series, siteZone);
    const whole = { input: { ...input, slug: undefined }, dates, refs, allDay };
    return updateSeries(w, series, whole, input.recurrence ?? undefined, occurrence.id);
  }
  const parsed = parseRecurrence(shape.lines);
  if (isLineProblem(parsed)) throw invalidParam('recurrence', 'param.invalid');
  const start = { startLocal: shape.startLocal, endLocal: shape.endLocal, zone: shape.timezone, allDay: shape.allDay };
  const split = splitRecurrence(parsed, start, at, config.recurrence.maxOccurrences);
  const original = current.dates.find((date) => date.key === occurrence.occurrenceKey);
  const first = firstDates(w, occurrence, series, input, original?.endLocal ?? occurrence.endLocal ?? at);
  const newAllDay = allDay ?? shape.allDay;
  // The new series at other times or in another zone: the dates cancelled after the split stay cancelled.
  const from = { ...shape, startLocal: at, endLocal: original?.endLocal ?? at, lines: split.after };
  const lines =
    input.recurrence ?? carryCancellations(w.scope, from, { ...first, allDay: newAllDay, lines: split.after }, now);
  const after = {
    startLocal: first.startLocal,
    endLocal: first.endLocal,
    timezone: first.timezone,
    allDay: newAllDay,
    lines,
  };
  const expansion = seriesDates(w.scope, after, now);
  // The old series keeps its dates before the split; its feed state follows its new lines.
  const before = { ...shape, lines: split.before };
  const titles = await seriesTitles(w, series.id);
  // The dates that move to the new series (the revision guard keeps this read true until the batch).
  const moving = await readExistingDates(db, series.id, at);
  // The chosen date moved to another day is the new series' first date (its DTSTART): it keeps its id there.
  const firstKey = expansion.dates.find((date) => date.startLocal === first.startLocal)?.key;
  const rekey = firstKey !== undefined && firstKey !== occurrence.occurrenceKey && !moving.has(firstKey);
  const existing = rekey
    ? new Map([...moving].filter(([key]) => key !== occurrence.occurrenceKey).concat([[firstKey, occurrence.id]]))
    : moving;
  const slugs = await Promise.all(
    titles.map(async (text) => {
      const title = text.lang === lang && input.title !== undefined ? input.title : text.title;
      return { lang: text.lang as Lang, slug: await freePostSlug(db, 'event', text.lang as Lang, title) };
    }),
  );
  const created = NEWEST_SERIES;
  const columns = COPIED.map(([column]) => column).filter((c) => c !== 'timezone' && c !== 'all_day');
  const list = columns.join(', ');
  const stamp = utcNow();
  const statements: Statement[] = [
    seriesRevisionGuard(db, { id: series.id, seriesRevision: series.seriesRevision }),
    db
      .update(posts)
      .set({
        recurrence: JSON.stringify(split.before),
        seriesHorizon: null,
        seriesFeed: feedStateText(before, seriesDates(w.scope, before, now)),
        modifiedUtc: stamp,
        ...generationChanged,
      })
      .where(eq(posts.id, series.id)),
    // Its dates show its shortened lines (docs/sync.md); those that move to the new series are logged as they move.
    touchOccurrences(db, series.id, stamp),
    rawStatement(
      db,
      sql`insert into posts (type, status, modified_utc, ${sql.raw(list)}, start_local, end_local, start_utc, end_utc, timezone, all_day, recurrence, series_horizon, series_feed)
        select 'series', status, ${stamp}, ${sql.raw(list)}, ${first.startLocal}, ${first.endLocal}, ${first.startUtc}, ${first.endUtc}, ${first.timezone}, ${newAllDay ? 1 : 0}, ${JSON.stringify(lines)}, ${expansion.horizon}, ${feedStateText(after, expansion)}
        from posts where id = ${series.id}`,
    ),
    rawStatement(db, sql`update posts set series_id = id where id = ${created}`),
    ...slugs.map(({ lang: textLang, slug }) =>
      rawStatement(
        db,
        sql`insert into post_texts (post_id, lang, type, title, description, excerpt, slug)
          select ${created}, lang, 'event', title, description, excerpt, ${slug} from post_texts where post_id = ${series.id} and lang = ${textLang}`,
      ),
    ),
    ...copyEventLinks(db, series.id, created),
    ...(await planEventUpdate(
      w,
      { ...series, id: created as unknown as number },
      { input: recordChange(input), dates: undefined, refs, allDay: undefined },
    )),
    rawStatement(
      db,
      sql`update posts set series_id = ${created}, text_id = case when text_id = id then id else ${created} end
        where series_id = ${series.id} and type = 'event' and occurrence_key is not null and occurrence_start >= ${at}`,
    ),
    // The chosen date takes the change as its series' values, not as exceptions.
    rawStatement(
      db,
      sql`update posts set overrides = (select json_group_array(value) from json_each(coalesce(posts.overrides, '[]')) where value not in (select value from json_each(${JSON.stringify(overridesOf(input, lang))})))
        where id = ${occurrence.id}`,
    ),
    ...(rekey ? [db.update(posts).set({ occurrenceKey: firstKey }).where(eq(posts.id, occurrence.id))] : []),
    ...followSeries(db, created, { expansion: { dates: expansion.dates, existing }, input, refs, lang, now: stamp }),
  ];
  return writeAndRead(db, lang, statements, { ids: sql`select ${occurrence.id}` });
}
