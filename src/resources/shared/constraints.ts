/** Whether a D1 error is a UNIQUE constraint failure (e.g. two writers taking the same slug at once). */
export function isUniqueViolation(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
  return /UNIQUE constraint failed/i.test(text);
}

/**
 * Runs a write that derives unique values (slugs) from a read, retrying when a concurrent writer took the value
 * between the read and the write; the write itself is one atomic batch, so a failed attempt leaves nothing.
 */
export async function retryOnUniqueViolation<T>(attempt: () => Promise<T>, attempts = 25): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= attempts || !isUniqueViolation(error)) throw error;
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
  const text =
    error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
  return isUniqueViolation(error) || /integrity: link to a trashed or deleted item/.test(text);
}
