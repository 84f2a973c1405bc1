-- Item versions (docs/api.md, "No lost work"; docs/editor.md): the database itself counts every change of an
-- item, whatever code path wrote it, as the change log does (migrations/0003_sync.sql), but for every item, public
-- or not: a change of a post's record (the columns a write sets, not the bookkeeping of series extension, feed
-- sequence or unpublishing time), its texts, its terms or organizers, and a change of a venue, organizer or term for
-- the events that show it. Who and when come from `site_state`, which every write batch sets first (runWrite).
-- `item_version_guards` is the guard of a write sent with `If-Match`: it aborts the batch when the item's revision
-- is no longer the one the write was checked against. A row of texts, terms or organizers deleted with its post (a
-- cascade) counts for no item: the post is gone.
--> statement-breakpoint
CREATE TRIGGER `posts_version_insert` AFTER INSERT ON `posts`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT NEW.`type`, NEW.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE NEW.`id` IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `posts_version_update` AFTER UPDATE OF `id`, `type`, `status`, `status_before_trash`, `author_id`, `date_utc`, `modified_utc`, `password`, `image_id`, `original_lang`, `start_utc`, `end_utc`, `start_local`, `end_local`, `timezone`, `all_day`, `hide_from_listings`, `sticky`, `featured`, `ticketed`, `cost`, `cost_currency_symbol`, `cost_currency_position`, `parent_id`, `venue_id`, `show_map`, `show_map_link`, `website`, `address`, `city`, `country`, `province`, `state`, `zip`, `stateprovince`, `geo_lat`, `geo_lng`, `phone`, `email`, `series_id`, `occurrence_key`, `occurrence_start`, `text_id`, `overrides`, `recurrence` ON `posts`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT NEW.`type`, NEW.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE NEW.`id` IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `posts` e WHERE NEW.`type` = 'venue' AND e.`type` IN ('event', 'series') AND e.`venue_id` = NEW.`id`) AS ids LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE NEW.`type` = 'organizer' AND eo.`organizer_id` = NEW.`id`) AS ids LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_version_insert` AFTER INSERT ON `post_texts`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`), NEW.`post_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `posts` e WHERE (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`) = 'venue' AND e.`type` IN ('event', 'series') AND e.`venue_id` = NEW.`post_id`) AS ids LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`) = 'organizer' AND eo.`organizer_id` = NEW.`post_id`) AS ids LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_version_update` AFTER UPDATE ON `post_texts`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`), NEW.`post_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `posts` e WHERE (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`) = 'venue' AND e.`type` IN ('event', 'series') AND e.`venue_id` = NEW.`post_id`) AS ids LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`) = 'organizer' AND eo.`organizer_id` = NEW.`post_id`) AS ids LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_version_delete` AFTER DELETE ON `post_texts`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = OLD.`post_id`), OLD.`post_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = OLD.`post_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `posts` e WHERE (SELECT `type` FROM `posts` WHERE `id` = OLD.`post_id`) = 'venue' AND e.`type` IN ('event', 'series') AND e.`venue_id` = OLD.`post_id`) AS ids LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE (SELECT `type` FROM `posts` WHERE `id` = OLD.`post_id`) = 'organizer' AND eo.`organizer_id` = OLD.`post_id`) AS ids LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_version_insert` AFTER INSERT ON `event_terms`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = NEW.`event_id`), NEW.`event_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = NEW.`event_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_version_update` AFTER UPDATE ON `event_terms`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = OLD.`event_id`), OLD.`event_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = OLD.`event_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = NEW.`event_id`), NEW.`event_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = NEW.`event_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_terms_version_delete` AFTER DELETE ON `event_terms`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = OLD.`event_id`), OLD.`event_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = OLD.`event_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_organizers_version_insert` AFTER INSERT ON `event_organizers`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = NEW.`event_id`), NEW.`event_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = NEW.`event_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_organizers_version_update` AFTER UPDATE ON `event_organizers`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = OLD.`event_id`), OLD.`event_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = OLD.`event_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = NEW.`event_id`), NEW.`event_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = NEW.`event_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_organizers_version_delete` AFTER DELETE ON `event_organizers`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = OLD.`event_id`), OLD.`event_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = OLD.`event_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `terms_version_insert` AFTER INSERT ON `terms`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT NEW.`taxonomy`, NEW.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE NEW.`id` IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `terms_version_update` AFTER UPDATE OF `taxonomy`, `parent_id`, `original_lang` ON `terms`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT NEW.`taxonomy`, NEW.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE NEW.`id` IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = NEW.`id`) AS ids LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `term_texts_version_insert` AFTER INSERT ON `term_texts`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT NEW.`taxonomy`, NEW.`term_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE NEW.`term_id` IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = NEW.`term_id`) AS ids LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `term_texts_version_update` AFTER UPDATE ON `term_texts`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT NEW.`taxonomy`, NEW.`term_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE NEW.`term_id` IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = NEW.`term_id`) AS ids LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `term_texts_version_delete` AFTER DELETE ON `term_texts`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT OLD.`taxonomy`, OLD.`term_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE OLD.`term_id` IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `event_terms` et JOIN `posts` e ON e.`id` = et.`event_id` WHERE et.`term_id` = OLD.`term_id`) AS ids LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE VIEW `item_version_guards` AS SELECT `kind`, `item_id`, `revision` FROM `item_versions` WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `item_version_guards_check` INSTEAD OF INSERT ON `item_version_guards`
WHEN NOT EXISTS (
  SELECT 1 FROM `item_versions` WHERE `kind` = NEW.`kind` AND `item_id` = NEW.`item_id` AND `revision` = NEW.`revision`
)
BEGIN
  SELECT RAISE(ABORT, 'version: the item changed since its version was read');
END;
--> statement-breakpoint
-- Every item written before this migration starts at revision 1, changed when it was last modified.
INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
  SELECT `type`, `id`, 1, `modified_utc`, NULL FROM `posts`;
--> statement-breakpoint
INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
  SELECT `taxonomy`, `id`, 1, `created_at`, NULL FROM `terms`;
