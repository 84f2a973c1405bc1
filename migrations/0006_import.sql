CREATE TABLE `import_items` (
	`source` text NOT NULL,
	`kind` text NOT NULL,
	`source_id` integer NOT NULL,
	`local_id` integer NOT NULL,
	`hash` text NOT NULL,
	`imported_at` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL,
	PRIMARY KEY(`source`, `kind`, `source_id`)
);
--> statement-breakpoint
ALTER TABLE `images` ADD `filesize` integer;