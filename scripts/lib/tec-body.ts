/**
 * What the importer sends for one record (docs/migration.md): the API body, with links as local ids, and the hash
 * of everything the write sets, which the item's mapping row keeps (tec-batch.ts) so that a later run writes only
 * what changed.
 */
import type { ImportOverride } from '../../src/import/overrides';
import type { ImageRecord, ImportRecord } from './tec-records';
import type { SourceKind } from './tec-source';

/** Source id → local id, per kind. */
export type LocalIds = Record<SourceKind, Record<number, number>>;

/**
 * The version of what a write sends, part of every hash: items written by an importer whose writes came out
 * otherwise (before issue 32: terms linked by a numeric slug in place of an id, drafts holding a published item's
 * slug) are written again, once, by the first run of this one.
 */
const WRITE_FORMAT = 2;

/** Record fields that are not API fields: sent through the importer's override, or not at all. */
const NOT_SENT = new Set(['modified_utc', 'cost_currency']);

/** What one record sends. */
export interface Plan {
  body: Record<string, unknown>;
  image: ImageRecord | null;
  modifiedUtc: string | undefined;
  costCurrency: ImportOverride['costCurrency'];
  hash: string;
  /** What the item is written without (links to items the source did not list…), said in the summary. */
  notes: string[];
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}

/**
 * The body sent for a record: its fields, `slug` the one it gets here (tec-slugs.ts) for events, venues and
 * organizers, links as local ids, unknown values left out.
 */
function bodyOf(
  record: ImportRecord,
  ids: LocalIds,
  slug: string | undefined,
): { body: Record<string, unknown>; missing: string[] } {
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
  if (!term && slug !== undefined) body.slug = slug;
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
    // Ids as numbers: a number is a term id on a write, never a term's numeric slug (docs/original.md).
    body.organizer = (links.organizers ?? []).map((id) => local('organizers', id)).filter((id) => id !== undefined);
    body.categories = (links.categories ?? []).map((id) => local('categories', id)).filter((id) => id !== undefined);
    body.tags = (links.tags ?? []).map((id) => local('tags', id)).filter((id) => id !== undefined);
  }
  return { body, missing };
}

/** What `record` sends, with `slug` the slug it gets here and `ids` the local ids known so far. */
export async function planOf(record: ImportRecord, ids: LocalIds, slug: string | undefined): Promise<Plan> {
  const { body, missing } = bodyOf(record, ids, slug);
  const image = (record.fields.image ?? null) as ImageRecord | null;
  const modifiedUtc = (record.fields.modified_utc ?? undefined) as string | undefined;
  const costCurrency = (record.fields.cost_currency ?? undefined) as ImportOverride['costCurrency'];
  const hash = await sha256(JSON.stringify({ format: WRITE_FORMAT, body, image, modifiedUtc, costCurrency }));
  const notes = [
    ...record.notes,
    ...(missing.length ? [`links left out, not in the source's lists: ${missing.join(', ')}`] : []),
  ];
  return { body, image, modifiedUtc, costCurrency, hash, notes };
}
