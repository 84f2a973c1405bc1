import { type SQL, sql } from 'drizzle-orm';
import { rawStatement, readBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import { publicPost } from '../../posts/posts.visibility';

/**
 * @module The public events as federation reads them (docs/federation.md): which items stand for the calendar (a
 * single event, or a series as one item), and which date a series shows. Public = {@link publicPost}.
 */

/** One federated item: a single event, or a series record (its dates are not items of their own). */
export interface PublicItem {
  id: number;
  type: 'event' | 'series';
}

/** The public single events and series, newest publication first, `limit` from `offset`, with their total. */
export async function publicItemsByPublication(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ items: PublicItem[]; total: number }> {
  const items = sql`from ${posts} p where ((p.type = 'event' and p.series_id is null) or p.type = 'series') and ${publicPost('p')}`;
  const { rows, counts } = await readBatch(db, {
    rows: rawStatement(
      db,
      sql`select p.id as id, p.type as type ${items} order by p.date_utc desc, p.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    counts: rawStatement(db, sql`select count(*) as n ${items}`),
  });
  return { items: rows as unknown as PublicItem[], total: (counts as unknown as { n: number }[])[0]?.n ?? 0 };
}

/** The public items among `ids` and their kind (a date of a series is named by its series). */
export async function publicItemsAmong(db: Db, ids: readonly number[]): Promise<Map<number, PublicItem>> {
  if (ids.length === 0) return new Map();
  const rows = await select<PublicItem>(
    db,
    sql`select p.id as id, p.type as type, p.series_id as seriesId from ${posts} p where p.id in (select value from json_each(${JSON.stringify(ids)})) and ${publicPost('p')}`,
  );
  return new Map(rows.map((row) => [row.id, { id: row.id, type: row.type }]));
}

/** The series of the dates among `ids` (any status): date id → series id. */
export async function seriesOfDates(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await select<{ id: number; seriesId: number }>(
    db,
    sql`select p.id as id, p.series_id as seriesId from ${posts} p where p.id in (select value from json_each(${JSON.stringify(ids)})) and p.series_id is not null`,
  );
  return new Map(rows.map((row) => [row.id, row.seriesId]));
}

/**
 * The date each series of `seriesIds` shows: its first public date that has not ended at `nowUtc` (a UTC wall
 * time), else its last public date; a series without a public date is left out.
 */
export async function shownDates(db: Db, seriesIds: readonly number[], nowUtc: string): Promise<Map<number, number>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await select<{ seriesId: number; id: number | null; last: number | null }>(
    db,
    sql`select s.value as seriesId,
      (select d.id from ${posts} d where d.series_id = s.value and d.type = 'event' and ${publicPost('d')} and d.end_utc > ${nowUtc} order by d.start_utc, d.id limit 1) as id,
      (select d.id from ${posts} d where d.series_id = s.value and d.type = 'event' and ${publicPost('d')} order by d.start_utc desc, d.id desc limit 1) as last
      from json_each(${JSON.stringify(seriesIds)}) s`,
  );
  const shown = new Map<number, number>();
  for (const row of rows) {
    const id = row.id ?? row.last;
    if (id !== null) shown.set(row.seriesId, id);
  }
  return shown;
}

/** The rows of one read (raw SQL over `json_each` and correlated subqueries, which the query builder cannot say). */
async function select<T>(db: Db, query: SQL): Promise<T[]> {
  const { rows } = await readBatch(db, { rows: rawStatement(db, query) });
  return rows as unknown as T[];
}
