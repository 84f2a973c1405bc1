import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { federationObjects } from '../../db/schema/federation';
import type { Verb } from '../federation.activities';

/**
 * @module What federation has sent of each item (docs/federation.md, "What is sent"), one row of
 * `federation_objects` an item: `live` (with the date a series shows) once Created, `gone` once Deleted, so the
 * next change of an item is an Update, a withdrawn one is not deleted twice, and its object answers a `Tombstone`.
 */

/** A change as recorded once sent: the item, the verb, and for a series the date it shows. */
export interface SentChange {
  itemId: number;
  verb: Verb;
  occurrenceId?: number | null;
}

/** The recorded state (`live`, `gone`) of each of `items` that has one. */
export async function objectStates(db: Db, items: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ itemId: federationObjects.itemId, state: federationObjects.state })
    .from(federationObjects)
    .where(inArray(federationObjects.itemId, [...items]));
  return new Map(rows.map((row) => [row.itemId, row.state]));
}

/** The series federated as live, with the date each shows. */
export function liveSeries(db: Db) {
  return db
    .select({ itemId: federationObjects.itemId, occurrenceId: federationObjects.occurrenceId })
    .from(federationObjects)
    .where(and(eq(federationObjects.state, 'live'), isNotNull(federationObjects.occurrenceId)));
}

/** When item `id` was Deleted, if it was. */
export async function goneAt(db: Db, id: number): Promise<string | undefined> {
  const [gone] = await db
    .select({ at: federationObjects.updatedAt })
    .from(federationObjects)
    .where(and(eq(federationObjects.itemId, id), eq(federationObjects.state, 'gone')));
  return gone?.at;
}

/** Statements per batch of {@link recordSent}. */
const RECORD_BATCH = 50;

/** Records what was sent at `at`: live (with the date a series shows) or gone. */
export async function recordSent(db: Db, changes: readonly SentChange[], at: Date): Promise<void> {
  const iso = at.toISOString();
  const statements = changes.map((change) =>
    change.verb === 'Delete'
      ? db
          .update(federationObjects)
          .set({ state: 'gone', updatedAt: iso })
          .where(eq(federationObjects.itemId, change.itemId))
      : db
          .insert(federationObjects)
          .values({
            itemId: change.itemId,
            state: 'live',
            occurrenceId: change.occurrenceId ?? null,
            publishedAt: iso,
            updatedAt: iso,
          })
          .onConflictDoUpdate({
            target: federationObjects.itemId,
            set: {
              state: 'live',
              occurrenceId: change.occurrenceId ?? null,
              updatedAt: iso,
              // A re-publication after a Delete is a new Create.
              publishedAt: sql`case when ${federationObjects.state} = 'gone' then ${iso} else ${federationObjects.publishedAt} end`,
            },
          }),
  );
  for (let i = 0; i < statements.length; i += RECORD_BATCH) {
    const part = statements.slice(i, i + RECORD_BATCH);
    await db.batch(part as [(typeof part)[number], ...(typeof part)[number][]]);
  }
}
