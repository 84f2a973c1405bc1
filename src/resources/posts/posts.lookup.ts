import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PostType, posts, type TextType } from '../../db/schema';
import type { Lang } from '../../i18n/languages';
import { postIdBySlugSql } from './posts.texts';

/** How a single-item route addresses its post: by id, or by slug. */
export type PostRef = { id: number } | { slug: string };

/** The address in a route's input: by-id routes carry `id` (a `slug` in their body is a new slug, no address). */
export function refOf(input: { id?: number; slug?: string }): PostRef {
  return input.id !== undefined ? { id: input.id } : { slug: input.slug ?? '' };
}

/**
 * The condition selecting the post `ref` addresses: its id, or its slug among posts of `type`, in `lang` first,
 * then in any language, the live post before a trashed one (`postIdBySlugSql`).
 */
export function refWhere(type: TextType, ref: PostRef, lang: Lang): SQL {
  return 'id' in ref ? eq(posts.id, ref.id) : sql`${posts.id} in (${postIdBySlugSql(type, ref.slug, lang)})`;
}

/** The columns of a post's core record (`PostCore`), which the event core extends. */
export const postCoreColumns = {
  id: posts.id,
  type: posts.type,
  status: posts.status,
  authorId: posts.authorId,
  password: posts.password,
  originalLang: posts.originalLang,
};

/** The language-independent record of a post that permission and existence checks need. */
export interface PostCore {
  id: number;
  type: PostType;
  status: string;
  authorId: number | null;
  password: string | null;
  originalLang: string;
}

/** The core record of post `id` of any type, or undefined. */
export async function findPostCore(db: Db, id: number): Promise<PostCore | undefined> {
  const [row] = await db.select(postCoreColumns).from(posts).where(eq(posts.id, id)).limit(1);
  return row;
}
