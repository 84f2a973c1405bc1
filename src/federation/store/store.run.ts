import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { createDb, type Db, newMeter } from '../../db/client';
import { federationFollowers, federationState } from '../../db/schema/federation';
import { changeLog } from '../../db/schema/sync';
import type { Bindings } from '../../env';

/**
 * @module Where federation stands in the change log (docs/federation.md, "What is sent"): the run's claim and its
 * position, the one row of `federation_state`, and the log rows after it. The claim is kept apart from the
 * federation code so that a write loads none of it: one conditional UPDATE, batched with the change log's pruning
 * after every write, claims a run only when somebody follows and no run is pending (a claim older than
 * {@link CLAIM_SECONDS} is taken over: its run died). With no follower it matches nothing and nothing else happens.
 */

/** A pending run's claim expires after this many seconds. */
export const CLAIM_SECONDS = 120;

/** The queue consumer's connection: it runs outside any request. */
export const openStore = (env: Bindings): Db => createDb(env.DB, newMeter());

/** Batchable: claims a run at `now` (Unix seconds); returns the state row when claimed, nothing otherwise. */
export function claimRunQuery(db: Db, now: number) {
  return db
    .update(federationState)
    .set({ claimedAt: now })
    .where(
      and(
        sql`${federationState.id} = 1`,
        or(isNull(federationState.claimedAt), lte(federationState.claimedAt, now - CLAIM_SECONDS)),
        sql`exists (select 1 from ${federationFollowers})`,
      ),
    )
    .returning({ id: federationState.id });
}

/** The change log position federated so far (0 before the first follower). */
export async function sentPosition(db: Db): Promise<number> {
  const [state] = await db.select().from(federationState).where(eq(federationState.id, 1));
  return state?.sentSeq ?? 0;
}

/** Moves the position federated so far to `seq`. */
export async function moveSentPosition(db: Db, seq: number): Promise<void> {
  await db.update(federationState).set({ sentSeq: seq }).where(eq(federationState.id, 1));
}

/** Up to `limit` change log rows after position `from`, oldest first. */
export function changesAfter(db: Db, from: number, limit: number) {
  return db
    .select({ seq: changeLog.seq, type: changeLog.type, itemId: changeLog.itemId })
    .from(changeLog)
    .where(gt(changeLog.seq, from))
    .orderBy(asc(changeLog.seq))
    .limit(limit);
}

/** Releases the run's claim. */
export async function releaseClaim(db: Db): Promise<void> {
  await db.update(federationState).set({ claimedAt: null }).where(eq(federationState.id, 1));
}

/** Whether the change log has a row after position `from`. */
export async function changedAfter(db: Db, from: number): Promise<boolean> {
  const [next] = await db.select({ seq: changeLog.seq }).from(changeLog).where(gt(changeLog.seq, from)).limit(1);
  return next !== undefined;
}
