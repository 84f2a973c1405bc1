import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { readBatch } from '../../db/batch';
import type { Db } from '../../db/client';
import { eventTerms, terms, termTexts } from '../../db/schema';
import type { Lang } from '../../i18n/languages';
import { nameKey } from '../../text';
import { jsonIds, jsonStrings } from '../shared/sql';
import type { Taxonomy } from './terms.schemas';

/** A term as read in one language: its text is the requested language's if it has one, else the original's. */
export interface TermRow {
  id: number;
  taxonomy: Taxonomy;
  parentId: number;
  originalLang: string;
  lang: string;
  name: string;
  description: string;
  slug: string;
  /** Published events carrying the term. */
  count: number;
  /** JSON object language → slug of every translation. */
  slugs: string;
}

const tx = alias(termTexts, 'tx');

/** The language whose text a reader of `lang` sees: `lang` when the term has it, else its original language. */
function shownLang(lang: Lang): SQL {
  return sql`(case when exists (select 1 from ${termTexts} x where x.term_id = ${terms.id} and x.lang = ${lang}) then ${lang} else ${terms.originalLang} end)`;
}

/**
 * Published events carrying the term and not hidden from listings (the term `count`, the same for every caller:
 * docs/security.md): a column the database keeps current on every write (triggers of
 * migrations/0007_term_count_listed.sql), so reading it costs nothing however many events there are.
 */
export const publishedCount = sql<number>`${terms.publishedCount}`;

const termFields = {
  id: terms.id,
  taxonomy: terms.taxonomy,
  parentId: terms.parentId,
  originalLang: terms.originalLang,
  lang: tx.lang,
  name: tx.name,
  description: tx.description,
  slug: tx.slug,
  count: publishedCount.as('count'),
  slugs: sql<string>`(select json_group_object(s.lang, s.slug) from ${termTexts} s where s.term_id = ${terms.id})`.as(
    'slugs',
  ),
};

export function shownTerms(db: Db, lang: Lang) {
  return db
    .select(termFields)
    .from(terms)
    .innerJoin(tx, and(eq(tx.termId, terms.id), eq(tx.lang, shownLang(lang))));
}

export interface TermFilter {
  taxonomy: Taxonomy;
  lang: Lang;
  page: number;
  perPage: number;
  search?: string;
  include?: number[];
  exclude?: number[];
  parent?: number;
  eventId?: number;
  slugs?: string[];
  hideEmpty: boolean;
  orderby: 'id' | 'include' | 'name' | 'slug' | 'include_slugs' | 'term_group' | 'description' | 'count';
  order: 'asc' | 'desc';
}

function listConditions(filter: TermFilter): SQL | undefined {
  return and(
    eq(terms.taxonomy, filter.taxonomy),
    filter.search !== undefined
      ? sql`(instr(lower(${tx.name}), lower(${filter.search})) > 0 or instr(lower(${tx.slug}), lower(${filter.search})) > 0)`
      : undefined,
    filter.include ? sql`${terms.id} in (select value from json_each(${jsonIds(filter.include)}))` : undefined,
    filter.exclude ? sql`${terms.id} not in (select value from json_each(${jsonIds(filter.exclude)}))` : undefined,
    filter.parent !== undefined ? eq(terms.parentId, filter.parent) : undefined,
    filter.eventId !== undefined
      ? sql`${terms.id} in (select term_id from ${eventTerms} where event_id = ${filter.eventId})`
      : undefined,
    filter.slugs
      ? sql`exists (select 1 from ${termTexts} s where s.term_id = ${terms.id} and s.slug in (select value from json_each(${jsonStrings(filter.slugs)})))`
      : undefined,
    filter.hideEmpty ? sql`${publishedCount} > 0` : undefined,
  );
}

function ordering(filter: TermFilter): SQL[] {
  const dir = filter.order === 'desc' ? desc : asc;
  switch (filter.orderby) {
    case 'id':
    case 'term_group':
      return [dir(terms.id)];
    case 'slug':
      return [dir(tx.slug), dir(terms.id)];
    case 'description':
      return [dir(sql`${tx.description} collate nocase`), dir(terms.id)];
    case 'count':
      return [dir(publishedCount), dir(terms.id)];
    case 'include':
      return filter.include
        ? [dir(sql`(select key from json_each(${jsonIds(filter.include)}) where value = ${terms.id})`)]
        : [dir(terms.id)];
    case 'include_slugs':
      return filter.slugs
        ? [
            dir(
              sql`(select min(j.key) from json_each(${jsonStrings(filter.slugs)}) j join ${termTexts} s on s.slug = j.value where s.term_id = ${terms.id})`,
            ),
          ]
        : [dir(terms.id)];
    default:
      return [dir(sql`${tx.name} collate nocase`), dir(terms.id)];
  }
}

/** One page of a term list and the size of the whole filtered set, in one round trip. */
export async function listTerms(db: Db, filter: TermFilter): Promise<{ rows: TermRow[]; total: number }> {
  const where = listConditions(filter);
  const { rows, counted } = await readBatch(db, {
    rows: shownTerms(db, filter.lang)
      .where(where)
      .orderBy(...ordering(filter))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    counted: db
      .select({ total: sql<number>`count(*)` })
      .from(terms)
      .innerJoin(tx, and(eq(tx.termId, terms.id), eq(tx.lang, shownLang(filter.lang))))
      .where(where),
  });
  return { rows: rows as TermRow[], total: counted[0]?.total ?? 0 };
}

/** A term of `taxonomy` read in `lang`, or undefined. */
export async function getTerm(db: Db, taxonomy: Taxonomy, id: number, lang: Lang): Promise<TermRow | undefined> {
  const [row] = await selectTerm(db, taxonomy, id, lang);
  return row as TermRow | undefined;
}

/** Un-awaited (batchable) read of term `id` of `taxonomy` in `lang` (`getTerm`). */
export function selectTerm(db: Db, taxonomy: Taxonomy, id: number, lang: Lang) {
  return shownTerms(db, lang)
    .where(and(eq(terms.id, id), eq(terms.taxonomy, taxonomy)))
    .limit(1);
}

/**
 * Un-awaited (batchable) select of the terms matching `where`, read in `lang`, ordered by name as WordPress embeds
 * them. `where` may be any condition on `terms`, e.g. `terms.id in (<subquery>)`.
 */
export function selectTermRows(db: Db, lang: Lang, where: SQL) {
  return shownTerms(db, lang).where(where).orderBy(sql`${tx.name} collate nocase`, terms.id);
}

/**
 * Resolves term references (ids, slugs or names, as the original's validators accept) to ids: a slug in the
 * request's language first, then a slug in any language, then an id, then a name. Returns the ids in input
 * order and the references that named nothing.
 */
export async function resolveTermRefs(
  db: Db,
  taxonomy: Taxonomy,
  refs: readonly string[],
  lang: Lang,
): Promise<{ ids: number[]; unknown: string[] }> {
  if (refs.length === 0) return { ids: [], unknown: [] };
  return termRefsFrom(refs, lang, await readBatch(db, planTermRefs(db, taxonomy, refs)));
}

/**
 * The batchable statements behind {@link resolveTermRefs}, to run inside a larger `db.batch`; read their results
 * with {@link termRefsFrom}.
 */
export function planTermRefs(db: Db, taxonomy: Taxonomy, refs: readonly string[]) {
  const lowered = jsonStrings(refs.map((r) => r.toLowerCase()));
  const keys = jsonStrings(refs.map(nameKey));
  const numeric = refs.filter((r) => /^\d+$/.test(r)).map(Number);
  return {
    bySlugOrName: db
      .select({
        termId: termTexts.termId,
        lang: termTexts.lang,
        slug: termTexts.slug,
        name: sql<string>`lower(${termTexts.name})`,
        nameKey: termTexts.nameKey,
      })
      .from(termTexts)
      .where(
        and(
          eq(termTexts.taxonomy, taxonomy),
          sql`(${termTexts.slug} in (select value from json_each(${lowered})) or lower(${termTexts.name}) in (select value from json_each(${lowered})) or ${termTexts.nameKey} in (select value from json_each(${keys})))`,
        ),
      ),
    byId: db
      .select({ id: terms.id })
      .from(terms)
      .where(and(eq(terms.taxonomy, taxonomy), inArray(terms.id, numeric.length > 0 ? numeric : [-1]))),
  };
}

/**
 * The ids (in input order) and unknown references of `refs`, from the results of {@link planTermRefs}. A list
 * filter resolves a slug before an id, as the original's filters do (`?tags=21` is the tag whose slug is `21` if
 * there is one); a write (`numbersAreIds`) takes a number as an id and only as an id, as the original's writes do
 * (docs/original.md "event-create"): `tags: [21]` links tag 21, never the tag `21+` whose slug is `21`.
 */
export function termRefsFrom(
  refs: readonly string[],
  lang: Lang,
  {
    bySlugOrName,
    byId,
  }: {
    bySlugOrName: { termId: number; lang: string; slug: string; name: string; nameKey: string | null }[];
    byId: { id: number }[];
  },
  { numbersAreIds = false }: { numbersAreIds?: boolean } = {},
): { ids: number[]; unknown: string[] } {
  const ids: number[] = [];
  const unknown: string[] = [];
  const existingIds = new Set(byId.map((r) => r.id));
  for (const ref of refs) {
    if (numbersAreIds && /^\d+$/.test(ref)) {
      if (existingIds.has(Number(ref))) {
        if (!ids.includes(Number(ref))) ids.push(Number(ref));
      } else unknown.push(ref);
      continue;
    }
    const key = ref.toLowerCase();
    const slugHit =
      bySlugOrName.find((r) => r.slug === key && r.lang === lang) ?? bySlugOrName.find((r) => r.slug === key);
    const id =
      slugHit?.termId ??
      (existingIds.has(Number(ref))
        ? Number(ref)
        : (bySlugOrName.find((r) => r.name === key) ?? bySlugOrName.find((r) => r.nameKey === nameKey(ref)))?.termId);
    if (id === undefined) unknown.push(ref);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}

/** The basic record of a term (no text), or undefined. */
export async function findTerm(db: Db, taxonomy: Taxonomy, id: number) {
  const [row] = await db
    .select({ id: terms.id, parentId: terms.parentId, originalLang: terms.originalLang })
    .from(terms)
    .where(and(eq(terms.id, id), eq(terms.taxonomy, taxonomy)))
    .limit(1);
  return row;
}

/** Ancestors of category `id`, nearest first (to refuse cycles). */
export async function ancestorsOf(db: Db, id: number): Promise<number[]> {
  const rows = await db.all<{ id: number }>(sql`
    with recursive up(id, depth) as (
      select parent_id, 1 from ${terms} where id = ${id}
      union all
      select t.parent_id, up.depth + 1 from ${terms} t join up on t.id = up.id where up.id != 0 and up.depth < 100
    )
    select id from up where id != 0`);
  return rows.map((r) => r.id);
}
