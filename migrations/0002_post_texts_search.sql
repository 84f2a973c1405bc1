-- Search index of post texts: a trigram FTS5 index over the title, description and excerpt of every
-- `post_texts` row, so that a search reads the posts whose texts contain its words instead of every text of the
-- date window. Trigrams match substrings, as WordPress's LIKE '%word%' does; words under three characters have
-- no trigram: they are checked on the candidates of the other words (a search of short words only reads as
-- before). The index only narrows: the exact condition of each search (ASCII case folding, the text the reader
-- sees) still decides, so results do not depend on it.
-- The trigram tokenizer folds case (Unicode, `case_sensitive 0` is its default) and keeps diacritics: folding
-- them too would only add candidates the exact condition rejects (`gracia` does not find `Gràcia`).
--
-- Contentless (`content=''`, rows deletable with `contentless_delete=1`): the index keeps no second copy of the
-- texts (their HTML descriptions are the bulk of them); the index alone is about four times the text it covers
-- (every trigram's positions, which phrases need: 148 MB for 37 MB of texts at 100,000 events). Not external
-- content over `post_texts`: that keys the index by `post_texts`' rowid, which is not a declared INTEGER PRIMARY
-- KEY (the key is post_id, lang), so VACUUM or a dump and reload may renumber it and silently detach the index
-- from its rows. The key here is derived from the row's own primary key instead, stable whatever rowids do:
--   rowid = post_id * 4 + (1 for ca, 2 for en, 3 for es), so post_id = rowid / 4.
-- A text in any other language is refused by the triggers (a new language needs a migration of the key).
-- `wrangler d1 export` refuses databases holding virtual tables (cloudflare/workers-sdk#6305): the index is
-- derived data, so drop the table and its three triggers before an export and run this file again after it.
CREATE VIRTUAL TABLE `post_texts_search` USING fts5(
  `title`, `description`, `excerpt`,
  content = '', contentless_delete = 1, tokenize = 'trigram'
);
--> statement-breakpoint
INSERT INTO `post_texts_search` (`rowid`, `title`, `description`, `excerpt`)
SELECT `post_id` * 4 + (CASE `lang` WHEN 'ca' THEN 1 WHEN 'en' THEN 2 WHEN 'es' THEN 3 END),
  `title`, `description`, `excerpt`
FROM `post_texts` WHERE `lang` IN ('ca', 'en', 'es');
--> statement-breakpoint
CREATE TRIGGER `post_texts_search_insert` AFTER INSERT ON `post_texts`
BEGIN
  INSERT INTO `post_texts_search` (`rowid`, `title`, `description`, `excerpt`)
  VALUES (
    NEW.`post_id` * 4 + (CASE NEW.`lang` WHEN 'ca' THEN 1 WHEN 'en' THEN 2 WHEN 'es' THEN 3
      ELSE RAISE(ABORT, 'post_texts_search: no search key for this language') END),
    NEW.`title`, NEW.`description`, NEW.`excerpt`
  );
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_search_delete` AFTER DELETE ON `post_texts`
BEGIN
  DELETE FROM `post_texts_search`
  WHERE `rowid` = OLD.`post_id` * 4 + (CASE OLD.`lang` WHEN 'ca' THEN 1 WHEN 'en' THEN 2 WHEN 'es' THEN 3 END);
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_search_update` AFTER UPDATE OF `post_id`, `lang`, `title`, `description`, `excerpt` ON `post_texts`
BEGIN
  DELETE FROM `post_texts_search`
  WHERE `rowid` = OLD.`post_id` * 4 + (CASE OLD.`lang` WHEN 'ca' THEN 1 WHEN 'en' THEN 2 WHEN 'es' THEN 3 END);
  INSERT INTO `post_texts_search` (`rowid`, `title`, `description`, `excerpt`)
  VALUES (
    NEW.`post_id` * 4 + (CASE NEW.`lang` WHEN 'ca' THEN 1 WHEN 'en' THEN 2 WHEN 'es' THEN 3
      ELSE RAISE(ABORT, 'post_texts_search: no search key for this language') END),
    NEW.`title`, NEW.`description`, NEW.`excerpt`
  );
END;
