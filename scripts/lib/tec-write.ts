/**
 * The writing side of `npm run import` (docs/migration.md): every record goes through the service's own API, run
 * in this process on the target D1 database (the local one served over HTTP by scripts/lib/local-d1-server.mjs,
 * or the remote one over the D1 HTTP API), so imported items get the same validation, sanitizing and atomic
 * batches as any client's writes. Each item's mapping row (source id → local id, with a hash of what was sent)
 * commits in the item's own batch (tec-batch.ts): re-runs update exactly the changed items, leave the others
 * alone, resume after an interruption anywhere, and never touch an item this source did not write.
 */
import { drizzle } from 'drizzle-orm/d1';
import { buildApp } from '../../src/app';
import type { ImportOverride } from '../../src/import/overrides';
import { countingD1 } from './d1-count';
import { localExecutionContext } from './execution-context';
import { type ItemWrite, itemD1 } from './tec-batch';
import { type Plan, planOf } from './tec-body';
import { InterruptedError } from './tec-http';
import { ImportTokens, mappedIds, readLocalState, TABLE_OF, TYPE_OF } from './tec-local';
import type { SourceRead } from './tec-read';
import type { ImportRecord } from './tec-records';
import { SLUG_TYPE, wantedSlugs } from './tec-slugs';
import { SOURCE_KINDS, type SourceKind } from './tec-source';

type Note = { id: number; reason: string };

export interface WriteCounts {
  imported: number;
  updated: number;
  unchanged: number;
  /** Items the service refused, with its answer: the import exits non-zero. */
  skipped: Note[];
  /** Items written without something of theirs: links to items the source did not list, a refused image URL… */
  partial: Note[];
  /** Items this source wrote earlier that were trashed or deleted here since: left as they are. */
  kept: Note[];
  /** Source ids written by earlier runs that the source no longer lists: left as they are (docs/migration.md). */
  gone: number[];
}

export interface WriteOptions {
  d1: D1Database;
  lang: 'ca' | 'en' | 'es';
  /** Stops the import (SIGINT/SIGTERM): no new item starts; the items in flight end; tokens are revoked. */
  signal?: AbortSignal;
  onProgress?: (kind: SourceKind, counts: WriteCounts, done: number, total: number) => void;
}

export interface WriteSummary {
  counts: Record<SourceKind, WriteCounts>;
  /** D1 round trips of the writing (each batch or query is one). */
  roundTrips: number;
  /** Whether new items kept the source's ids (a database holding nothing but this source's items). */
  idsKept: boolean;
  /** Source id → local id, per kind (this run's and earlier runs'). */
  ids: Record<SourceKind, Record<number, number>>;
}

/** Items written at once within a kind (see writeRecords); `IMPORT_CONCURRENCY` overrides it. */
const WRITE_CONCURRENCY = Math.max(1, Number(process.env.IMPORT_CONCURRENCY ?? 32) || 32);

/**
 * Tests only: `IMPORT_CRASH_AFTER_ITEMS=<n>` kills this process (SIGKILL, as a crash or `kill -9` would) once n
 * items are written, to prove that an import resumes from any point (test/scripts/import-resume.node.test.ts).
 */
const CRASH_AFTER = Number(process.env.IMPORT_CRASH_AFTER_ITEMS ?? 0) || 0;
let writtenTotal = 0;

/** Runs `work` over `items` with at most `size` in flight; stops starting new ones on a failure or `signal`. */
async function inPool<T>(
  size: number,
  items: readonly T[],
  work: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < items.length && failures.length === 0 && !signal?.aborted) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  if (failures.length > 0) throw failures[0];
  if (signal?.aborted) throw new InterruptedError();
}

type Outcome = 'imported' | 'updated' | 'unchanged';

/** Writes what `read` found (docs/migration.md, "Writes are the service's own", "Resumable", "Slugs", "Safety"). */
export async function writeRecords(read: SourceRead, options: WriteOptions): Promise<WriteSummary> {
  const counted = countingD1(options.d1);
  const db = drizzle(counted.d1);
  const source = `${read.namespaceUrl}#${options.lang}`;
  const counts = Object.fromEntries(
    SOURCE_KINDS.map((kind) => [
      kind,
      { imported: 0, updated: 0, unchanged: 0, skipped: [], partial: [], kept: [], gone: [] },
    ]),
  ) as unknown as Record<SourceKind, WriteCounts>;
  const ids = Object.fromEntries(SOURCE_KINDS.map((kind) => [kind, {}])) as WriteSummary['ids'];
  const local = await readLocalState(db, source, options.lang);
  const slugs = local.slugs;
  // Ids are kept only into a database that holds nothing but this source's items: nothing else can be overwritten
  // or renumbered. Items written earlier keep whatever id they got.
  const keep = local.onlyMine;
  const live = (kind: SourceKind, localId: number) => {
    const row = local.rows.get(`${TABLE_OF[kind]}:${localId}`);
    return row !== undefined && row.type === TYPE_OF[kind] && row.status !== 'trash';
  };
  for (const [key, mapped] of local.mine) {
    const [kind, sourceId] = key.split(':') as [SourceKind, string];
    if (live(kind, mapped.localId)) ids[kind][Number(sourceId)] = mapped.localId;
  }
  const tokens = new ImportTokens(db);
  // The importer's own app: it alone takes an override (the source's id and dates) with each request it sends.
  const overrides = new WeakMap<Request, ImportOverride>();
  const app = buildApp({ importOverrides: (request) => overrides.get(request) });
  const background: Promise<unknown>[] = [];
  const call = async (path: string, body: unknown, override: ImportOverride, write: ItemWrite) => {
    // A D1 binding per call: the item's batch takes the importer's statements.
    const item = itemD1(counted.d1, write);
    const request = new Request(`http://import.internal/${options.lang}/calendar/events/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokens.secret()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    overrides.set(request, override);
    const response = await app.fetch(
      request,
      { DB: item.d1, DEFAULT_LANGUAGE: options.lang },
      localExecutionContext(background),
    );
    // biome-ignore lint/suspicious/noExplicitAny: API answers are read field by field
    const json = (await response.json().catch(() => null)) as any;
    return { status: response.status, body: json };
  };
  const taken = new Set(local.rows.keys());

  /**
   * Writes one item with its mapping row: an update of `target`, else a create (keeping the source's id when
   * `keepId`). False when the service refused it (counted as skipped, with its answer).
   */
  const send = async (
    kind: SourceKind,
    record: ImportRecord,
    plan: Plan,
    target: number | null,
    keepId: boolean,
    written: Map<number, number>,
  ): Promise<boolean> => {
    const table = TABLE_OF[kind];
    const localId = target ?? (keepId ? record.sourceId : null);
    const override: ImportOverride = {
      type: TYPE_OF[kind],
      ...(keepId ? { id: record.sourceId } : {}),
      ...(plan.modifiedUtc && table === 'posts' ? { modifiedUtc: plan.modifiedUtc } : {}),
      ...(plan.costCurrency ? { costCurrency: plan.costCurrency } : {}),
    };
    const { hash, image } = plan;
    const write: ItemWrite = { source, kind, sourceId: record.sourceId, hash, localId, table, image };
    const answer = await call(target !== null ? `/${kind}/${target}` : `/${kind}`, plan.body, override, write);
    if (answer.status !== 200 && answer.status !== 201) {
      const params = answer.body?.data?.params ? ` (${Object.keys(answer.body.data.params).join(', ')})` : '';
      const reason = `${answer.status} ${answer.body?.code ?? ''}: ${answer.body?.message ?? ''}${params}`;
      counts[kind].skipped.push({ id: record.sourceId, reason });
      return false;
    }
    const id = answer.body.id as number;
    if (localId !== null && id !== localId)
      throw new Error(`${kind} ${record.sourceId} was written as ${id}, not ${localId}`);
    ids[kind][record.sourceId] = id;
    taken.add(`${table}:${id}`);
    if (typeof answer.body.slug === 'string') slugs.set(SLUG_TYPE[kind], id, answer.body.slug);
    written.set(record.sourceId, id);
    if (CRASH_AFTER > 0 && ++writtenTotal >= CRASH_AFTER) process.kill(process.pid, 'SIGKILL');
    return true;
  };

  /**
   * Writes every record of one kind, gives back the slugs its items should hold (docs/migration.md, "Slugs") and
   * counts each record in `counts[kind]`, with what it is written without.
   */
  const writeKind = async (kind: SourceKind, written: Map<number, number>) => {
    const records = read.records[kind];
    const count = counts[kind];
    const table = TABLE_OF[kind];
    const type = SLUG_TYPE[kind];
    const wanted = wantedSlugs(kind, records);
    const plans = new Map<number, Plan>();
    const outcomes = new Map<number, Outcome>();
    let done = 0;
    const one = async (record: ImportRecord) => {
      const previous = local.mine.get(`${kind}:${record.sourceId}`);
      if (previous && !live(kind, previous.localId)) {
        const state = local.rows.has(`${table}:${previous.localId}`) ? 'trashed' : 'deleted';
        count.kept.push({ id: record.sourceId, reason: `${state} here (local id ${previous.localId}): left as it is` });
      } else {
        const plan = await planOf(record, ids, wanted.get(record.sourceId));
        plans.set(record.sourceId, plan);
        if (previous?.hash === plan.hash) outcomes.set(record.sourceId, 'unchanged');
        else {
          // A new item keeps the source's id when the database holds only this source's items and the id is free.
          const keepId = !previous && keep && !taken.has(`${table}:${record.sourceId}`);
          if (keepId) taken.add(`${table}:${record.sourceId}`);
          if (await send(kind, record, plan, previous?.localId ?? null, keepId, written))
            outcomes.set(record.sourceId, previous ? 'updated' : 'imported');
        }
      }
      done++;
      if (done % 25 === 0 || done === records.length) options.onProgress?.(kind, count, done, records.length);
    };
    // Categories one at a time, parents first (a child needs its parent's local id); other kinds link only to
    // kinds written before theirs, so WRITE_CONCURRENCY are in flight at once: their D1 round trips overlap.
    await inPool(kind === 'categories' ? 1 : WRITE_CONCURRENCY, records, one, options.signal);
    // An item holding another slug than its own here gets it back once no item holds it any more (its holder moved
    // in this run, or an earlier run's draft held it): until nothing moves, one at a time.
    for (let moved = true; moved && !options.signal?.aborted; ) {
      moved = false;
      for (const record of records) {
        const id = ids[kind][record.sourceId];
        const want = wanted.get(record.sourceId);
        if (id === undefined || want === undefined || !outcomes.has(record.sourceId)) continue;
        const holds = slugs.of(type, id);
        if (holds === undefined || holds === want || !slugs.isFree(type, want)) continue;
        if (!(await send(kind, record, plans.get(record.sourceId)!, id, false, written))) continue;
        if (outcomes.get(record.sourceId) === 'unchanged') outcomes.set(record.sourceId, 'updated');
        moved ||= slugs.of(type, id) === want;
      }
    }
    if (options.signal?.aborted) throw new InterruptedError();
    for (const [sourceId, outcome] of outcomes) {
      count[outcome]++;
      const notes = [...plans.get(sourceId)!.notes];
      const want = wanted.get(sourceId);
      const holds = slugs.of(type, ids[kind][sourceId]!);
      // A slug another item holds here is made unique by the service (`-2`): said, not hidden.
      if (want !== undefined && holds !== undefined && holds !== want) {
        notes.push(`slug "${want}" is taken here: "${holds}"`);
      }
      if (notes.length) count.partial.push({ id: sourceId, reason: notes.join('; ') });
    }
  };

  try {
    for (const kind of SOURCE_KINDS) {
      const written = new Map<number, number>();
      await writeKind(kind, written);
      // Every write of this run must be recorded as the id the API answered (tec-batch.ts): a check, one query.
      const recorded = await mappedIds(db, source, kind);
      for (const [sourceId, id] of written) {
        if (recorded.get(sourceId) !== id) throw new Error(`${kind} ${sourceId}: written as ${id} but not recorded so`);
      }
      const listed = new Set([
        ...read.records[kind].map((r) => r.sourceId),
        ...read.counts[kind].skipped.map((s) => s.id),
      ]);
      counts[kind].gone = [...recorded.keys()].filter((sourceId) => !listed.has(sourceId)).sort((a, b) => a - b);
      // Items are written concurrently: the summary lists them by source id, the same way every run.
      for (const list of [counts[kind].skipped, counts[kind].partial, counts[kind].kept])
        list.sort((a, b) => a.id - b.id);
    }
  } finally {
    await Promise.allSettled(background);
    await tokens.revokeAll();
  }
  return { counts, ids, idsKept: keep, roundTrips: counted.roundTrips() };
}
