import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Caller } from '../../../auth/caller';
import { can, UNPUBLISHED_STATUSES } from '../../../auth/capabilities';
import { readBatch, type Statement } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { posts, postTexts } from '../../../db/schema';
import type { Lang } from '../../../i18n/languages';
import { jsonStrings } from '../../shared/sql';
import { liveTexts, shownText, shownTextJoin } from '../posts.texts';
import { type LinksOwner, publishedRow, unprotectedRow } from '../posts.visibility';
import type { SearchField } from '../posts.wire';
import type { LinkedKind, LinkedWriteInput } from './linked.kind';
import type { LinkedRow, LinkedType } from './linked.rows';

/** Filters of a venue or organizer list (docs/original.md#venue-and-organizer-lists, docs/differences.md#list-links-keep-filters and docs/differences.md#only-with-upcoming). */
export interface LinkedListFilter {
  lang: Lang;
  statuses: readonly string[];
  search?: string;
  /**
   * The items whose hidden fields the caller sees ({@link unlockedFor}): `search` looks in every field of those,
   * and only in the fields a locked item shows of the others (docs/security.md, "Visibility").
   */
  unlocked: SQL;
  /** Only the items linked to this event. */
  eventId?: number;
  /** `true`: linked to an event of `visibleEvents`; `false`: linked to none such. */
  hasEvents?: boolean;
  /** Only items linked to an event of `visibleEvents` starting at or after `now` (UTC). */
  upcoming?: { now: string };
  /**
   * The events (alias `e`) the caller would see listed (`listedEventVisibleTo`): the only ones `has_events` and
   * `only_with_upcoming` consider, so that hidden events never shape the answer.
   */
  visibleEvents: SQL;
  limit: number;
  offset: number;
}

/** The words of a search: split on anything but letters, digits and hyphens (Unicode-aware), deduplicated. */
export function searchFragments(search: string): string[] {
  return [...new Set(search.split(/[^\p{L}\p{N}-]+/u).filter((fragment) => fragment !== ''))];
}

/**
 * Reference search semantics: an item matches when ANY one of `fields` contains ALL the fragments (`instr` on
 * lowercased text: case-insensitive for ASCII; D1 refuses LIKE patterns over 50 bytes). The fragments are bound
 * once per field as a JSON array (D1's 100-parameter limit). `0` (nothing matches) without fields.
 */
function anyFieldMatches(fields: readonly (SQLiteColumn | SQL)[], json: string): SQL {
  if (fields.length === 0) return sql`0`;
  const perField = fields.map(
    (field) =>
      sql`not exists (select 1 from json_each(${json}) j where instr(lower(coalesce(${field}, '')), lower(j.value)) = 0)`,
  );
  return sql`(${sql.join(perField, sql` or `)})`;
}

/**
 * `search` over the kind's searchable fields. A password-protected item the caller may not unlock matches on the
 * fields its answer shows only (those its wire schema keeps), so a search is no oracle of the text it hides
 * (docs/security.md, "Visibility"); callers who see hidden content (`seesHidden`) search every field.
 */
function searchCondition(fields: readonly SearchField[], search: string, unlocked: SQL): SQL | undefined {
  const fragments = searchFragments(search);
  if (fragments.length === 0) return undefined;
  const json = jsonStrings(fragments);
  const every = anyFieldMatches(
    fields.map((field) => field.column),
    json,
  );
  const shown = anyFieldMatches(
    fields.filter((field) => !field.redacted).map((field) => field.column),
    json,
  );
  return sql`((${unlocked} and ${every}) or ${shown})`;
}

/**
 * The items whose hidden fields `caller` sees in a list (`unlocked` in SQL, as the list renders them): those
 * without a password, those `password` unlocks, and with `edit` (context=edit) those the caller may modify
 * (`canModify`: editors every one, authors their own, contributors their own unpublished ones).
 */
export function unlockedFor(caller: Caller | null, password: string | undefined, edit: boolean): SQL {
  const open = [unprotectedRow()];
  if (password !== undefined) open.push(sql`${posts.password} = ${password}`);
  if (edit && caller !== null) {
    if (can(caller, 'edit_others')) return sql`1`;
    if (can(caller, 'publish')) open.push(sql`${posts.authorId} = ${caller.id}`);
    else if (can(caller, 'create'))
      open.push(sql`(${posts.authorId} = ${caller.id} and ${inArray(posts.status, [...UNPUBLISHED_STATUSES])})`);
  }
  return sql`(${sql.join(open, sql` or `)})`;
}

function listConditions<Row extends LinkedRow, Input extends LinkedWriteInput>(
  kind: LinkedKind<Row, Input>,
  filter: LinkedListFilter,
): SQL | undefined {
  const linked = kind.linkedEvents;
  const linkedExists = (condition: SQL) => sql`exists (select 1 from ${linked} and ${condition})`;
  const eventful = filter.visibleEvents;
  const upcoming = filter.upcoming;
  return and(
    inArray(posts.status, [...filter.statuses]),
    filter.search !== undefined ? searchCondition(kind.search(), filter.search, filter.unlocked) : undefined,
    filter.eventId !== undefined ? linkedExists(sql`e.id = ${filter.eventId}`) : undefined,
    filter.hasEvents === true ? linkedExists(eventful) : undefined,
    filter.hasEvents === false ? sql`not ${linkedExists(eventful)}` : undefined,
    upcoming ? linkedExists(sql`e.start_utc >= ${upcoming.now} and ${filter.visibleEvents}`) : undefined,
  );
}

/**
 * One page of a venue or organizer list, newest publication first (then id, descending), the size of the whole
 * filtered set, and, when the filter names an event, whether it is one: ONE round trip whatever the page size.
 */
export async function listLinked<Row extends LinkedRow, Input extends LinkedWriteInput>(
  db: Db,
  kind: LinkedKind<Row, Input>,
  filter: LinkedListFilter,
): Promise<{ rows: Row[]; total: number; event?: LinksOwner }> {
  const where = listConditions(kind, filter);
  const { rows, counted, event } = await readBatch(db, {
    // The kind's select is a Drizzle select behind its row type (see `LinkedKind.select`).
    rows: kind
      .select(db, filter.lang, where)
      .orderBy(desc(posts.dateUtc), desc(posts.id))
      .limit(filter.limit)
      .offset(filter.offset) as unknown as Statement,
    counted: db
      .select({ total: sql<number>`count(*)` })
      .from(posts)
      .innerJoin(shownText, shownTextJoin(filter.lang))
      .where(and(eq(posts.type, kind.meta.type), where)),
    ...(filter.eventId !== undefined
      ? {
          event: db
            .select({ type: posts.type, status: posts.status, authorId: posts.authorId, password: posts.password })
            .from(posts)
            .where(eq(posts.id, filter.eventId)),
        }
      : {}),
  });
  return {
    rows: rows as unknown as Row[],
    total: counted[0]?.total ?? 0,
    event: (event as LinksOwner[] | undefined)?.[0],
  };
}

/**
 * The posts `caller` may read (`canRead` in SQL): published ones; for editors and up every one; for other
 * authors of content (contributors, authors) also their own.
 */
function readableBy(caller: Caller | null): SQL {
  if (caller !== null && can(caller, 'edit_others')) return sql`1`;
  if (caller !== null && can(caller, 'create')) return sql`(${publishedRow()} or ${posts.authorId} = ${caller.id})`;
  return publishedRow();
}

/**
 * The id of the newest live (non-trashed) post of `type` that `caller` may read (docs/security.md: an item
 * hidden from the caller is neither reused nor revealed; a new one is created instead) whose name in `lang` equals `name`, case-insensitively
 * in every script (`PLAÇA MAJOR` is `Plaça Major`): what an inline venue or organizer inside an event reuses
 * (docs/differences.md#inline-reuse). SQLite folds only ASCII, so the query keeps the candidates equal but for
 * ASCII case with any character where `name` has a non-ASCII one, and the fold of every script picks among them.
 */
export async function findLinkedByName(
  db: Db,
  type: LinkedType,
  name: string,
  lang: Lang,
  caller: Caller | null,
): Promise<number | undefined> {
  const wanted = foldName(name);
  const rows = await liveTexts(
    db,
    type,
    lang,
    sql`${postTexts.title} like ${asciiLike(wanted)} escape '\\'`,
    readableBy(caller),
  )
    .orderBy(desc(posts.id))
    .limit(NAMESAKE_CANDIDATES);
  return rows.find((row) => foldName(row.title ?? '') === wanted)?.postId;
}

/** Enough candidates for the names that differ from the wanted one only in the case of their non-ASCII letters. */
const NAMESAKE_CANDIDATES = 50;

/** A name as compared for reuse: trimmed, composed (NFC) and lowercased in every script. */
function foldName(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

/** A `LIKE` pattern (escape `\`) matching `text` with ASCII case folded and any character for each non-ASCII one. */
function asciiLike(text: string): string {
  let pattern = '';
  for (const char of text) pattern += char > '\x7f' ? '_' : /[%_\\]/.test(char) ? `\\${char}` : char;
  return pattern;
}

/** The condition selecting post `id` (a number, or SQL evaluated inside a batch). */
export function withId(id: number | SQL<number>): SQL {
  return eq(posts.id, id);
}
