import { and, eq, isNotNull, lt, ne } from 'drizzle-orm';
import type { Config } from '../../../config';
import { runWrite } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { isStaleRow } from '../../../db/constraints';
import { seriesRevisionGuard } from '../../../db/guards';
import { posts } from '../../../db/schema';
import { toUtcWall } from '../../../time';
import { findEventCore } from '../wire/wire.rows';
import { horizonMs, seriesDates } from './series.expand';
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

/** The ids of the series whose generated range ends before the horizon at `now`. */
function dueSeries(db: Db, config: Config, now: number) {
  return db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.type, 'series'),
        ne(posts.status, 'trash'),
        isNotNull(posts.seriesHorizon),
        lt(posts.seriesHorizon, toUtcWall(horizonMs(config, now))),
      ),
    )
    .orderBy(posts.seriesHorizon)
    .limit(EXTEND_BATCH);
}

/** Extends one series at `now`; false when a concurrent write changed it (it is then up to date). */
async function extendOne(db: Db, config: Config, id: number, now: number): Promise<boolean> {
  const core = await findEventCore(db, { id }, config.defaultLanguage);
  if (core?.type !== 'series' || core.status === 'trash') return false;
  const expansion = seriesDates(config, storedShape(core, config.siteTimezone), now);
  const stamp = toUtcWall(now);
  const existing = await readExistingDates(db, id);
  try {
    await runWrite(db, [
      seriesRevisionGuard(db, core),
      db
        .update(posts)
        .set({ seriesHorizon: expansion.horizon, seriesRevision: core.seriesRevision + 1 })
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

/** Extends every due series at `now` (the scheduled time); returns how many were extended. */
export async function extendSeries(db: Db, config: Config, now: number): Promise<number> {
  const due = await dueSeries(db, config, now);
  let extended = 0;
  for (const { id } of due) if (await extendOne(db, config, id, now)) extended += 1;
  return extended;
}
