/**
 * @module The edge cache's hot entries, held by the isolate in front of the Workers Cache API (src/http/cache/cache.ts):
 * the same keys (so the same guarantees: the data version is in the key), answered without a Cache API call. An
 * entry lives as long as the Cache API would keep it (`CACHE_MAX_AGE`), at most 1 MiB each and 8 MiB in all, the
 * least recently used going first (docs/api.md, "Caching, CORS and headers").
 */

/** A stored answer: what the Cache API holds under the same key. */
export interface CachedEntry {
  status: number;
  /** Every header of the shared copy (`ETag`, public `Cache-Control`, `X-TEC-*`, `Link`…). */
  headers: [string, string][];
  body: Uint8Array;
  etag: string;
  /** `Date.now()` after which the entry is stale. */
  expires: number;
}

/** Largest body kept (a page of 50 events is ~250 KiB; the export is streamed and never kept). */
export const HOT_ENTRY_BYTES = 1024 * 1024;
const HOT_TOTAL_BYTES = 8 * 1024 * 1024;

const entries = new Map<string, CachedEntry>();
let totalBytes = 0;

function forget(key: string, entry: CachedEntry): void {
  entries.delete(key);
  totalBytes -= entry.body.byteLength;
}

/** Keeps `entry` under `key` (replacing any), evicting the least recently used entries over the budget. */
export function rememberEntry(key: string, entry: CachedEntry): void {
  if (entry.body.byteLength > HOT_ENTRY_BYTES) return;
  const previous = entries.get(key);
  if (previous) forget(key, previous);
  entries.set(key, entry);
  totalBytes += entry.body.byteLength;
  for (const [oldest, value] of entries) {
    if (totalBytes <= HOT_TOTAL_BYTES) break;
    forget(oldest, value);
  }
}

/** The fresh entry under `key`, now the most recently used; undefined when missing or stale (then dropped). */
export function recallEntry(key: string, now = Date.now()): CachedEntry | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  forget(key, entry);
  if (entry.expires <= now) return undefined;
  entries.set(key, entry);
  totalBytes += entry.body.byteLength;
  return entry;
}
