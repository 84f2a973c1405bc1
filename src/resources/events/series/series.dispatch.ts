import { eq, sql } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import { ApiError, invalidParam } from '../../../http/errors';
import type { Lang } from '../../../i18n/languages';
import { deletePostTranslation, publicationDateUtc, touchPost, utcNow } from '../../posts';
import type { EventCore, EventPageResults } from '../wire/wire.rows';
import {
  type EventEdit,
  removeEventTranslation,
  trashEvent,
  updateEvent,
  type WriteContext,
  writeAndRead,
} from '../write/write.plan';
import { convertToSeries, endSeries } from './series.convert';
import { SERIES_ONLY_FIELDS } from './series.fields';
import { cancelOccurrence, updateOccurrence } from './series.occurrence';
import { splitSeries } from './series.split';
import { resyncOccurrences } from './series.sync';
import { dropOwnTexts } from './series.texts';
import { trashSeries, type UpdateInput, updateSeries } from './series.writes';

/**
 * @module Which write an update or a delete of an event route is (docs/recurrence.md, "Editing"): a single event
 * (as before), a single event becoming a series, a series record (its update, its end, its trash), or one date of
 * a series (an exception, a split with `scope=following`, a cancellation).
 */

/** The addressed post and, for a date of a series, its series. */
export interface Cores {
  core: EventCore;
  series?: EventCore | undefined;
}

/** Whether the post is a date of a series. */
const isDate = (cores: Cores) => cores.core.type === 'event' && cores.core.occurrenceKey !== null;

/** 400 for the fields a date of a series cannot change alone (docs/recurrence.md). */
function assertDateFields(input: UpdateInput, following: boolean): void {
  const field = SERIES_ONLY_FIELDS.find((name) => input[name] !== undefined);
  if (field) throw invalidParam(field, 'param.series_field');
  if (input.recurrence !== undefined && !following) throw invalidParam('recurrence', 'param.recurrence.occurrence');
}

/**
 * `edit` without the series' fields a date update sends with the values the date shows (a client writing back the
 * date it read: its series' slug, author, publication date and lines), which change nothing; other values of them
 * are refused by {@link assertDateFields}.
 */
async function withoutShownSeriesFields(
  w: WriteContext,
  date: EventCore,
  series: EventCore,
  edit: EventEdit<UpdateInput>,
): Promise<EventEdit<UpdateInput>> {
  const input = { ...edit.input };
  const slugs = Object.values(JSON.parse(series.slugs || '{}') as Record<string, string>);
  if (input.slug !== undefined && slugs.includes(input.slug)) input.slug = undefined;
  if (input.author !== undefined && input.author === series.authorId) input.author = undefined;
  const lines = JSON.parse(series.recurrence ?? '[]') as string[];
  const sent = input.recurrence;
  if (input.scope !== 'following' && sent && sent.length === lines.length) {
    if (sent.every((line, i) => line.trim() === lines[i]?.trim())) input.recurrence = undefined;
  }
  if (input.date !== undefined || input.date_utc !== undefined) {
    const [row] = await w.scope.db.select({ dateUtc: posts.dateUtc }).from(posts).where(eq(posts.id, date.id));
    if (publicationDateUtc(input, w.scope.config.siteTimezone) === row?.dateUtc) {
      input.date = undefined;
      input.date_utc = undefined;
    }
  }
  return { ...edit, input };
}

/** Runs the update `cores` and `input` call for; returns what it read back. */
export async function updateAny(
  w: WriteContext,
  cores: Cores,
  edit: EventEdit<UpdateInput>,
): Promise<EventPageResults> {
  const { core, series } = cores;
  const { input } = edit;
  const lines = input.recurrence;
  if (core.type === 'series') {
    if (lines === null || (lines !== undefined && lines.length === 0)) {
      return endSeries(w, core, edit);
    }
    return updateSeries(w, core, edit, lines);
  }
  if (isDate(cores) && series) {
    const following = input.scope === 'following';
    const shown = await withoutShownSeriesFields(w, core, series, edit);
    assertDateFields(shown.input, following);
    // A cancelled or removed date is changed through its series' lines (docs/recurrence.md).
    if (core.status === 'trash' || series.status === 'trash' || series.type !== 'series') {
      throw new ApiError('event-no-longer-available');
    }
    if (following) return splitSeries(w, core, series, shown);
    return updateOccurrence(w, core, series, shown);
  }
  if (lines && lines.length > 0) return convertToSeries(w, core, edit, lines);
  return updateEvent(w, core, edit);
}

/** `DELETE` without `translation`: trashes a single event or a series (with its dates), cancels a date. */
export function trashAny(w: WriteContext, core: EventCore, series: EventCore | undefined): Promise<EventPageResults> {
  if (core.type === 'series') return trashSeries(w, core);
  if (series && core.occurrenceKey !== null && series.type === 'series') return cancelOccurrence(w, core, series);
  return trashEvent(w, core);
}

/** `DELETE ?translation=`: of a series, its dates' own texts in that language go too. */
export function removeTranslationAny(w: WriteContext, core: EventCore, lang: Lang): Promise<EventPageResults> {
  if (core.type !== 'series') return removeEventTranslation(w, core, lang);
  const { db } = w.scope;
  const statements = [
    deletePostTranslation(db, core.id, lang),
    touchPost(db, core.id),
    dropOwnTexts(db, core.id, lang),
    resyncOccurrences(db, core.id, { now: utcNow(), touchFollowers: true }),
  ];
  return writeAndRead(db, w.scope.lang, statements, { ids: sql`select ${core.id}` });
}
