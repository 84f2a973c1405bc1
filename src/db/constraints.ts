/**
 * @module D1's refusals read from its errors: which integrity rule a failed write broke, and the retries of writes
 * that lost a race. The client (`client.ts`) raises them as {@link DbIntegrityError}s; the messages are D1's.
 */
import type { IntegrityKind } from './errors';

function textOf(error: unknown): string {
  return error instanceof Error
    ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`
    : String(error);
}

/** Whether a D1 error is a UNIQUE constraint failure (e.g. two writers taking the same slug at once). */
export function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed/i.test(textOf(error));
}

/**
 * Runs a write that derives unique values (slugs) from a read, retrying when a concurrent writer took the value
 * between the read and the write; the write itself is one atomic batch, so a failed attempt leaves nothing.
 */
export async function retryOnUniqueViolation<T>(
  attempt: () => Promise<T>,
  attempts = 25,
  retriable: (error: unknown) => boolean = isUniqueViolation,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= attempts || !retriable(error)) throw error;
      // Writers that lost together would re-read together and collide again: a random pause spreads them out,
      // so each round lets more of them through (N simultaneous creates of one title all succeed).
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * i));
    }
  }
}

/**
 * Whether a D1 error is one of the database's own integrity refusals (migrations/0004_integrity.sql): a link to
 * a trashed or deleted item, or a unique key another writer took first.
 */
export function isIntegrityViolation(error: unknown): boolean {
  return integrityKindOf(error) !== undefined;
}

/** Which of the database's integrity refusals a D1 error is, if it is one. */
export function integrityKindOf(error: unknown): IntegrityKind | undefined {
  if (isUniqueViolation(error)) return 'unique';
  // The guard of a write sent with `If-Match` (src/db/writer.ts): the item changed since it was checked.
  if (/version: the item changed since its version was read/.test(textOf(error))) return 'version';
  if (isStaleRow(error)) return 'stale';
  if (/integrity: link to a trashed or deleted item/.test(textOf(error))) return 'link';
  // A row the write links to (a category, a tag) was deleted between the write's read and its batch.
  if (isForeignKeyViolation(error)) return 'link';
  return undefined;
}

/**
 * Whether a D1 error is the refusal of a term whose name (compared by its key, `term_texts_name_key`) another
 * writer gave a term of the same parent first: planning the same write again cannot succeed, only resolving the
 * name again (it now names that term) or answering `term_exists`.
 */
export function isTermNameTaken(error: unknown): boolean {
  return isUniqueViolation(error) && /term_texts\.name_key/.test(textOf(error));
}

/** A unique value a new plan can avoid (a slug): every unique refusal but a term's name. */
export function isSlugTaken(error: unknown): boolean {
  return isUniqueViolation(error) && !isTermNameTaken(error);
}

/** Whether a D1 error is a FOREIGN KEY failure: the write links to a row deleted since it was read. */
export function isForeignKeyViolation(error: unknown): boolean {
  return /FOREIGN KEY constraint failed/i.test(textOf(error));
}

/**
 * Whether a D1 error is the refusal of a write planned from a read that no longer holds when its batch runs (the
 * guards of `src/db/guards.ts`: a changed row, or a namesake of an inline item created meanwhile).
 */
export function isStaleRow(error: unknown): boolean {
  return /stale: (the row changed since it was read|a namesake was created since it was looked up)/.test(textOf(error));
}

/**
 * Whether a write's references changed under it: a guard's refusal ({@link isStaleRow}), a linked row deleted
 * ({@link isForeignKeyViolation}: a category deleted while an event is written to it) or trashed (the link
 * triggers), or a new term's name taken by a concurrent writer ({@link isTermNameTaken}). Planning again from a
 * fresh read of the references then answers as if the write had come after the change (an unknown id is a 400,
 * the name now names the other writer's term).
 */
export function isChangedReference(error: unknown): boolean {
  return (
    isStaleRow(error) || isForeignKeyViolation(error) || isTermNameTaken(error) || integrityKindOf(error) === 'link'
  );
}

/**
 * Plans and runs a write computed from a row read first, again from a fresh read when a concurrent writer changed
 * that row before the batch ran (a few attempts, spread by a random pause); if it keeps changing, the last
 * refusal propagates and becomes 409 `rest_conflict`. Nothing is written by a refused attempt (one atomic batch).
 */
export async function retryOnStaleRow<T>(
  attempt: (fresh: boolean) => Promise<T>,
  attempts = 4,
  retriable: (error: unknown) => boolean = isStaleRow,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt(i > 1);
    } catch (error) {
      if (i >= attempts || !retriable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * i));
    }
  }
}
