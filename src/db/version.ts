import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { siteState } from './schema';

/**
 * The statement that bumps the data version. Every write batch includes it, so caches keyed by the version
 * never serve a response older than the last write.
 */
export function bumpDataVersion(db: Db) {
  return db
    .insert(siteState)
    .values({ id: 1, dataVersion: 1 })
    .onConflictDoUpdate({ target: siteState.id, set: { dataVersion: sql`${siteState.dataVersion} + 1` } });
}
