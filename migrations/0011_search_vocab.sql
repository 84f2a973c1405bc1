-- The lower-cased names of terms, for a list's term references that are no slug or id (src/resources/events/events.filters.ts, `resolvedTermRefs`).
CREATE INDEX `term_texts_lower_name` ON `term_texts` (`taxonomy`,lower("name"));
--> statement-breakpoint
-- Document counts of the trigrams of the search index (`post_texts_search`, 0002): `doc` is the number of texts
-- holding a trigram. A search reads the counts of its words' trigrams (a few rows) to choose its plan: the index's
-- candidates when some word is rare, the date window when every word is in most texts, where looking candidates
-- up one by one would read several rows for each of them (src/resources/events/events.filters.ts, `searchPlanGuard`).
-- Derived data like the index itself: drop it with the index before `wrangler d1 export` (see 0002).
CREATE VIRTUAL TABLE `post_texts_search_vocab` USING fts5vocab(`post_texts_search`, 'row');
