import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteInsertValue, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { type PostType, posts, postTexts, type TextType } from '../../db/schema';
import type { Lang } from '../../i18n/languages';
import type { ImportedValues } from '../../import/override';
import { utcNow } from './posts.dates';
import { freePostSlug } from './posts.texts';

export type { ImportedValues };

/**
 * Write building blocks shared by events, venues and organizers. They return Drizzle statements (not awaited) so
 * a resource runs them in one `runWrite` (`src/db/batch.ts`) per write: all or nothing.
 */

/** The id of the post inserted earlier in the same batch (D1 batches run in one transaction, ids ascend). */
export const insertedPostId: SQL<number> = sql<number>`(select max(id) from ${posts})`;

/** Text fields of one language as sent (`title` is the event title, venue name or organizer name). */
export interface PostTextInput {
  title?: string;
  description?: string;
  excerpt?: string;
  slug?: string;
}

/** Column values of a post insert: plain values, or SQL evaluated inside the batch (ids created earlier in it). */
type PostInsertValue = SQLiteInsertValue<typeof posts>;

/**
 * Statements that create a post with its first text (its original language). The text's slug is the one sent
 * or derived from the title, unique among live posts of the type in `lang` and among `reservedSlugs` (slugs
 * other inserts of the same batch take; the chosen one is added). The returned pair also carries that `slug`.
 */
export async function planPostInsert(
  db: Db,
  core: Omit<PostInsertValue, 'originalLang' | 'modifiedUtc' | 'dateUtc'> & {
    type: PostType;
    dateUtc?: string;
    /** Import only (`src/import/overrides.ts`): the source's modification date. */
    modifiedUtc?: string;
  },
  lang: Lang,
  text: PostTextInput & { title: string },
  reservedSlugs?: Set<string>,
) {
  // A series' texts are event texts: one slug space for the pages `/event/<slug>/` (docs/recurrence.md).
  const textType: TextType = core.type === 'series' ? 'event' : core.type;
  const slug = await freePostSlug(db, textType, lang, text.slug ?? text.title, undefined, reservedSlugs);
  const now = utcNow();
  const statements = [
    db
      .insert(posts)
      .values({ ...core, dateUtc: core.dateUtc ?? now, modifiedUtc: core.modifiedUtc ?? now, originalLang: lang })
      .returning({ id: posts.id }),
    db.insert(postTexts).values({
      // An id set by the importer (`src/import/overrides.ts`) need not be the highest.
      postId: core.id ?? insertedPostId,
      lang,
      type: textType,
      title: text.title,
      description: text.description ?? '',
      excerpt: text.excerpt ?? '',
      slug,
    }),
  ] as const;
  return Object.assign(statements, { slug });
}

/**
 * The statements writing `lang`'s text of post `id` on update: only the fields sent change; a language the post
 * has no text in yet becomes a new translation (the caller checked `title` is there), its slug derived from its
 * own title when none is sent. Empty when nothing text-related was sent. (A list, not a bare statement: an async
 * function returning a Drizzle query would run it, queries being thenables.)
 */
export async function planTextUpdate(
  db: Db,
  input: { id: number; type: TextType; lang: Lang; text: PostTextInput; isNewTranslation: boolean },
) {
  const { id, type, lang, text, isNewTranslation } = input;
  const slug =
    text.slug !== undefined || isNewTranslation
      ? await freePostSlug(db, type, lang, text.slug ?? text.title ?? '', id)
      : undefined;
  const { description, excerpt } = text;
  if (isNewTranslation) {
    return [
      db.insert(postTexts).values({
        postId: id,
        lang,
        type,
        title: text.title!,
        description: description ?? '',
        excerpt: excerpt ?? '',
        slug: slug!,
      }),
    ];
  }
  if (text.title === undefined && description === undefined && excerpt === undefined && slug === undefined) return [];
  return [
    db
      .update(postTexts)
      .set({ title: text.title, description, excerpt, slug })
      .where(and(eq(postTexts.postId, id), eq(postTexts.lang, lang))),
  ];
}

/** The statement moving post `id` to the trash (its status is kept to restore it later). */
export function trashPost(db: Db, id: number, currentStatus: string) {
  return db
    .update(posts)
    .set({ status: 'trash', statusBeforeTrash: currentStatus, modifiedUtc: utcNow() })
    .where(eq(posts.id, id));
}

/** The statement removing one language's text of post `id`. */
export function deletePostTranslation(db: Db, id: number, lang: Lang) {
  return db.delete(postTexts).where(and(eq(postTexts.postId, id), eq(postTexts.lang, lang)));
}

/** The statement touching `modified_utc` of post `id` (every update; the importer sends the source's in `changes`). */
export function touchPost(db: Db, id: number, changes: SQLiteUpdateSetSource<typeof posts> = {}) {
  return db
    .update(posts)
    .set({ modifiedUtc: utcNow(), ...changes })
    .where(eq(posts.id, id));
}

/**
 * Statements giving post `id`, restored from the trash, slugs that are free again (docs/differences.md#trash-keeps-slug): each language's
 * slug (`slugs`, language → slug) taken meanwhile by a live post of the type gets a numbered suffix.
 */
export async function planSlugRestore(db: Db, type: TextType, id: number, slugs: Partial<Record<Lang, string>>) {
  const entries = Object.entries(slugs) as [Lang, string][];
  const renamed = await Promise.all(
    entries.map(async ([lang, slug]) => ({ lang, slug, free: await freePostSlug(db, type, lang, slug, id) })),
  );
  return renamed
    .filter(({ slug, free }) => free !== slug)
    .map(({ lang, free }) =>
      db
        .update(postTexts)
        .set({ slug: free })
        .where(and(eq(postTexts.postId, id), eq(postTexts.lang, lang))),
    );
}
