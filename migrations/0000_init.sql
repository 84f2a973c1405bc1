CREATE TABLE `images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`url` text NOT NULL,
	`extension` text DEFAULT '' NOT NULL,
	`width` integer,
	`height` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `images_url_unique` ON `images` (`url`);--> statement-breakpoint
CREATE TABLE `event_organizers` (
	`event_id` integer NOT NULL,
	`organizer_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`event_id`, `organizer_id`),
	FOREIGN KEY (`event_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organizer_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_organizers_organizer` ON `event_organizers` (`organizer_id`);--> statement-breakpoint
CREATE TABLE `event_terms` (
	`event_id` integer NOT NULL,
	`term_id` integer NOT NULL,
	PRIMARY KEY(`event_id`, `term_id`),
	FOREIGN KEY (`event_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`term_id`) REFERENCES `terms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_terms_term` ON `event_terms` (`term_id`,`event_id`);--> statement-breakpoint
CREATE TABLE `post_texts` (
	`post_id` integer NOT NULL,
	`lang` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`slug` text NOT NULL,
	PRIMARY KEY(`post_id`, `lang`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_texts_slug` ON `post_texts` (`type`,`lang`,"slug" collate nocase);--> statement-breakpoint
CREATE INDEX `post_texts_type_slug` ON `post_texts` (`type`,`slug`);--> statement-breakpoint
CREATE TABLE `posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`status_before_trash` text,
	`author_id` integer,
	`date_utc` text NOT NULL,
	`modified_utc` text NOT NULL,
	`password` text,
	`image_id` integer,
	`original_lang` text NOT NULL,
	`start_utc` text,
	`end_utc` text,
	`start_local` text,
	`end_local` text,
	`timezone` text,
	`all_day` integer,
	`hide_from_listings` integer,
	`sticky` integer,
	`featured` integer,
	`ticketed` integer,
	`cost` text,
	`parent_id` integer,
	`venue_id` integer,
	`show_map` integer,
	`show_map_link` integer,
	`website` text,
	`address` text,
	`city` text,
	`country` text,
	`province` text,
	`state` text,
	`zip` text,
	`stateprovince` text,
	`geo_lat` real,
	`geo_lng` real,
	`phone` text,
	`email` text,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `posts_type_status_date` ON `posts` (`type`,`status`,`date_utc`,`id`);--> statement-breakpoint
CREATE INDEX `posts_event_start` ON `posts` (`status`,`start_utc`,`id`,`end_utc`,`venue_id`) WHERE type = 'event' and hide_from_listings = 0;--> statement-breakpoint
CREATE INDEX `posts_event_venue` ON `posts` (`venue_id`) WHERE type = 'event';--> statement-breakpoint
CREATE INDEX `posts_event_parent` ON `posts` (`parent_id`) WHERE type = 'event';--> statement-breakpoint
CREATE TABLE `site_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`data_version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `term_texts` (
	`term_id` integer NOT NULL,
	`lang` text NOT NULL,
	`taxonomy` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`slug` text NOT NULL,
	PRIMARY KEY(`term_id`, `lang`),
	FOREIGN KEY (`term_id`) REFERENCES `terms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `term_texts_slug` ON `term_texts` (`taxonomy`,`lang`,`slug`);--> statement-breakpoint
CREATE INDEX `term_texts_name` ON `term_texts` (`taxonomy`,`lang`,`name`);--> statement-breakpoint
CREATE TABLE `terms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`taxonomy` text NOT NULL,
	`parent_id` integer DEFAULT 0 NOT NULL,
	`original_lang` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL,
	`published_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `terms_taxonomy_parent` ON `terms` (`taxonomy`,`parent_id`);--> statement-breakpoint
CREATE TABLE `tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL,
	`last_used_at` text,
	`expires_at` text,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tokens_hash_unique` ON `tokens` (`hash`);--> statement-breakpoint
CREATE INDEX `tokens_user` ON `tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL
);
