import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * The change log of `GET /changes` (docs/sync.md): one row per item (event, venue, organizer, category, tag) with
 * the sequence number of its LATEST change. Rows are written by triggers on every content table
 * (migrations/0003_sync.sql), so every write path logs its changes in its own atomic batch; a new change of an
 * item replaces its row (a higher `seq`), so the log holds at most one row per item ever written.
 */
export const changeLog = sqliteTable(
  'change_log',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    /** `event`, `venue`, `organizer`, `category` or `tag`. */
    type: text('type').notNull(),
    itemId: integer('item_id').notNull(),
    /** Unix seconds of the change (pruning after `SYNC_RETENTION_DAYS`). */
    at: integer('at').notNull(),
  },
  (t) => [uniqueIndex('change_log_item').on(t.type, t.itemId), index('change_log_at').on(t.at)],
);

/** Build hooks (`npm run hooks`): URLs that receive a signed POST after content changes. */
export const hooks = sqliteTable('hooks', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  url: text('url').notNull(),
  /** JSON array of the kinds that trigger the hook (`events`, `venues`, …), null for all. */
  types: text('types'),
  /**
   * The signing secret, base64 (without `whsec_`). Stored as is: HMAC signing needs the secret itself, a hash
   * cannot sign (docs/sync.md).
   */
  secret: text('secret').notNull(),
  createdAt: text('created_at').notNull(),
  /** Unix seconds of the last POST scheduled (debounce). */
  lastSentAt: integer('last_sent_at'),
  /** Change log position the last POST reported up to (its `changed` counts start after it). */
  sentSeq: integer('sent_seq').notNull().default(0),
  /**
   * The operator allowed a non-public destination (`hooks create --allow-private`: a builder on this machine or
   * network). Without it, deliveries refuse such URLs (src/sync/hook-url.ts).
   */
  allowPrivate: integer('allow_private', { mode: 'boolean' }).notNull().default(false),
});

/** Delivery attempts of build hooks, shown by `npm run hooks -- list`. */
export const hookDeliveries = sqliteTable(
  'hook_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    hookId: integer('hook_id')
      .notNull()
      .references(() => hooks.id, { onDelete: 'cascade' }),
    /** The `webhook-id` (the same on every attempt of one message). */
    messageId: text('message_id').notNull(),
    attempt: integer('attempt').notNull(),
    at: text('at').notNull(),
    /** HTTP status, null when the request failed before a response. */
    status: integer('status'),
    ok: integer('ok', { mode: 'boolean' }).notNull(),
    error: text('error'),
  },
  (t) => [index('hook_deliveries_hook').on(t.hookId, t.id)],
);
