-- The indexes a list walks cover every column its filters read (docs/security.md, "Bounded cost"; second hardening
-- round): `posts_event_start` gains the flags, the modification date and the password, so a walk of the window
-- reads one index row per event whatever the filters; `posts_event_venue_listed` is the same per venue, so a list
-- filtered by venue walks that venue's events of the window, and the venue lists' `has_events` and
-- `only_with_upcoming` cost a seek per venue.
DROP INDEX `posts_event_start`;--> statement-breakpoint
CREATE INDEX `posts_event_venue_listed` ON `posts` (`venue_id`,`status`,`start_utc`,`id`,`end_utc`,`featured`,`ticketed`,`modified_utc`,`password`) WHERE type = 'event' and hide_from_listings = 0;--> statement-breakpoint
CREATE INDEX `posts_event_start` ON `posts` (`status`,`start_utc`,`id`,`venue_id`,`end_utc`,`featured`,`ticketed`,`modified_utc`,`password`) WHERE type = 'event' and hide_from_listings = 0;