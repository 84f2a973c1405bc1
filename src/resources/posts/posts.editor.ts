import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts, terms } from '../../db/schema';

/**
 * @module What the editor's item pages need beyond the REST item (docs/editor.md, "Languages"): the language an
 * item was written in first, which the wire does not say once the item has text in the language asked (the
 * original's text is shown beside a translation, and is the one that cannot be removed). Loaded with the editor
 * only (`loadEditorReads` in `index.ts`), so the API's startup never evaluates it.
 */

/** The original language of post `id` (an event, a venue or an organizer), or of term `id`; undefined if none. */
export async function originalLanguageOf(db: Db, kind: 'post' | 'term', id: number): Promise<string | undefined> {
  const table = kind === 'post' ? posts : terms;
  const [row] = await db.select({ lang: table.originalLang }).from(table).where(eq(table.id, id)).limit(1);
  return row?.lang;
}
