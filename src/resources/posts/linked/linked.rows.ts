import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../db/client';
import { type PostType, posts } from '../../../db/schema';
import type { Lang } from '../../../i18n/languages';
import type { ImageColumns } from '../posts.images';
import { selectPostRows } from '../posts.rows';

/** The two linked post types (TEC's "linked posts"): items events point to. */
export type LinkedType = 'venue' | 'organizer';

/** The part of a venue or organizer row shared by both: what the generic handlers and mappers read. */
export interface LinkedRow extends ImageColumns {
  id: number;
  type: PostType;
  status: string;
  authorId: number | null;
  dateUtc: string;
  modifiedUtc: string;
  password: string | null;
  originalLang: string;
  /** Language of the shown text: the reader's if the item has it, else its original language. */
  lang: string;
  /** Name of the venue or organizer in that language. */
  title: string;
  description: string;
  excerpt: string;
  slug: string;
  /** JSON object language → slug of every translation. */
  slugs: string;
}

/**
 * The un-awaited select (chainable, batchable) of linked posts of `type` matching `where` (a condition on
 * `posts`), read in `lang` with fallback, with their image and the type's own columns `own`. `idDriven`: `where`
 * picks a few ids (`posts.id in (...)`), so the type is checked on the rows found rather than used to walk
 * every post of the type (`+type` keeps SQLite off the type index).
 */
export function selectLinkedRows<F extends SelectedFields>(
  db: Db,
  type: LinkedType,
  lang: Lang,
  own: F,
  where: SQL | undefined,
  idDriven = false,
) {
  const typeCondition = idDriven ? sql`+${posts.type} = ${type}` : eq(posts.type, type);
  return selectPostRows(db, lang, own, and(typeCondition, where));
}

/**
 * The select of one linked type, {@link selectLinkedRows} bound to `type` and the type's own columns `own`:
 * `(db, lang, where, idDriven?)`, un-awaited, chainable and batchable (`selectVenueRows`, `selectOrganizerRows`).
 */
export function linkedSelect<F extends SelectedFields>(type: LinkedType, own: F) {
  return (db: Db, lang: Lang, where: SQL | undefined, idDriven = false) =>
    selectLinkedRows(db, type, lang, own, where, idDriven);
}

/** The slugs of a row, language → slug. */
export function slugsOf(row: Pick<LinkedRow, 'slugs'>): Partial<Record<Lang, string>> {
  return JSON.parse(row.slugs) as Partial<Record<Lang, string>>;
}
