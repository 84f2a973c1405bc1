/**
 * Reads a whole calendar from a site running the original (docs/migration.md): every list in dependency order,
 * each item turned into an import record, links checked against what the source listed. Used by
 * `npm run import` (its `--dry-run` ends here) and by the tests against the fake site.
 */
import { type ImportRecord, type RecordContext, toRecord } from './tec-records';
import { SOURCE_KINDS, type SourceKind, type SourceOptions, TecSource } from './tec-source';

export interface KindCounts {
  /** Items the site announced (`X-TEC-Total` of the first page), when it did. */
  announced: number | null;
  /** Items read. */
  read: number;
  /** Items that can be imported. */
  importable: number;
  /** Events found only through the site's `wp/v2` route (hidden from TEC's lists), read by id. */
  unlisted: number;
  /** Items skipped, with the reason, by source id (`null` when the item had none). */
  skipped: { id: number | null; reason: string }[];
}

export interface SourceRead {
  namespaceUrl: string;
  authenticated: boolean;
  requests: number;
  records: Record<SourceKind, ImportRecord[]>;
  counts: Record<SourceKind, KindCounts>;
  /** Links to items the source did not list (e.g. a private venue read without --auth): kept out, reported. */
  missingLinks: { kind: SourceKind; id: number; to: SourceKind; toId: number }[];
}

export interface ReadOptions extends SourceOptions {
  /** The language of the site's texts (the free cost word is rendered in it). */
  lang?: 'ca' | 'en' | 'es';
  /** Progress: called after every page with the counts so far. */
  onProgress?: (kind: SourceKind, counts: KindCounts) => void;
}

function emptyCounts(): KindCounts {
  return { announced: null, read: 0, importable: 0, unlisted: 0, skipped: [] };
}

/**
 * Events TEC's lists leave out (hidden from listings): their ids from the site's `wp/v2/tribe_events` route where
 * the site offers it, each read by id from TEC's route. Ids the TEC route does not give are skipped with its
 * answer.
 */
async function readUnlisted(
  source: TecSource,
  seen: Set<number>,
  records: ImportRecord[],
  count: KindCounts,
  context: RecordContext,
) {
  const ids = await source.wordpressEventIds();
  if (!ids) return;
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    count.read++;
    const answer = await source.event(id);
    if (!('item' in answer)) {
      count.skipped.push({
        id,
        reason: `listed by wp/v2 only, and TEC's route answers ${answer.status} ${answer.code}`.trim(),
      });
      continue;
    }
    const result = toRecord('events', answer.item, context);
    if (!result.ok) {
      count.skipped.push({ id, reason: result.reason });
      continue;
    }
    records.push(result.record);
    count.importable++;
    count.unlisted++;
  }
}

/** Reads every kind of the site (one request at a time); throws `SourceError` with one line on failure. */
export async function readSource(options: ReadOptions): Promise<SourceRead> {
  const source = new TecSource(options);
  await source.discover();
  const context: RecordContext = { lang: options.lang ?? 'en', siteZone: await source.siteZone() };
  const records = Object.fromEntries(SOURCE_KINDS.map((kind) => [kind, []])) as unknown as SourceRead['records'];
  const counts = Object.fromEntries(
    SOURCE_KINDS.map((kind) => [kind, emptyCounts()]),
  ) as unknown as SourceRead['counts'];
  for (const kind of SOURCE_KINDS) {
    const seen = new Set<number>();
    const count = counts[kind];
    for await (const page of source.list(kind)) {
      if (page.page === 1) count.announced = page.total;
      for (const item of page.items) {
        count.read++;
        const result = toRecord(kind, item, context);
        const id = result.ok ? result.record.sourceId : result.sourceId;
        // A page that shifted between two requests repeats items: each is taken (or skipped) once.
        if (id !== null && seen.has(id)) {
          count.read--;
          continue;
        }
        if (id !== null) seen.add(id);
        if (!result.ok) {
          count.skipped.push({ id: result.sourceId, reason: result.reason });
          continue;
        }
        records[kind].push(result.record);
        count.importable++;
      }
      options.onProgress?.(kind, count);
    }
    if (kind === 'events') await readUnlisted(source, seen, records.events, count, context);
  }
  records.categories = parentsFirst(records.categories);
  const known = Object.fromEntries(
    SOURCE_KINDS.map((kind) => [kind, new Set(records[kind].map((r) => r.sourceId))]),
  ) as Record<SourceKind, Set<number>>;
  const missingLinks: SourceRead['missingLinks'] = [];
  for (const kind of SOURCE_KINDS) {
    for (const record of records[kind]) {
      for (const [to, targets] of Object.entries(record.links) as [SourceKind, number[]][]) {
        for (const toId of targets)
          if (!known[to].has(toId)) missingLinks.push({ kind, id: record.sourceId, to, toId });
      }
    }
  }
  return {
    namespaceUrl: source.namespaceUrl,
    authenticated: source.authenticated,
    requests: source.requests,
    records,
    counts,
    missingLinks,
  };
}

/**
 * Categories ordered so that a parent comes before its children (the original lists them by name, so a child often
 * comes first, and was written without its parent). A parent link that would close a cycle (a source listing
 * category 1 under 2 and 2 under 1) is dropped, with a note.
 */
export function parentsFirst(categories: ImportRecord[]): ImportRecord[] {
  const byId = new Map(categories.map((record) => [record.sourceId, record]));
  const ordered: ImportRecord[] = [];
  const state = new Map<number, 'visiting' | 'done'>();
  const visit = (record: ImportRecord) => {
    if (state.get(record.sourceId) === 'done') return;
    state.set(record.sourceId, 'visiting');
    const parentId = record.links.categories?.[0];
    const parent = parentId === undefined ? undefined : byId.get(parentId);
    if (parent && state.get(parent.sourceId) === 'visiting') {
      record.links.categories = [];
      record.notes.push(`parent ${parent.sourceId} left out: it is a descendant of this category`);
    } else if (parent) {
      visit(parent);
    }
    state.set(record.sourceId, 'done');
    ordered.push(record);
  };
  for (const record of categories) visit(record);
  return ordered;
}
