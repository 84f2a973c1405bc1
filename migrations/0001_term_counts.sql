-- Term counts (`terms.published_count`: published events carrying the term, WordPress's term `count`) kept by
-- the database on every write, so that reading a term costs one row instead of a count over all its events
-- (which grew with the number of events: every embedded category and tag of every event page paid it).
-- Links go through `event_terms`; an event entering or leaving `publish` moves all its terms; deleting an event
-- removes its links first, while its status can still be read.
CREATE TRIGGER `event_terms_count_insert` AFTER INSERT ON `event_terms`
WHEN (SELECT `status` FROM `posts` WHERE `id` = NEW.`event_id`) = 'publish'
BEGIN
  UPDATE `terms` SET `published_count` = `published_count` + 1 WHERE `id` = NEW.`term_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_count_delete` AFTER DELETE ON `event_terms`
WHEN (SELECT `status` FROM `posts` WHERE `id` = OLD.`event_id`) = 'publish'
BEGIN
  UPDATE `terms` SET `published_count` = `published_count` - 1 WHERE `id` = OLD.`term_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_count_update` AFTER UPDATE OF `event_id`, `term_id` ON `event_terms`
BEGIN
  UPDATE `terms` SET `published_count` = `published_count` - 1
  WHERE `id` = OLD.`term_id` AND (SELECT `status` FROM `posts` WHERE `id` = OLD.`event_id`) = 'publish';
  UPDATE `terms` SET `published_count` = `published_count` + 1
  WHERE `id` = NEW.`term_id` AND (SELECT `status` FROM `posts` WHERE `id` = NEW.`event_id`) = 'publish';
END;
--> statement-breakpoint
CREATE TRIGGER `posts_status_term_count` AFTER UPDATE OF `status` ON `posts`
WHEN (OLD.`status` = 'publish') != (NEW.`status` = 'publish')
BEGIN
  UPDATE `terms` SET `published_count` = `published_count` + (CASE WHEN NEW.`status` = 'publish' THEN 1 ELSE -1 END)
  WHERE `id` IN (SELECT `term_id` FROM `event_terms` WHERE `event_id` = NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `posts_delete_term_links` BEFORE DELETE ON `posts`
BEGIN
  DELETE FROM `event_terms` WHERE `event_id` = OLD.`id`;
END;
