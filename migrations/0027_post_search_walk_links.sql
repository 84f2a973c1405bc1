DROP INDEX `post_search_walk`;--> statement-breakpoint
ALTER TABLE `post_search` ADD `category_ids` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `post_search` ADD `tag_ids` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `post_search` ADD `organizer_ids` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `post_search` ADD `featured` integer;--> statement-breakpoint
ALTER TABLE `post_search` ADD `ticketed` integer;--> statement-breakpoint
ALTER TABLE `post_search` ADD `modified_utc` text;--> statement-breakpoint
CREATE INDEX `post_search_walk` ON `post_search` (`status`,`start_utc`,`post_id`,`end_utc`,`venue_id`,`protected`,`original_lang`,`title_ca`,`body_ca`,`title_en`,`body_en`,`title_es`,`body_es`,`series_id`,`category_ids`,`tag_ids`,`organizer_ids`,`featured`,`ticketed`,`modified_utc`) WHERE type = 'event' and hidden = 0;