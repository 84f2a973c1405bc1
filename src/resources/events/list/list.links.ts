import { type SQL, sql } from 'drizzle-orm';
import {
  eventOrganizers,
  eventTerms,
  LINK_ID_WIDTH,
  LINK_IDS_MAX,
  LINK_IDS_OVERFLOW,
  posts,
  terms,
  termTexts,
} from '../../../db/schema';
import { LANGUAGES, type Lang } from '../../../i18n/languages';
import { publishedRow } from '../../posts/posts.visibility';
import { jsonIds, jsonStrings } from '../../shared/sql';
import type { Taxonomy } from '../../terms/terms.schemas';

/**
 * @module The link filters of an event list (`categories`, `tags`, `organizer`) as SQL over the walked row: the
 * references resolved to the ids they match (a category's descendants included, only published organizers for a
 * reader who may not see hidden ones), and the test of each walked event against them — on the search row's own
 * link columns when the walk is the search rows (no row read, docs/security.md "Cost, third round"), a probe of
 * the event's links on a narrow walk, or the set of the references' events on a wide walk of `posts`.
 */

/** What a link condition needs of the walked row (see `ListColumns` in `list.filters.ts`). */
export interface LinkColumns {
  id: SQL;
  searchRow: boolean;
  probeLinks?: boolean;
}

const inIds = (ids: readonly number[]) => sql`(select value from json_each(${jsonIds(ids)}))`;

/**
 * `ids` as a subquery of the posts of `type` a reader may filter by: all of them for a reader who sees hidden
 * content, the published ones otherwise (an unpublished venue or organizer never shapes an anonymous answer).
 */
export function filterablePosts(ids: readonly number[], type: 'venue' | 'organizer', seesHidden: boolean): SQL {
  return seesHidden
    ? inIds(ids)
    : sql`(select p.id from ${posts} p where p.id in ${inIds(ids)} and p.type = ${type} and ${publishedRow('p')})`;
}

/**
 * The link column of a probe of one event's links (`event_terms.term_id`, `event_organizers.organizer_id`), behind
 * a unary `+`: SQLite reads the event's own links once and tests each against the references. Left bare, it sought
 * each reference (and each descendant of a category) among the event's links and read the list of references per
 * event: a probe cost a multiple of the references a request names. Now it costs the event's links of that kind,
 * which its authors chose, whatever the request (docs/security.md, "Cost, third round").
 */
const linkKey = (column: SQL): SQL => sql`+${column}`;

/**
 * Whether the search row `s` carries one of the ids `matched` (a subquery) in its link column `column`
 * (`category_ids`, `tag_ids`, `organizer_ids`: fixed-width ids, src/db/schema/search.ts). Its ids are read as
 * {@link LINK_IDS_MAX} constant rows (`values`: no table, so no row read) and each is looked up in `matched`,
 * which SQLite materializes once per statement: per walked row a few look-ups, whatever the number of references.
 * An event with more links of the kind than the row carries (`+`) is probed in the link table (`probe`).
 */
function carries(column: string, matched: SQL, probe: SQL): SQL {
  // `matched` is a parenthesized subquery.
  const value = sql.raw(`s.${column}`);
  const ids = Array.from({ length: LINK_IDS_MAX }, (_, k) =>
    sql.raw(`(cast(substr(s.${column}, ${1 + k * LINK_ID_WIDTH}, ${LINK_ID_WIDTH}) as integer))`),
  );
  return sql`(${value} <> '' and case when ${value} = ${LINK_IDS_OVERFLOW} then ${probe} else exists (select 1 from (values ${sql.join(ids, sql`, `)}) carried where carried.column1 in ${matched}) end)`;
}

/**
 * Events linked to one of the organizers `ids` selects: on the search row's `organizer_ids`, probed per walked
 * event on a narrow walk (`probeLinks`, reading the event's own links, {@link linkKey}), or among the organizers'
 * events on a wide walk of `posts`.
 */
export function organizerCondition(ids: SQL, cols: LinkColumns): SQL {
  const { eventId, organizerId } = eventOrganizers;
  const probe = sql`exists (select 1 from ${eventOrganizers} where ${eventId} = ${cols.id} and ${linkKey(sql`${organizerId}`)} in ${ids})`;
  if (cols.searchRow) return carries('organizer_ids', ids, probe);
  return cols.probeLinks
    ? probe
    : sql`${cols.id} in (select ${eventId} from ${eventOrganizers} where ${organizerId} in ${ids})`;
}

/**
 * The term ids `refs` name in `taxonomy`, resolved in SQL in `resolveTermRefs`' order (a slug in the reader's
 * language, a slug in any language, an id, a name; case-insensitive), every step an index look-up (the slug
 * index per language, `term_texts_lower_name` for names). Rows `(ref, term_id)`, `term_id` null when the reference names nothing.
 */
export function resolvedTermRefs(taxonomy: Taxonomy, refs: readonly string[], lang: Lang): SQL {
  const lowered = jsonStrings(refs.map((ref) => ref.toLowerCase()));
  const text = (where: SQL) =>
    sql`(select min(t.term_id) from ${termTexts} t where t.taxonomy = ${taxonomy} and ${where})`;
  return sql`select j.value as ref, coalesce(
    ${text(sql`t.lang = ${lang} and t.slug = j.value`)},
    ${text(
      sql`t.lang in (${sql.join(
        LANGUAGES.map((language) => sql`${language}`),
        sql`, `,
      )}) and t.slug = j.value`,
    )},
    (select x.id from ${terms} x where x.taxonomy = ${taxonomy} and j.value not glob '*[^0-9]*' and x.id = cast(j.value as integer)),
    ${text(sql`lower(t.name) = j.value`)}
  ) as term_id from json_each(${lowered}) j`;
}

/**
 * Events carrying any of the terms `refs` name (OR within a taxonomy). Categories are hierarchical: a category
 * also matches the events of its descendants, as WordPress tax queries (`include_children` defaults to true),
 * walked through the `terms_taxonomy_parent` index. Tags are flat. Tested on the search row's `category_ids` or
 * `tag_ids` when the walk is the search rows (the descendants are in `matched`, so the row needs only the event's
 * own terms).
 */
export function termCondition(
  taxonomy: Taxonomy,
  refs: readonly string[] | undefined,
  lang: Lang,
  ids: readonly number[] | undefined,
  cols: LinkColumns,
): SQL | undefined {
  if (!refs?.length) return undefined;
  const named = ids
    ? sql`select value from json_each(${jsonIds(ids)})`
    : sql`select r.term_id from (${resolvedTermRefs(taxonomy, refs, lang)}) r`;
  const matched = withDescendants(taxonomy, named);
  const probe = sql`exists (select 1 from ${eventTerms} where ${eventTerms.eventId} = ${cols.id} and ${linkKey(sql`${eventTerms.termId}`)} in (${matched}))`;
  if (cols.searchRow) return carries(taxonomy === 'category' ? 'category_ids' : 'tag_ids', sql`(${matched})`, probe);
  if (cols.probeLinks) return probe;
  return sql`${cols.id} in (select ${eventTerms.eventId} from ${eventTerms} where ${eventTerms.termId} in (${matched}))`;
}

/**
 * The terms `named` (a subquery of ids) names, with their descendants for categories (hierarchical). Each step
 * seeks the children of one category in `terms_taxonomy_parent` (`cross join` keeps `tree` outside: joined the
 * other way, SQLite read every category of the taxonomy per category named).
 */
export function withDescendants(taxonomy: Taxonomy, named: SQL): SQL {
  return taxonomy === 'category'
    ? sql`with recursive tree(id) as (${named} union select x.id from tree cross join ${terms} x where x.taxonomy = ${taxonomy} and x.parent_id = tree.id) select id from tree`
    : named;
}
