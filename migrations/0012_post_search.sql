-- One search row per post (src/db/schema/search.ts): what a search tests on each event it walks, read as ONE row
-- whatever the post's languages and the number of words, instead of the shown text's row, the language probe and
-- the post row (for its password) per event (docs/search.md). Derived data kept by the triggers below: each
-- recomputes the whole row of a post from `posts` and its `post_texts` (an upsert, so no outer conflict clause
-- can turn it into a no-op), on every change of a text or of the post's password or original language. A deleted
-- post takes its row with it (foreign key).
CREATE TABLE `post_search` (
	`post_id` integer PRIMARY KEY NOT NULL,
	`protected` integer NOT NULL,
	`original_lang` text NOT NULL,
	`title_ca` text,
	`body_ca` text,
	`title_en` text,
	`body_en` text,
	`title_es` text,
	`body_es` text,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`)
  SELECT p.`id`, coalesce(p.`password`, '') <> '', p.`original_lang`,
    (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
    (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
    (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
    (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
    (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
    (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es')
  FROM `posts` p WHERE true
  ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
    `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
    `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`;
--> statement-breakpoint
CREATE TRIGGER `post_search_post_insert` AFTER INSERT ON `posts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`)
    SELECT p.`id`, coalesce(p.`password`, '') <> '', p.`original_lang`,
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es')
    FROM `posts` p WHERE p.`id` = NEW.`id`
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_post_update` AFTER UPDATE OF `password`, `original_lang` ON `posts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`)
    SELECT p.`id`, coalesce(p.`password`, '') <> '', p.`original_lang`,
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es')
    FROM `posts` p WHERE p.`id` = NEW.`id`
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_text_insert` AFTER INSERT ON `post_texts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`)
    SELECT p.`id`, coalesce(p.`password`, '') <> '', p.`original_lang`,
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es')
    FROM `posts` p WHERE p.`id` = NEW.`post_id`
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_text_update` AFTER UPDATE OF `post_id`, `lang`, `title`, `description`, `excerpt` ON `post_texts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`)
    SELECT p.`id`, coalesce(p.`password`, '') <> '', p.`original_lang`,
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es')
    FROM `posts` p WHERE p.`id` IN (OLD.`post_id`, NEW.`post_id`)
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_text_delete` AFTER DELETE ON `post_texts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`)
    SELECT p.`id`, coalesce(p.`password`, '') <> '', p.`original_lang`,
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es')
    FROM `posts` p WHERE p.`id` = OLD.`post_id`
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`;
END;
