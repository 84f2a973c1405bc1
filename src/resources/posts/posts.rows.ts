import { and, eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { images, posts } from '../../db/schema';
import type { Lang } from '../../i18n/languages';
import { imageColumns } from './posts.images';
import { postSlugsJson, postSlugsJsonOf, shownText, shownTextJoin } from './posts.texts';

/**
 * Columns every post row carries (events, venues, organizers): the core record, the text the reader sees, the
 * slugs of every language, the image. Each type adds its own columns.
 */
export const postRowFields = {
  id: posts.id,
  type: posts.type,
  status: posts.status,
  authorId: posts.authorId,
  dateUtc: posts.dateUtc,
  modifiedUtc: posts.modifiedUtc,
  password: posts.password,
  originalLang: posts.originalLang,
  lang: shownText.lang,
  title: shownText.title,
  description: shownText.description,
  excerpt: shownText.excerpt,
  slug: shownText.slug,
  slugs: postSlugsJson.as('slugs'),
  ...imageColumns,
};

/** Where a post row's texts come from: by default its own (an occurrence shows its series', docs/recurrence.md). */
export interface TextSource {
  /** The post whose `post_texts` the row shows. */
  texts: SQL;
  /** The post whose slugs the row shows (`slug`, `translations`). */
  slugs: SQL;
}

/**
 * The un-awaited select (chainable, batchable) of posts matching `where` (a condition on `posts`): the
 * {@link postRowFields} plus the type's own columns `own`, the text read in `lang` with fallback, the image joined.
 */
export function selectPostRows<F extends SelectedFields>(
  db: Db,
  lang: Lang,
  own: F,
  where: SQL | undefined,
  source?: TextSource,
) {
  const fields = source ? { ...postRowFields, slugs: postSlugsJsonOf(source.slugs).as('slugs') } : postRowFields;
  return db
    .select({ ...fields, ...own })
    .from(posts)
    .innerJoin(shownText, shownTextJoin(lang, source?.texts))
    .leftJoin(images, eq(images.id, posts.imageId))
    .where(and(where));
}
