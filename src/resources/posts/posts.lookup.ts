import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PostType, posts } from '../../db/schema';

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
  const [row] = await db
    .select({
      id: posts.id,
      type: posts.type,
      status: posts.status,
      authorId: posts.authorId,
      password: posts.password,
      originalLang: posts.originalLang,
    })
    .from(posts)
    .where(eq(posts.id, id))
    .limit(1);
  return row;
}
