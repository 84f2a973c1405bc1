-- The event's links on its search row (docs/security.md, "Cost, third round"): `category_ids`, `tag_ids` and
-- `organizer_ids` (migration 0025) hold the ids of the event's categories, tags and organizers, each as 8 zero-padded
-- digits, concatenated; '' for none; '+' when the event has more than 8 of that kind or an id wider than 8 digits
-- (the list then probes the link table for that event). `post_search_walk` covers them, so a list naming
-- categories, tags or organizers tests each walked row's links on the row itself. Kept here by triggers on
-- `event_terms` and `event_organizers` (every write path of links, cascades included); the post and text triggers
-- of 0020 upsert the other columns and leave these as they are. The 8 and the '+' are `LINK_IDS_MAX`,
-- `LINK_ID_WIDTH` and `LINK_IDS_OVERFLOW` in src/db/schema/search.ts.
UPDATE `post_search` SET `category_ids` = (SELECT CASE WHEN count(*) > 8 OR max(et.`term_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', et.`term_id`), ''), '') END
    FROM `event_terms` et JOIN `terms` t ON t.`id` = et.`term_id` WHERE et.`event_id` = `post_search`.`post_id` AND t.`taxonomy` = 'category'),
  `tag_ids` = (SELECT CASE WHEN count(*) > 8 OR max(et.`term_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', et.`term_id`), ''), '') END
    FROM `event_terms` et JOIN `terms` t ON t.`id` = et.`term_id` WHERE et.`event_id` = `post_search`.`post_id` AND t.`taxonomy` = 'tag'),
  `organizer_ids` = (SELECT CASE WHEN count(*) > 8 OR max(eo.`organizer_id`) > 99999999 THEN '+' ELSE coalesce(group_concat(printf('%08d', eo.`organizer_id`), ''), '') END
    FROM `event_organizers` eo WHERE eo.`event_id` = `post_search`.`post_id`)
  WHERE `post_id` IN (SELECT `event_id` FROM `event_terms` UNION SELECT `event_id` FROM `event_organizers`);
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
