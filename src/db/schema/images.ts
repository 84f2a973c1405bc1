import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Image registry: every distinct image URL gets an id the first time it is used (docs/api.md#events-dates-times-and-fields `image`). */
export const images = sqliteTable('images', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  url: text('url').notNull().unique(),
  extension: text('extension').notNull().default(''),
  width: integer('width'),
  height: integer('height'),
  /** Bytes of the file, when known (the importer copies the original's attachment metadata). */
  filesize: integer('filesize'),
  createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%d %H:%M:%S', 'now'))`),
});
