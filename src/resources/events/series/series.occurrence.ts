import { eq, sql } from 'drizzle-orm';
import { seriesRevisionGuard } from '../../../db/guards';
import { posts } from '../../../db/schema';
import { invalidParam } from '../../../http/errors';
import type { Lang } from '../../../i18n/languages';
import { exdateLine, RECURRENCE_LIMITS } from '../../../time';
import { trashPost, utcNow } from '../../posts';
import type { EventCore, EventPageResults } from '../wire/wire.rows';
import { type EventEdit, planEventUpdate, type WriteContext, writeAndRead } from '../write/write.plan';
import { MAX_RECURRENCE_LINES, withinLineLimits } from '../write/write.recurrence';
import { FIELD_OVERRIDES } from './series.fields';
import { touchOccurrences } from './series.sync';
import { ownTexts } from './series.texts';
import { generationChanged, type SeriesInput, textFieldsOf } from './series.writes';

/**
 * @module Writes of one date of a series (docs/recurrence.md, "Editing"): an update is an exception of that date
 * alone (it keeps its id and `occurrence_start`, and every field it changes is recorded as overridden, so later
 * edits of the series leave it); a delete cancels the date (an `EXDATE` line of the series).
 */

/** The overrides an occurrence update records: the fields it sends, texts per language. */
export function overridesOf(input: Record<string, unknown>, lang: Lang): string[] {
  const fields = Object.entries(FIELD_OVERRIDES)
    .filter(([field]) => input[field] !== undefined)
    .map(([, name]) => name);
  const texts = textFieldsOf(input).map((field) => `${field}@${lang}`);
  return [...new Set([...fields, ...texts])];
}

/** The statement adding `names` to the overrides of occurrence `id` (merged when the batch runs: none is lost). */
function addOverrides(db: WriteContext['scope']['db'], id: number, names: readonly string[]) {
  return db
    .update(posts)
    .set({
      overrides: sql`(select json_group_array(value) from (select value from json_each(coalesce(${posts.overrides}, '[]')) union select value from json_each(${JSON.stringify(names)})))`,
    })
    .where(eq(posts.id, id));
}

/**
 * Updates one date of a series (an exception). Its texts become its own (copied from the series) when it sends
 * one, and its slugs stay its series'. Returns the occurrence read.
 */
export async function updateOccurrence(
  w: WriteContext,
  core: EventCore,
  series: EventCore,
  edit: EventEdit<SeriesInput & Record<string, unknown>>,
): Promise<EventPageResults> {
  const { input } = edit;
  const { db, lang } = w.scope;
  const names = overridesOf(input, lang);
  const texts = textFieldsOf(input);
  // The occurrence's texts are its series' languages (its own rows are copied from them in this batch).
  const asCore = { ...core, slugs: series.slugs };
  const statements = [
    ...(texts.length > 0 ? ownTexts(db, core.id, series.id) : []),
    ...(await planEventUpdate(w, asCore, { ...edit, input: { ...input, slug: undefined, author: undefined } })),
    ...(names.length > 0 ? [addOverrides(db, core.id, names)] : []),
  ];
  return writeAndRead(db, lang, statements, { ids: sql`select ${core.id}` });
}

/**
 * Cancels one date of a series: an `EXDATE` line for its original start, in the form of the series' `DTSTART`,
 * appended to the series' lines when the batch runs, and the date trashed (its id then answers as a trashed
 * event). The lines must stay within the limits of any write of them (`withinLineLimits`): else a 400 naming
 * `recurrence` says how to cancel more; the batch is guarded by the series' revision, so two cancellations at once
 * cannot pass the limit together (the second plans again). Returns the occurrence read.
 */
export function cancelOccurrence(w: WriteContext, core: EventCore, series: EventCore): Promise<EventPageResults> {
  const { db, lang, config } = w.scope;
  const line = exdateLine(
    core.occurrenceStart ?? core.startLocal ?? '',
    series.timezone ?? config.siteTimezone,
    series.allDay === true,
  );
  const lines = JSON.parse(series.recurrence ?? '[]') as string[];
  if (!withinLineLimits([...lines, line])) {
    throw invalidParam('recurrence', 'param.recurrence.cancel_limit', {
      max: MAX_RECURRENCE_LINES,
      values: RECURRENCE_LIMITS.values,
    });
  }
  const statements = [
    seriesRevisionGuard(db, series),
    db
      .update(posts)
      .set({
        recurrence: sql`json_insert(coalesce(${posts.recurrence}, '[]'), '$[#]', ${line})`,
        // The feeds' state (series.feed.ts) learns the cancelled start until the next expansion counts it.
        seriesFeed: sql`json_insert(${posts.seriesFeed}, '$.excluded[#]', ${core.occurrenceStart ?? core.startLocal ?? ''})`,
        modifiedUtc: utcNow(),
        ...generationChanged,
      })
      .where(eq(posts.id, series.id)),
    trashPost(db, core.id, core.status),
    // The other dates show the new lines (docs/sync.md).
    touchOccurrences(db, series.id, utcNow()),
  ];
  return writeAndRead(db, lang, statements, { ids: sql`select ${core.id}` });
}
