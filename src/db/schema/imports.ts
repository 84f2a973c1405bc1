import { sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * What `npm run import` took from a site running the original (docs/migration.md): per source item, the item it
 * became here and a hash of what was written, so re-runs update changed items, leave unchanged ones untouched,
 * never duplicate, and resume where an interrupted run stopped.
 */
export const importItems = sqliteTable(
  'import_items',
  {
    /** The source's namespace URL, e.g. `https://example.org/wp-json/tribe/events/v1`, plus `#<lang>`. */
    source: text('source').notNull(),
    /** `categories`, `tags`, `venues`, `organizers` or `events`. */
    kind: text('kind').notNull(),
    sourceId: integer('source_id').notNull(),
    localId: integer('local_id').notNull(),
    hash: text('hash').notNull(),
    importedAt: text('imported_at').notNull().default(sql`(strftime('%Y-%m-%d %H:%M:%S', 'now'))`),
  },
  (t) => [primaryKey({ columns: [t.source, t.kind, t.sourceId] })],
);
