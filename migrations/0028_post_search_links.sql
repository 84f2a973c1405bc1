-- The walked search row carries what a list tests of an event beyond its listing columns (docs/security.md, "Cost,
-- third round"), so that a list naming categories, tags or organizers, with flags or `modified_after`, reads one row
-- per event walked (`post_search_walk` covers the columns added by 0027):
-- - `category_ids`, `tag_ids`, `organizer_ids`: the ids of the event's categories, tags and organizers, each as 8
--   zero-padded digits, concatenated; '' for none; '+' when the event has more than 8 of that kind or an id wider
--   than 8 digits (the list then probes the link table for that event). The 8 and the '+' are `LINK_IDS_MAX`,
--   `LINK_ID_WIDTH` and `LINK_IDS_OVERFLOW` in src/db/schema/search.ts.
-- - `featured`, `ticketed`, `modified_utc`: copies of the post's.
-- Kept by triggers on `event_terms` and `event_organizers` (every write of links, cascades included), on `posts` for
-- the copies, and on `post_search` itself: a search row inserted (a new post, or any rewrite of the search rows)
-- takes them at once, whatever the order in which the triggers of `posts` fire. The post and text triggers of 0020
-- upsert their own columns and leave these as they are.
UPDATE `post_search` SET (`featured`, `ticketed`, `modified_utc`) = (SELECT p.`featured`, p.`ticketed`, p.`modified_utc` FROM `posts` p WHERE p.`id` = `post_search`.`post_id`);
--> statement-breakpoint
UPDATE `post_search` SET `category_ids` = (SELECT CASE WHEN count(*) > 8 OR max(et.`term_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', et.`term_id`), ''), '') END
    FROM `event_terms` et JOIN `terms` t ON t.`id` = et.`term_id` WHERE et.`event_id` = `post_search`.`post_id` AND t.`taxonomy` = 'category'),
  `tag_ids` = (SELECT CASE WHEN count(*) > 8 OR max(et.`term_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', et.`term_id`), ''), '') END
    FROM `event_terms` et JOIN `terms` t ON t.`id` = et.`term_id` WHERE et.`event_id` = `post_search`.`post_id` AND t.`taxonomy` = 'tag'),
  `organizer_ids` = (SELECT CASE WHEN count(*) > 8 OR max(eo.`organizer_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', eo.`organizer_id`), ''), '') END
    FROM `event_organizers` eo WHERE eo.`event_id` = `post_search`.`post_id`)
  WHERE `post_id` IN (SELECT `event_id` FROM `event_terms` UNION SELECT `event_id` FROM `event_organizers`);
--> statement-breakpoint
CREATE TRIGGER `post_search_row_links` AFTER INSERT ON `post_search`
BEGIN
  UPDATE `post_search` SET `category_ids` = (SELECT CASE WHEN count(*) > 8 OR max(et.`term_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', et.`term_id`), ''), '') END
    FROM `event_terms` et JOIN `terms` t ON t.`id` = et.`term_id` WHERE et.`event_id` = `post_search`.`post_id` AND t.`taxonomy` = 'category'),
  `tag_ids` = (SELECT CASE WHEN count(*) > 8 OR max(et.`term_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', et.`term_id`), ''), '') END
    FROM `event_terms` et JOIN `terms` t ON t.`id` = et.`term_id` WHERE et.`event_id` = `post_search`.`post_id` AND t.`taxonomy` = 'tag'),
  `organizer_ids` = (SELECT CASE WHEN count(*) > 8 OR max(eo.`organizer_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', eo.`organizer_id`), ''), '') END
    FROM `event_organizers` eo WHERE eo.`event_id` = `post_search`.`post_id`),
  (`featured`, `ticketed`, `modified_utc`) = (SELECT p.`featured`, p.`ticketed`, p.`modified_utc` FROM `posts` p WHERE p.`id` = `post_search`.`post_id`)
  WHERE `post_id` = NEW.`post_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_post_flags` AFTER UPDATE OF `featured`, `ticketed`, `modified_utc` ON `posts`
BEGIN
  UPDATE `post_search` SET (`featured`, `ticketed`, `modified_utc`) = (NEW.`featured`, NEW.`ticketed`, NEW.`modified_utc`)
  WHERE `post_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_terms_insert` AFTER INSERT ON `event_terms`
BEGIN
  UPDATE `post_search` SET `category_ids` = (SELECT CASE WHEN count(*) > 8 OR max(et.`term_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', et.`term_id`), ''), '') END
    FROM `event_terms` et JOIN `terms` t ON t.`id` = et.`term_id` WHERE et.`event_id` = `post_search`.`post_id` AND t.`taxonomy` = 'category'),
  `tag_ids` = (SELECT CASE WHEN count(*) > 8 OR max(et.`term_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', et.`term_id`), ''), '') END
    FROM `event_terms` et JOIN `terms` t ON t.`id` = et.`term_id` WHERE et.`event_id` = `post_search`.`post_id` AND t.`taxonomy` = 'tag')
  WHERE `post_id` = NEW.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_terms_delete` AFTER DELETE ON `event_terms`
BEGIN
  UPDATE `post_search` SET `category_ids` = (SELECT CASE WHEN count(*) > 8 OR max(et.`term_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', et.`term_id`), ''), '') END
    FROM `event_terms` et JOIN `terms` t ON t.`id` = et.`term_id` WHERE et.`event_id` = `post_search`.`post_id` AND t.`taxonomy` = 'category'),
  `tag_ids` = (SELECT CASE WHEN count(*) > 8 OR max(et.`term_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', et.`term_id`), ''), '') END
    FROM `event_terms` et JOIN `terms` t ON t.`id` = et.`term_id` WHERE et.`event_id` = `post_search`.`post_id` AND t.`taxonomy` = 'tag')
  WHERE `post_id` = OLD.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_terms_update` AFTER UPDATE OF `event_id`, `term_id` ON `event_terms`
BEGIN
  UPDATE `post_search` SET `category_ids` = (SELECT CASE WHEN count(*) > 8 OR max(et.`term_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', et.`term_id`), ''), '') END
    FROM `event_terms` et JOIN `terms` t ON t.`id` = et.`term_id` WHERE et.`event_id` = `post_search`.`post_id` AND t.`taxonomy` = 'category'),
  `tag_ids` = (SELECT CASE WHEN count(*) > 8 OR max(et.`term_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', et.`term_id`), ''), '') END
    FROM `event_terms` et JOIN `terms` t ON t.`id` = et.`term_id` WHERE et.`event_id` = `post_search`.`post_id` AND t.`taxonomy` = 'tag')
  WHERE `post_id` IN (OLD.`event_id`, NEW.`event_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_organizers_insert` AFTER INSERT ON `event_organizers`
BEGIN
  UPDATE `post_search` SET `organizer_ids` = (SELECT CASE WHEN count(*) > 8 OR max(eo.`organizer_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', eo.`organizer_id`), ''), '') END
    FROM `event_organizers` eo WHERE eo.`event_id` = `post_search`.`post_id`)
  WHERE `post_id` = NEW.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_organizers_delete` AFTER DELETE ON `event_organizers`
BEGIN
  UPDATE `post_search` SET `organizer_ids` = (SELECT CASE WHEN count(*) > 8 OR max(eo.`organizer_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', eo.`organizer_id`), ''), '') END
    FROM `event_organizers` eo WHERE eo.`event_id` = `post_search`.`post_id`)
  WHERE `post_id` = OLD.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_search_organizers_update` AFTER UPDATE OF `event_id`, `organizer_id` ON `event_organizers`
BEGIN
  UPDATE `post_search` SET `organizer_ids` = (SELECT CASE WHEN count(*) > 8 OR max(eo.`organizer_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', eo.`organizer_id`), ''), '') END
    FROM `event_organizers` eo WHERE eo.`event_id` = `post_search`.`post_id`)
  WHERE `post_id` IN (OLD.`event_id`, NEW.`event_id`);
END;
