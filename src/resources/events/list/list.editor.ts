import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { can } from '../../../auth/capabilities';
import type { Caller } from '../../../auth/roles';
import { readBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { eventTerms, posts, postTexts } from '../../../db/schema';
import type { Lang } from '../../../i18n/languages';

/**
 * @module The editor's list of events (docs/editor.md, "The events screen"): the single events and series a person
 * may edit (editors and administrators: all; authors and contributors: their own), most recently changed first,
 * a series once (with how many dates it has), never its dates one by one. Not a public list: the REST lists order
 * by start and list a series' dates, and an editor needs what changed last. Loaded with the editor only (the door
 * `index.ts` imports it on demand), so the API's startup never evaluates it.
 */

export interface EditorListFilter {
  caller: Caller;
  /** The language the titles are shown in (the item's original when it has none in it). */
  lang: Lang;
  /** The statuses listed (`publish`, `future`, `draft`, `pending`, `private`, `trash`). */
  statuses: readonly string[];
  /** Words every one of which a title (in any language) contains. */
  words: string[];
  /** Local days `YYYY-MM-DD`: events (or a date of a series) on or after `from`, on or before `to`. */
  from?: string;
  to?: string;
  /** A category id: events linked to it. */
  category?: number;
  page: number;
  perPage: number;
}

/** One row of the editor's list. */
export interface EditorListRow {
  id: number;
  /** `series` for a recurring event's record, else `event`. */
  type: 'event' | 'series';
  status: string;
  title: string;
  startLocal: string;
  endLocal: string;
  timezone: string;
  allDay: boolean;
  modifiedUtc: string;
  authorId: number | null;
  originalLang: string;
  /** The languages the item has text in, comma-separated. */
  langs: string;
  /** A series' dates (not cancelled); null for a single event. */
  dates: number | null;
  /** Whether a password protects it. */
  locked: boolean;
}

const WHOLE_DAY_END = ' 23:59:59';

/** `%`, `_` and `\` taken literally by `LIKE … ESCAPE '\'`. */
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The outer row's id and series inside a subquery of `posts` itself: Drizzle writes a select's columns unqualified
 * (`"id"`), which inside `from posts o` would name the inner row's.
 */
const OUTER_ID = sql.raw('"posts"."id"');
const OUTER_SERIES = sql.raw('"posts"."series_id"');

/** The posts of the list, read in the order of their index (`posts_editor_events`, which SQLite would not pick). */
const EDITOR_EVENTS = sql`${posts} indexed by posts_editor_events`;

/** The item's title in `lang`, else in its original language. */
const titleIn = (lang: Lang) =>
  sql<string>`coalesce(
    (select t.title from ${postTexts} t where t.post_id = ${OUTER_ID} and t.lang = ${lang}),
    (select t.title from ${postTexts} t where t.post_id = ${OUTER_ID} and t.lang = ${posts.originalLang}),
    '')`;

/** The dates a series still has (its cancelled ones are trashed rows), read through the series' own index. */
const seriesDates = sql<number | null>`case when ${posts.type} = 'series' then
    (select count(*) from ${posts} o indexed by posts_series_key where o.series_id = ${OUTER_ID}
      and o.occurrence_key is not null and o.type = 'event' and o.status <> 'trash')
  end`;

/** Local days overlap: an event (or, for a series, one of its dates) between `from` and `to`. */
function overlap(from: string | undefined, to: string | undefined): SQL | undefined {
  if (!from && !to) return undefined;
  const own = (start: SQL, end: SQL) =>
    and(
      from ? sql`${end} >= ${`${from} 00:00:00`}` : undefined,
      to ? sql`${start} <= ${`${to}${WHOLE_DAY_END}`}` : undefined,
    );
  return or(
    and(eq(posts.type, 'event'), own(sql`${posts.startLocal}`, sql`${posts.endLocal}`)),
    and(
      eq(posts.type, 'series'),
      sql`exists (select 1 from ${posts} o indexed by posts_series_key where o.series_id = ${OUTER_ID}
        and o.occurrence_key is not null and o.type = 'event' and o.status <> 'trash'
        and ${own(sql`o.start_local`, sql`o.end_local`)})`,
    ),
  );
}

/** The conditions of `filter`. */
function whereOf(filter: EditorListFilter): SQL | undefined {
  // Literals, as the partial index `posts_editor_events` says them: SQLite uses it only for the same terms.
  const kinds = sql`(type = 'series' or (type = 'event' and series_id is null))`;
  const words = filter.words.map(
    (word) =>
      sql`exists (select 1 from ${postTexts} t where t.post_id = ${OUTER_ID} and t.title like ${likeWord(word)} escape '\\')`,
  );
  return and(
    kinds,
    inArray(posts.status, [...filter.statuses]),
    // Editors and administrators edit everyone's events; the others their own (docs/editor.md).
    can(filter.caller, 'edit_others') ? undefined : eq(posts.authorId, filter.caller.id),
    ...words,
    filter.category === undefined
      ? undefined
      : sql`exists (select 1 from ${eventTerms} et where et.event_id = ${OUTER_ID} and et.term_id = ${filter.category})`,
    overlap(filter.from, filter.to),
  );
}

/** The columns of a row of the list; `textsOf` is the post whose texts' languages it lists. */
function rowColumns(lang: Lang, textsOf: SQL) {
  return {
    id: posts.id,
    type: posts.type,
    status: posts.status,
    title: titleIn(lang),
    startLocal: posts.startLocal,
    endLocal: posts.endLocal,
    timezone: posts.timezone,
    allDay: posts.allDay,
    modifiedUtc: posts.modifiedUtc,
    authorId: posts.authorId,
    originalLang: posts.originalLang,
    langs: sql<string | null>`(select group_concat(t.lang) from ${postTexts} t where t.post_id = ${textsOf})`,
    dates: seriesDates,
    locked: sql<number>`${posts.password} is not null and ${posts.password} <> ''`,
  };
}

/** A row as read by `rowColumns`: what SQLite gives for the fields `rowOf` converts. */
type RawRow = Omit<
  EditorListRow,
  'type' | 'startLocal' | 'endLocal' | 'timezone' | 'allDay' | 'langs' | 'dates' | 'locked'
> & {
  type: string;
  startLocal: string | null;
  endLocal: string | null;
  timezone: string | null;
  allDay: unknown;
  langs: string | null;
  dates: number | null;
  locked: unknown;
};

/** A row as read (`rowColumns`) in the shape of `EditorListRow`. */
function rowOf(row: RawRow): EditorListRow {
  return {
    ...row,
    type: row.type === 'series' ? 'series' : 'event',
    startLocal: row.startLocal ?? '',
    endLocal: row.endLocal ?? '',
    timezone: row.timezone ?? '',
    allDay: Boolean(row.allDay),
    langs: row.langs ?? '',
    dates: row.dates === null ? null : Number(row.dates),
    locked: Boolean(row.locked),
  };
}

/** One page of the editor's list and the count of the whole filtered list, in one round trip. */
export async function listEditableEvents(
  db: Db,
  filter: EditorListFilter,
): Promise<{ rows: EditorListRow[]; total: number }> {
  if (!can(filter.caller, 'create')) return { rows: [], total: 0 };
  const where = whereOf(filter);
  const results = await readBatch(db, {
    rows: db
      .select({
        ...rowColumns(filter.lang, OUTER_ID),
      })
      .from(posts)
      // The page's ids walk the list's index in its order; their rows are then read by primary key.
      .where(
        sql`${posts.id} in (select id from ${EDITOR_EVENTS} where ${where} order by modified_utc desc, id desc
          limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage})`,
      )
      .orderBy(desc(posts.modifiedUtc), desc(posts.id)),
    count: db.select({ n: sql<number>`count(*)` }).from(EDITOR_EVENTS).where(where),
  });
  return { rows: results.rows.map(rowOf), total: Number(results.count[0]?.n ?? 0) };
}

/**
 * What the editor's event page needs beyond the REST item: where it stands (a trashed event answers REST's reads
 * with a 403), whether a password protects it (the wire never says), its original language and a series' dates;
 * undefined when `id` is no event, series or date of a series, or `caller` may not edit it.
 */
export async function findEditableEvent(
  db: Db,
  caller: Caller,
  id: number,
  lang: Lang,
): Promise<EditorListRow | undefined> {
  const [row] = await db
    .select({
      // A date of a series has the texts of its override, else the series' (`text_id`).
      ...rowColumns(lang, sql`coalesce("posts"."text_id", ${OUTER_ID})`),
      seriesAuthor: sql<
        number | null
      >`(select s.author_id from ${posts} s where s.id = ${OUTER_SERIES} and "posts"."type" = 'event')`,
    })
    .from(posts)
    .where(and(eq(posts.id, id), inArray(posts.type, ['event', 'series'])))
    .limit(1);
  if (!row) return undefined;
  const ownerId = row.seriesAuthor ?? row.authorId;
  if (!can(caller, 'edit_others') && (ownerId !== caller.id || !can(caller, 'create'))) return undefined;
  return rowOf(row);
}
