-- A guard statement for inline venues and organizers (docs/security.md, "Invariants"): an event write that creates
-- `{"venue": "<name>"}` because no live namesake the caller may read existed when it looked, first inserts the
-- name into this view; the trigger aborts the whole batch when such a namesake exists by the time the batch runs
-- (a concurrent event create made it), so the write plans again and reuses it instead of creating a twin. The
-- visibility rule repeats the look-up's (`findLinkedByName`): published, the caller's own, or everything for
-- callers who read everything. The view stores nothing.
CREATE VIEW `inline_name_guards` AS
  SELECT `type`, `lang`, `title` AS `name`, 0 AS `reader_id`, 0 AS `reads_all` FROM `post_texts` WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `inline_name_guards_check` INSTEAD OF INSERT ON `inline_name_guards`
WHEN EXISTS (
  SELECT 1 FROM `post_texts` AS t JOIN `posts` AS p ON p.`id` = t.`post_id`
  WHERE t.`type` = NEW.`type` AND t.`lang` = NEW.`lang` AND t.`title` = NEW.`name` COLLATE NOCASE
    AND p.`status` <> 'trash'
    AND (NEW.`reads_all` = 1 OR p.`status` = 'publish' OR p.`author_id` = NEW.`reader_id`)
)
BEGIN
  SELECT RAISE(ABORT, 'stale: a namesake was created since it was looked up');
END;
