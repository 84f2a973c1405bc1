import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Config } from '../../../config';
import { runWrite } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { isStaleRow } from '../../../db/constraints';
import { seriesRevisionGuard } from '../../../db/guards';
import { posts } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { loadRecurrenceRules, toUtcWall } from '../../../time';
import { findEventCore } from '../wire/wire.rows';
import { horizonMs, seriesDates } from './series.expand';
import { feedStateText } from './series.feed';
import {
  insertOccurrences,
  linkNewOccurrences,
  readExistingDates,
  resyncOccurrences,
  trashOccurrences,
} from './series.sync';
import { storedShape } from './series.writes';

/**
 * @module The daily extension of open-ended series (docs/recurrence.md, "Range and cap"), run by the Worker's Cron
 * Trigger (`scheduled` in src/index.ts): every live series whose dates were generated up to an end before the
 * current horizon is expanded again at `now` (one batch each, guarded like any re-expansion): its new dates get
 * new ids, the oldest beyond the cap are trashed. A series that a write changes meanwhile is left to that write.
 */

/** Most series extended per run: the next run goes on (each takes one D1 batch). */
export const EXTEND_BATCH = 200;

/**
 * The ids of the series whose generated range ends before the horizon at `now`, and of those without the feeds'
 * state (series.feed.ts: written before it existed), which an expansion stores.
 */
function dueSeries(db: Db, config: Config, now: number) {
  return db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.type, 'series'),
        ne(posts.status, 'trash'),
        or(
          and(isNotNull(posts.seriesHorizon), lt(posts.seriesHorizon, toUtcWall(horizonMs(config, now)))),
          isNull(posts.seriesFeed),
        ),
      ),
    )
    .orderBy(posts.seriesHorizon)
    .limit(EXTEND_BATCH);
}

/** Extends one series at `now`; false when a concurrent write changed it (it is then up to date). */
async function extendOne(db: Db, config: Config, id: number, now: number): Promise<boolean> {
  const core = await findEventCore(db, { id }, config.defaultLanguage);
  if (core?.type !== 'series' || core.status === 'trash') return false;
  const shape = storedShape(core, config.siteTimezone);
  const expansion = seriesDates({ config }, shape, now);
  const stamp = toUtcWall(now);
  // The rows of the generated range only: older keys (dropped dates) are not generated again.
  const existing = await readExistingDates(db, id, expansion.dates[0]?.startLocal.slice(0, 10));
  try {
    await runWrite(db, [
      seriesRevisionGuard(db, core),
      db
        .update(posts)
        .set({
          seriesHorizon: expansion.horizon,
          seriesFeed: feedStateText(shape, expansion),
          seriesRevision: core.seriesRevision + 1,
        })
        .where(eq(posts.id, id)),
      resyncOccurrences(db, id, { dates: { generated: expansion.dates, existing }, now: stamp }),
      trashOccurrences(db, id, expansion.dates, stamp),
      insertOccurrences(db, id, expansion.dates, stamp),
      ...linkNewOccurrences(db, id),
    ]);
    return true;
  } catch (error) {
    if (isStaleRow(error)) return false;
    throw error;
  }
}

/** What a run did: the series extended and those that failed (logged, and tried again on the next run). */
export interface ExtendRun {
  extended: number;
  failed: number;
}

/** Why a series could not be extended, for the log: an API error's code and first parameter, else the error's name. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return [error.code, ...Object.keys(error.options.params ?? {})].join(' ');
  return error instanceof Error ? error.name : 'unknown';
}

/**
 * Extends every due series at `now` (the scheduled time), each on its own: one that fails (a rule its budget
 * refuses now, a fault) is logged with its id and the reason (never its texts) and moved behind the others (its
 * horizon set to this run's, so it is due again on the next run, not first on every run), and the run goes on.
 */
export async function extendSeries(db: Db, config: Config, now: number): Promise<ExtendRun> {
  await loadRecurrenceRules();
  const due = await dueSeries(db, config, now);
  const run: ExtendRun = { extended: 0, failed: 0 };
  for (const { id } of due) {
    try {
      if (await extendOne(db, config, id, now)) run.extended += 1;
    } catch (error) {
      run.failed += 1;
      console.error(JSON.stringify({ message: 'series not extended', series: id, reason: reasonOf(error) }));
      await db
        .update(posts)
        .set({ seriesHorizon: toUtcWall(horizonMs(config, now)) })
        .where(eq(posts.id, id))
        .catch(() => undefined);
    }
  }
  return run;
}
