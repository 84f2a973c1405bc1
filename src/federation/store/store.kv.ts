import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { federationKv } from '../../db/schema/federation';

/**
 * Fedify's key–value store on D1 (docs/federation.md, "Fedify on Workers"): what Fedify caches (remote keys and
 * documents) and remembers (inbox idempotence), one row per key. Keys are stored as their parts joined with `\n`
 * (no part holds one); an expired entry reads as absent and is deleted by the next write of the store.
 */
export class D1KvStore implements KvStore {
  constructor(private readonly db: Db) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const [row] = await this.db
      .select({ value: federationKv.value })
      .from(federationKv)
      .where(and(eq(federationKv.key, encode(key)), live()))
      .limit(1);
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const row = { key: encode(key), value: JSON.stringify(value), expiresAt: expiry(options) };
    await this.db.batch([
      this.db.delete(federationKv).where(lte(federationKv.expiresAt, Date.now())),
      this.db
        .insert(federationKv)
        .values(row)
        .onConflictDoUpdate({ target: federationKv.key, set: { value: row.value, expiresAt: row.expiresAt } }),
    ]);
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.delete(federationKv).where(eq(federationKv.key, encode(key)));
  }

  /** Compare-and-swap: one conditional statement, so two isolates cannot both win. */
  async cas(key: KvKey, expected: unknown, value: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const name = encode(key);
    const row = { key: name, value: JSON.stringify(value), expiresAt: expiry(options) };
    if (expected === undefined) {
      const inserted = await this.db
        .insert(federationKv)
        .values(row)
        .onConflictDoUpdate({
          target: federationKv.key,
          set: { value: row.value, expiresAt: row.expiresAt },
          setWhere: lte(federationKv.expiresAt, Date.now()),
        })
        .returning({ key: federationKv.key });
      return inserted.length > 0;
    }
    const updated = await this.db
      .update(federationKv)
      .set({ value: row.value, expiresAt: row.expiresAt })
      .where(and(eq(federationKv.key, name), eq(federationKv.value, JSON.stringify(expected)), live()))
      .returning({ key: federationKv.key });
    return updated.length > 0;
  }

  async *list(prefix: KvKey = [] as unknown as KvKey): AsyncIterable<KvStoreListEntry> {
    const start = prefix.length === 0 ? '' : `${encode(prefix)}\n`;
    const rows = await this.db
      .select()
      .from(federationKv)
      .where(
        and(
          prefix.length === 0
            ? undefined
            : or(eq(federationKv.key, encode(prefix)), sql`substr(${federationKv.key}, 1, ${start.length}) = ${start}`),
          live(),
        ),
      );
    for (const row of rows) yield { key: row.key.split('\n') as unknown as KvKey, value: JSON.parse(row.value) };
  }
}

const encode = (key: KvKey): string => key.join('\n');

const live = () => or(isNull(federationKv.expiresAt), gt(federationKv.expiresAt, Date.now()));

function expiry(options?: KvStoreSetOptions): number | null {
  const ttl = options?.ttl;
  return ttl ? Date.now() + ttl.total('millisecond') : null;
}
