CREATE TABLE `federation_followers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor` text NOT NULL,
	`follower_uri` text NOT NULL,
	`handle` text,
	`inbox` text NOT NULL,
	`shared_inbox` text,
	`follow_id` text,
	`origin` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `federation_followers_actor` ON `federation_followers` (`actor`,`follower_uri`);--> statement-breakpoint
CREATE INDEX `federation_followers_uri` ON `federation_followers` (`follower_uri`);--> statement-breakpoint
CREATE TABLE `federation_keys` (
	`actor` text PRIMARY KEY NOT NULL,
	`public_jwk` text NOT NULL,
	`private_jwk` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `federation_kv` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`expires_at` integer
);
--> statement-breakpoint
CREATE INDEX `federation_kv_expires` ON `federation_kv` (`expires_at`);--> statement-breakpoint
CREATE TABLE `federation_objects` (
	`item_id` integer PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`occurrence_id` integer,
	`published_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `federation_objects_series` ON `federation_objects` (`state`,`occurrence_id`);--> statement-breakpoint
CREATE TABLE `federation_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`sent_seq` integer DEFAULT 0 NOT NULL,
	`claimed_at` integer
);
