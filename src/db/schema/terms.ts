import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Event categories (hierarchical) and event tags (flat), one id space as in WordPress. */
export const terms = sqliteTable(
  'terms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    taxonomy: text('taxonomy', { enum: ['category', 'tag'] }).notNull(),
    /** Parent category id, 0 for none (tags always 0). */
    parentId: integer('parent_id').notNull().default(0),
    /** Language the term was created in: the fallback text of every read. */
    originalLang: text('original_lang').notNull(),
    createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%d %H:%M:%S', 'now'))`),
    /**
     * Published events carrying the term that are not hidden from listings (the term `count`: only events anyone may
     * list, docs/security.md), kept by triggers on `event_terms` and
     * `posts` (migrations/0001_term_counts.sql, listed events only since 0007_term_count_listed.sql): a read of a term costs one row, not a count over its events.
     */
    publishedCount: integer('published_count').notNull().default(0),
  },
  (t) => [index('terms_taxonomy_parent').on(t.taxonomy, t.parentId)],
);

/** The text of a term in one language (docs/api.md#content-languages): a unit of name, description and slug. */
export const termTexts = sqliteTable(
  'term_texts',
  {
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    /** Copy of `terms.taxonomy` so slugs can be unique per taxonomy and language in one index. */
    taxonomy: text('taxonomy', { enum: ['category', 'tag'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    slug: text('slug').notNull(),
    /**
     * The name compared for duplicates (`nameKey` in src/text/words.ts: NFKC, accents and case
     * folded); unique per taxonomy, language and parent (`term_texts_name_key`), so two writers cannot create
     * the same term at once. Null only on rows written before migration 0004 that it could not key.
     */
    nameKey: text('name_key'),
    /** Copy of `terms.parent_id`, kept by a trigger (migrations/0004_integrity.sql), for that unique index. */
    parentId: integer('parent_id').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.lang] }),
    uniqueIndex('term_texts_name_key').on(t.taxonomy, t.lang, t.parentId, t.nameKey).where(sql`name_key is not null`),
    uniqueIndex('term_texts_slug').on(t.taxonomy, t.lang, t.slug),
    index('term_texts_name').on(t.taxonomy, t.lang, t.name),
    // A list's term reference that is no slug or id is compared with `lower(name)` in any language
    // (`resolvedTermRefs`, src/resources/events/list/list.filters.ts): one index look-up instead of the taxonomy's texts.
    index('term_texts_lower_name').on(t.taxonomy, sql`lower(${t.name})`),
  ],
);
