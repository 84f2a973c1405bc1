/**
 * @module The `search` parameter of `GET /events` as SQL: its words as WordPress splits them, the exact test on
 * each event's search row, and the choice between the search index's candidates and the window walk
 * (docs/search.md; the other filters are in `list.filters.ts`).
 */
import { type SQL, sql } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import type { Lang } from '../../../i18n/languages';
import { searchTerms } from '../../../text';
import {
  IN_TITLE,
  isIndexable,
  searchDocMatches,
  searchRowMatches,
  TRIGRAM,
  textsMatching,
} from '../../posts/posts.search';
import { unprotectedRow } from '../../posts/posts.visibility';
import { jsonStrings } from '../../shared/sql';

/**
 * Every search term in the title, excerpt or description of the text the reader sees, ignoring ASCII case as
 * LIKE would (docs/search.md). With the `index` plan (terms of three characters or more, see `posts.search`) the
 * test is made once per TEXT: the texts the trigram index finds are tested exactly on their search row
 * ({@link shownTextMatches}), and an event matches when the text it shows is one of them (its own, or its series'
 * for a date: `coalesce(text_id, id)`, docs/recurrence.md); with `window`, on each event's search row. `instr`
 * rather than LIKE: D1 refuses LIKE patterns over 50 bytes ("pattern too complex"), and a search may be 200
 * characters. A password-protected event's excerpt and description match only for callers who may read them. A
 * walk of the search rows themselves (`cols.searchRow`, `post_search_walk`) tests the row it walks.
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
  const texts = plan === 'index' ? textsMatching(terms, lang) : undefined;
  if (!texts) return searchDocMatches(posts.id, terms, lang, seesHidden);
  return shownTextMatches(sql`coalesce(${posts.textId}, ${posts.id})`, sql`(${texts})`, seesHidden);
}

/**
 * The `index` plan's test of an event whose shown text is `owner` (a post id: the event's own, or its series' for a
 * date): that text is among `texts` (the rows of {@link textsMatching}: each text tested once, whatever the number
 * of events showing it), with every word in its title when the event has a password and the reader may not read
 * its body (the event's own password: a date may override its series').
 */
function shownTextMatches(owner: SQL, texts: SQL, seesHidden: boolean): SQL {
  const found = sql`${owner} in (select t.post_id from ${texts} t where t.level > 0)`;
  if (seesHidden) return found;
  return sql`(${found} and (${unprotectedRow()} or ${owner} in (select t.post_id from ${texts} t where t.level = ${IN_TITLE})))`;
}

/** The name of the texts a search found, computed once per statement (see {@link searchArms}). */
const SEARCH_TEXTS = sql.raw('search_texts');

/** The first series among them, read alone (see {@link searchArms}). */
const FIRST_SERIES = sql.raw('search_first');

/**
 * A search read through the search index (the `index` plan) in arms that make its set, each text tested once
 * ({@link shownTextMatches}, docs/recurrence.md "Costs (bench)"), the texts found computed once for all (`with`,
 * materialized): the single events (no `text_id`) whose own text matches, looked up by id; and the events showing
 * a matching text (a series' dates, a date with a text of its own), read from `posts_event_text_listed` by that
 * text, status and start: one index row per listed date of the window, none for trashed ones, whatever the
 * series' number of dates (before, each date of a matching series was a candidate read and tested on its own
 * search row, about six rows, trashed dates too). When the order matters (`sorted`: a page, a collapsed list), the
 * first series found is an arm of its own, read with its text as a constant, so its dates come in start order
 * from the index and the sort that merges the arms reads only the others' (a sorted row is read twice). `rest` is
 * the list's other conditions over `posts` (terms and organizers probed per event read: given two id lists, SQLite
 * drove the walk from a popular term's events, 3.6x the default list with 500 series, bench/README.md), `more`
 * the columns a collapsed list adds. The export (hidden events too) reads the dates through `posts_event_text`.
 */
export function searchArms(
  filter: { search?: readonly string[]; lang: Lang; seesHidden?: boolean; includeHidden?: boolean },
  rest: SQL,
  more: SQL,
  sorted: boolean,
): { with: SQL; arms: SQL[] } {
  const none = sql`select 0 as post_id, null as type, 0 as level where 0`;
  const texts = textsMatching(filter.search ?? [], filter.lang) ?? none;
  // Every word in the title when the event has a password the reader may not see past (the event's own).
  const shown = (level: SQL) =>
    filter.seesHidden ? sql`${level} > 0` : sql`(${level} = ${IN_TITLE} or (${level} > 0 and ${unprotectedRow()}))`;
  const dates = sql.raw(filter.includeHidden ? 'posts_event_text' : 'posts_event_text_listed');
  const select = sql`select ${posts.id} as id, ${posts.startUtc} as start_utc${more} from`;
  // Each text found once, then its events: `cross join` keeps that order (SQLite would otherwise be free to walk
  // the events and look each one's text up).
  const arm = (from: SQL, where: SQL) =>
    sql`${select} ${SEARCH_TEXTS} t cross join ${posts} ${from} where ${where} and ${shown(sql`t.level`)} and ${rest}`;
  const found = sql`with ${SEARCH_TEXTS} as materialized (${texts})`;
  const singles = arm(sql`not indexed`, sql`${posts.id} = t.post_id and ${posts.textId} is null`);
  const showing = (where: SQL) =>
    arm(sql`indexed by ${dates}`, sql`${where}${posts.textId} = t.post_id and ${posts.textId} is not null`);
  if (!sorted) return { with: sql`${found} `, arms: [singles, showing(sql``)] };
  // The first series found is read alone, by its text as a constant: its dates come in start order from the index
  // and the sort that merges the arms skips them (one series that is most of the window is read once, not twice).
  const first = sql`(select f.post_id from ${FIRST_SERIES} f)`;
  return {
    with: sql`${found}, ${FIRST_SERIES} as materialized (select t.post_id, t.level from ${SEARCH_TEXTS} t where t.type = 'series' and t.level > 0 limit 1) `,
    arms: [
      singles,
      sql`${select} ${posts} indexed by ${dates} where ${posts.textId} = ${first} and ${posts.textId} is not null and ${shown(sql`(select f.level from ${FIRST_SERIES} f)`)} and ${rest}`,
      showing(sql`t.post_id is not ${first} and `),
    ],
  };
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
