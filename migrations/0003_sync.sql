CREATE TABLE `change_log` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`item_id` integer NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `change_log_item` ON `change_log` (`type`,`item_id`);--> statement-breakpoint
CREATE INDEX `change_log_at` ON `change_log` (`at`);--> statement-breakpoint
CREATE TABLE `hook_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`hook_id` integer NOT NULL,
	`message_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`at` text NOT NULL,
	`status` integer,
	`ok` integer NOT NULL,
	`error` text,
	FOREIGN KEY (`hook_id`) REFERENCES `hooks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hook_deliveries_hook` ON `hook_deliveries` (`hook_id`,`id`);--> statement-breakpoint
CREATE TABLE `hooks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`url` text NOT NULL,
	`types` text,
	`secret` text NOT NULL,
	`created_at` text NOT NULL,
	`last_sent_at` integer,
	`sent_seq` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The change log (docs/sync.md) is written by the database itself: every insert, update or delete of an item's
-- record, texts or links logs the item in the statement's own transaction, whatever code path wrote it. A change
-- of a venue, organizer or term also logs every event embedding it (their list shape changes). `terms` updates
-- of `published_count` alone are not logged: term counts are not changes. Each item keeps one row, its latest.
CREATE TRIGGER `posts_log_insert` AFTER INSERT ON `posts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`type` AND `item_id` = NEW.`id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES (NEW.`type`, NEW.`id`, CAST(strftime('%s', 'now') AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `posts_log_update` AFTER UPDATE ON `posts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`type` AND `item_id` = NEW.`id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES (NEW.`type`, NEW.`id`, CAST(strftime('%s', 'now') AS INTEGER));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `id` FROM `posts` WHERE NEW.`type` = 'venue' AND `type` = 'event' AND `venue_id` = NEW.`id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `id` FROM `posts` WHERE NEW.`type` = 'venue' AND `type` = 'event' AND `venue_id` = NEW.`id`) AS `ids`;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `event_id` AS `id` FROM `event_organizers` WHERE NEW.`type` = 'organizer' AND `organizer_id` = NEW.`id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `event_id` AS `id` FROM `event_organizers` WHERE NEW.`type` = 'organizer' AND `organizer_id` = NEW.`id`) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `posts_log_delete` AFTER DELETE ON `posts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = OLD.`type` AND `item_id` = OLD.`id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES (OLD.`type`, OLD.`id`, CAST(strftime('%s', 'now') AS INTEGER));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `id` FROM `posts` WHERE OLD.`type` = 'venue' AND `type` = 'event' AND `venue_id` = OLD.`id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `id` FROM `posts` WHERE OLD.`type` = 'venue' AND `type` = 'event' AND `venue_id` = OLD.`id`) AS `ids`;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `event_id` AS `id` FROM `event_organizers` WHERE OLD.`type` = 'organizer' AND `organizer_id` = OLD.`id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `event_id` AS `id` FROM `event_organizers` WHERE OLD.`type` = 'organizer' AND `organizer_id` = OLD.`id`) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_log_insert` AFTER INSERT ON `post_texts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`type` AND `item_id` = NEW.`post_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES (NEW.`type`, NEW.`post_id`, CAST(strftime('%s', 'now') AS INTEGER));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `id` FROM `posts` WHERE NEW.`type` = 'venue' AND `type` = 'event' AND `venue_id` = NEW.`post_id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `id` FROM `posts` WHERE NEW.`type` = 'venue' AND `type` = 'event' AND `venue_id` = NEW.`post_id`) AS `ids`;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `event_id` AS `id` FROM `event_organizers` WHERE NEW.`type` = 'organizer' AND `organizer_id` = NEW.`post_id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `event_id` AS `id` FROM `event_organizers` WHERE NEW.`type` = 'organizer' AND `organizer_id` = NEW.`post_id`) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_log_update` AFTER UPDATE ON `post_texts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`type` AND `item_id` = NEW.`post_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES (NEW.`type`, NEW.`post_id`, CAST(strftime('%s', 'now') AS INTEGER));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `id` FROM `posts` WHERE NEW.`type` = 'venue' AND `type` = 'event' AND `venue_id` = NEW.`post_id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `id` FROM `posts` WHERE NEW.`type` = 'venue' AND `type` = 'event' AND `venue_id` = NEW.`post_id`) AS `ids`;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `event_id` AS `id` FROM `event_organizers` WHERE NEW.`type` = 'organizer' AND `organizer_id` = NEW.`post_id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `event_id` AS `id` FROM `event_organizers` WHERE NEW.`type` = 'organizer' AND `organizer_id` = NEW.`post_id`) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_log_delete` AFTER DELETE ON `post_texts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = OLD.`type` AND `item_id` = OLD.`post_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES (OLD.`type`, OLD.`post_id`, CAST(strftime('%s', 'now') AS INTEGER));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `id` FROM `posts` WHERE OLD.`type` = 'venue' AND `type` = 'event' AND `venue_id` = OLD.`post_id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `id` FROM `posts` WHERE OLD.`type` = 'venue' AND `type` = 'event' AND `venue_id` = OLD.`post_id`) AS `ids`;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `event_id` AS `id` FROM `event_organizers` WHERE OLD.`type` = 'organizer' AND `organizer_id` = OLD.`post_id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `event_id` AS `id` FROM `event_organizers` WHERE OLD.`type` = 'organizer' AND `organizer_id` = OLD.`post_id`) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_log_insert` AFTER INSERT ON `event_terms`
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = NEW.`event_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES ('event', NEW.`event_id`, CAST(strftime('%s', 'now') AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_log_update` AFTER UPDATE ON `event_terms`
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = OLD.`event_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES ('event', OLD.`event_id`, CAST(strftime('%s', 'now') AS INTEGER));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = NEW.`event_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES ('event', NEW.`event_id`, CAST(strftime('%s', 'now') AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_log_delete` AFTER DELETE ON `event_terms`
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = OLD.`event_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES ('event', OLD.`event_id`, CAST(strftime('%s', 'now') AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `event_organizers_log_insert` AFTER INSERT ON `event_organizers`
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = NEW.`event_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES ('event', NEW.`event_id`, CAST(strftime('%s', 'now') AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `event_organizers_log_update` AFTER UPDATE ON `event_organizers`
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = OLD.`event_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES ('event', OLD.`event_id`, CAST(strftime('%s', 'now') AS INTEGER));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = NEW.`event_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES ('event', NEW.`event_id`, CAST(strftime('%s', 'now') AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `event_organizers_log_delete` AFTER DELETE ON `event_organizers`
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = OLD.`event_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES ('event', OLD.`event_id`, CAST(strftime('%s', 'now') AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `terms_log_insert` AFTER INSERT ON `terms`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`taxonomy` AND `item_id` = NEW.`id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES (NEW.`taxonomy`, NEW.`id`, CAST(strftime('%s', 'now') AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `terms_log_update` AFTER UPDATE OF `taxonomy`, `parent_id`, `original_lang` ON `terms`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`taxonomy` AND `item_id` = NEW.`id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES (NEW.`taxonomy`, NEW.`id`, CAST(strftime('%s', 'now') AS INTEGER));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `event_id` AS `id` FROM `event_terms` WHERE `term_id` = NEW.`id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `event_id` AS `id` FROM `event_terms` WHERE `term_id` = NEW.`id`) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `terms_log_delete` AFTER DELETE ON `terms`
BEGIN
  DELETE FROM `change_log` WHERE `type` = OLD.`taxonomy` AND `item_id` = OLD.`id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES (OLD.`taxonomy`, OLD.`id`, CAST(strftime('%s', 'now') AS INTEGER));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `event_id` AS `id` FROM `event_terms` WHERE `term_id` = OLD.`id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `event_id` AS `id` FROM `event_terms` WHERE `term_id` = OLD.`id`) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `term_texts_log_insert` AFTER INSERT ON `term_texts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`taxonomy` AND `item_id` = NEW.`term_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES (NEW.`taxonomy`, NEW.`term_id`, CAST(strftime('%s', 'now') AS INTEGER));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `event_id` AS `id` FROM `event_terms` WHERE `term_id` = NEW.`term_id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `event_id` AS `id` FROM `event_terms` WHERE `term_id` = NEW.`term_id`) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `term_texts_log_update` AFTER UPDATE ON `term_texts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`taxonomy` AND `item_id` = NEW.`term_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES (NEW.`taxonomy`, NEW.`term_id`, CAST(strftime('%s', 'now') AS INTEGER));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `event_id` AS `id` FROM `event_terms` WHERE `term_id` = NEW.`term_id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `event_id` AS `id` FROM `event_terms` WHERE `term_id` = NEW.`term_id`) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `term_texts_log_delete` AFTER DELETE ON `term_texts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = OLD.`taxonomy` AND `item_id` = OLD.`term_id`;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) VALUES (OLD.`taxonomy`, OLD.`term_id`, CAST(strftime('%s', 'now') AS INTEGER));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT `event_id` AS `id` FROM `event_terms` WHERE `term_id` = OLD.`term_id`);
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT `event_id` AS `id` FROM `event_terms` WHERE `term_id` = OLD.`term_id`) AS `ids`;
END;
--> statement-breakpoint
-- The export (src/sync/export.ts) walks every published event, hidden from listings or not, in start order, in
-- keyset chunks: this index serves each chunk from its cursor (the list's `posts_event_start` leaves hidden
-- events out).
CREATE INDEX `posts_event_export` ON `posts` (`status`, `start_utc`, `id`) WHERE `type` = 'event';
