/**
 * @module Build hooks as stored (docs/sync.md): create, list and delete them, for `npm run hooks` (on the database
 * the scripts open, local or `--remote`: scripts/lib/hooks.ts) and the editor's People screen.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hookDeliveries, hooks } from '../db/schema';

/**
 * Creates a hook; returns its id and its secret (`whsec_<base64 of 32 random bytes>`), shown once. `allowPrivate`
 * lets deliveries reach a non-public URL (the caller has checked the URL otherwise: `hookUrlProblem`).
 */
export async function createHook(db: Db, input: { url: string; types?: string[]; allowPrivate?: boolean }) {
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
export async function listHooks(db: Db) {
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
export async function deleteHook(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(hooks).where(eq(hooks.id, id)).returning({ id: hooks.id });
  return deleted.length > 0;
}
