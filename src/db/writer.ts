import type { Db } from './client';

/**
 * @module Who a request writes as, and what its write expects (docs/api.md, "No lost work"). A request's database
 * handle (`c.var.db`) is told its writer once the caller is known (`src/auth/caller.ts`), and, for a write sent
 * with `If-Match`, the item version it was checked against (`src/resources/shared/versions.ts`). `runWrite`
 * (batch.ts) reads both: every write batch records its writer and time in `site_state`, from which the triggers of
 * `item_versions` stamp each change, and a batch with an expected version starts with its guard, so a change that
 * lands between the check and the batch aborts the write (412) instead of being overwritten.
 */

/** An item's version a write was checked against. */
export interface ExpectedVersion {
  kind: string;
  itemId: number;
  revision: number;
}

interface Intent {
  writerId: number | null;
  expected?: ExpectedVersion;
}

const intents = new WeakMap<Db, Intent>();

/** Records that `db`'s writes are made by user `writerId`. */
export function setWriter(db: Db, writerId: number): void {
  intents.set(db, { ...intents.get(db), writerId });
}

/** Records that `db`'s next write batch must find the item at `expected` (consumed by that batch). */
export function expectVersion(db: Db, expected: ExpectedVersion): void {
  intents.set(db, { writerId: intents.get(db)?.writerId ?? null, expected });
}

/** The writer of `db` and the version its next batch expects. */
export function intentOf(db: Db): Intent {
  return intents.get(db) ?? { writerId: null };
}

/**
 * A batch with the expected version succeeded: the item has a new version now, which later batches of the request
 * (none today) would not know. A batch that failed keeps the expectation for the write's next attempt.
 */
export function settleIntent(db: Db): void {
  const intent = intents.get(db);
  if (intent?.expected) intents.set(db, { writerId: intent.writerId });
}
