ALTER TABLE `posts` ADD `unpublished_utc` text;--> statement-breakpoint
-- Calendar feeds keep an event that left `publish` in the last 30 days as STATUS:CANCELLED (docs/ical.md), so
-- subscribed calendars remove it. `unpublished_utc` records when it last left `publish` (any status change away
-- from it: trash, draft, pending, private, future) and is cleared when it is published again; a change between two
-- unpublished states (draft → trash) keeps the first time. Kept by the database so every write path (handlers,
-- import, bulk seed) records it. The inner UPDATE sets only `unpublished_utc`, which this trigger does not watch.
CREATE TRIGGER `posts_event_unpublished` AFTER UPDATE OF `status` ON `posts`
WHEN NEW.`type` = 'event' AND (OLD.`status` = 'publish') <> (NEW.`status` = 'publish')
BEGIN
  UPDATE `posts` SET `unpublished_utc` = CASE WHEN NEW.`status` = 'publish' THEN NULL
    ELSE strftime('%Y-%m-%d %H:%M:%S', 'now') END
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
-- Events trashed before this migration: their trash time is their `modified_utc` (what feeds used until now).
UPDATE `posts` SET `unpublished_utc` = `modified_utc`
WHERE `type` = 'event' AND `status` = 'trash' AND `status_before_trash` = 'publish';
