DROP INDEX `posts_event_start`;--> statement-breakpoint
DROP INDEX `posts_event_venue_listed`;--> statement-breakpoint
ALTER TABLE `posts` ADD `series_id` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `occurrence_key` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `occurrence_start` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `text_id` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `overrides` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `recurrence` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `series_revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `series_horizon` text;--> statement-breakpoint
CREATE UNIQUE INDEX `posts_series_key` ON `posts` (`series_id`,`occurrence_key`) WHERE occurrence_key is not null;--> statement-breakpoint
CREATE INDEX `posts_event_series` ON `posts` (`series_id`,`status`,`start_utc`,`id`,`end_utc`) WHERE type = 'event' and hide_from_listings = 0 and series_id is not null;--> statement-breakpoint
CREATE INDEX `posts_event_text` ON `posts` (`text_id`) WHERE type = 'event' and text_id is not null;--> statement-breakpoint
CREATE INDEX `posts_event_start` ON `posts` (`status`,`start_utc`,`id`,`venue_id`,`end_utc`,`featured`,`ticketed`,`modified_utc`,`password`,`series_id`) WHERE type = 'event' and hide_from_listings = 0;--> statement-breakpoint
CREATE INDEX `posts_event_venue_listed` ON `posts` (`venue_id`,`status`,`start_utc`,`id`,`end_utc`,`featured`,`ticketed`,`modified_utc`,`password`,`series_id`) WHERE type = 'event' and hide_from_listings = 0;--> statement-breakpoint
DROP INDEX `post_search_walk`;--> statement-breakpoint
ALTER TABLE `post_search` ADD `series_id` integer;--> statement-breakpoint
CREATE INDEX `post_search_walk` ON `post_search` (`status`,`start_utc`,`post_id`,`end_utc`,`venue_id`,`protected`,`original_lang`,`title_ca`,`body_ca`,`title_en`,`body_en`,`title_es`,`body_es`,`series_id`) WHERE type = 'event' and hidden = 0;--> statement-breakpoint
-- Series (docs/recurrence.md). A series record (`type = 'series'`) is never a listed event: term counts count the
-- listed EVENTS carrying a term (the occurrences, each date one event), so the triggers of
-- migrations/0007_term_count_listed.sql are replaced by the same ones with `type = 'event'` in "listed", the posts
-- trigger also firing when `type` changes (a single event that becomes a series, a series that ends as a single
-- event); the counts are then recomputed once.
DROP TRIGGER IF EXISTS `event_terms_count_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `event_terms_count_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `event_terms_count_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `posts_status_term_count`;
--> statement-breakpoint
CREATE TRIGGER `event_terms_count_insert` AFTER INSERT ON `event_terms`
WHEN (SELECT `type` = 'event' AND `status` = 'publish' AND coalesce(`hide_from_listings`, 0) = 0 FROM `posts` WHERE `id` = NEW.`event_id`) = 1
BEGIN
  UPDATE `terms` SET `published_count` = `published_count` + 1 WHERE `id` = NEW.`term_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_count_delete` AFTER DELETE ON `event_terms`
WHEN (SELECT `type` = 'event' AND `status` = 'publish' AND coalesce(`hide_from_listings`, 0) = 0 FROM `posts` WHERE `id` = OLD.`event_id`) = 1
BEGIN
  UPDATE `terms` SET `published_count` = `published_count` - 1 WHERE `id` = OLD.`term_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_count_update` AFTER UPDATE OF `event_id`, `term_id` ON `event_terms`
BEGIN
  UPDATE `terms` SET `published_count` = `published_count` - 1
  WHERE `id` = OLD.`term_id`
    AND (SELECT `type` = 'event' AND `status` = 'publish' AND coalesce(`hide_from_listings`, 0) = 0 FROM `posts` WHERE `id` = OLD.`event_id`) = 1;
  UPDATE `terms` SET `published_count` = `published_count` + 1
  WHERE `id` = NEW.`term_id`
    AND (SELECT `type` = 'event' AND `status` = 'publish' AND coalesce(`hide_from_listings`, 0) = 0 FROM `posts` WHERE `id` = NEW.`event_id`) = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `posts_status_term_count` AFTER UPDATE OF `status`, `hide_from_listings`, `type` ON `posts`
WHEN (OLD.`type` = 'event' AND OLD.`status` = 'publish' AND coalesce(OLD.`hide_from_listings`, 0) = 0)
  != (NEW.`type` = 'event' AND NEW.`status` = 'publish' AND coalesce(NEW.`hide_from_listings`, 0) = 0)
BEGIN
  UPDATE `terms` SET `published_count` = `published_count` + (
    CASE WHEN NEW.`type` = 'event' AND NEW.`status` = 'publish' AND coalesce(NEW.`hide_from_listings`, 0) = 0 THEN 1 ELSE -1 END)
  WHERE `id` IN (SELECT `term_id` FROM `event_terms` WHERE `event_id` = NEW.`id`);
END;
--> statement-breakpoint
UPDATE `terms` SET `published_count` = (
  SELECT count(*) FROM `event_terms` et JOIN `posts` p ON p.`id` = et.`event_id`
  WHERE et.`term_id` = `terms`.`id` AND p.`type` = 'event' AND p.`status` = 'publish' AND coalesce(p.`hide_from_listings`, 0) = 0
);
--> statement-breakpoint
-- A series record links a venue as events do: never a trashed or deleted one (migrations/0004_integrity.sql).
DROP TRIGGER IF EXISTS `posts_event_venue_insert_live`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `posts_event_venue_update_live`;
--> statement-breakpoint
CREATE TRIGGER `posts_event_venue_insert_live` BEFORE INSERT ON `posts`
WHEN NEW.`type` IN ('event', 'series') AND coalesce(NEW.`venue_id`, 0) != 0
  AND coalesce((SELECT `status` FROM `posts` WHERE `id` = NEW.`venue_id` AND `type` = 'venue'), 'trash') = 'trash'
BEGIN
  SELECT RAISE(ABORT, 'integrity: link to a trashed or deleted item');
END;
--> statement-breakpoint
CREATE TRIGGER `posts_event_venue_update_live` BEFORE UPDATE OF `venue_id` ON `posts`
WHEN NEW.`type` IN ('event', 'series') AND coalesce(NEW.`venue_id`, 0) != 0 AND NEW.`venue_id` IS NOT OLD.`venue_id`
  AND coalesce((SELECT `status` FROM `posts` WHERE `id` = NEW.`venue_id` AND `type` = 'venue'), 'trash') = 'trash'
BEGIN
  SELECT RAISE(ABORT, 'integrity: link to a trashed or deleted item');
END;
--> statement-breakpoint
-- The guard of writes planned from a series' dates as they were read (a re-expansion keeps the ids of the dates it
-- read): every write of a series or of one of its occurrences adds 1 to the series' `series_revision`; a batch
-- planned from revision N first inserts (series, N) here and aborts when the series has moved on, so the service
-- plans again from a fresh read (or answers 409). The view stores nothing (migrations/0008_stale_guard.sql).
CREATE VIEW `series_guards` AS SELECT `id` AS `series_id`, `series_revision` AS `revision` FROM `posts` WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `series_guards_check` INSTEAD OF INSERT ON `series_guards`
WHEN NOT EXISTS (SELECT 1 FROM `posts` WHERE `id` = NEW.`series_id` AND `series_revision` = NEW.`revision`)
BEGIN
  SELECT RAISE(ABORT, 'stale: the row changed since it was read');
END;
--> statement-breakpoint
-- The change log (docs/sync.md) names a series `series`, never `event`: the triggers of migrations/0003_sync.sql
-- log the texts and links of every event-like post as `event` (a series' texts are event texts), so an `event`
-- row whose post is a series becomes that series' `series` row (still one row per item).
CREATE TRIGGER `change_log_series` AFTER INSERT ON `change_log`
WHEN NEW.`type` = 'event' AND (SELECT `type` FROM `posts` WHERE `id` = NEW.`item_id`) = 'series'
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'series' AND `item_id` = NEW.`item_id`;
  UPDATE `change_log` SET `type` = 'series' WHERE `seq` = NEW.`seq`;
END;
--> statement-breakpoint
-- A series that ends as a single event (`recurrence: []`) is logged as a change of the series too, when it was
-- public (published without a password, migrations/0016_public_change_log.sql): the posts triggers log the row
-- under its new type only, and a client must learn that the series is gone.
CREATE TRIGGER `posts_log_series_end` AFTER UPDATE OF `type` ON `posts`
WHEN OLD.`type` = 'series' AND NEW.`type` <> 'series' AND OLD.`status` = 'publish' AND coalesce(OLD.`password`, '') = ''
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'series' AND `item_id` = NEW.`id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES ('series', NEW.`id`, CAST(strftime('%s', 'now') AS INTEGER));
END;
--> statement-breakpoint
-- A date of a series shows its series' texts (`text_id`, docs/recurrence.md) and a search walking the search rows
-- (migrations/0017_search_walk.sql) must find it and collapse it by series: the search row of a post is computed
-- from the texts it shows (`coalesce(text_id, id)`) and carries `series_id`. `post_search_source` is that row for
-- every post (a view: it stores nothing, and a trigger's `WHERE post_id = …` reads one post through it); the
-- triggers of 0017 are replaced by the same ones reading it, the posts one also firing on `series_id` and `text_id`,
-- the texts ones also recomputing the dates that show the changed post's texts (`posts_event_text`).
CREATE VIEW `post_search_source` AS SELECT p.`id` AS `post_id`, coalesce(p.`password`, '') <> '' AS `protected`,
  p.`original_lang` AS `original_lang`,
  (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = coalesce(p.`text_id`, p.`id`) AND t.`lang` = 'ca') AS `title_ca`,
  (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = coalesce(p.`text_id`, p.`id`) AND t.`lang` = 'ca') AS `body_ca`,
  (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = coalesce(p.`text_id`, p.`id`) AND t.`lang` = 'en') AS `title_en`,
  (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = coalesce(p.`text_id`, p.`id`) AND t.`lang` = 'en') AS `body_en`,
  (SELECT lower(t.`title`) FROM `post_texts` t WHERE t.`post_id` = coalesce(p.`text_id`, p.`id`) AND t.`lang` = 'es') AS `title_es`,
  (SELECT lower(t.`excerpt`) || char(1) || lower(t.`description`) FROM `post_texts` t WHERE t.`post_id` = coalesce(p.`text_id`, p.`id`) AND t.`lang` = 'es') AS `body_es`,
  p.`type` AS `type`, p.`status` AS `status`, coalesce(p.`hide_from_listings`, 0) AS `hidden`, p.`start_utc` AS `start_utc`,
  p.`end_utc` AS `end_utc`, p.`venue_id` AS `venue_id`, p.`series_id` AS `series_id`
FROM `posts` p;
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
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`, `series_id`)
    SELECT `post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`, `series_id` FROM `post_search_source` WHERE `post_id` = NEW.`id`
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`,
      `type` = excluded.`type`, `status` = excluded.`status`, `hidden` = excluded.`hidden`, `start_utc` = excluded.`start_utc`,
      `end_utc` = excluded.`end_utc`, `venue_id` = excluded.`venue_id`, `series_id` = excluded.`series_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_post_update` AFTER UPDATE OF `password`, `original_lang`, `type`, `status`, `hide_from_listings`, `start_utc`, `end_utc`, `venue_id`, `series_id`, `text_id` ON `posts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`, `series_id`)
    SELECT `post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`, `series_id` FROM `post_search_source` WHERE `post_id` = NEW.`id`
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`,
      `type` = excluded.`type`, `status` = excluded.`status`, `hidden` = excluded.`hidden`, `start_utc` = excluded.`start_utc`,
      `end_utc` = excluded.`end_utc`, `venue_id` = excluded.`venue_id`, `series_id` = excluded.`series_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_text_insert` AFTER INSERT ON `post_texts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`, `series_id`)
    SELECT `post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`, `series_id` FROM `post_search_source` WHERE `post_id` IN (SELECT NEW.`post_id` UNION SELECT o.`id` FROM `posts` o WHERE o.`type` = 'event' AND o.`text_id` IS NOT NULL AND o.`text_id` = NEW.`post_id`)
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`,
      `type` = excluded.`type`, `status` = excluded.`status`, `hidden` = excluded.`hidden`, `start_utc` = excluded.`start_utc`,
      `end_utc` = excluded.`end_utc`, `venue_id` = excluded.`venue_id`, `series_id` = excluded.`series_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_text_update` AFTER UPDATE OF `post_id`, `lang`, `title`, `description`, `excerpt` ON `post_texts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`, `series_id`)
    SELECT `post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`, `series_id` FROM `post_search_source` WHERE `post_id` IN (SELECT OLD.`post_id` UNION SELECT NEW.`post_id` UNION SELECT o.`id` FROM `posts` o WHERE o.`type` = 'event' AND o.`text_id` IS NOT NULL AND o.`text_id` IN (OLD.`post_id`, NEW.`post_id`))
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`,
      `type` = excluded.`type`, `status` = excluded.`status`, `hidden` = excluded.`hidden`, `start_utc` = excluded.`start_utc`,
      `end_utc` = excluded.`end_utc`, `venue_id` = excluded.`venue_id`, `series_id` = excluded.`series_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_text_delete` AFTER DELETE ON `post_texts`
BEGIN
  INSERT INTO `post_search` (`post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`, `series_id`)
    SELECT `post_id`, `protected`, `original_lang`, `title_ca`, `body_ca`, `title_en`, `body_en`, `title_es`, `body_es`, `type`, `status`, `hidden`, `start_utc`, `end_utc`, `venue_id`, `series_id` FROM `post_search_source` WHERE `post_id` IN (SELECT OLD.`post_id` UNION SELECT o.`id` FROM `posts` o WHERE o.`type` = 'event' AND o.`text_id` IS NOT NULL AND o.`text_id` = OLD.`post_id`)
    ON CONFLICT (`post_id`) DO UPDATE SET `protected` = excluded.`protected`, `original_lang` = excluded.`original_lang`,
      `title_ca` = excluded.`title_ca`, `body_ca` = excluded.`body_ca`, `title_en` = excluded.`title_en`,
      `body_en` = excluded.`body_en`, `title_es` = excluded.`title_es`, `body_es` = excluded.`body_es`,
      `type` = excluded.`type`, `status` = excluded.`status`, `hidden` = excluded.`hidden`, `start_utc` = excluded.`start_utc`,
      `end_utc` = excluded.`end_utc`, `venue_id` = excluded.`venue_id`, `series_id` = excluded.`series_id`;
END;
