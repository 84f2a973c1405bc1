-- Item versions without walking the calendar (docs/performance.md, "Writes"; test/perf/write-cost.test.ts). The
-- triggers of migration 0023 bumped, in the same program as the written item's own revision, the revisions of the
-- events of a venue or an organizer, with the item's type as a condition inside the statement: SQLite did not test
-- it before its loop, and looked for the venue's events through the posts of type event or series (the partial
-- index of events by venue does not cover `type IN ('event', 'series')`), so every write of any post's texts, and
-- every edit of a venue, read every event and series once: 288,500 rows to create a series at 100,000 events. The
-- linked events' part is now a trigger of its own whose WHEN holds the type (nothing runs for an event's texts),
-- and the venue's events are sought per type, through `posts_event_venue` for events. What is counted is unchanged.
--> statement-breakpoint
DROP TRIGGER `posts_version_update`;
--> statement-breakpoint
DROP TRIGGER `post_texts_version_insert`;
--> statement-breakpoint
DROP TRIGGER `post_texts_version_update`;
--> statement-breakpoint
DROP TRIGGER `post_texts_version_delete`;
--> statement-breakpoint
CREATE TRIGGER `posts_version_update` AFTER UPDATE OF `id`, `type`, `status`, `status_before_trash`, `author_id`, `date_utc`, `modified_utc`, `password`, `image_id`, `original_lang`, `start_utc`, `end_utc`, `start_local`, `end_local`, `timezone`, `all_day`, `hide_from_listings`, `sticky`, `featured`, `ticketed`, `cost`, `cost_currency_symbol`, `cost_currency_position`, `parent_id`, `venue_id`, `show_map`, `show_map_link`, `website`, `address`, `city`, `country`, `province`, `state`, `zip`, `stateprovince`, `geo_lat`, `geo_lng`, `phone`, `email`, `series_id`, `occurrence_key`, `occurrence_start`, `text_id`, `overrides`, `recurrence` ON `posts`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT NEW.`type`, NEW.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE NEW.`id` IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `posts_version_update_venue_events` AFTER UPDATE OF `id`, `type`, `status`, `status_before_trash`, `author_id`, `date_utc`, `modified_utc`, `password`, `image_id`, `original_lang`, `start_utc`, `end_utc`, `start_local`, `end_local`, `timezone`, `all_day`, `hide_from_listings`, `sticky`, `featured`, `ticketed`, `cost`, `cost_currency_symbol`, `cost_currency_position`, `parent_id`, `venue_id`, `show_map`, `show_map_link`, `website`, `address`, `city`, `country`, `province`, `state`, `zip`, `stateprovince`, `geo_lat`, `geo_lng`, `phone`, `email`, `series_id`, `occurrence_key`, `occurrence_start`, `text_id`, `overrides`, `recurrence` ON `posts`
WHEN NEW.`type` = 'venue'
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `posts` e WHERE e.`type` = 'event' AND e.`venue_id` = NEW.`id`
      UNION ALL SELECT e.`id`, e.`type` FROM `posts` e WHERE e.`type` = 'series' AND e.`venue_id` = NEW.`id`) AS ids
    LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `posts_version_update_organizer_events` AFTER UPDATE OF `id`, `type`, `status`, `status_before_trash`, `author_id`, `date_utc`, `modified_utc`, `password`, `image_id`, `original_lang`, `start_utc`, `end_utc`, `start_local`, `end_local`, `timezone`, `all_day`, `hide_from_listings`, `sticky`, `featured`, `ticketed`, `cost`, `cost_currency_symbol`, `cost_currency_position`, `parent_id`, `venue_id`, `show_map`, `show_map_link`, `website`, `address`, `city`, `country`, `province`, `state`, `zip`, `stateprovince`, `geo_lat`, `geo_lng`, `phone`, `email`, `series_id`, `occurrence_key`, `occurrence_start`, `text_id`, `overrides`, `recurrence` ON `posts`
WHEN NEW.`type` = 'organizer'
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE eo.`organizer_id` = NEW.`id`) AS ids
    LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_version_insert` AFTER INSERT ON `post_texts`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`), NEW.`post_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_version_insert_venue_events` AFTER INSERT ON `post_texts`
WHEN (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`) = 'venue'
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `posts` e WHERE e.`type` = 'event' AND e.`venue_id` = NEW.`post_id`
      UNION ALL SELECT e.`id`, e.`type` FROM `posts` e WHERE e.`type` = 'series' AND e.`venue_id` = NEW.`post_id`) AS ids
    LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_version_insert_organizer_events` AFTER INSERT ON `post_texts`
WHEN (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`) = 'organizer'
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE eo.`organizer_id` = NEW.`post_id`) AS ids
    LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_version_update` AFTER UPDATE ON `post_texts`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`), NEW.`post_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_version_update_venue_events` AFTER UPDATE ON `post_texts`
WHEN (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`) = 'venue'
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `posts` e WHERE e.`type` = 'event' AND e.`venue_id` = NEW.`post_id`
      UNION ALL SELECT e.`id`, e.`type` FROM `posts` e WHERE e.`type` = 'series' AND e.`venue_id` = NEW.`post_id`) AS ids
    LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_version_update_organizer_events` AFTER UPDATE ON `post_texts`
WHEN (SELECT `type` FROM `posts` WHERE `id` = NEW.`post_id`) = 'organizer'
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE eo.`organizer_id` = NEW.`post_id`) AS ids
    LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_version_delete` AFTER DELETE ON `post_texts`
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT (SELECT `type` FROM `posts` WHERE `id` = OLD.`post_id`), OLD.`post_id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT 1) LEFT JOIN `site_state` s ON s.`id` = 1 WHERE (SELECT `type` FROM `posts` WHERE `id` = OLD.`post_id`) IS NOT NULL
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_version_delete_venue_events` AFTER DELETE ON `post_texts`
WHEN (SELECT `type` FROM `posts` WHERE `id` = OLD.`post_id`) = 'venue'
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `posts` e WHERE e.`type` = 'event' AND e.`venue_id` = OLD.`post_id`
      UNION ALL SELECT e.`id`, e.`type` FROM `posts` e WHERE e.`type` = 'series' AND e.`venue_id` = OLD.`post_id`) AS ids
    LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_version_delete_organizer_events` AFTER DELETE ON `post_texts`
WHEN (SELECT `type` FROM `posts` WHERE `id` = OLD.`post_id`) = 'organizer'
BEGIN
  INSERT INTO `item_versions` (`kind`, `item_id`, `revision`, `changed_at`, `changed_by`)
    SELECT ids.`type`, ids.`id`, 1, coalesce(s.`written_at`, strftime('%Y-%m-%d %H:%M:%S', 'now')), s.`writer_id`
    FROM (SELECT e.`id`, e.`type` FROM `event_organizers` eo JOIN `posts` e ON e.`id` = eo.`event_id` WHERE eo.`organizer_id` = OLD.`post_id`) AS ids
    LEFT JOIN `site_state` s ON s.`id` = 1 WHERE true
    ON CONFLICT (`kind`, `item_id`) DO UPDATE SET `revision` = `revision` + 1, `changed_at` = excluded.`changed_at`, `changed_by` = excluded.`changed_by`;
END;
