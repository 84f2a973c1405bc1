import { and, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { federationFollowers, federationState } from '../db/schema/federation';

/**
 * The trigger of federation runs (docs/federation.md, "What is sent"), kept apart from the federation code so that
 * a write loads none of it: one conditional UPDATE, batched with the change log's pruning after every write, claims
 * a run only when somebody follows and no run is pending (a claim older than {@link CLAIM_SECONDS} is taken over:
 * its run died). With no follower it matches nothing and nothing else happens.
 */

/** A pending run's claim expires after this many seconds. */
export const CLAIM_SECONDS = 120;

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
