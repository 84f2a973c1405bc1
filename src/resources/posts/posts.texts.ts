import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { posts, postTexts, type TextType } from '../../db/schema';
import type { Lang } from '../../i18n/languages';
import { slugFamily, slugFromText, uniqueSlug } from '../shared/slugs';

/**
 * Per-language text of posts (docs/api.md#content-languages). A read shows ONE language's text unit: the requested language when
 * the item has it, else its original language (no field-by-field mixing).
 */

/** The `post_texts` row a reader sees; join it with {@link shownTextJoin}. */
export const shownText = alias(postTexts, 'pt');

/**
 * The language whose text a reader of `lang` sees for the current `posts` row, whose texts are those of post
 * `textPost` (the row's own by default; an occurrence shows its series', docs/recurrence.md).
 */
export function shownPostLang(lang: Lang, textPost: SQL | typeof posts.id = posts.id): SQL {
  return sql`(case when exists (select 1 from ${postTexts} x where x.post_id = ${textPost} and x.lang = ${lang}) then ${lang} else ${posts.originalLang} end)`;
}

/** Join condition of {@link shownText} for readers of `lang` (the texts of `textPost`, the row's own by default). */
export function shownTextJoin(lang: Lang, textPost: SQL | typeof posts.id = posts.id): SQL {
  return and(eq(shownText.postId, textPost), eq(shownText.lang, shownPostLang(lang, textPost)))!;
}

/** JSON object language → slug of every translation of post `post` (for `translations`). */
export function postSlugsJsonOf(post: SQL | typeof posts.id) {
  return sql<string>`(select json_group_object(s.lang, s.slug) from ${postTexts} s where s.post_id = ${post})`;
}

/** JSON object language → slug of every translation of the current `posts` row (for `translations`). */
export const postSlugsJson = postSlugsJsonOf(posts.id);

/**
 * The un-awaited select of the post id, slug and title of the texts in `lang` of the live (non-trashed) posts of `type`
 * whose text satisfies `match` (and `extra`, a condition on `posts`/`post_texts`): what slug and name look-ups search.
 */
export function liveTexts(db: Db, type: TextType, lang: Lang, match: SQL, extra: SQL | undefined) {
  return db
    .select({ postId: postTexts.postId, slug: postTexts.slug, title: postTexts.title })
    .from(postTexts)
    .innerJoin(posts, eq(posts.id, postTexts.postId))
    .where(and(eq(postTexts.type, type), eq(postTexts.lang, lang), match, ne(posts.status, 'trash'), extra));
}

/** Slugs starting like `base` already used by live (non-trashed) posts of `type` in `lang`, but `exceptId`'s. */
async function takenPostSlugs(
  db: Db,
  type: TextType,
  lang: Lang,
  base: string,
  exceptId?: number,
): Promise<Set<string>> {
  const rows = await liveTexts(
    db,
    type,
    lang,
    slugFamily(sql`${postTexts.slug} collate nocase`, base),
    exceptId !== undefined ? ne(postTexts.postId, exceptId) : undefined,
  );
  return new Set(rows.map((r) => r.slug));
}

/**
 * A slug for a post in `lang`: `wanted` (a slug sent by the client, or the title) sanitised and made unique
 * among live posts of the type and language by suffixing `-2`, `-3`… (docs/api.md#content-languages). `reserved` holds slugs that
 * other posts of the same write batch take (not in the database yet); the chosen slug is added to it.
 */
export async function freePostSlug(
  db: Db,
  type: TextType,
  lang: Lang,
  wanted: string,
  exceptId?: number,
  reserved?: Set<string>,
): Promise<string> {
  const base = slugFromText(wanted, type);
  const taken = await takenPostSlugs(db, type, lang, base, exceptId);
  for (const slug of reserved ?? []) taken.add(slug);
  const slug = uniqueSlug(base, taken);
  reserved?.add(slug);
  return slug;
}

/**
 * The post of `type` a by-slug route addresses, as a scalar subquery (`select id ... limit 1`) to embed in another
 * statement (e.g. `posts.id in (<it>)`) and save a round trip: the live item before a trashed one, a slug in the
 * request's language before one in another language (docs/differences.md#trash-keeps-slug). Self-contained: no outer tables.
 */
export function postIdBySlugSql(type: TextType, slug: string, lang: Lang): SQL<number> {
  return sql<number>`select st.post_id as id from ${postTexts} st join ${posts} sp on sp.id = st.post_id
    where st.type = ${type} and st.slug = ${slug.toLowerCase()}
    order by sp.status = 'trash', st.lang != ${lang}, sp.id limit 1`;
}
