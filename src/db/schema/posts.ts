import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { images } from './images';
import { terms } from './terms';
import { users } from './users';

/**
 * `series`: the record of a recurring event (docs/recurrence.md), never listed; each of its dates is an `event` row
 * (an occurrence) with `series_id` set.
 */
export const POST_TYPES = ['event', 'venue', 'organizer', 'series'] as const;
export type PostType = (typeof POST_TYPES)[number];
/** Types of `post_texts`: a series' texts are `event` texts (one slug space for the pages `/event/<slug>/`). */
export const TEXT_TYPES = ['event', 'venue', 'organizer'] as const;
export type TextType = (typeof TEXT_TYPES)[number];

/**
 * The columns the list's filters read besides start, id and venue, covered by the indexes a list walks (after the
 * order's columns).
 */
const filteredColumns = (t: {
  endUtc: AnySQLiteColumn;
  featured: AnySQLiteColumn;
  ticketed: AnySQLiteColumn;
  modifiedUtc: AnySQLiteColumn;
  password: AnySQLiteColumn;
}) => [t.endUtc, t.featured, t.ticketed, t.modifiedUtc, t.password] as const;

/**
 * Events, venues and organizers: one id space (as WordPress posts, so `/events/<venue id>` can answer
 * `rest-invalid-event-id`) and one set of shared columns (status, author, dates, password, image, language).
 * The type-specific columns are null on the other types; each resource's mapper reads only its own.
 * Dates are `YYYY-MM-DD HH:MM:SS` strings: `*_utc` in UTC, `*_local` as wall time of the event's zone.
 */
export const posts = sqliteTable(
  'posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type', { enum: POST_TYPES }).notNull(),
    status: text('status').notNull(),
    /** Status before trashing, restored by an update that does not send `status`. */
    statusBeforeTrash: text('status_before_trash'),
    /**
     * Events: when the event last left `publish` (trash, draft, pending, private, future), UTC; null while it is
     * published or was never published. Kept by the trigger `posts_event_unpublished` (migration 0009): calendar
     * feeds keep such events as cancelled for 30 days (docs/ical.md).
     */
    unpublishedUtc: text('unpublished_utc'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Publication date (UTC). */
    dateUtc: text('date_utc').notNull(),
    modifiedUtc: text('modified_utc').notNull(),
    /** iCalendar SEQUENCE of events: a trigger (migration 0005) adds 1 when the dates, zone or status change. */
    sequence: integer('sequence').notNull().default(0),
    password: text('password'),
    imageId: integer('image_id').references(() => images.id),
    /** Language the item was created in: the fallback text of every read. */
    originalLang: text('original_lang').notNull(),

    // Events.
    startUtc: text('start_utc'),
    endUtc: text('end_utc'),
    startLocal: text('start_local'),
    endLocal: text('end_local'),
    timezone: text('timezone'),
    allDay: integer('all_day', { mode: 'boolean' }),
    hideFromListings: integer('hide_from_listings', { mode: 'boolean' }),
    sticky: integer('sticky', { mode: 'boolean' }),
    featured: integer('featured', { mode: 'boolean' }),
    ticketed: integer('ticketed', { mode: 'boolean' }),
    /** JSON array of the cost strings as sent, null when none. */
    cost: text('cost'),
    /**
     * The currency a cost whose texts name none is shown with (`$`, and `prefix` or `postfix`): the default currency
     * of the site an event was imported from (docs/migration.md, "Costs"); null for every other write, whose
     * `cost` carries its own symbol. Never part of `cost_details`, as on the original.
     */
    costCurrencySymbol: text('cost_currency_symbol'),
    costCurrencyPosition: text('cost_currency_position', { enum: ['prefix', 'postfix'] }),
    parentId: integer('parent_id'),
    venueId: integer('venue_id'),

    // Events and venues.
    showMap: integer('show_map', { mode: 'boolean' }),
    showMapLink: integer('show_map_link', { mode: 'boolean' }),

    // Events, venues and organizers: null means "never set" (an event then shows its own URL).
    website: text('website'),

    // Venues.
    address: text('address'),
    city: text('city'),
    country: text('country'),
    province: text('province'),
    state: text('state'),
    zip: text('zip'),
    stateprovince: text('stateprovince'),
    geoLat: real('geo_lat'),
    geoLng: real('geo_lng'),

    // Venues and organizers.
    phone: text('phone'),

    // Organizers.
    email: text('email'),

    // Series and their occurrences (docs/recurrence.md, "Storage").
    /** Occurrences: their series; a series: its own id; null for single events and other posts. */
    seriesId: integer('series_id'),
    /** Occurrences: the date's identity in its series, the local day of its original start (`2027-01-05`, `-2`…). */
    occurrenceKey: text('occurrence_key'),
    /** Occurrences: the original start of the date, wall time in the series' zone (`occurrence_start`). */
    occurrenceStart: text('occurrence_start'),
    /** Occurrences: the post whose texts it shows, its series' id, or its own when it overrides a text. */
    textId: integer('text_id'),
    /** Occurrences: JSON array of the fields it overrides (`venue`, `dates`, `title@ca`…); null when none. */
    overrides: text('overrides'),
    /** Series: JSON array of the `recurrence` lines. */
    recurrence: text('recurrence'),
    /** Series: counts every write of the series or of its occurrences (the guard of re-expansions). */
    seriesRevision: integer('series_revision').notNull().default(0),
    /** Series: the end (UTC) up to which dates were generated; null when the series has no later date. */
    seriesHorizon: text('series_horizon'),
    /**
     * Series: what feeds write of it without expanding it (JSON, `SeriesFeedState` of
     * src/resources/events/series/series.feed.ts), stored by every expansion; null before its first.
     */
    seriesFeed: text('series_feed'),
  },
  (t) => [
    index('posts_type_status_date').on(t.type, t.status, t.dateUtc, t.id),
    // The columns after `id` keep the (start, id) order and make the index cover the default window's `end_utc
    // <=` bound, the venue, geoloc, flag and `modified_after` filters and the feeds' password test, so those
    // walks read ONE index row per event, never the table (docs/security.md, "Bounded cost").
    // `series_id` last: `collapse=series` groups the window by series reading this index alone
    // (docs/recurrence.md, "Reading").
    index('posts_event_start')
      .on(t.status, t.startUtc, t.id, t.venueId, ...filteredColumns(t), t.seriesId)
      .where(sql`type = 'event' and hide_from_listings = 0`),
    // Events longer than a week (LONG_EVENT_DAYS, src/resources/events/list/list.source.ts), by end: a window with a
    // lower bound on the end reads the long events still running from here, the others from the start index.
    index('posts_event_long')
      .on(t.status, t.endUtc, t.startUtc, t.id)
      .where(sql`type = 'event' and hide_from_listings = 0 and julianday(end_utc) - julianday(start_utc) > 7`),
    index('posts_event_venue').on(t.venueId).where(sql`type = 'event'`),
    // A venue's listed events in start order, covering the same columns: a list filtered by venue walks that
    // venue's events of the window only, and `has_events`/`only_with_upcoming` of the venue lists cost one seek
    // per venue instead of a walk of its events (docs/security.md, "Bounded cost"); `series_id` for
    // `collapse=series` as in `posts_event_start`.
    index('posts_event_venue_listed')
      .on(t.venueId, t.status, t.startUtc, t.id, ...filteredColumns(t), t.seriesId)
      .where(sql`type = 'event' and hide_from_listings = 0`),
    index('posts_event_parent').on(t.parentId).where(sql`type = 'event'`),
    // Feeds read the events unpublished in the last 30 days (docs/ical.md, "Cancelled events").
    index('posts_event_unpublished').on(t.unpublishedUtc).where(sql`unpublished_utc is not null`),
    // One row per date of a series, its identity (docs/recurrence.md, "Identity of a date").
    uniqueIndex('posts_series_key').on(t.seriesId, t.occurrenceKey).where(sql`occurrence_key is not null`),
    // `series=`: a series' listed occurrences in start order, covering the list's count as the start index does.
    index('posts_event_series')
      .on(t.seriesId, t.status, t.startUtc, t.id, t.endUtc)
      .where(sql`type = 'event' and hide_from_listings = 0 and series_id is not null`),
    // A series record's first and last remaining dates (the dates it shows, its JSON-LD schedule): one seek each in
    // start order, covering what they read, instead of a walk and a sort of every date (docs/recurrence.md, "Reading").
    index('posts_series_remaining')
      .on(t.seriesId, t.startUtc, t.id, t.startLocal, t.endLocal, t.endUtc)
      .where(sql`occurrence_key is not null and status <> 'trash'`),
    // The editor's list of events (src/resources/events/list/list.editor.ts): single events and series, most
    // recently changed first, the status and author filters read from the index; its count reads one index row per
    // event, never the table.
    index('posts_editor_events')
      .on(t.modifiedUtc, t.id, t.status, t.authorId)
      .where(sql`type = 'series' or (type = 'event' and series_id is null)`),
    // Searches find a series' texts, then the occurrences that show them.
    index('posts_event_text').on(t.textId).where(sql`type = 'event' and text_id is not null`),
    // A search's listed dates by the text they show, in start order, covering what the start index covers: a text
    // found (and tested) once, its live dates of the window are read from here, one index row each, its trashed ones
    // never (docs/recurrence.md, "Costs (bench)"; src/resources/events/list/list.source.ts, `searchArms`).
    index('posts_event_text_listed')
      .on(t.textId, t.status, t.startUtc, t.id, t.venueId, ...filteredColumns(t), t.seriesId)
      .where(sql`type = 'event' and hide_from_listings = 0 and text_id is not null`),
  ],
);

/** The text of a post in one language (docs/api.md#content-languages): title (or venue/organizer name), description, excerpt, slug. */
export const postTexts = sqliteTable(
  'post_texts',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    /**
     * Copy of `posts.type` (`event` for a series) so slugs resolve per type and language through one index. An
     * occurrence that overrides a text has its own rows, slugged `@<id>` (never a slug a title gives).
     */
    type: text('type', { enum: TEXT_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    slug: text('slug').notNull(),
    /**
     * Copy of `posts.status = 'trash'`, kept by triggers (migrations/0004_integrity.sql), so the database itself
     * keeps live slugs unique per type and language (`post_texts_live_slug`) whatever runs at the same time.
     */
    trashed: integer('trashed', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.lang] }),
    uniqueIndex('post_texts_live_slug').on(t.type, t.lang, t.slug).where(sql`trashed = 0`),
    // NOCASE, as SQLite's LIKE is: free-slug look-ups (`slug like 'base%'`) read only the slug's family, not
    // every slug of the type and language. Slugs are lowercase, so nothing else changes.
    index('post_texts_slug').on(t.type, t.lang, sql`${t.slug} collate nocase`),
    // By-slug routes look a slug up in every language (the request's first): `type = ? and slug = ?`.
    index('post_texts_type_slug').on(t.type, t.slug),
  ],
);

/** Organizers of an event, in the order given. */
export const eventOrganizers = sqliteTable(
  'event_organizers',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.organizerId] }), index('event_organizers_organizer').on(t.organizerId)],
);

/** Categories and tags of an event. */
export const eventTerms = sqliteTable(
  'event_terms',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.termId] }), index('event_terms_term').on(t.termId, t.eventId)],
);

/**
 * The last published state of each event (dates and titles), as anonymous readers last saw it: calendar feeds show
 * an event that left `publish` as `STATUS:CANCELLED` from this copy, never from its current (unpublished) data
 * (docs/ical.md, "Cancelled events"). Kept by triggers (migrations/0013_event_public_copies.sql) whenever a
 * published, unprotected event or its titles change, so every write path keeps it.
 */
export const eventPublicCopies = sqliteTable('event_public_copies', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  startUtc: text('start_utc').notNull(),
  endUtc: text('end_utc').notNull(),
  startLocal: text('start_local').notNull(),
  endLocal: text('end_local').notNull(),
  timezone: text('timezone').notNull(),
  allDay: integer('all_day', { mode: 'boolean' }).notNull(),
  /** JSON object language → title. */
  titles: text('titles').notNull(),
});
