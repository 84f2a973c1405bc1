CREATE TABLE `event_public_copies` (
	`event_id` integer PRIMARY KEY NOT NULL,
	`start_utc` text NOT NULL,
	`end_utc` text NOT NULL,
	`start_local` text NOT NULL,
	`end_local` text NOT NULL,
	`timezone` text NOT NULL,
	`all_day` integer NOT NULL,
	`titles` text NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `posts_event_unpublished` ON `posts` (`unpublished_utc`) WHERE unpublished_utc is not null;--> statement-breakpoint
-- The last published state of every event (docs/ical.md, "Cancelled events"): a feed shows an event that left
-- `publish` as STATUS:CANCELLED from this copy, so text or dates an editor writes after unpublishing never reach a
-- feed. Written whenever a published, unprotected event is inserted or its dates, status or password change, and
-- whenever such an event's titles change; writes batch the post row before its texts, so a batch that unpublishes
-- and retitles an event leaves the copy as it was published.
CREATE TRIGGER `event_public_copy_insert` AFTER INSERT ON `posts`
WHEN NEW.`type` = 'event' AND NEW.`status` = 'publish' AND coalesce(NEW.`password`, '') = ''
BEGIN
  INSERT INTO `event_public_copies` (`event_id`, `start_utc`, `end_utc`, `start_local`, `end_local`, `timezone`, `all_day`, `titles`)
    VALUES (NEW.`id`, coalesce(NEW.`start_utc`, ''), coalesce(NEW.`end_utc`, ''), coalesce(NEW.`start_local`, ''),
      coalesce(NEW.`end_local`, ''), coalesce(NEW.`timezone`, 'UTC'), coalesce(NEW.`all_day`, 0),
      coalesce((SELECT json_group_object(t.`lang`, t.`title`) FROM `post_texts` t WHERE t.`post_id` = NEW.`id`), '{}'))
    ON CONFLICT (`event_id`) DO UPDATE SET `start_utc` = excluded.`start_utc`, `end_utc` = excluded.`end_utc`,
      `start_local` = excluded.`start_local`, `end_local` = excluded.`end_local`, `timezone` = excluded.`timezone`,
      `all_day` = excluded.`all_day`, `titles` = excluded.`titles`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_public_copy_update` AFTER UPDATE OF `status`, `password`, `start_utc`, `end_utc`, `start_local`, `end_local`, `timezone`, `all_day` ON `posts`
WHEN NEW.`type` = 'event' AND NEW.`status` = 'publish' AND coalesce(NEW.`password`, '') = ''
BEGIN
  INSERT INTO `event_public_copies` (`event_id`, `start_utc`, `end_utc`, `start_local`, `end_local`, `timezone`, `all_day`, `titles`)
    VALUES (NEW.`id`, coalesce(NEW.`start_utc`, ''), coalesce(NEW.`end_utc`, ''), coalesce(NEW.`start_local`, ''),
      coalesce(NEW.`end_local`, ''), coalesce(NEW.`timezone`, 'UTC'), coalesce(NEW.`all_day`, 0),
      coalesce((SELECT json_group_object(t.`lang`, t.`title`) FROM `post_texts` t WHERE t.`post_id` = NEW.`id`), '{}'))
    ON CONFLICT (`event_id`) DO UPDATE SET `start_utc` = excluded.`start_utc`, `end_utc` = excluded.`end_utc`,
      `start_local` = excluded.`start_local`, `end_local` = excluded.`end_local`, `timezone` = excluded.`timezone`,
      `all_day` = excluded.`all_day`, `titles` = excluded.`titles`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_public_copy_text_insert` AFTER INSERT ON `post_texts`
WHEN NEW.`type` = 'event'
BEGIN
  UPDATE `event_public_copies`
    SET `titles` = (SELECT json_group_object(t.`lang`, t.`title`) FROM `post_texts` t WHERE t.`post_id` = NEW.`post_id`)
    WHERE `event_id` = NEW.`post_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id`
      AND p.`status` = 'publish' AND coalesce(p.`password`, '') = '');
END;
--> statement-breakpoint
CREATE TRIGGER `event_public_copy_text_update` AFTER UPDATE OF `title` ON `post_texts`
WHEN NEW.`type` = 'event'
BEGIN
  UPDATE `event_public_copies`
    SET `titles` = (SELECT json_group_object(t.`lang`, t.`title`) FROM `post_texts` t WHERE t.`post_id` = NEW.`post_id`)
    WHERE `event_id` = NEW.`post_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = NEW.`post_id`
      AND p.`status` = 'publish' AND coalesce(p.`password`, '') = '');
END;
--> statement-breakpoint
CREATE TRIGGER `event_public_copy_text_delete` AFTER DELETE ON `post_texts`
WHEN OLD.`type` = 'event'
BEGIN
  UPDATE `event_public_copies`
    SET `titles` = coalesce((SELECT json_group_object(t.`lang`, t.`title`) FROM `post_texts` t WHERE t.`post_id` = OLD.`post_id`), '{}')
    WHERE `event_id` = OLD.`post_id` AND EXISTS (SELECT 1 FROM `posts` p WHERE p.`id` = OLD.`post_id`
      AND p.`status` = 'publish' AND coalesce(p.`password`, '') = '');
END;
--> statement-breakpoint
-- Published events now: their current state is their published state. Events unpublished before this migration
-- have no published copy, so they leave feeds without a cancellation (their current data may be unpublished text).
INSERT INTO `event_public_copies` (`event_id`, `start_utc`, `end_utc`, `start_local`, `end_local`, `timezone`, `all_day`, `titles`)
  SELECT p.`id`, coalesce(p.`start_utc`, ''), coalesce(p.`end_utc`, ''), coalesce(p.`start_local`, ''),
    coalesce(p.`end_local`, ''), coalesce(p.`timezone`, 'UTC'), coalesce(p.`all_day`, 0),
    coalesce((SELECT json_group_object(t.`lang`, t.`title`) FROM `post_texts` t WHERE t.`post_id` = p.`id`), '{}')
  FROM `posts` p WHERE p.`type` = 'event' AND p.`status` = 'publish' AND coalesce(p.`password`, '') = '';
