import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * One row of service-wide state: the data version every write bumps (cache keys include it), and who wrote and
 * when, set by the same statement at the start of every write batch (`runWrite`, src/db/batch.ts), which the
 * triggers of `item_versions` read (migrations/0023_item_version_triggers.sql).
 */
export const siteState = sqliteTable('site_state', {
  id: integer('id').primaryKey(),
  dataVersion: integer('data_version').notNull().default(0),
  /** The user of the latest write batch; null for the service's own writes (the daily series extension). */
  writerId: integer('writer_id'),
  /** When the latest write batch ran, UTC `YYYY-MM-DD HH:MM:SS` (the Worker's clock, as `modified_utc`). */
  writtenAt: text('written_at'),
});

/**
 * The version of every event, series, venue, organizer, category and tag (docs/api.md, "No lost work"): a revision
 * counted up by the database's triggers on every change of the item's record, texts or links, and of what it
 * embeds (a venue's change counts for the events that show it), with who made the change and when. Single GETs
 * answer it as their `ETag`; item writes compare it with `If-Match`.
 */
export const itemVersions = sqliteTable(
  'item_versions',
  {
    /** `event`, `series`, `venue`, `organizer`, `category` or `tag`. */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    revision: integer('revision').notNull(),
    /** When the latest change was written, UTC `YYYY-MM-DD HH:MM:SS`. */
    changedAt: text('changed_at').notNull(),
    /** Who wrote it (a user id, as users keep no history: null once that user is removed, or for the service). */
    changedBy: integer('changed_by'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] })],
);
