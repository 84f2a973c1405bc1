import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Bindings } from '../env';
import { publicItemsAmong, seriesOfDates, shownDates } from '../resources/events';
import { toUtcWall } from '../time';
import { type Change, sendChanges } from './federation.send';
import { liveSeries, objectStates } from './store/store.objects';
import {
  changedAfter,
  changesAfter,
  claimRunQuery,
  moveSentPosition,
  releaseClaim,
  sentPosition,
} from './store/store.run';

/**
 * @module A federation run (docs/federation.md, "What is sent"): the change log's rows after the position federated
 * so far (the same log `/changes` reads: only items that are or were public ever appear in it) become changes of
 * items: an item public now is Created, or Updated when it was federated and still is; one no longer public is
 * Deleted when it was federated, and nothing otherwise (a draft never reaches the log). A date of a series names
 * its series: a series is one `Event`, showing its first date that has not ended.
 */

/** Log rows read per step of a run. */
const RUN_PAGE = 200;

/** Decides the changes of the single events `eventIds` and series `seriesIds` at `now` (ms). */
export async function decide(db: Db, eventIds: number[], seriesIds: number[], now: number): Promise<Change[]> {
  const dates = await seriesOfDates(db, eventIds);
  const singles = eventIds.filter((id) => !dates.has(id));
  const series = [...new Set([...seriesIds, ...dates.values()])];
  const items = [...singles, ...series];
  if (items.length === 0) return [];
  const publicNow = await publicItemsAmong(db, items);
  const shown = await shownDates(
    db,
    series.filter((id) => publicNow.has(id)),
    toUtcWall(now),
  );
  const known = await objectStates(db, items);
  const changes: Change[] = [];
  for (const itemId of items) {
    const isSeries = series.includes(itemId);
    const shownId = isSeries ? shown.get(itemId) : publicNow.has(itemId) ? itemId : undefined;
    const live = known.get(itemId) === 'live';
    if (shownId !== undefined) {
      changes.push({ itemId, verb: live ? 'Update' : 'Create', shownId, occurrenceId: isSeries ? shownId : null });
    } else if (live) {
      changes.push({ itemId, verb: 'Delete' });
    }
  }
  return changes;
}

/**
 * Runs until the log is federated to its end: each step decides and sends the changes of up to {@link RUN_PAGE}
 * rows, then moves the position. At the end the claim is released and the log looked at once more, so a write
 * that found the claim held while this run was finishing is not left behind.
 */
export async function runChanges(env: Bindings, db: Db, config: Config, now = Date.now()): Promise<number> {
  let sent = 0;
  for (;;) {
    const from = await sentPosition(db);
    const rows = await changesAfter(db, from, RUN_PAGE);
    if (rows.length === 0) {
      await releaseClaim(db);
      if (!(await changedAfter(db, from)) || (await claimRunQuery(db, Math.floor(Date.now() / 1000))).length === 0) {
        return sent;
      }
      continue;
    }
    const ids = (type: string) => rows.filter((row) => row.type === type).map((row) => row.itemId);
    const changes = await decide(db, ids('event'), ids('series'), now);
    sent += await sendChanges(env, db, config, changes, new Date(now));
    await moveSentPosition(db, rows[rows.length - 1]!.seq);
  }
}

/**
 * The daily refresh: each federated series whose first date that has not ended is no longer the one its `Event`
 * shows is Updated to it (or Deleted when it has no public date left).
 */
export async function refreshSeries(env: Bindings, db: Db, config: Config, now = Date.now()): Promise<number> {
  const live = await liveSeries(db);
  const shown = await shownDates(
    db,
    live.map((row) => row.itemId),
    toUtcWall(now),
  );
  const changes: Change[] = live.flatMap((row): Change[] => {
    const shownId = shown.get(row.itemId);
    if (shownId === undefined) return [{ itemId: row.itemId, verb: 'Delete' }];
    return shownId === row.occurrenceId ? [] : [{ itemId: row.itemId, verb: 'Update', shownId, occurrenceId: shownId }];
  });
  return sendChanges(env, db, config, changes, new Date(now));
}
