/**
 * @module The `search` parameter of `GET /events` as SQL: its words as WordPress splits them, the exact test on
 * each event's search row, and the choice between the search index's candidates and the window walk
 * (docs/search.md; the other filters are in `list.filters.ts`).
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import type { Lang } from '../../../i18n/languages';
import { searchTerms } from '../../../text';
import { isIndexable, searchCandidates, searchDocMatches, searchRowMatches, TRIGRAM } from '../../posts/posts.search';
import { jsonStrings } from '../../shared/sql';

/**
 * Every search term in the title, excerpt or description of the text the reader sees, ignoring ASCII case as
 * LIKE would, tested on the post's one search row (`searchDocMatches`, docs/search.md). With the `index` plan the
 * candidates come from the trigram index of post texts (terms of three characters or more, see `posts.search`)
 * and the exact test runs on them only; with `window`, on every event of the window. `instr` rather than LIKE:
 * D1 refuses LIKE patterns over 50 bytes ("pattern too complex"), and a search may be 200 characters. A password-
 * protected event's excerpt and description match only for callers who may read them. A walk of the search rows
 * themselves (`cols.searchRow`, `post_search_walk`) tests the row it walks.
 */
export function searchCondition(
  terms: readonly string[],
  lang: Lang,
  seesHidden: boolean,
  plan: SearchPlan,
  cols: { searchRow: boolean },
): SQL | undefined {
  if (terms.length === 0) return undefined;
  if (cols.searchRow) return searchRowMatches(terms, lang, seesHidden);
  // A date of a series shows its series' texts (`text_id`, docs/recurrence.md): the candidates are the posts whose
  // texts hold the words and the dates showing those texts, each then tested on its search row (which holds the
  // texts it shows, migrations/0020_recurrence.sql).
  const candidates = plan === 'index' ? searchCandidates(sql`x.id`, terms) : undefined;
  return and(
    candidates
      ? sql`${posts.id} in (select x.id from ${posts} x where ${candidates} union all select o.id from ${posts} o indexed by posts_event_text where o.type = 'event' and o.text_id is not null and ${searchCandidates(sql`o.text_id`, terms)})`
      : undefined,
    searchDocMatches(posts.id, terms, lang, seesHidden),
  );
}

/**
 * How a search finds its events: `index`, the candidates of the search index looked up by id (their cost follows
 * the texts holding the words); `window`, the date window walked in start order with the exact test on each
 * event (its cost follows the window, and a page of common words stops early). See {@link searchPlanGuard}.
 */
export type SearchPlan = 'index' | 'window';

/**
 * The ratio of posts to the texts holding a search's rarest trigram under which the index's candidates are read
 * (`index`); above it the window is walked. A candidate costs about six rows in the count and as many in the page
 * (its post, its shown text, the exact test, the sort), an event of the window walked about four in the count
 * and next to nothing in a page of common words: on the 100,000-event bench data, `jazz` (~1,500 texts) reads
 * its candidates, `the` (in most texts) walks the window (bench/README.md, "Hostile scenarios").
 */
const INDEX_SHARE = 4;

/** The distinct trigrams of the indexable words, folded as the trigram tokenizer folds them (lower case). */
export function searchTrigrams(words: readonly string[]): string[] {
  const trigrams = new Set<string>();
  for (const word of words.filter(isIndexable)) {
    const chars = [...word.toLowerCase()];
    for (let i = 0; i + TRIGRAM <= chars.length; i++) trigrams.add(chars.slice(i, i + TRIGRAM).join(''));
  }
  return [...trigrams];
}

/**
 * True when the search should read the index's candidates rather than walk the window, decided by SQLite from
 * the document counts of the words' trigrams (`post_texts_search_vocab`, migrations/0011_search_vocab.sql: one
 * row per trigram) against the highest post id (one row): the candidates are at most the texts holding the
 * rarest trigram. A trigram in no text means no candidate at all. Undefined when no word has a trigram (the
 * window is walked). The results are the same under both plans; only the rows read differ.
 */
export function searchPlanGuard(filter: { search?: readonly string[] }): SQL | undefined {
  const trigrams = searchTrigrams(filter.search ?? []);
  if (trigrams.length === 0) return undefined;
  const rarest = sql`(select case when count(*) < ${trigrams.length} then 0 else min(v.doc) end from post_texts_search_vocab v where v.term in (select value from json_each(${jsonStrings(trigrams)})))`;
  return sql`${rarest} * ${INDEX_SHARE} <= (select max(${posts.id}) from ${posts})`;
}

/** The terms of `search`, ASCII-lowercased as the exact test compares them (`[]` without a search). */
export function loweredSearchTerms(search: string | undefined): string[] {
  if (search === undefined) return [];
  return searchTerms(search).map((term) => term.replace(/[A-Z]+/g, (upper) => upper.toLowerCase()));
}
