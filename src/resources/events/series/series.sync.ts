import { and, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import { rawStatement, type Statement } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import type { SeriesDate } from '../../../time';
import { COPIED } from './series.fields';

/**
 * @module The statements that keep a series' occurrences in step with the series (docs/recurrence.md,
 * "Storage"): each is ONE statement over the whole series, driven by a bound JSON array of dates (D1 allows 100
 * bound values and 100 KB of SQL per statement, but a bound value may be 2 MB), and reads the series row and the
 * occurrences' overrides when the batch runs, never from an earlier read. An occurrence copies its series' columns
 * except those it overrides (`overrides`, a JSON array of field names); its texts are its series' (`text_id`).
 */

/** A series as SQL: its id, or the subquery of a series created earlier in the same batch. */
export type SeriesRef = number | SQL<number>;

/** `[key, start local, end local, start UTC, end UTC]` of each date, as bound JSON. */
function datesJson(dates: readonly SeriesDate[]): string {
  return JSON.stringify(dates.map((d) => [d.key, d.startLocal, d.endLocal, d.startUtc, d.endUtc]));
}

/** The existing dates of a series, by key: their ids (read before a re-expansion, which the revision guards). */
export type ExistingDates = ReadonlyMap<string, number>;

/** The dates of series `id` (every one, trashed ones too), key → id; with `from`, those starting at or after it. */
export async function readExistingDates(db: Db, id: number, from?: string): Promise<ExistingDates> {
  const rows = await db
    .select({ id: posts.id, key: posts.occurrenceKey })
    .from(posts)
    .where(
      and(
        eq(posts.seriesId, id),
        isNotNull(posts.occurrenceKey),
        from === undefined ? undefined : gte(posts.occurrenceStart, from),
      ),
    );
  return new Map(rows.map((row) => [row.key ?? '', row.id]));
}

/** The generated dates that exist, as bound JSON `[id, start local, end local, start UTC, end UTC]`. */
function existingJson(dates: readonly SeriesDate[], existing: ExistingDates): string {
  return JSON.stringify(
    dates.flatMap((d) => {
      const id = existing.get(d.key);
      return id === undefined ? [] : [[id, d.startLocal, d.endLocal, d.startUtc, d.endUtc]];
    }),
  );
}

/** The dates of the bound JSON as a table `j(k, sl, el, su, eu)` (`k` an id with {@link existingJson}). */
const datesTable = (json: string) =>
  sql`(select json_extract(value, '$[0]') as k, json_extract(value, '$[1]') as sl, json_extract(value, '$[2]') as el, json_extract(value, '$[3]') as su, json_extract(value, '$[4]') as eu from json_each(${json}))`;

/** Whether the occurrence `row` overrides `field`. */
export const overrides = (row: string, field: string) =>
  sql.raw(`instr(coalesce(${row}.overrides, ''), '"${field.replace(/[^a-z_@]/g, '')}"') > 0`);

/** The value an occurrence takes for `column`: its own when it overrides it, else the series row `s`'. */
const copied = (column: string, override: string | null) =>
  override === null
    ? sql.raw(`s.${column}`)
    : sql`case when ${overrides('posts', override)} then posts.${sql.raw(column)} else s.${sql.raw(column)} end`;

/** A date column: the occurrence's own when it was moved (`dates`), else the generated one from `j`. */
const dated = (column: string, generated: string) =>
  sql`case when ${overrides('posts', 'dates')} then posts.${sql.raw(column)} else j.${sql.raw(generated)} end`;

/**
 * The status of a generated date: its own when it overrides it (restored from the trash if cancelled before),
 * else the series'. The series is live: a trashed series' dates are trashed by {@link trashOccurrences}.
 */
const STATUS = sql`case when ${overrides('posts', 'status')} then (case when posts.status = 'trash' then coalesce(posts.status_before_trash, s.status) else posts.status end) else s.status end`;

const DATE_COLUMNS = [
  ['start_local', 'sl'],
  ['end_local', 'el'],
  ['start_utc', 'su'],
  ['end_utc', 'eu'],
] as const;

/**
 * Updates the existing occurrences of `series` to the series as it is: with `dates`, every occurrence whose key is
 * generated (restored when it was trashed; dates recomputed unless it was moved, `occurrence_start` set); without,
 * every live occurrence (the dates unchanged). Only rows where something changes are written (and so reported by
 * the change log), plus, with `touchFollowers`, those showing the series' texts (their texts changed).
 */
export function resyncOccurrences(
  db: Db,
  series: SeriesRef,
  options: {
    dates?: { generated: readonly SeriesDate[]; existing: ExistingDates };
    now: string;
    touchFollowers?: boolean;
  },
): Statement {
  const sets: [string, SQL][] = COPIED.map(([column, override]) => [column, copied(column, override)]);
  sets.push([
    'status',
    options.dates ? STATUS : sql`case when ${overrides('posts', 'status')} then posts.status else s.status end`,
  ]);
  if (options.dates) {
    for (const [column, generated] of DATE_COLUMNS) sets.push([column, dated(column, generated)]);
    sets.push(['occurrence_start', sql`j.sl`]);
  }
  const changed = sets.map(([column, value]) => sql`posts.${sql.raw(column)} is not ${value}`);
  if (options.touchFollowers) changed.push(sql`posts.text_id = s.id`);
  const assignments = sql.join(
    [
      ...sets.map(([column, value]) => sql`${sql.raw(column)} = ${value}`),
      sql`status_before_trash = case when posts.status = 'trash' then null else posts.status_before_trash end`,
      sql`modified_utc = ${options.now}`,
    ],
    sql`, `,
  );
  // The generated dates join their rows by id (a primary-key look-up each): a join on the key would read the
  // series' dates once per date.
  const from = options.dates
    ? sql`${datesTable(existingJson(options.dates.generated, options.dates.existing))} j, (select * from posts where id = ${series}) s`
    : sql`(select * from posts where id = ${series}) s`;
  const which = options.dates
    ? sql`posts.id = j.k`
    : sql`posts.type = 'event' and posts.series_id = s.id and posts.occurrence_key is not null and posts.status <> 'trash'`;
  return rawStatement(
    db,
    sql`update posts set ${assignments} from ${from} where ${which} and (${sql.join(changed, sql` or `)})`,
  );
}

/**
 * Marks every live occurrence of `series` modified at `now`: each shows its series' `recurrence` lines, so a write
 * that changes them (a cancellation's `EXDATE`, new lines keeping some dates, a split's end) changes every date's
 * item, and the change log must report them all (docs/sync.md): a date whose own row did not change would stay
 * stale in a replica built from `/changes`.
 */
export function touchOccurrences(db: Db, series: SeriesRef, now: string): Statement {
  return rawStatement(
    db,
    sql`update posts set modified_utc = ${now} where type = 'event' and series_id = ${series} and occurrence_key is not null and status <> 'trash'`,
  );
}

/** Inserts the occurrences of `dates` that `series` has no row for yet (new ids, in date order). */
export function insertOccurrences(db: Db, series: SeriesRef, dates: readonly SeriesDate[], now: string): Statement {
  const columns = COPIED.map(([column]) => column);
  return rawStatement(
    db,
    sql`insert into posts (type, status, modified_utc, ${sql.raw(columns.join(', '))}, start_local, end_local, start_utc, end_utc, series_id, occurrence_key, occurrence_start, text_id)
    select 'event', s.status, ${now}, ${sql.raw(columns.map((c) => `s.${c}`).join(', '))}, j.sl, j.el, j.su, j.eu, s.id, j.k, j.sl, s.id
    from ${datesTable(datesJson(dates))} j join posts s on s.id = ${series}
    where s.status <> 'trash' and not exists (select 1 from posts o where o.series_id = s.id and o.occurrence_key = j.k)
    order by j.su, j.k`,
  );
}

/** Trashes the live occurrences of `series` whose keys `dates` does not list (all of them without `dates`). */
export function trashOccurrences(
  db: Db,
  series: SeriesRef,
  dates: readonly SeriesDate[] | null,
  now: string,
): Statement {
  const kept = dates
    ? sql`and occurrence_key not in (select value from json_each(${JSON.stringify(dates.map((d) => d.key))}))`
    : sql``;
  return rawStatement(
    db,
    sql`update posts set status_before_trash = status, status = 'trash', modified_utc = ${now} where series_id = ${series} and type = 'event' and occurrence_key is not null and status <> 'trash' ${kept}`,
  );
}

/** The link kinds an occurrence copies from its series, each under its override. */
export const LINK_KINDS = [
  { override: 'categories', taxonomy: 'category' },
  { override: 'tags', taxonomy: 'tag' },
  { override: 'organizer', taxonomy: null },
] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** The occurrences of `series` that take `kind` from it (a subquery of ids). */
const following = (series: SeriesRef, kind: LinkKind) =>
  sql`select o.id from posts o where o.series_id = ${series} and o.type = 'event' and o.occurrence_key is not null and not ${overrides('o', kind.override)}`;

/**
 * Copies the series' links of `kind` to its occurrences: `replace` first removes their own (the series' changed);
 * without it only occurrences that have none of that kind get them (new occurrences), which is idempotent.
 */
export function copyLinks(db: Db, series: SeriesRef, kind: LinkKind, replace: boolean): Statement[] {
  const targets = following(series, kind);
  if (kind.taxonomy === null) {
    const empty = replace ? sql`` : sql`and not exists (select 1 from event_organizers x where x.event_id = o.id)`;
    return [
      ...(replace ? [rawStatement(db, sql`delete from event_organizers where event_id in (${targets})`)] : []),
      rawStatement(
        db,
        sql`insert into event_organizers (event_id, organizer_id, position)
        select o.id, eo.organizer_id, eo.position from posts o join event_organizers eo on eo.event_id = ${series}
        where o.id in (${targets}) ${empty}`,
      ),
    ];
  }
  const ofTaxonomy = sql`select id from terms where taxonomy = ${kind.taxonomy}`;
  const empty = replace
    ? sql``
    : sql`and not exists (select 1 from event_terms x where x.event_id = o.id and x.term_id in (${ofTaxonomy}))`;
  return [
    ...(replace
      ? [rawStatement(db, sql`delete from event_terms where event_id in (${targets}) and term_id in (${ofTaxonomy})`)]
      : []),
    rawStatement(
      db,
      sql`insert into event_terms (event_id, term_id)
      select o.id, et.term_id from posts o join event_terms et on et.event_id = ${series}
      where o.id in (${targets}) and et.term_id in (${ofTaxonomy}) ${empty}`,
    ),
  ];
}

/** Statements giving the occurrences of `series` the links they lack (after new occurrences were inserted). */
export function linkNewOccurrences(db: Db, series: SeriesRef): Statement[] {
  return LINK_KINDS.flatMap((kind) => copyLinks(db, series, kind, false));
}

/**
 * The newest series record (a subquery): in a batch that inserts a series, the one just inserted (D1 runs a batch
 * as one transaction, so no other write comes between).
 */
export const NEWEST_SERIES: SQL<number> = sql<number>`(select max(id) from posts where type = 'series')`;

/** Copies every link of event `from` (its terms, its organizers in their order) to `to`, a post new in the batch. */
export function copyEventLinks(db: Db, from: SQL | number, to: SQL): Statement[] {
  return [
    rawStatement(
      db,
      sql`insert into event_terms (event_id, term_id) select ${to}, term_id from event_terms where event_id = ${from}`,
    ),
    rawStatement(
      db,
      sql`insert into event_organizers (event_id, organizer_id, position) select ${to}, organizer_id, position from event_organizers where event_id = ${from}`,
    ),
  ];
}
