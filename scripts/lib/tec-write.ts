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
import { InterruptedError } from './tec-http';
import { ImportTokens, mappedIds, readLocalState, TABLE_OF, TYPE_OF } from './tec-local';
import type { SourceRead } from './tec-read';
import type { ImageRecord, ImportRecord } from './tec-records';
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

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}

/** Record fields that are not API fields: sent through the importer's override, or not at all. */
const NOT_SENT = new Set(['modified_utc', 'cost_currency']);

/** The body sent for a record: its fields, links as local ids, unknown values left out. */
function bodyOf(record: ImportRecord, ids: WriteSummary['ids']): { body: Record<string, unknown>; missing: string[] } {
  const body: Record<string, unknown> = {};
  const term = record.kind === 'categories' || record.kind === 'tags';
  for (const [key, value] of Object.entries(record.fields)) {
    if (value === null || value === undefined || NOT_SENT.has(key)) continue;
    if (key === 'image') {
      body.image = (value as ImageRecord).url;
      continue;
    }
    // The service refuses an empty term description.
    if (term && key === 'description' && value === '') continue;
    body[key] = value;
  }
  const missing: string[] = [];
  const local = (kind: SourceKind, id: number) => {
    const found = ids[kind][id];
    if (found === undefined) missing.push(`${kind} ${id}`);
    return found;
  };
  const links = record.links;
  if (record.kind === 'categories') {
    body.parent = links.categories?.length ? (local('categories', links.categories[0]!) ?? 0) : 0;
  }
  if (record.kind === 'events') {
    const venue = links.venues?.[0];
    body.venue = venue === undefined ? null : (local('venues', venue) ?? null);
    body.organizer = (links.organizers ?? []).map((id) => local('organizers', id)).filter((id) => id !== undefined);
    body.categories = (links.categories ?? []).map((id) => local('categories', id)).filter((id) => id !== undefined);
    body.tags = (links.tags ?? []).map((id) => local('tags', id)).filter((id) => id !== undefined);
  }
  return { body, missing };
}

/** Writes what `read` found (docs/migration.md, "Writes are the service's own", "Resumable", "Safety"). */
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
  const local = await readLocalState(db, source);
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

  const writeOne = async (kind: SourceKind, record: ImportRecord, written: Map<number, number>) => {
    const count = counts[kind];
    const table = TABLE_OF[kind];
    const previous = local.mine.get(`${kind}:${record.sourceId}`);
    if (previous && !live(kind, previous.localId)) {
      const state = local.rows.has(`${table}:${previous.localId}`) ? 'trashed' : 'deleted';
      count.kept.push({ id: record.sourceId, reason: `${state} here (local id ${previous.localId}): left as it is` });
      return;
    }
    const { body, missing } = bodyOf(record, ids);
    const image = (record.fields.image ?? null) as ImageRecord | null;
    const modifiedUtc = (record.fields.modified_utc ?? undefined) as string | undefined;
    const costCurrency = (record.fields.cost_currency ?? undefined) as ImportOverride['costCurrency'];
    const hash = await sha256(JSON.stringify({ body, image, modifiedUtc, costCurrency }));
    const notes = [
      ...record.notes,
      ...(missing.length ? [`links left out, not in the source's lists: ${missing.join(', ')}`] : []),
    ];
    if (previous?.hash === hash) {
      count.unchanged++;
    } else {
      // A new item keeps the source's id when the database holds only this source's items and the id is free.
      const keepId = !previous && keep && !taken.has(`${table}:${record.sourceId}`);
      if (keepId) taken.add(`${table}:${record.sourceId}`);
      const localId = previous?.localId ?? (keepId ? record.sourceId : null);
      const override: ImportOverride = {
        type: TYPE_OF[kind],
        ...(keepId ? { id: record.sourceId } : {}),
        ...(modifiedUtc && table === 'posts' ? { modifiedUtc } : {}),
        ...(costCurrency ? { costCurrency } : {}),
      };
      const write: ItemWrite = { source, kind, sourceId: record.sourceId, hash, localId, table, image };
      const answer = await call(previous ? `/${kind}/${previous.localId}` : `/${kind}`, body, override, write);
      if (answer.status !== 200 && answer.status !== 201) {
        const params = answer.body?.data?.params ? ` (${Object.keys(answer.body.data.params).join(', ')})` : '';
        const reason = `${answer.status} ${answer.body?.code ?? ''}: ${answer.body?.message ?? ''}${params}`;
        count.skipped.push({ id: record.sourceId, reason });
        return;
      }
      const id = answer.body.id as number;
      if (localId !== null && id !== localId)
        throw new Error(`${kind} ${record.sourceId} was written as ${id}, not ${localId}`);
      ids[kind][record.sourceId] = id;
      taken.add(`${table}:${id}`);
      // A slug another item holds here is made unique by the service (`-2`): said, not hidden.
      if (typeof body.slug === 'string' && answer.body.slug !== body.slug) {
        notes.push(`slug "${body.slug}" is taken here: "${answer.body.slug}"`);
      }
      written.set(record.sourceId, id);
      if (CRASH_AFTER > 0 && ++writtenTotal >= CRASH_AFTER) process.kill(process.pid, 'SIGKILL');
      if (previous) count.updated++;
      else count.imported++;
    }
    if (notes.length) count.partial.push({ id: record.sourceId, reason: notes.join('; ') });
  };

  try {
    for (const kind of SOURCE_KINDS) {
      const records = read.records[kind];
      const written = new Map<number, number>();
      let done = 0;
      const one = async (record: ImportRecord) => {
        await writeOne(kind, record, written);
        done++;
        if (done % 25 === 0 || done === records.length) options.onProgress?.(kind, counts[kind], done, records.length);
      };
      // Categories one at a time, parents first (a child needs its parent's local id); other kinds link only to
      // kinds written before theirs, so WRITE_CONCURRENCY are in flight at once: their D1 round trips overlap.
      await inPool(kind === 'categories' ? 1 : WRITE_CONCURRENCY, records, one, options.signal);
      // Every write of this run must be recorded as the id the API answered (tec-batch.ts): a check, one query.
      const recorded = await mappedIds(db, source, kind);
      for (const [sourceId, id] of written) {
        if (recorded.get(sourceId) !== id) throw new Error(`${kind} ${sourceId}: written as ${id} but not recorded so`);
      }
      const listed = new Set([...records.map((r) => r.sourceId), ...read.counts[kind].skipped.map((s) => s.id)]);
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
