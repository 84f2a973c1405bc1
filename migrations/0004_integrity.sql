-- Integrity in the database (docs/security.md): live slugs unique per type and language, one term per
-- normalized name and parent per taxonomy and language, and no event linked to a trashed or deleted venue or
-- organizer, whatever runs at the same time.

-- Live slugs. `post_texts.trashed` copies `posts.status = 'trash'` (triggers below) so that a partial unique
-- index can hold them; rows that already share a live slug keep the oldest and suffix the others with their id.
ALTER TABLE `post_texts` ADD `trashed` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `post_texts` SET `trashed` = 1 WHERE `post_id` IN (SELECT `id` FROM `posts` WHERE `status` = 'trash');--> statement-breakpoint
UPDATE `post_texts` SET `slug` = `slug` || '-' || `post_id`
WHERE `trashed` = 0 AND EXISTS (
  SELECT 1 FROM `post_texts` AS `o`
  WHERE `o`.`type` = `post_texts`.`type` AND `o`.`lang` = `post_texts`.`lang` AND `o`.`slug` = `post_texts`.`slug`
    AND `o`.`trashed` = 0 AND `o`.`post_id` < `post_texts`.`post_id`
);--> statement-breakpoint
CREATE UNIQUE INDEX `post_texts_live_slug` ON `post_texts` (`type`,`lang`,`slug`) WHERE trashed = 0;--> statement-breakpoint
CREATE TRIGGER `posts_status_texts_trashed` AFTER UPDATE OF `status` ON `posts`
WHEN (OLD.`status` = 'trash') != (NEW.`status` = 'trash')
BEGIN
  UPDATE `post_texts` SET `trashed` = (NEW.`status` = 'trash') WHERE `post_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `post_texts_insert_trashed` AFTER INSERT ON `post_texts`
WHEN (SELECT `status` FROM `posts` WHERE `id` = NEW.`post_id`) = 'trash'
BEGIN
  UPDATE `post_texts` SET `trashed` = 1 WHERE `post_id` = NEW.`post_id` AND `lang` = NEW.`lang`;
END;--> statement-breakpoint

-- One term per normalized name. `name_key` is computed by the application (NFKC, accents and case folded);
-- rows written before this migration get SQLite's ASCII lower-case of the trimmed name, unless an older row of
-- the same taxonomy, language and parent already has that key (they stay unkeyed and are checked by name).
ALTER TABLE `term_texts` ADD `name_key` text;--> statement-breakpoint
ALTER TABLE `term_texts` ADD `parent_id` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `term_texts` SET `parent_id` = (SELECT `parent_id` FROM `terms` WHERE `id` = `term_texts`.`term_id`);--> statement-breakpoint
UPDATE `term_texts` SET `name_key` = lower(trim(`name`))
WHERE NOT EXISTS (
  SELECT 1 FROM `term_texts` AS `o`
  WHERE `o`.`taxonomy` = `term_texts`.`taxonomy` AND `o`.`lang` = `term_texts`.`lang`
    AND `o`.`parent_id` = `term_texts`.`parent_id` AND lower(trim(`o`.`name`)) = lower(trim(`term_texts`.`name`))
    AND `o`.`term_id` < `term_texts`.`term_id`
);--> statement-breakpoint
CREATE UNIQUE INDEX `term_texts_name_key` ON `term_texts` (`taxonomy`,`lang`,`parent_id`,`name_key`) WHERE name_key is not null;--> statement-breakpoint
CREATE TRIGGER `terms_parent_texts` AFTER UPDATE OF `parent_id` ON `terms`
BEGIN
  UPDATE `term_texts` SET `parent_id` = NEW.`parent_id` WHERE `term_id` = NEW.`id`;
END;--> statement-breakpoint

-- No link to a trashed or deleted venue or organizer: checked inside the writing statement's transaction, so a
-- concurrent trash cannot slip between the application's check and its write. (Deleted terms and organizers are
-- also refused by the foreign keys.)
CREATE TRIGGER `event_organizers_live_target` BEFORE INSERT ON `event_organizers`
WHEN coalesce((SELECT `status` FROM `posts` WHERE `id` = NEW.`organizer_id` AND `type` = 'organizer'), 'trash') = 'trash'
BEGIN
  SELECT RAISE(ABORT, 'integrity: link to a trashed or deleted item');
END;--> statement-breakpoint
CREATE TRIGGER `posts_event_venue_insert_live` BEFORE INSERT ON `posts`
WHEN NEW.`type` = 'event' AND coalesce(NEW.`venue_id`, 0) != 0
  AND coalesce((SELECT `status` FROM `posts` WHERE `id` = NEW.`venue_id` AND `type` = 'venue'), 'trash') = 'trash'
BEGIN
  SELECT RAISE(ABORT, 'integrity: link to a trashed or deleted item');
END;--> statement-breakpoint
CREATE TRIGGER `posts_event_venue_update_live` BEFORE UPDATE OF `venue_id` ON `posts`
WHEN NEW.`type` = 'event' AND coalesce(NEW.`venue_id`, 0) != 0 AND NEW.`venue_id` IS NOT OLD.`venue_id`
  AND coalesce((SELECT `status` FROM `posts` WHERE `id` = NEW.`venue_id` AND `type` = 'venue'), 'trash') = 'trash'
BEGIN
  SELECT RAISE(ABORT, 'integrity: link to a trashed or deleted item');
END;
