import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { changeLog } from '../db/schema';

/**
 * Sync tokens: opaque to clients, `base64url("<seq>.<issued unix seconds>")`. `seq` is the change log position
 * the client has seen; the issue time lets a token expire after the log's retention. Nothing in a token is
 * secret or language-bound, so one token works under every root.
 */
export interface SyncToken {
  seq: number;
  issuedAt: number;
}

export function encodeToken(token: SyncToken): string {
  return btoa(`${token.seq}.${token.issuedAt}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The token, or undefined when it is not one this service issued. */
export function decodeToken(value: string): SyncToken | undefined {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) return undefined;
  let text: string;
  try {
    text = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const match = /^(\d{1,15})\.(\d{1,12})$/.exec(text);
  if (!match) return undefined;
  return { seq: Number(match[1]), issuedAt: Number(match[2]) };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Batchable: the latest change log position (0 before the first logged write). */
export function latestSeqQuery(db: Db) {
  return db.select({ seq: sql<number>`coalesce(max(${changeLog.seq}), 0)` }).from(changeLog);
}

/**
 * Deletes log rows older than the retention, keeping the newest row so the latest position survives a quiet
 * period. Tokens older than the retention are refused, so no valid token ever needs a pruned row. The database
 * stamps the rows (`at`, by the log's triggers), so the cut is computed by the same clock, the database's.
 */
export function pruneQuery(db: Db, days: number) {
  const cutoff = sql`cast(strftime('%s', 'now') as integer) - ${days * 86_400}`;
  return db
    .delete(changeLog)
    .where(sql`${changeLog.at} < ${cutoff} and ${changeLog.seq} < (select max(seq) from ${changeLog})`);
}
