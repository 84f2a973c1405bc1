-- A search that walks the date window reads ONE row per event (docs/search.md; second hardening round, docs/security.md
-- "Bounded cost"): the search row carries copies of the post's listing columns, and `post_search_walk` holds the
-- listed events' rows in start order with every column the walk tests, so the walk never reads the start index and
-- then the search row. The triggers of 0012_post_search.sql are replaced by the same triggers writing the copies
-- too (and the post update one also fires on a change of them).
ALTER TABLE `post_search` ADD `type` text;
--> statement-breakpoint
ALTER TABLE `post_search` ADD `status` text;
--> statement-breakpoint
ALTER TABLE `post_search` ADD `hidden` integer;
--> statement-breakpoint
ALTER TABLE `post_search` ADD `start_utc` text;
--> statement-breakpoint
ALTER TABLE `post_search` ADD `end_utc` text;
--> statement-breakpoint
ALTER TABLE `post_search` ADD `venue_id` integer;
--> statement-breakpoint
UPDATE `post_search` SET (`type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`) =
  (SELECT p.`type`, p.`status`, coalesce(p.`hide_from_listings`, 0), p.`start_utc`, p.`end_utc`, p.`venue_id` FROM `posts` p WHERE p.`id` = `post_search`.`post_id`);
--> statement-breakpoint
DROP TRIGGER `post_search_post_insert`;
--> statement-breakpoint
DROP TRIGGER `post_search_post_update`;
--> statement-breakpoint
DROP TRIGGER `post_search_text_insert`;
--> statement-breakpoint
DROP TRIGGER `post_search_text_update`;
--> statement-breakpoint
DROP TRIGGER `post_search_text_delete`;
--> statement-breakpoint
CREATE TRIGGER `post_search_post_insert` AFTER INSERT ON `posts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`)
    SELECT p.`id`, coalesce(p.`password`, '') <> '', p.`original_lang`,
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      p.`type`, p.`status`, coalesce(p.`hide_from_listings`, 0), p.`start_utc`, p.`end_utc`, p.`venue_id`
    FROM `posts` p WHERE p.`id` = NEW.`id`
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`,
      `type` = excluded.`type`, `status` = excluded.`status`, `hidden` = excluded.`hidden`, `start_utc` = excluded.`start_utc`,
      `end_utc` = excluded.`end_utc`, `venue_id` = excluded.`venue_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_post_update` AFTER UPDATE OF `password`, `original_lang`, `type`, `status`, `hide_from_listings`, `start_utc`, `end_utc`, `venue_id` ON `posts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`)
    SELECT p.`id`, coalesce(p.`password`, '') <> '', p.`original_lang`,
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      p.`type`, p.`status`, coalesce(p.`hide_from_listings`, 0), p.`start_utc`, p.`end_utc`, p.`venue_id`
    FROM `posts` p WHERE p.`id` = NEW.`id`
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`,
      `type` = excluded.`type`, `status` = excluded.`status`, `hidden` = excluded.`hidden`, `start_utc` = excluded.`start_utc`,
      `end_utc` = excluded.`end_utc`, `venue_id` = excluded.`venue_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_text_insert` AFTER INSERT ON `post_texts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`)
    SELECT p.`id`, coalesce(p.`password`, '') <> '', p.`original_lang`,
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      p.`type`, p.`status`, coalesce(p.`hide_from_listings`, 0), p.`start_utc`, p.`end_utc`, p.`venue_id`
    FROM `posts` p WHERE p.`id` = NEW.`post_id`
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`,
      `type` = excluded.`type`, `status` = excluded.`status`, `hidden` = excluded.`hidden`, `start_utc` = excluded.`start_utc`,
      `end_utc` = excluded.`end_utc`, `venue_id` = excluded.`venue_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_text_update` AFTER UPDATE OF `post_id`, `lang`, `title`, `description`, `excerpt` ON `post_texts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`)
    SELECT p.`id`, coalesce(p.`password`, '') <> '', p.`original_lang`,
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      p.`type`, p.`status`, coalesce(p.`hide_from_listings`, 0), p.`start_utc`, p.`end_utc`, p.`venue_id`
    FROM `posts` p WHERE p.`id` IN (OLD.`post_id`, NEW.`post_id`)
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`,
      `type` = excluded.`type`, `status` = excluded.`status`, `hidden` = excluded.`hidden`, `start_utc` = excluded.`start_utc`,
      `end_utc` = excluded.`end_utc`, `venue_id` = excluded.`venue_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_text_delete` AFTER DELETE ON `post_texts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`)
    SELECT p.`id`, coalesce(p.`password`, '') <> '', p.`original_lang`,
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'ca'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'en'),
      (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = p.`id` AND t.`lang` = 'es'),
      p.`type`, p.`status`, coalesce(p.`hide_from_listings`, 0), p.`start_utc`, p.`end_utc`, p.`venue_id`
    FROM `posts` p WHERE p.`id` = OLD.`post_id`
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`,
      `type` = excluded.`type`, `status` = excluded.`status`, `hidden` = excluded.`hidden`, `start_utc` = excluded.`start_utc`,
      `end_utc` = excluded.`end_utc`, `venue_id` = excluded.`venue_id`;
END;
--> statement-breakpoint
CREATE INDEX `post_search_walk` ON `post_search` (`status`,`start_utc`,`post_id`,`end_utc`,`venue_id`,`protected`,`original_lang`,`title_ca`,`body_ca`,`title_en`,`body_en`,`title_es`,`body_es`) WHERE type = 'event' and hidden = 0;
