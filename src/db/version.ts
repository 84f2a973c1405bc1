import { eq, sql } from 'drizzle-orm';
import { type Db, sessionBookmark } from './client';
import { siteState } from './schema';

/**
 * @module The data version: a counter every write bumps in its own batch (`runWrite`, src/db/batch.ts), which keys
 * the edge cache (src/http/cache/cache.ts). The isolate keeps the last version it saw, so that a cache hit needs no D1
 * call (docs/api.md, "Caching, CORS and headers"):
 * - every write this isolate makes replaces it with the version its batch wrote (read-your-writes in the isolate);
 * - a version older than `CACHE_VERSION_TTL_MS` is read again from D1 by the next request that needs it, so a write
 *   made through another isolate (or a script) is seen by this one within that time;
 * - with it goes the D1 bookmark of the session that saw it, so that an anonymous read keyed by this version reads
 *   data at least that recent even from a lagging read replica (src/http/context.ts).
 */

/** The version this isolate knows, when it was last confirmed by D1, and the bookmark of that state. */
interface Known {
  version: number;
  /** `Date.now()` when D1 last gave this version (a read or this isolate's own write). */
  checkedAt: number;
  bookmark: string | null;
}

let known: Known | undefined;
/** The request databases (one per request, src/http/context.ts) whose write batch bumped the version. */
const wrote = new WeakSet<Db>();
/** A re-read in flight: other requests meanwhile keep using the known version instead of reading it too. */
let refreshing = false;

/**
 * The statement that bumps the data version and returns the new one, recording who writes (`writerId`, null for
 * the service's own writes) and when, for the triggers of `item_versions`. Every write batch starts with it, so
 * caches keyed by the version never serve a response older than the last write.
 */
export function bumpDataVersion(db: Db, writerId: number | null = null) {
  const writtenAt = new Date().toISOString().slice(0, 19).replace('T', ' ');
  return db
    .insert(siteState)
    .values({ id: 1, dataVersion: 1, writerId, writtenAt })
    .onConflictDoUpdate({
      target: siteState.id,
      set: { dataVersion: sql`${siteState.dataVersion} + 1`, writerId, writtenAt },
    })
    .returning({ version: siteState.dataVersion });
}

/**
 * Records a version D1 gave this isolate (read, or written by its own batch) with the bookmark of the session that
 * saw it. Versions only grow: an older one (a lagging replica) changes nothing but the check time.
 */
export function learnDataVersion(version: number, bookmark: string | null = null, now = Date.now()): void {
  if (!known || version > known.version) known = { version, checkedAt: now, bookmark };
  else if (version === known.version) known = { ...known, checkedAt: now, bookmark: bookmark ?? known.bookmark };
  else known = { ...known, checkedAt: now };
}

/** Records the version a write batch returned (the bump's `returning`), with the bookmark of the write's session. */
export function learnWrittenVersion(db: Db, rows: unknown): void {
  const version = (rows as { version?: number }[] | undefined)?.[0]?.version;
  if (typeof version !== 'number') return;
  wrote.add(db);
  learnDataVersion(version, sessionBookmark(db));
}

/**
 * Whether a write through `db` bumped the data version: the request changed what public answers show (a token's
 * last use, written by reads, does not). Workers Cache is purged then (src/http/cache/workers-cache.ts).
 */
export function wroteDataVersion(db: Db): boolean {
  return wrote.has(db);
}

/** The version read from D1 in `db`'s session (0 before the first write), learnt by the isolate. */
export async function readDataVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: siteState.dataVersion }).from(siteState).where(eq(siteState.id, 1)).limit(1);
  const version = row?.version ?? 0;
  learnDataVersion(version, sessionBookmark(db));
  return known?.version ?? version;
}

/**
 * The isolate's version while it was confirmed less than `ttlMs` ago (or another request is re-reading it), without
 * a D1 call; undefined when it must be read again (`currentDataVersion` does).
 */
export function freshDataVersion(ttlMs: number, now = Date.now()): number | undefined {
  return known && (now - known.checkedAt < ttlMs || (refreshing && ttlMs > 0)) ? known.version : undefined;
}

/**
 * The data version for a request: the isolate's, without a D1 call, while it was confirmed less than `ttlMs` ago
 * (or another request is re-reading it); else read from D1 in `db`'s session. `ttlMs` 0 reads it every time.
 */
export async function currentDataVersion(db: Db, ttlMs: number, now = Date.now()): Promise<number> {
  const fresh = freshDataVersion(ttlMs, now);
  if (fresh !== undefined) return fresh;
  refreshing = true;
  try {
    return await readDataVersion(db);
  } finally {
    refreshing = false;
  }
}

/**
 * The bookmark of the newest state this isolate has seen, for sessions of anonymous reads: data read in them is at
 * least as recent as the version that keys their cache entry. `null` before any.
 */
export function knownBookmark(): string | null {
  return known?.bookmark ?? null;
}
