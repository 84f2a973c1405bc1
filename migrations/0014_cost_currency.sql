ALTER TABLE `posts` ADD `cost_currency_symbol` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `cost_currency_position` text;