import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { LANGUAGES, type Lang } from '../../i18n/languages';
import { jsonStrings } from '../shared/sql';

/**
 * The search index of post texts: `post_texts_search`, a contentless FTS5 table with the `trigram` tokenizer
 * over the title, description and excerpt of every `post_texts` row, kept by triggers
 * (`migrations/0002_post_texts_search.sql`). Its rowid is `post_id * 4 + language`, so `rowid / 4` is the post.
 *
 * It only narrows a search to candidates: trigrams match substrings with Unicode case folding, which finds
 * everything the exact conditions (`instr` on ASCII-lowercased text, in the text the reader sees) accept and
 * some more; those conditions still run on the candidates, so results do not depend on the index.
 */

/** Characters (code points) of a trigram: shorter words have none and cannot use the index. */
export const TRIGRAM = 3;

/** Whether the index can look `word` up (at least one trigram). */
export function isIndexable(word: string): boolean {
  return [...word].length >= TRIGRAM;
}

/**
 * The FTS5 query requiring every indexable word of `words` as a substring of some indexed column of one text
 * (each word a quoted phrase, its double quotes doubled, ANDed), or `undefined` when none is indexable.
 */
export function trigramQuery(words: readonly string[]): string | undefined {
  const phrases = words.filter(isIndexable).map((word) => `"${word.replaceAll('"', '""')}"`);
  return phrases.length > 0 ? phrases.join(' AND ') : undefined;
}

/**
 * The shown title and body of the `post_search` row `s` for readers of `lang` (src/db/schema/search.ts): the
 * post's text in `lang` when it has one (its title is never null then), else its original language's, as
 * `shownTextJoin` picks the `post_texts` row. Column names come from the closed list of languages.
 */
function shownSearchColumns(lang: Lang): { title: SQL; body: SQL } {
  if (!LANGUAGES.includes(lang)) throw new Error(`no search columns for ${lang}`);
  const original = (part: 'title' | 'body') =>
    `case s.original_lang ${LANGUAGES.map((l) => `when '${l}' then s.${part}_${l}`).join(' ')} end`;
  return {
    title: sql.raw(`coalesce(s.title_${lang}, ${original('title')})`),
    body: sql.raw(`case when s.title_${lang} is not null then s.body_${lang} else ${original('body')} end`),
  };
}

/**
 * Every word of `words` (already ASCII-lowercased, as `lower()` folds) in the title, excerpt or description of
 * the text a reader of `lang` sees, tested on the post's ONE `post_search` row: a single row read per post
 * whatever its languages and the number of words. The body of a password-protected post matches only when
 * `seesHidden`. Each word is bound (twice without `seesHidden`): callers bound the number of words
 * (`MAX_SEARCH_WORDS`) so a statement stays far below D1's 100 bound values.
 */
export function searchDocMatches(
  postId: SQLiteColumn | SQL,
  words: readonly string[],
  lang: Lang,
  seesHidden: boolean,
) {
  return sql`exists (select 1 from post_search s where s.post_id = ${postId} and ${searchRowMatches(words, lang, seesHidden)})`;
}

/**
 * The exact test of {@link searchDocMatches} on the `post_search` row aliased `s` itself: what a search that walks
 * `post_search` in start order (`post_search_walk`, docs/search.md) tests on each row it reads.
 */
export function searchRowMatches(words: readonly string[], lang: Lang, seesHidden: boolean): SQL {
  const { title, body } = shownSearchColumns(lang);
  const each = words.map((word) =>
    seesHidden
      ? sql`(instr(${title}, ${word}) > 0 or instr(${body}, ${word}) > 0)`
      : sql`(instr(${title}, ${word}) > 0 or (s.protected = 0 and instr(${body}, ${word}) > 0))`,
  );
  return sql`(${sql.join(each, sql` and `)})`;
}

/** {@link textsMatching}'s `level` of a text holding every word in its title (what a protected text shows). */
export const IN_TITLE = 3;

/**
 * `select s.post_id, s.type, <level> as level from post_search s where …`: the posts whose OWN texts the trigram index finds
 * for `words` (already ASCII-lowercased), each tested exactly ONCE on its search row, in the text a reader of `lang`
 * sees: `level` is {@link IN_TITLE} when every word is in its title, 1 when every word is in its title or body (its
 * excerpt and description), 0 otherwise (a trigram false positive). A date of a series shows its series' text
 * (`posts.text_id`, docs/recurrence.md), so it matches when the text it shows has a level, tested once per series
 * whatever its number of dates; a password-protected event needs {@link IN_TITLE} for a reader who may not read
 * its body. One or two words are bound as values, more as one JSON array (each of its words a row read per text):
 * at most five bound values, whatever the number of words. Undefined when no word is indexable.
 */
export function textsMatching(words: readonly string[], lang: Lang): SQL | undefined {
  const query = trigramQuery(words);
  if (query === undefined) return undefined;
  const { title, body } = shownSearchColumns(lang);
  // U+0001 joins title and body as the body joins excerpt and description: no parameter holds it, so no word spans.
  const level = (word: SQL) =>
    sql`((instr(${title}, ${word}) > 0) * 2 + (instr(${title} || char(1) || coalesce(${body}, ''), ${word}) > 0))`;
  const levels =
    words.length <= 2
      ? words.map((word) => level(sql`${word}`))
      : [sql`(select min(${level(sql`w.value`)}) from json_each(${jsonStrings(words)}) w)`];
  const least = levels.length === 1 ? levels[0] : sql`min(${sql.join(levels, sql`, `)})`;
  return sql`select s.post_id, s.type, ${least} as level from post_search s where s.post_id in (select rowid / 4 from post_texts_search where post_texts_search match ${query})`;
}
