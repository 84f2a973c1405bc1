import { CalendarApiError } from './errors.js';
import type { Change, ExportLine, ItemOf, ItemType, SyncQuery } from './types.js';

/** Where `sync()` keeps a replica: each method may return a promise. */
export interface SyncStore {
  /** The token of the last sync, or nothing before the first. */
  getToken(): string | null | undefined | Promise<string | null | undefined>;
  setToken(token: string): unknown;
  /** An item to add or replace (its `id` identifies it within its type). */
  upsert<T extends ItemType>(type: T, item: ItemOf[T]): unknown;
  delete(type: ItemType, id: number): unknown;
  /** Forget everything: a full export follows. */
  clear(): unknown;
}

/** What a `sync()` did. */
export interface SyncResult {
  /** Whether it replayed a full export (no token, or the token had expired: 410). */
  full: boolean;
  upserts: number;
  deletes: number;
  token: string;
}

/** A page of `/changes`. */
export interface ChangesPage {
  changes: Change[];
  next_sync_token: string;
  has_more: boolean;
}

interface Source {
  exportLines(query?: SyncQuery): AsyncIterable<ExportLine>;
  changes(token: string, query?: SyncQuery): Promise<ChangesPage>;
}

/**
 * Brings `store` up to date (docs/builds.md): with a stored token, `/changes` pages until `has_more` is false (the
 * token stored after each page, so a later sync goes on from there); without one, or when the token expired (410
 * `rest_sync_token_expired`), `clear()` and the whole export. `query` (types, event filters) is the same for both,
 * so a filtered replica stays equal to the filtered export.
 */
export async function syncStore(source: Source, store: SyncStore, query?: SyncQuery): Promise<SyncResult> {
  let token = await store.getToken();
  if (token) {
    try {
      let upserts = 0;
      let deletes = 0;
      for (;;) {
        const page = await source.changes(token, query);
        for (const change of page.changes) {
          if (change.action === 'upsert') {
            await store.upsert(change.type, change.item as never);
            upserts += 1;
          } else {
            await store.delete(change.type, change.id);
            deletes += 1;
          }
        }
        token = page.next_sync_token;
        await store.setToken(token);
        if (!page.has_more) return { full: false, upserts, deletes, token };
      }
    } catch (error) {
      if (!(error instanceof CalendarApiError && error.status === 410)) throw error;
    }
  }
  await store.clear();
  let upserts = 0;
  for await (const line of source.exportLines(query)) {
    if (line.type === 'sync') {
      await store.setToken(line.sync_token);
      return { full: true, upserts, deletes: 0, token: line.sync_token };
    }
    await store.upsert(line.type, line.item as never);
    upserts += 1;
  }
  throw new CalendarApiError('client_incomplete_export', 0, 'The export ended before its sync line.');
}
