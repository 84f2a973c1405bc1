import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Named, type ResultsOf, readBatch } from '../db/batch';
import { createDb, type Db, newMeter } from '../db/client';
import { changeLog, hookDeliveries, hooks } from '../db/schema';
import type { Bindings } from '../env';

/**
 * @module The sync log (docs/sync.md): the change log the database keeps of public items
 * (migrations/0016_public_change_log.sql), the build hooks registered on it and their deliveries. Every statement
 * over those tables is here, and this is the one module of the features that reaches `src/db/`: the rest of
 * `src/sync/` reads items through the resources' doors (`.dependency-cruiser.ts`, "features-through-resources").
 */

/** The database of a request's scope, or the queue consumer's own ({@link openLog}). */
export type LogDb = Db;

/** The queue consumer's connection: it runs outside any request. */
export const openLog = (env: Bindings): LogDb => createDb(env.DB, newMeter());

/** Seconds since the epoch: the log's clock. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Batchable: the latest change log position (0 before the first logged write). */
export function latestSeqQuery(db: LogDb) {
  return db.select({ seq: sql<number>`coalesce(max(${changeLog.seq}), 0)` }).from(changeLog);
}

/**
 * Deletes log rows older than the retention, keeping the newest row so the latest position survives a quiet
 * period. Tokens older than the retention are refused, so no valid token ever needs a pruned row. The database
 * stamps the rows (`at`, by the log's triggers), so the cut is computed by the same clock, the database's.
 */
export function pruneQuery(db: LogDb, days: number) {
  const cutoff = sql`cast(strftime('%s', 'now') as integer) - ${days * 86_400}`;
  return db
    .delete(changeLog)
    .where(sql`${changeLog.at} < ${cutoff} and ${changeLog.seq} < (select max(seq) from ${changeLog})`);
}

/** The log entries after `seq`, oldest first, at most `limit`, with the log's last position: one batch. */
export function readLogPage(db: LogDb, seq: number, limit: number) {
  return readBatch(db, {
    rows: db
      .select({ seq: changeLog.seq, type: changeLog.type, itemId: changeLog.itemId })
      .from(changeLog)
      .where(gt(changeLog.seq, seq))
      .orderBy(asc(changeLog.seq))
      .limit(limit),
    latest: latestSeqQuery(db),
  });
}

/** The ids of one kind among a page's log rows, as a subquery over the bound JSON list. */
export function loggedIds(rows: readonly { type: string; itemId: number }[], kind: string): SQL {
  const ids = rows.filter((row) => row.type === kind).map((row) => row.itemId);
  return sql`select value from json_each(${JSON.stringify(ids)})`;
}

/** The items a page of the log names, planned by their resources (their doors), read in one batch. */
export function readLoggedItems<T extends Named>(db: LogDb, planned: T): Promise<ResultsOf<T>> {
  return readBatch(db, planned);
}

/**
 * Claims the hooks not notified within the last `debounce` seconds (one conditional UPDATE: concurrent writers
 * cannot both claim one): their ids.
 */
export function claimHooks(db: LogDb, debounce: number, now = nowSeconds()) {
  return db
    .update(hooks)
    .set({ lastSentAt: now })
    .where(or(isNull(hooks.lastSentAt), lte(hooks.lastSentAt, now - debounce)))
    .returning({ id: hooks.id });
}

/** A registered hook by id. */
export async function hookById(db: LogDb, id: number) {
  const [hook] = await db.select().from(hooks).where(eq(hooks.id, id)).limit(1);
  return hook;
}

/** The log entries after `seq` counted by kind, with the last position of each. */
export function changeCounts(db: LogDb, seq: number) {
  return db
    .select({ type: changeLog.type, n: sql<number>`count(*)`, upTo: sql<number>`max(${changeLog.seq})` })
    .from(changeLog)
    .where(gt(changeLog.seq, seq))
    .groupBy(changeLog.type);
}

/** Records that hook `hookId` was told everything up to `upTo`. */
export function markSent(db: LogDb, hookId: number, upTo: number) {
  return db.update(hooks).set({ sentSeq: upTo }).where(eq(hooks.id, hookId));
}

/** One delivery attempt as recorded. */
export interface DeliveryRecord {
  hookId: number;
  messageId: string;
  attempt: number;
  status: number | null;
  error: string | null;
}

/**
 * Records an attempt (and, when it succeeded, that the hook was told everything up to `upTo`), keeping the last 50
 * attempts per hook: one batch.
 */
export async function recordDelivery(db: LogDb, attempt: DeliveryRecord, upTo?: number): Promise<void> {
  const ok = upTo !== undefined;
  const { hookId } = attempt;
  await db.batch([
    db.insert(hookDeliveries).values({ ...attempt, at: new Date().toISOString(), ok }),
    ...(ok ? [markSent(db, hookId, upTo)] : []),
    db
      .delete(hookDeliveries)
      .where(
        and(
          eq(hookDeliveries.hookId, hookId),
          sql`${hookDeliveries.id} not in (select d.id from ${hookDeliveries} d where d.hook_id = ${hookId} order by d.id desc limit 50)`,
        ),
      ),
  ]);
}

// Build hooks as stored: created, listed and deleted by `npm run hooks` (scripts/lib/hooks.ts, on the database the
// scripts open, local or `--remote`) and the editor's People screen.

/**
 * Creates a hook; returns its id and its secret (`whsec_<base64 of 32 random bytes>`), shown once. `allowPrivate`
 * lets deliveries reach a non-public URL (the caller has checked the URL otherwise: `hookUrlProblem`).
 */
export async function createHook(db: LogDb, input: { url: string; types?: string[]; allowPrivate?: boolean }) {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const secret = btoa(String.fromCharCode(...bytes));
  const [row] = await db
    .insert(hooks)
    .values({
      url: input.url,
      types: input.types ? JSON.stringify(input.types) : null,
      secret,
      allowPrivate: input.allowPrivate ?? false,
      createdAt: new Date().toISOString().slice(0, 19).replace('T', ' '),
    })
    .returning({ id: hooks.id });
  return { id: row!.id, secret: `whsec_${secret}` };
}

/** Every hook with its last five delivery attempts, newest first. */
export async function listHooks(db: LogDb) {
  const rows = await db
    .select({
      id: hooks.id,
      url: hooks.url,
      types: hooks.types,
      allowPrivate: hooks.allowPrivate,
      createdAt: hooks.createdAt,
    })
    .from(hooks)
    .orderBy(hooks.id);
  const ids = rows.map((row) => row.id);
  const deliveries = ids.length
    ? await db.select().from(hookDeliveries).where(inArray(hookDeliveries.hookId, ids)).orderBy(desc(hookDeliveries.id))
    : [];
  return rows.map((row) => ({
    ...row,
    types: row.types ? (JSON.parse(row.types) as string[]) : null,
    deliveries: deliveries.filter((d) => d.hookId === row.id).slice(0, 5),
  }));
}

/** Deletes a hook (and its delivery records); false when there is none with that id. */
export async function deleteHook(db: LogDb, id: number): Promise<boolean> {
  const deleted = await db.delete(hooks).where(eq(hooks.id, id)).returning({ id: hooks.id });
  return deleted.length > 0;
}
