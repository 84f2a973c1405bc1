CREATE TABLE `item_versions` (
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`revision` integer NOT NULL,
	`changed_at` text NOT NULL,
	`changed_by` integer,
	PRIMARY KEY(`kind`, `item_id`)
);
--> statement-breakpoint
ALTER TABLE `site_state` ADD `writer_id` integer;--> statement-breakpoint
ALTER TABLE `site_state` ADD `written_at` text;