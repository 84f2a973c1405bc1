/**
 * The writing side of `npm run import` (docs/migration.md): every record goes through the service's own API,
 * run in this process on the target D1 database (the local one served over HTTP by scripts/lib/local-d1-server.mjs,
 * or the remote one over the D1 HTTP API), so imported items get the same validation, sanitizing and atomic
 * batches as any client's writes. `import_items` maps each source item to the item it became, with a hash of what was sent:
 * re-runs update changed items, leave unchanged ones alone and resume after an interruption.
 */
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { buildApp } from '../../src/app';
import { createToken, createUser, revokeToken } from '../../src/auth/users';
import { readBatch, runWrite } from '../../src/db/batch';
import type { Db } from '../../src/db/client';
import { importItems, posts, terms, users } from '../../src/db/schema';
import { type ImportedType, setImportOverride } from '../../src/import/overrides';
import { type ImageMeta, planImage } from '../../src/resources/posts/posts.images';
import { countingD1 } from './d1-count';
import { localExecutionContext } from './execution-context';
import type { SourceRead } from './tec-read';
import type { ImportRecord } from './tec-records';
import { SOURCE_KINDS, type SourceKind } from './tec-source';

export interface WriteCounts {
  imported: number;
  updated: number;
  unchanged: number;
  skipped: { id: number; reason: string }[];
  /** Items written without some of their links (to items the source did not list). */
  partial: { id: number; reason: string }[];
}

export interface WriteOptions {
  d1: D1Database;
  lang: 'ca' | 'en' | 'es';
  dryRun?: boolean;
  onProgress?: (kind: SourceKind, counts: WriteCounts, done: number, total: number) => void;
}

export interface WriteSummary {
  counts: Record<SourceKind, WriteCounts>;
  /** D1 round trips of the writing (each batch or query is one). */
  roundTrips: number;
  /** Whether items kept the source's ids (a database holding nothing but this source's earlier imports). */
  idsKept: boolean;
  /** Source id → local id, per kind (this run's and earlier runs'). */
  ids: Record<SourceKind, Record<number, number>>;
}

const IMPORT_USER = 'The Events Calendar import';

const TYPE_OF: Record<SourceKind, ImportedType> = {
  categories: 'category',
  tags: 'tag',
  venues: 'venue',
  organizers: 'organizer',
  events: 'event',
};

/** Items written at once within a kind (see writeRecords); `IMPORT_CONCURRENCY` overrides it. */
const WRITE_CONCURRENCY = Math.max(1, Number(process.env.IMPORT_CONCURRENCY ?? 32) || 32);

/** Runs `work` over `items` with at most `size` in flight; rejects with the first failure, after the others end. */
async function inPool<T>(size: number, items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < items.length && failures.length === 0) {
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
}

/** Mapping rows written per round trip. */
const MAPPING_BATCH = 50;

const POST_KINDS: SourceKind[] = ['venues', 'organizers', 'events'];

/** `YYYY-MM-DD HH:MM:SS` when `value` is one (the original's `modified_utc`), else undefined. */
function utcWall(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? value : undefined;
}

/**
 * Whether items can keep the source's ids: every post and term of the database is an item this source imported
 * earlier with its own id, or one an interrupted run of it wrote without its mapping row (an item of the same
 * kind with an id the source has). Returns the latter, to update instead of creating again.
 */
async function keepIdsPlan(db: Db, read: SourceRead, source: string): Promise<{ keep: boolean; orphans: Set<string> }> {
  const { postRows, termRows, mappedRows } = await readBatch(db, {
    postRows: db.select({ id: posts.id, type: posts.type }).from(posts),
    termRows: db.select({ id: terms.id, type: terms.taxonomy }).from(terms),
    mappedRows: db.select().from(importItems),
  });
  const orphans = new Set<string>();
  const mapped = new Map(mappedRows.map((row) => [`${TYPE_OF[row.kind as SourceKind]}:${row.localId}`, row]));
  if (mappedRows.some((row) => row.source === source && row.localId !== row.sourceId)) return { keep: false, orphans };
  const offered = new Set(
    Object.values(read.records).flatMap((records) => records.map((r) => `${TYPE_OF[r.kind]}:${r.sourceId}`)),
  );
  for (const row of [...postRows, ...termRows]) {
    const key = `${row.type}:${row.id}`;
    const mappedRow = mapped.get(key);
    if (mappedRow?.source === source) continue;
    // An item of another source or language, or one written here otherwise: ids cannot be kept.
    if (mappedRow || !offered.has(key)) return { keep: false, orphans: new Set() };
    orphans.add(key);
  }
  return { keep: true, orphans };
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}

/** The body sent for a record: its fields, links as local ids, unknown flags left out. */
function bodyOf(record: ImportRecord, ids: WriteSummary['ids']): { body: Record<string, unknown>; missing: string[] } {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record.fields)) {
    if (value === null || value === undefined) continue;
    // Dates of the post, in UTC; the local `date` follows from the site time zone.
    // (`modified_utc` is kept through the importer's override, not the body: see writeRecords.)
    if (key === 'date' || key === 'modified' || key === 'modified_utc') continue;
    // The event's instants are sent as wall times in its own time zone.
    if (key === 'utc_start_date' || key === 'utc_end_date') continue;
    if (key === 'image') {
      body.image = (value as { url: string }).url;
      continue;
    }
    // Empty optional texts are left out: the service refuses an empty term description, and sends nothing for
    // an empty phone, e-mail or website either.
    const term = record.kind === 'categories' || record.kind === 'tags';
    if (value === '' && (term ? key === 'description' : key === 'phone' || key === 'email' || key === 'website')) {
      continue;
    }
    body[key] = value;
  }
  const missing: string[] = [];
  const local = (kind: SourceKind, id: number) => {
    const found = ids[kind][id];
    if (found === undefined) missing.push(`${kind} ${id}`);
    return found;
  };
  const links = record.links;
  if (record.kind === 'categories')
    body.parent = links.categories?.length ? (local('categories', links.categories[0]!) ?? 0) : 0;
  if (record.kind === 'events') {
    const venue = links.venues?.[0];
    body.venue = venue === undefined ? null : (local('venues', venue) ?? null);
    body.organizer = (links.organizers ?? []).map((id) => local('organizers', id)).filter((id) => id !== undefined);
    body.categories = (links.categories ?? []).map((id) => local('categories', id)).filter((id) => id !== undefined);
    body.tags = (links.tags ?? []).map((id) => local('tags', id)).filter((id) => id !== undefined);
  }
  return { body, missing };
}

/**
 * Writes what `read` found. One item at a time through the API (each an atomic batch); mapping rows follow in
 * batches, so an interrupted run loses at most the mappings not yet written — found again on the next run by id
 * (ids kept) or slug (see `adopt`).
 */
export async function writeRecords(read: SourceRead, options: WriteOptions): Promise<WriteSummary> {
  const counted = countingD1(options.d1);
  const db = drizzle(counted.d1);
  const source = `${read.namespaceUrl}#${options.lang}`;
  const counts = Object.fromEntries(
    SOURCE_KINDS.map((kind) => [kind, { imported: 0, updated: 0, unchanged: 0, skipped: [], partial: [] }]),
  ) as unknown as Record<SourceKind, WriteCounts>;
  const ids = Object.fromEntries(SOURCE_KINDS.map((kind) => [kind, {}])) as WriteSummary['ids'];
  const known = new Map<string, { localId: number; hash: string }>();
  for (const row of await db.select().from(importItems).where(eq(importItems.source, source))) {
    known.set(`${row.kind}:${row.sourceId}`, { localId: row.localId, hash: row.hash });
    ids[row.kind as SourceKind][row.sourceId] = row.localId;
  }

  // The API authenticates the import as an administrator with a token that lives for this run only.
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.name, IMPORT_USER)).limit(1);
  const userId =
    existing?.id ?? (options.dryRun ? 0 : await createUser(db, { name: IMPORT_USER, role: 'administrator' }));
  const token = options.dryRun ? null : await createToken(db, { userId, name: `import ${new Date().toISOString()}` });
  const app = buildApp();
  const env = { DB: counted.d1, DEFAULT_LANGUAGE: options.lang };
  const plan = options.dryRun ? { keep: false, orphans: new Set<string>() } : await keepIdsPlan(db, read, source);
  const background: Promise<unknown>[] = [];
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    override?: Parameters<typeof setImportOverride>[1],
  ) => {
    // A fresh context per call: the override is keyed on it.
    const ctx = localExecutionContext(background);
    if (override) setImportOverride(ctx, override);
    const response = await app.fetch(
      new Request(`http://import.internal/${options.lang}/calendar/events/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token?.token ?? ''}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      env,
      ctx,
    );
    // biome-ignore lint/suspicious/noExplicitAny: API answers are read field by field
    const json = (await response.json().catch(() => null)) as any;
    return { status: response.status, body: json };
  };

  /** An item an interrupted run created before recording it: same kind and slug, in this language. */
  const adopt = async (kind: SourceKind, sourceId: number, slug: unknown): Promise<number | null> => {
    // Ids kept: an item of an interrupted run has the source's id.
    if (plan.keep) return plan.orphans.has(`${TYPE_OF[kind]}:${sourceId}`) ? sourceId : null;
    if (kind === 'categories' || kind === 'tags' || typeof slug !== 'string' || slug === '') return null;
    const found = await call(
      'GET',
      `/${kind}/by-slug/${encodeURIComponent(slug)}?status=publish,draft,pending,private,future`,
    );
    if (found.status !== 200 || typeof found.body?.id !== 'number') return null;
    // Only an item no other run (another site, or this site in another language) imported: the by-slug route
    // also answers with a namesake's text in another language, which belongs to that other run.
    const owners = await db
      .select({ source: importItems.source })
      .from(importItems)
      .where(and(eq(importItems.kind, kind), eq(importItems.localId, found.body.id)));
    return owners.some((owner) => owner.source !== source) ? null : found.body.id;
  };

  // Mapping rows are written MAPPING_BATCH at a time (one round trip), and before each kind's items (links
  // need them) and at the end; an interrupted run loses at most those not yet written, which the next run finds
  // again (see `adopt`).
  const pending: (typeof importItems.$inferInsert)[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const rows = pending.splice(0);
    await db.batch(
      rows.map((row) =>
        db
          .insert(importItems)
          .values(row)
          .onConflictDoUpdate({
            target: [importItems.source, importItems.kind, importItems.sourceId],
            set: { localId: row.localId, hash: row.hash },
          }),
      ) as unknown as Parameters<typeof db.batch>[0],
    );
  };

  /** What a record sends, and whether that differs from what the last run sent (`hash`). */
  const describe = async (record: ImportRecord) => {
    const { body, missing } = bodyOf(record, ids);
    const modifiedUtc = utcWall(record.fields.modified_utc);
    const image = (record.fields.image ?? null) as ImageMeta | null;
    const hash = await sha256(JSON.stringify({ body, image, modifiedUtc }));
    const previous = known.get(`${record.kind}:${record.sourceId}`);
    return { record, body, missing, modifiedUtc, image, hash, previous, changed: previous?.hash !== hash };
  };
  type Described = Awaited<ReturnType<typeof describe>>;

  /**
   * The image metadata of the items about to be written, MAPPING_BATCH images per round trip, through the one
   * write path (src/db/batch.ts): atomic, with the data-version bump. Each item's own write then finds its image
   * by URL. An interrupted run leaves at most registry rows no item uses yet, which the next run writes again.
   */
  const registerImages = async (described: Described[]) => {
    const metas = new Map<string, ImageMeta>();
    for (const item of described) if (item.changed && item.image) metas.set(JSON.stringify(item.image), item.image);
    const all = [...metas.values()];
    for (let start = 0; start < all.length; start += MAPPING_BATCH) {
      const planned = await Promise.all(all.slice(start, start + MAPPING_BATCH).map((meta) => planImage(db, meta)));
      await runWrite(
        db,
        planned.flatMap((write) => write.statements),
      );
    }
  };

  try {
    for (const kind of SOURCE_KINDS) {
      await flush();
      const records = read.records[kind];
      // Posts link only to kinds written before theirs, so they can be described up front (and their images
      // registered in batches); terms are described as they are written, since a category may name a parent of
      // the same kind.
      const upfront = POST_KINDS.includes(kind) ? await Promise.all(records.map(describe)) : null;
      if (upfront && !options.dryRun) await registerImages(upfront);
      let done = 0;
      const writeOne = async (index: number) => {
        const count = counts[kind];
        const item = upfront?.[index] ?? (await describe(records[index] as ImportRecord));
        const { record, body, missing, modifiedUtc, hash, previous } = item;
        if (!item.changed) {
          count.unchanged++;
        } else if (options.dryRun) {
          if (previous) count.updated++;
          else count.imported++;
        } else {
          const target = previous?.localId ?? (await adopt(kind, record.sourceId, record.fields.slug));
          const override = {
            type: TYPE_OF[kind],
            ...(modifiedUtc && POST_KINDS.includes(kind) ? { modifiedUtc } : {}),
            ...(plan.keep && !target ? { id: record.sourceId } : {}),
          };
          const answer = target
            ? await call('POST', `/${kind}/${target}`, body, override)
            : await call('POST', `/${kind}`, body, override);
          if (answer.status !== 200 && answer.status !== 201) {
            const params = answer.body?.data?.params ? ` (${Object.keys(answer.body.data.params).join(', ')})` : '';
            count.skipped.push({
              id: record.sourceId,
              reason: `${answer.status} ${answer.body?.code ?? ''}: ${answer.body?.message ?? ''}${params}`.trim(),
            });
          } else {
            const localId = answer.body.id as number;
            pending.push({ source, kind, sourceId: record.sourceId, localId, hash });
            if (pending.length >= MAPPING_BATCH) await flush();
            ids[kind][record.sourceId] = localId;
            if (previous) count.updated++;
            else count.imported++;
          }
        }
        if (missing.length && !count.skipped.some((s) => s.id === record.sourceId)) {
          count.partial.push({
            id: record.sourceId,
            reason: `links left out, not in the source's lists: ${missing.join(', ')}`,
          });
        }
        done++;
        if (done % 25 === 0 || done === records.length) options.onProgress?.(kind, count, done, records.length);
      };
      // Venues, organizers and events are independent of each other within a kind (their links point to kinds
      // written before), so WRITE_CONCURRENCY of them are in flight at once: the D1 round trips of one overlap
      // those of the others. Terms go one at a time (a category may name a parent of the same kind).
      await inPool(POST_KINDS.includes(kind) ? WRITE_CONCURRENCY : 1, Array.from(records.keys()), writeOne);
    }
  } finally {
    try {
      await flush();
    } finally {
      await Promise.allSettled(background);
      if (token) await revokeToken(db, token.id);
    }
  }
  return { counts, ids, idsKept: plan.keep, roundTrips: counted.roundTrips() };
}
