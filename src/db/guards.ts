/**
 * @module Guard statements: inserts into views whose `INSTEAD OF` triggers abort the whole batch when what a
 * write was planned from no longer holds (migrations/0008_stale_guard.sql, 0010_inline_name_guard.sql). The
 * views store nothing; they are not in the Drizzle schema (drizzle-kit must not create them as tables), so their
 * handles live here. A refused batch writes nothing; the caller plans again (`retryOnStaleRow`) or answers 409.
 */

import type { BatchItem } from 'drizzle-orm/batch';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';

/** One statement of a batch (as `Statement` of batch.ts, which imports this module). */
type Statement = BatchItem<'sqlite'>;

const eventDateGuards = sqliteTable('event_date_guards', {
  postId: integer('post_id').notNull(),
  startLocal: text('start_local'),
  endLocal: text('end_local'),
  timezone: text('timezone'),
  allDay: integer('all_day', { mode: 'boolean' }),
});

const inlineNameGuards = sqliteTable('inline_name_guards', {
  type: text('type').notNull(),
  lang: text('lang').notNull(),
  name: text('name').notNull(),
  readerId: integer('reader_id'),
  readsAll: integer('reads_all', { mode: 'boolean' }).notNull(),
});

/** The stored dates an event update was planned from: the batch aborts unless the event still has them. */
export function eventDatesGuard(
  db: Db,
  core: {
    id: number;
    startLocal: string | null;
    endLocal: string | null;
    timezone: string | null;
    allDay: boolean | null;
  },
): Statement {
  return db.insert(eventDateGuards).values({
    postId: core.id,
    startLocal: core.startLocal,
    endLocal: core.endLocal,
    timezone: core.timezone,
    allDay: core.allDay,
  });
}

/**
 * An inline venue or organizer about to be created because no live namesake readable by the caller existed when
 * it was looked up: the batch aborts if one exists now (a concurrent event create made it), so the write plans
 * again and reuses it. `readerId`/`readsAll` repeat the look-up's visibility rule (`findLinkedByName`).
 */
export function inlineNameGuard(
  db: Db,
  guard: { type: 'venue' | 'organizer'; lang: string; name: string; readerId: number | null; readsAll: boolean },
): Statement {
  return db.insert(inlineNameGuards).values(guard);
}

const seriesGuards = sqliteTable('series_guards', {
  seriesId: integer('series_id').notNull(),
  revision: integer('revision').notNull(),
});

/**
 * The revision of a series its re-expansion was planned from (migrations/0020_recurrence.sql): the batch aborts
 * when a write that changes what the series generates (its lines, dates, status) ran meanwhile.
 */
export function seriesRevisionGuard(db: Db, series: { id: number; seriesRevision: number }): Statement {
  return db.insert(seriesGuards).values({ seriesId: series.id, revision: series.seriesRevision });
}

const itemVersionGuards = sqliteTable('item_version_guards', {
  kind: text('kind').notNull(),
  itemId: integer('item_id').notNull(),
  revision: integer('revision').notNull(),
});

/**
 * The item version a write sent with `If-Match` was checked against (migrations/0023_item_version_triggers.sql):
 * the batch aborts when the item changed since (src/db/writer.ts).
 */
export function versionGuard(db: Db, expected: { kind: string; itemId: number; revision: number }): Statement {
  return db.insert(itemVersionGuards).values(expected);
}
