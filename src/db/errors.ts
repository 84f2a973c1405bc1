/**
 * @module The database layer's own errors. `src/db/` answers in these, never in HTTP terms: the error renderer
 * (`src/http/on-error.ts`) is the one place that turns them into API errors (503 `rest_unavailable`, 409
 * `rest_conflict`).
 */

/** Seconds a client is told to wait after a D1 outage (`Retry-After` of the 503). */
export const UNAVAILABLE_RETRY_AFTER = 5;

/**
 * D1 could not answer (overloaded, timed out, connection lost, storage restarted) and a retry did not help, or the
 * call was a write, whose outcome is unknown and which is never retried.
 */
export class DbUnavailableError extends Error {
  override readonly name = 'DbUnavailableError';
  /** Seconds after which a retry is worth it. */
  readonly retryAfter = UNAVAILABLE_RETRY_AFTER;

  constructor(cause?: unknown) {
    super('D1 is unavailable', { cause });
  }
}

/**
 * The kind of a database refusal: a unique key taken, a row changed since read, a link to a trashed item, an item
 * changed since the version a write sent with `If-Match` was checked against.
 */
export type IntegrityKind = 'unique' | 'stale' | 'link' | 'version';

/**
 * D1 refused a write for the database's own integrity rules (migrations/0004_integrity.sql, the guards of
 * `guards.ts`): a concurrent writer took a unique value first, changed a row the write was planned from, or
 * trashed an item it links to. The message is D1's own, so the retry helpers of `constraints.ts` still read it.
 */
export class DbIntegrityError extends Error {
  override readonly name = 'DbIntegrityError';

  constructor(
    readonly kind: IntegrityKind,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** The database error behind `error`: thrown by this layer, possibly wrapped by Drizzle (as its `cause`). */
export function dbErrorIn(error: unknown): DbUnavailableError | DbIntegrityError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DbUnavailableError || current instanceof DbIntegrityError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
