-- A guard statement for writes computed from a row read before their batch (an event's dates: a new end alone is
-- combined with the stored start, zone and all-day flag). The write's batch first inserts into this view the
-- values it read; the trigger aborts the whole batch when the row no longer holds them, so a concurrent update of
-- another date field is never overwritten from a stale copy (the service plans again or answers 409). The view
-- stores nothing.
CREATE VIEW `event_date_guards` AS
  SELECT `id` AS `post_id`, `start_local`, `end_local`, `timezone`, `all_day` FROM `posts` WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `event_date_guards_check` INSTEAD OF INSERT ON `event_date_guards`
WHEN NOT EXISTS (
  SELECT 1 FROM `posts` WHERE `id` = NEW.`post_id`
    AND `start_local` IS NEW.`start_local` AND `end_local` IS NEW.`end_local`
    AND `timezone` IS NEW.`timezone` AND `all_day` IS NEW.`all_day`
)
BEGIN
  SELECT RAISE(ABORT, 'stale: the row changed since it was read');
END;
