-- The change log shows what an anonymous reader can see, and nothing else (docs/sync.md, "Change log"; found in
-- the second hardening round: drafts, pending, private and future items appeared as `delete`s with their type and
-- id, and editing one moved it up the log). An item is public when it is published without a password. A write
-- logs an item only when it was public before or is public after the write: an item that becomes public is an
-- upsert, one that stops being public a delete, and an item that never was public never appears. Embedded data
-- (a venue, organizer or term) logs the public events that show it, when it is shown (published) before or after.
-- Replaces the triggers of 0003_sync.sql, one for one.
--> statement-breakpoint
DROP TRIGGER `posts_log_insert`;
--> statement-breakpoint
DROP TRIGGER `posts_log_update`;
--> statement-breakpoint
DROP TRIGGER `posts_log_delete`;
--> statement-breakpoint
DROP TRIGGER `post_texts_log_insert`;
--> statement-breakpoint
DROP TRIGGER `post_texts_log_update`;
--> statement-breakpoint
DROP TRIGGER `post_texts_log_delete`;
--> statement-breakpoint
DROP TRIGGER `event_terms_log_insert`;
--> statement-breakpoint
DROP TRIGGER `event_terms_log_update`;
--> statement-breakpoint
DROP TRIGGER `event_terms_log_delete`;
--> statement-breakpoint
DROP TRIGGER `event_organizers_log_insert`;
--> statement-breakpoint
DROP TRIGGER `event_organizers_log_update`;
--> statement-breakpoint
DROP TRIGGER `event_organizers_log_delete`;
--> statement-breakpoint
DROP TRIGGER `terms_log_insert`;
--> statement-breakpoint
DROP TRIGGER `terms_log_update`;
--> statement-breakpoint
DROP TRIGGER `terms_log_delete`;
--> statement-breakpoint
DROP TRIGGER `term_texts_log_insert`;
--> statement-breakpoint
DROP TRIGGER `term_texts_log_update`;
--> statement-breakpoint
DROP TRIGGER `term_texts_log_delete`;
--> statement-breakpoint
CREATE TRIGGER `posts_log_insert` AFTER INSERT ON `posts`
WHEN (NEW.`status` = 'publish' AND coalesce(NEW.`password`, '') = '')
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`type` AND `item_id` = NEW.`id` AND 1;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT NEW.`type`, NEW.`id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE 1;
END;
--> statement-breakpoint
CREATE TRIGGER `posts_log_update` AFTER UPDATE ON `posts`
WHEN ((OLD.`status` = 'publish' AND coalesce(OLD.`password`, '') = '') OR (NEW.`status` = 'publish' AND coalesce(NEW.`password`, '') = '')) OR (NEW.`type` = 'venue' AND (OLD.`status` = 'publish' OR NEW.`status` = 'publish')) OR (NEW.`type` = 'organizer' AND (OLD.`status` = 'publish' OR NEW.`status` = 'publish'))
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`type` AND `item_id` = NEW.`id` AND ((OLD.`status` = 'publish' AND coalesce(OLD.`password`, '') = '') OR (NEW.`status` = 'publish' AND coalesce(NEW.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT NEW.`type`, NEW.`id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE ((OLD.`status` = 'publish' AND coalesce(OLD.`password`, '') = '') OR (NEW.`status` = 'publish' AND coalesce(NEW.`password`, '') = ''));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT e.`id` FROM `posts` e WHERE (NEW.`type` = 'venue' AND (OLD.`status` = 'publish' OR NEW.`status` = 'publish')) AND e.`type` = 'event' AND e.`venue_id` = NEW.`id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT e.`id` FROM `posts` e WHERE (NEW.`type` = 'venue' AND (OLD.`status` = 'publish' OR NEW.`status` = 'publish')) AND e.`type` = 'event' AND e.`venue_id` = NEW.`id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT eo.`event_id` AS `id` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE (NEW.`type` = 'organizer' AND (OLD.`status` = 'publish' OR NEW.`status` = 'publish')) AND eo.`organizer_id` = NEW.`id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT eo.`event_id` AS `id` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE (NEW.`type` = 'organizer' AND (OLD.`status` = 'publish' OR NEW.`status` = 'publish')) AND eo.`organizer_id` = NEW.`id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `posts_log_delete` AFTER DELETE ON `posts`
WHEN OLD.`status` = 'publish'
BEGIN
  DELETE FROM `change_log` WHERE `type` = OLD.`type` AND `item_id` = OLD.`id` AND (OLD.`status` = 'publish' AND coalesce(OLD.`password`, '') = '');
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT OLD.`type`, OLD.`id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE (OLD.`status` = 'publish' AND coalesce(OLD.`password`, '') = '');
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT e.`id` FROM `posts` e WHERE OLD.`type` = 'venue' AND e.`type` = 'event' AND e.`venue_id` = OLD.`id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT e.`id` FROM `posts` e WHERE OLD.`type` = 'venue' AND e.`type` = 'event' AND e.`venue_id` = OLD.`id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT eo.`event_id` AS `id` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE OLD.`type` = 'organizer' AND eo.`organizer_id` = OLD.`id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT eo.`event_id` AS `id` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE OLD.`type` = 'organizer' AND eo.`organizer_id` = OLD.`id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_log_insert` AFTER INSERT ON `post_texts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`type` AND `item_id` = NEW.`post_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT NEW.`type`, NEW.`post_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT e.`id` FROM `posts` e WHERE NEW.`type` = 'venue' AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id` AND p.`type` = 'venue' AND p.`status` = 'publish') AND e.`type` = 'event' AND e.`venue_id` = NEW.`post_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT e.`id` FROM `posts` e WHERE NEW.`type` = 'venue' AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id` AND p.`type` = 'venue' AND p.`status` = 'publish') AND e.`type` = 'event' AND e.`venue_id` = NEW.`post_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT eo.`event_id` AS `id` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE NEW.`type` = 'organizer' AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id` AND p.`type` = 'organizer' AND p.`status` = 'publish') AND eo.`organizer_id` = NEW.`post_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT eo.`event_id` AS `id` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE NEW.`type` = 'organizer' AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id` AND p.`type` = 'organizer' AND p.`status` = 'publish') AND eo.`organizer_id` = NEW.`post_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_log_update` AFTER UPDATE ON `post_texts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`type` AND `item_id` = NEW.`post_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT NEW.`type`, NEW.`post_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT e.`id` FROM `posts` e WHERE NEW.`type` = 'venue' AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id` AND p.`type` = 'venue' AND p.`status` = 'publish') AND e.`type` = 'event' AND e.`venue_id` = NEW.`post_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT e.`id` FROM `posts` e WHERE NEW.`type` = 'venue' AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id` AND p.`type` = 'venue' AND p.`status` = 'publish') AND e.`type` = 'event' AND e.`venue_id` = NEW.`post_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT eo.`event_id` AS `id` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE NEW.`type` = 'organizer' AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id` AND p.`type` = 'organizer' AND p.`status` = 'publish') AND eo.`organizer_id` = NEW.`post_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT eo.`event_id` AS `id` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE NEW.`type` = 'organizer' AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id` AND p.`type` = 'organizer' AND p.`status` = 'publish') AND eo.`organizer_id` = NEW.`post_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_log_delete` AFTER DELETE ON `post_texts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = OLD.`type` AND `item_id` = OLD.`post_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`post_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT OLD.`type`, OLD.`post_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`post_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT e.`id` FROM `posts` e WHERE OLD.`type` = 'venue' AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`post_id` AND p.`type` = 'venue' AND p.`status` = 'publish') AND e.`type` = 'event' AND e.`venue_id` = OLD.`post_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT e.`id` FROM `posts` e WHERE OLD.`type` = 'venue' AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`post_id` AND p.`type` = 'venue' AND p.`status` = 'publish') AND e.`type` = 'event' AND e.`venue_id` = OLD.`post_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT eo.`event_id` AS `id` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE OLD.`type` = 'organizer' AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`post_id` AND p.`type` = 'organizer' AND p.`status` = 'publish') AND eo.`organizer_id` = OLD.`post_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT eo.`event_id` AS `id` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE OLD.`type` = 'organizer' AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`post_id` AND p.`type` = 'organizer' AND p.`status` = 'publish') AND eo.`organizer_id` = OLD.`post_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_log_insert` AFTER INSERT ON `event_terms`
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = NEW.`event_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', NEW.`event_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_log_update` AFTER UPDATE ON `event_terms`
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = OLD.`event_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', OLD.`event_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = NEW.`event_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', NEW.`event_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_log_delete` AFTER DELETE ON `event_terms`
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = OLD.`event_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', OLD.`event_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
END;
--> statement-breakpoint
CREATE TRIGGER `event_organizers_log_insert` AFTER INSERT ON `event_organizers`
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = NEW.`event_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', NEW.`event_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
END;
--> statement-breakpoint
CREATE TRIGGER `event_organizers_log_update` AFTER UPDATE ON `event_organizers`
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = OLD.`event_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', OLD.`event_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = NEW.`event_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', NEW.`event_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
END;
--> statement-breakpoint
CREATE TRIGGER `event_organizers_log_delete` AFTER DELETE ON `event_organizers`
BEGIN
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` = OLD.`event_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', OLD.`event_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`event_id` AND (p.`status` = 'publish' AND coalesce(p.`password`, '') = ''));
END;
--> statement-breakpoint
CREATE TRIGGER `terms_log_insert` AFTER INSERT ON `terms`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`taxonomy` AND `item_id` = NEW.`id` AND 1;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT NEW.`taxonomy`, NEW.`id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE 1;
END;
--> statement-breakpoint
CREATE TRIGGER `terms_log_update` AFTER UPDATE OF `taxonomy`, `parent_id`, `original_lang` ON `terms`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`taxonomy` AND `item_id` = NEW.`id` AND 1;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT NEW.`taxonomy`, NEW.`id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE 1;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT et.`event_id` AS `id` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = NEW.`id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT et.`event_id` AS `id` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = NEW.`id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `terms_log_delete` AFTER DELETE ON `terms`
BEGIN
  DELETE FROM `change_log` WHERE `type` = OLD.`taxonomy` AND `item_id` = OLD.`id` AND 1;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT OLD.`taxonomy`, OLD.`id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE 1;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT et.`event_id` AS `id` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = OLD.`id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT et.`event_id` AS `id` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = OLD.`id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `term_texts_log_insert` AFTER INSERT ON `term_texts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`taxonomy` AND `item_id` = NEW.`term_id` AND 1;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT NEW.`taxonomy`, NEW.`term_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE 1;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT et.`event_id` AS `id` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = NEW.`term_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT et.`event_id` AS `id` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = NEW.`term_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `term_texts_log_update` AFTER UPDATE ON `term_texts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = NEW.`taxonomy` AND `item_id` = NEW.`term_id` AND 1;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT NEW.`taxonomy`, NEW.`term_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE 1;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT et.`event_id` AS `id` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = NEW.`term_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT et.`event_id` AS `id` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = NEW.`term_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
END;
--> statement-breakpoint
CREATE TRIGGER `term_texts_log_delete` AFTER DELETE ON `term_texts`
BEGIN
  DELETE FROM `change_log` WHERE `type` = OLD.`taxonomy` AND `item_id` = OLD.`term_id` AND 1;
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT OLD.`taxonomy`, OLD.`term_id`, CAST(strftime('%s', 'now') AS INTEGER) WHERE 1;
  DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (SELECT et.`event_id` AS `id` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = OLD.`term_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = ''));
  INSERT INTO `change_log` (`type`, `item_id`, `at`) SELECT 'event', `ids`.`id`, CAST(strftime('%s', 'now') AS INTEGER) FROM (SELECT et.`event_id` AS `id` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = OLD.`term_id` AND (e.`status` = 'publish' AND coalesce(e.`password`, '') = '')) AS `ids`;
END;
--> statement-breakpoint
-- Rows of events that are not public now and never were (no published copy, migrations/0013_event_public_copies.sql):
-- they only told that a draft existed. Venues and organizers keep theirs until the retention prunes them: nothing
-- records whether one was ever public, and a sync client that holds one must still get its delete.
DELETE FROM `change_log` WHERE `type` = 'event' AND `item_id` IN (
  SELECT p.`id` FROM `posts` p WHERE p.`type` = 'event' AND NOT (p.`status` = 'publish' AND coalesce(p.`password`, '') = '')
    AND p.`id` NOT IN (SELECT `event_id` FROM `event_public_copies`));
