/**
 * @module The one way to run several statements: named batches. `readBatch` runs named reads in one round trip;
 * `runWrite` runs a write's statements, the data-version bump (added here, never by a caller, so no write can
 * forget it and leave a cache serving stale data) and the named read-back, in one atomic D1 batch.
 * Results come back by name, never by position.
 */

import type { SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';
import { versionGuard } from './guards';
import { bumpDataVersion, learnWrittenVersion } from './version';
import { intentOf, settleIntent } from './writer';

/** One statement of a batch (a Drizzle query builder). */
export type Statement = BatchItem<'sqlite'>;

const dialect = new SQLiteAsyncDialect();

/**
 * One statement of raw SQL (bound parameters) for a batch, for what the query builder cannot say (`UPDATE … FROM`,
 * `INSERT … SELECT` over `json_each`): Drizzle's D1 batch cannot take `db.run(sql)` with parameters, so this hands
 * it the prepared statement itself. Its result is its rows. Only for batches (`runWrite`, `readBatch`).
 */
export function rawStatement(db: Db, query: SQL): Statement {
  const built = dialect.sqlToQuery(query);
  const prepared = {
    getQuery: () => built,
    stmt: (db as unknown as { $client: D1Database }).$client.prepare(built.sql),
    mapResult: (result: { results?: unknown[] }) => result.results ?? [],
  };
  return { _prepare: () => prepared } as unknown as Statement;
}

/** Named statements whose results a caller reads. */
export type Named = Record<string, Statement>;

/** The result of each named statement, under its name. */
export type ResultsOf<R extends Named> = { [K in keyof R]: Awaited<R[K]> };

type NonEmpty = [Statement, ...Statement[]];

function byName<R extends Named>(names: (keyof R)[], results: unknown[]): ResultsOf<R> {
  return Object.fromEntries(names.map((name, i) => [name, results[i]])) as ResultsOf<R>;
}

/** Runs `reads` in one batch (one round trip); returns each result under its name. */
export async function readBatch<R extends Named>(db: Db, reads: R): Promise<ResultsOf<R>> {
  const names = Object.keys(reads) as (keyof R)[];
  const results = (await db.batch(Object.values(reads) as NonEmpty)) as unknown[];
  return byName(names, results);
}

/**
 * Runs a write: the data-version bump (which also records the request's writer and the time, read by the triggers
 * of `item_versions`: src/db/writer.ts), the guard of the item version the write expects when it was sent with
 * `If-Match`, `writes` in order, then `reads` (what the response shows, as it is after the write), all in ONE
 * atomic batch: all or nothing, and no further round trip for the response. The version the bump returns becomes
 * the isolate's (src/db/version.ts).
 */
export async function runWrite<R extends Named = Record<never, Statement>>(
  db: Db,
  writes: readonly Statement[],
  reads: R = {} as R,
): Promise<ResultsOf<R>> {
  const names = Object.keys(reads) as (keyof R)[];
  const { writerId, expected } = intentOf(db);
  const before = [bumpDataVersion(db, writerId), ...(expected ? [versionGuard(db, expected)] : [])];
  const batch = [...before, ...writes, ...Object.values(reads)] as NonEmpty;
  const results = (await db.batch(batch)) as unknown[];
  settleIntent(db);
  // The isolate keys its next reads by the version this write made (read-your-writes, src/db/version.ts).
  learnWrittenVersion(db, results[0]);
  return byName(names, results.slice(before.length + writes.length));
}
