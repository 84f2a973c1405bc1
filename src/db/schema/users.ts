import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** People who may write: one role each (docs/api.md#authentication-roles-and-tokens). */
export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  role: text('role', { enum: ['administrator', 'editor', 'author', 'contributor', 'subscriber'] }).notNull(),
  createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%d %H:%M:%S', 'now'))`),
});

/** Bearer tokens: only a SHA-256 hash of the secret is stored. */
export const tokens = sqliteTable(
  'tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Hex SHA-256 of the secret. */
    hash: text('hash').notNull().unique(),
    createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%d %H:%M:%S', 'now'))`),
    lastUsedAt: text('last_used_at'),
    expiresAt: text('expires_at'),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('tokens_user').on(t.userId)],
);
