/**
 * What the importer knows of the target database before writing (docs/migration.md, "Safety"): which items are
 * this source's own (recorded in `import_items` by the very batch that wrote them, tec-batch.ts), whether the
 * database holds anything else (ids are kept only when it does not), and the short-lived token the import writes
 * with.
 */
import { and, eq } from 'drizzle-orm';
import { createToken, createUser, revokeToken } from '../../src/auth/users';
import { readBatch } from '../../src/db/batch';
import type { Db } from '../../src/db/client';
import { importItems, posts, postTexts, terms, termTexts, users } from '../../src/db/schema';
import type { ImportedType } from '../../src/import/overrides';
import { LocalSlugs } from './tec-slugs';
import type { SourceKind } from './tec-source';

export const TYPE_OF: Record<SourceKind, ImportedType> = {
  categories: 'category',
  tags: 'tag',
  venues: 'venue',
  organizers: 'organizer',
  events: 'event',
};

/** The table of a kind's rows, and of its id space (events, venues and organizers share one, as in WordPress). */
export const TABLE_OF: Record<SourceKind, 'posts' | 'terms'> = {
  categories: 'terms',
  tags: 'terms',
  venues: 'posts',
  organizers: 'posts',
  events: 'posts',
};

export interface LocalState {
  /** Local rows: `posts:<id>` → type and status, `terms:<id>` → taxonomy (status `live`). */
  rows: Map<string, { type: string; status: string }>;
  /** This source's items written earlier: `<kind>:<source id>` → local id and the hash of what was sent. */
  mine: Map<string, { localId: number; hash: string }>;
  /** Whether the database holds only this source's items (then new items keep the source's ids). */
  onlyMine: boolean;
  /** The live slugs of the import's language (tec-slugs.ts). */
  slugs: LocalSlugs;
}

/** Reads the local rows, the slugs of `lang` and this source's mapping in one round trip. */
export async function readLocalState(db: Db, source: string, lang: string): Promise<LocalState> {
  const { postRows, termRows, postSlugs, termSlugs, mapped } = await readBatch(db, {
    postRows: db.select({ id: posts.id, type: posts.type, status: posts.status }).from(posts),
    termRows: db.select({ id: terms.id, type: terms.taxonomy }).from(terms),
    postSlugs: db
      .select({ id: postTexts.postId, type: postTexts.type, slug: postTexts.slug })
      .from(postTexts)
      .where(and(eq(postTexts.lang, lang), eq(postTexts.trashed, false))),
    termSlugs: db
      .select({ id: termTexts.termId, type: termTexts.taxonomy, slug: termTexts.slug })
      .from(termTexts)
      .where(eq(termTexts.lang, lang)),
    mapped: db
      .select({
        kind: importItems.kind,
        sourceId: importItems.sourceId,
        localId: importItems.localId,
        hash: importItems.hash,
      })
      .from(importItems)
      .where(eq(importItems.source, source)),
  });
  const rows = new Map<string, { type: string; status: string }>();
  for (const row of postRows) rows.set(`posts:${row.id}`, { type: row.type, status: row.status });
  for (const row of termRows) rows.set(`terms:${row.id}`, { type: row.type, status: 'live' });
  const mine = new Map<string, { localId: number; hash: string }>();
  const owned = new Set<string>();
  for (const row of mapped) {
    const kind = row.kind as SourceKind;
    if (!(kind in TABLE_OF)) continue;
    mine.set(`${kind}:${row.sourceId}`, { localId: row.localId, hash: row.hash });
    owned.add(`${TABLE_OF[kind]}:${row.localId}`);
  }
  const onlyMine = [...rows.keys()].every((key) => owned.has(key));
  const slugs = new LocalSlugs();
  for (const row of [...postSlugs, ...termSlugs]) slugs.set(row.type, row.id, row.slug);
  return { rows, mine, onlyMine, slugs };
}

/** The mapping rows of one kind of this source: source id → local id (to check a run's writes against). */
export async function mappedIds(db: Db, source: string, kind: SourceKind): Promise<Map<number, number>> {
  const rows = await db
    .select({ sourceId: importItems.sourceId, localId: importItems.localId })
    .from(importItems)
    .where(and(eq(importItems.source, source), eq(importItems.kind, kind)));
  return new Map(rows.map((row) => [row.sourceId, row.localId]));
}

const IMPORT_USER = 'The Events Calendar import';

/** Minutes an import token lives; a longer import renews it (`IMPORT_TOKEN_MINUTES`, default 10). */
function tokenMinutes(): number {
  const value = Number(process.env.IMPORT_TOKEN_MINUTES);
  return Number.isFinite(value) && value > 0 ? value : 10;
}

function utcWall(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The administrator tokens of one import: each expires a few minutes after it is made, and a new one is made when
 * the current one has less than half its life left, so a killed import leaves no token that works for long;
 * `revokeAll` (at the end, and on SIGINT/SIGTERM) ends them at once.
 */
export class ImportTokens {
  private current: Promise<{ id: number; token: string; expiresAt: number }> | null = null;
  /** When the current token expires; null while it is being made. */
  private expiresAt: number | null = null;
  private readonly made: number[] = [];

  constructor(private readonly db: Db) {}

  async secret(): Promise<string> {
    const lifeMs = tokenMinutes() * 60_000;
    if (this.current === null || (this.expiresAt !== null && this.expiresAt - Date.now() < lifeMs / 2)) {
      this.expiresAt = null;
      this.current = this.make(Date.now() + lifeMs).then((made) => {
        this.expiresAt = made.expiresAt;
        return made;
      });
    }
    return (await this.current).token;
  }

  private async make(expiresAt: number) {
    const [existing] = await this.db.select({ id: users.id }).from(users).where(eq(users.name, IMPORT_USER)).limit(1);
    const userId = existing?.id ?? (await createUser(this.db, { name: IMPORT_USER, role: 'administrator' }));
    const token = await createToken(this.db, {
      userId,
      name: `import ${new Date().toISOString()}`,
      // Whole seconds, as the tokens table keeps them.
      expiresAt: utcWall(expiresAt),
    });
    this.made.push(token.id);
    return { ...token, expiresAt };
  }

  /** Revokes every token of this import. */
  async revokeAll(): Promise<void> {
    for (const id of this.made.splice(0)) await revokeToken(this.db, id);
  }
}
