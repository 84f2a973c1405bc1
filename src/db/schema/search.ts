import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { posts } from './posts';

/** Digits of one id in `category_ids`, `tag_ids` and `organizer_ids` (ids up to 99,999,999; wider ones overflow). */
export const LINK_ID_WIDTH = 8;
/** Links of one kind an event's search row carries at most: beyond them, {@link LINK_IDS_OVERFLOW}. */
export const LINK_IDS_MAX = 8;
/** The value of a link column whose event has more links of that kind than it carries (or an id too wide). */
export const LINK_IDS_OVERFLOW = '+';

/**
 * One search row per post, kept by triggers (migrations/0012_post_search.sql) from `posts` and every
 * `post_texts` row of the post: what a search tests on each event it walks, in ONE row read, whatever the
 * number of languages and words (docs/search.md). Each language's text is stored once, ASCII-lowercased as the
 * exact test compares (`lower()`); a reader of a language the post has no text in sees the text of
 * `original_lang`, chosen in the query (`src/resources/posts/posts.search.ts`, `searchDocMatches`).
 * `title_*` is null when the post has no text in that language (a text always has a title).
 */
export const postSearch = sqliteTable(
  'post_search',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** Copy of `coalesce(posts.password, '') <> ''`: a protected post's body matches only for readers of it. */
    protected: integer('protected', { mode: 'boolean' }).notNull(),
    /** Copy of `posts.original_lang`. */
    originalLang: text('original_lang').notNull(),
    titleCa: text('title_ca'),
    /** `lower(excerpt) || char(1) || lower(description)`: U+0001 is refused in any parameter, so no word spans both. */
    bodyCa: text('body_ca'),
    titleEn: text('title_en'),
    bodyEn: text('body_en'),
    titleEs: text('title_es'),
    bodyEs: text('body_es'),
    /**
     * Copies of the post's listing columns (`type`, `status`, `hide_from_listings` as `hidden`, `start_utc`,
     * `end_utc`, `venue_id`), kept by the same triggers (migrations/0017_search_walk.sql): a search that walks the
     * date window reads these rows in start order through `post_search_walk`, ONE row per event with everything it
     * tests, instead of the start index and then this row (docs/search.md).
     */
    type: text('type'),
    status: text('status'),
    hidden: integer('hidden'),
    startUtc: text('start_utc'),
    endUtc: text('end_utc'),
    venueId: integer('venue_id'),
    /**
     * Copy of `posts.series_id`, and the texts of a series' date are its series' (`text_id`): a search walking
     * these rows finds the dates of a series and collapses them by series (docs/recurrence.md, "Reading").
     */
    seriesId: integer('series_id'),
    /**
     * The event's links as the walk tests them (docs/security.md, "Cost, third round"): its categories, tags and
     * organizers, each id as {@link LINK_ID_WIDTH} zero-padded digits, concatenated (`''`: none), or
     * {@link LINK_IDS_OVERFLOW} when the event has more than {@link LINK_IDS_MAX} of that kind or an id too wide
     * (the list then probes the link table for that event). Kept by triggers on `event_terms` and
     * `event_organizers` (migrations/0028_post_search_links.sql), so a list naming categories, tags or organizers
     * tests them on the walked row, from `post_search_walk`, without reading the links. Any rewrite of the search
     * rows must keep these columns (the post and text triggers upsert the other columns only).
     */
    categoryIds: text('category_ids').notNull().default(''),
    tagIds: text('tag_ids').notNull().default(''),
    organizerIds: text('organizer_ids').notNull().default(''),
    /**
     * Copies of `posts.featured`, `posts.ticketed` and `posts.modified_utc`, kept by triggers (migration 0028): the
     * walk tests `featured`, `ticketed` and `modified_after` on the row it walks, not on the event's post.
     */
    featured: integer('featured'),
    ticketed: integer('ticketed'),
    modifiedUtc: text('modified_utc'),
  },
  (t) => [
    // The window walk of a search: in list order, covering every column the walk tests (docs/search.md).
    index('post_search_walk')
      .on(
        t.status,
        t.startUtc,
        t.postId,
        t.endUtc,
        t.venueId,
        t.protected,
        t.originalLang,
        t.titleCa,
        t.bodyCa,
        t.titleEn,
        t.bodyEn,
        t.titleEs,
        t.bodyEs,
        t.seriesId,
        t.categoryIds,
        t.tagIds,
        t.organizerIds,
        t.featured,
        t.ticketed,
        t.modifiedUtc,
      )
      .where(sql`type = 'event' and hidden = 0`),
  ],
);
