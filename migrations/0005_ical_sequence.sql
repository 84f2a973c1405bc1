ALTER TABLE `posts` ADD `sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- iCalendar SEQUENCE (docs/ical.md): subscribers replace an event only when its SEQUENCE grows, so every change
-- of the dates, time zone, all-day flag or status of an event counts one. The inner UPDATE sets only `sequence`,
-- which is not in the watched column list, so it does not fire this trigger again.
CREATE TRIGGER `posts_event_sequence` AFTER UPDATE OF `start_utc`, `end_utc`, `timezone`, `all_day`, `status` ON `posts`
WHEN NEW.`type` = 'event' AND (
  OLD.`start_utc` IS NOT NEW.`start_utc` OR OLD.`end_utc` IS NOT NEW.`end_utc` OR OLD.`timezone` IS NOT NEW.`timezone`
  OR OLD.`all_day` IS NOT NEW.`all_day` OR OLD.`status` IS NOT NEW.`status`
)
BEGIN
  UPDATE `posts` SET `sequence` = `sequence` + 1 WHERE `id` = NEW.`id`;
END;
