import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

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
 * `column in (ids of the posts with a text, in any language, containing every indexable word of `words`)`, or
 * `undefined` when no word is indexable (the caller's exact condition then reads every row it filters). The
 * query is bound as one parameter.
 */
export function searchCandidates(column: SQLiteColumn | SQL, words: readonly string[]): SQL | undefined {
  const query = trigramQuery(words);
  if (query === undefined) return undefined;
  return sql`${column} in (select rowid / 4 from post_texts_search where post_texts_search match ${query})`;
}
