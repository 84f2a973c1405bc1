/**
 * The slug each imported item gets here (docs/migration.md, "Slugs"), and the slugs the target database holds
 * while the import runs.
 *
 * WordPress keeps the slugs of published, scheduled and private items unique, and those of terms, but not those of
 * drafts and pending items: it gives them none until they are published (`"slug": ""`), or keeps whatever was typed
 * without checking it. So a draft titled like a published event (`Grand Concert`) would have taken the slug the
 * published one holds at the source (`grand-concert`) when written first, and pushed it to `grand-concert-2`. Here
 * the items whose slugs WordPress keeps unique keep theirs, and each draft or pending item gets its own slug or one
 * made from its title, made unique against all of those and the other drafts', as WordPress does when it publishes
 * one: the same slugs whatever order the items are written in, in a fresh, a resumed or a later run.
 */
import { slugFromText, uniqueSlug } from '../../src/resources/shared/slugs';
import type { ImportRecord } from './tec-records';
import type { SourceKind } from './tec-source';

/** Statuses whose slug WordPress does not keep unique (`wp_unique_post_slug` leaves them as they are). */
const UNRESERVED = new Set(['draft', 'pending', 'auto-draft']);

const NAME_FIELD: Record<SourceKind, string> = {
  categories: 'name',
  tags: 'name',
  venues: 'venue',
  organizers: 'organizer',
  events: 'title',
};

/** The kind of slug the service keeps per kind: its fallback slug too (`slugFromText`'s, as the service's writes). */
export const SLUG_TYPE: Record<SourceKind, string> = {
  categories: 'category',
  tags: 'tag',
  venues: 'venue',
  organizers: 'organizer',
  events: 'event',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The slug each record of one kind should have here, by source id, as the service stores it: the source's own for
 * terms and for items whose slug WordPress keeps unique; for drafts and pending items, theirs (or one made from
 * their title) made unique against every one of those and the drafts before them by source id.
 */
export function wantedSlugs(kind: SourceKind, records: readonly ImportRecord[]): Map<number, string> {
  const type = SLUG_TYPE[kind];
  const wanted = new Map<number, string>();
  const term = kind === 'categories' || kind === 'tags';
  const unreserved = (r: ImportRecord) =>
    !term && (text(r.fields.slug) === '' || UNRESERVED.has(text(r.fields.status)));
  for (const record of records) {
    if (!unreserved(record)) wanted.set(record.sourceId, slugFromText(text(record.fields.slug), type));
  }
  const taken = new Set(wanted.values());
  const drafts = records.filter(unreserved).sort((a, b) => a.sourceId - b.sourceId);
  for (const record of drafts) {
    const own = text(record.fields.slug) || text(record.fields[NAME_FIELD[kind]]);
    const slug = uniqueSlug(slugFromText(own, type), taken);
    taken.add(slug);
    wanted.set(record.sourceId, slug);
  }
  return wanted;
}

/**
 * The live slugs of one language in the target database, per kind of slug: who holds each, and each item's. Read
 * before writing (tec-local.ts) and kept up to date with every answer of the import's writes.
 */
export class LocalSlugs {
  private readonly holders = new Map<string, number>();
  private readonly slugs = new Map<string, string>();

  /** Records that item `id` of `type` holds `slug` (and no longer the slug it held). */
  set(type: string, id: number, slug: string): void {
    const previous = this.slugs.get(`${type}:${id}`);
    if (previous !== undefined && this.holders.get(`${type}:${previous}`) === id) {
      this.holders.delete(`${type}:${previous}`);
    }
    this.slugs.set(`${type}:${id}`, slug);
    this.holders.set(`${type}:${slug}`, id);
  }

  /** The slug item `id` of `type` holds, if it is live. */
  of(type: string, id: number): string | undefined {
    return this.slugs.get(`${type}:${id}`);
  }

  /** Whether no live item of `type` holds `slug`. */
  isFree(type: string, slug: string): boolean {
    return !this.holders.has(`${type}:${slug}`);
  }
}
