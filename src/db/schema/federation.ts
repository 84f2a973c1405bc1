import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * Federation (ActivityPub, docs/federation.md): the calendar's actors (one per language root) and who follows
 * them. Nothing here is read by the API's own routes; `src/federation/` is the only code that touches these tables.
 */

/**
 * The key pairs of the actors, generated once on first use and kept here (never in `wrangler.toml`): the private
 * JWK is a secret, read only to sign deliveries, never logged and never returned; the public one is published in
 * the actor document.
 */
export const federationKeys = sqliteTable('federation_keys', {
  /** The actor's language (`ca`, `en`, `es`). */
  actor: text('actor').primaryKey(),
  publicJwk: text('public_jwk').notNull(),
  privateJwk: text('private_jwk').notNull(),
  createdAt: text('created_at').notNull(),
});

/** Remote actors following one of the calendar's actors (stored on Follow, removed on Undo or Delete). */
export const federationFollowers = sqliteTable(
  'federation_followers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The followed actor's language. */
    actor: text('actor').notNull(),
    /** The follower's actor id (URI). */
    followerUri: text('follower_uri').notNull(),
    /** The follower's handle as shown to administrators (`@name@host`), when its actor document has one. */
    handle: text('handle'),
    inbox: text('inbox').notNull(),
    /** Its server's shared inbox when it offers one: deliveries go there first, once per server. */
    sharedInbox: text('shared_inbox'),
    /** The id of the Follow activity (an Undo names it). */
    followId: text('follow_id'),
    /** The origin the follower found the calendar at (`https://host[:port]`): the ids our activities carry. */
    origin: text('origin').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('federation_followers_actor').on(t.actor, t.followerUri),
    index('federation_followers_uri').on(t.followerUri),
  ],
);

/**
 * What each event (or series) was last federated as: decides Create, Update or Delete when the change log names it
 * again, and which date a series' single `Event` shows (docs/federation.md, "Series").
 */
export const federationObjects = sqliteTable(
  'federation_objects',
  {
    /** The event's id, or the series record's for a series. */
    itemId: integer('item_id').primaryKey(),
    /** `live` (Created, maybe Updated since) or `gone` (Deleted). */
    state: text('state').notNull(),
    /** For a series: the id of the date its Event shows; null for a single event. */
    occurrenceId: integer('occurrence_id'),
    /** When it was first Created (ISO 8601). */
    publishedAt: text('published_at').notNull(),
    /** When its last activity was sent (ISO 8601). */
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('federation_objects_series').on(t.state, t.occurrenceId)],
);

/** One row: how far the change log has been federated, and the last claim of a run (one at a time). */
export const federationState = sqliteTable('federation_state', {
  id: integer('id').primaryKey(),
  /** The change log position up to which changes were turned into activities. */
  sentSeq: integer('sent_seq').notNull().default(0),
  /** Unix seconds of the last run claimed (a write claims one when followers exist and none is pending). */
  claimedAt: integer('claimed_at'),
});

/**
 * Fedify's key–value store (docs/federation.md, "Fedify on Workers"): remote keys and documents it caches, inbox
 * idempotence. A D1 table instead of a KV namespace: one storage binding fewer, and `cas` is a conditional UPDATE.
 */
export const federationKv = sqliteTable(
  'federation_kv',
  {
    key: text('key').notNull(),
    value: text('value').notNull(),
    /** Unix milliseconds after which the entry is gone (null: kept). */
    expiresAt: integer('expires_at'),
  },
  (t) => [primaryKey({ columns: [t.key] }), index('federation_kv_expires').on(t.expiresAt)],
);
