-- Term counts over LISTED events only: `terms.published_count` now counts the published events carrying the term
-- that are not hidden from listings, the events an anonymous reader would see listed, so that a term's `count`
-- (and `hide_empty`) never reveals events nobody may list (docs/security.md, "Visibility"). The triggers of
-- migrations/0001_term_counts.sql are replaced by the same ones on "listed" (status `publish` and
-- `hide_from_listings` not set), the posts trigger also firing when `hide_from_listings` changes; the counts are
-- then recomputed once.
DROP TRIGGER IF EXISTS `event_terms_count_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `event_terms_count_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `event_terms_count_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `posts_status_term_count`;
--> statement-breakpoint
CREATE TRIGGER `event_terms_count_insert` AFTER INSERT ON `event_terms`
WHEN (SELECT `status` = 'publish' AND coalesce(`hide_from_listings`, 0) = 0 FROM `posts` WHERE `id` = NEW.`event_id`) = 1
BEGIN
  UPDATE `terms` SET `published_count` = `published_count` + 1 WHERE `id` = NEW.`term_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_count_delete` AFTER DELETE ON `event_terms`
WHEN (SELECT `status` = 'publish' AND coalesce(`hide_from_listings`, 0) = 0 FROM `posts` WHERE `id` = OLD.`event_id`) = 1
BEGIN
  UPDATE `terms` SET `published_count` = `published_count` - 1 WHERE `id` = OLD.`term_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_count_update` AFTER UPDATE OF `event_id`, `term_id` ON `event_terms`
BEGIN
  UPDATE `terms` SET `published_count` = `published_count` - 1
  WHERE `id` = OLD.`term_id`
    AND (SELECT `status` = 'publish' AND coalesce(`hide_from_listings`, 0) = 0 FROM `posts` WHERE `id` = OLD.`event_id`) = 1;
  UPDATE `terms` SET `published_count` = `published_count` + 1
  WHERE `id` = NEW.`term_id`
    AND (SELECT `status` = 'publish' AND coalesce(`hide_from_listings`, 0) = 0 FROM `posts` WHERE `id` = NEW.`event_id`) = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `posts_status_term_count` AFTER UPDATE OF `status`, `hide_from_listings` ON `posts`
WHEN (OLD.`status` = 'publish' AND coalesce(OLD.`hide_from_listings`, 0) = 0)
  != (NEW.`status` = 'publish' AND coalesce(NEW.`hide_from_listings`, 0) = 0)
BEGIN
  UPDATE `terms` SET `published_count` = `published_count` + (
    CASE WHEN NEW.`status` = 'publish' AND coalesce(NEW.`hide_from_listings`, 0) = 0 THEN 1 ELSE -1 END)
  WHERE `id` IN (SELECT `term_id` FROM `event_terms` WHERE `event_id` = NEW.`id`);
END;
--> statement-breakpoint
UPDATE `terms` SET `published_count` = (
  SELECT count(*) FROM `event_terms` et JOIN `posts` p ON p.`id` = et.`event_id`
  WHERE et.`term_id` = `terms`.`id` AND p.`status` = 'publish' AND coalesce(p.`hide_from_listings`, 0) = 0
);
