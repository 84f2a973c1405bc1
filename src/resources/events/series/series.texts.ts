import { sql } from 'drizzle-orm';
import { rawStatement, type Statement } from '../../../db/batch';
import type { Db } from '../../../db/client';
import type { Lang } from '../../../i18n/languages';
import { overrides, type SeriesRef } from './series.sync';

/**
 * @module The texts of occurrences (docs/recurrence.md, "Storage"). An occurrence shows its series' texts
 * (`text_id` = the series) until it overrides one: it then gets its own `post_texts` rows, a copy of its series'
 * in every language (slugged `@<id>`, a slug no title gives, since an occurrence shows its series' slug), and
 * `text_id` = its own id. Later edits of the series' texts reach the fields it does not override
 * (`title@<lang>`, `description@<lang>`, `excerpt@<lang>`).
 */

export const TEXT_FIELDS = ['title', 'description', 'excerpt'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** The occurrences of `series` that have texts of their own. */
const withOwnTexts = (series: SeriesRef) =>
  sql`select o.id from posts o indexed by posts_series_key where o.series_id = ${series} and o.occurrence_key is not null and o.type = 'event' and o.text_id = o.id`;

/** Statements giving occurrence `id` texts of its own, copied from its series' (nothing when it has them). */
export function ownTexts(db: Db, id: number, series: number): Statement[] {
  return [
    rawStatement(
      db,
      sql`insert or ignore into post_texts (post_id, lang, type, title, description, excerpt, slug)
      select ${id}, t.lang, 'event', t.title, t.description, t.excerpt, '@' || ${id} from post_texts t where t.post_id = ${series}`,
    ),
    rawStatement(db, sql`update posts set text_id = id where id = ${id} and text_id is not id`),
  ];
}

/**
 * After the series' text in `lang` changed (`fields`, or a new translation): the occurrences with texts of their
 * own take the new values of the fields they do not override, and get the language if they lack it.
 */
export function syncOwnTexts(db: Db, series: SeriesRef, lang: Lang, fields: readonly TextField[]): Statement[] {
  const source = (field: TextField) =>
    sql`(select s.${sql.raw(field)} from post_texts s where s.post_id = ${series} and s.lang = ${lang})`;
  const value = (field: TextField) =>
    sql`case when exists (select 1 from posts p where p.id = post_texts.post_id and ${overrides('p', `${field}@${lang}`)}) then post_texts.${sql.raw(field)} else ${source(field)} end`;
  const sets = fields.map((field) => sql`${sql.raw(field)} = ${value(field)}`);
  // Only the rows whose text changes are written (and so reported by the change log).
  const changed = fields.map((field) => sql`post_texts.${sql.raw(field)} is not ${value(field)}`);
  return [
    rawStatement(
      db,
      sql`insert or ignore into post_texts (post_id, lang, type, title, description, excerpt, slug)
      select o.id, t.lang, 'event', t.title, t.description, t.excerpt, '@' || o.id
      from posts o join post_texts t on t.post_id = ${series} and t.lang = ${lang} where o.id in (${withOwnTexts(series)})`,
    ),
    ...(sets.length > 0
      ? [
          rawStatement(
            db,
            sql`update post_texts set ${sql.join(sets, sql`, `)} where lang = ${lang} and post_id in (${withOwnTexts(series)}) and (${sql.join(changed, sql` or `)})`,
          ),
        ]
      : []),
  ];
}

/** After the series lost its text in `lang`: its occurrences' own texts in that language go too. */
export function dropOwnTexts(db: Db, series: SeriesRef, lang: Lang): Statement {
  return rawStatement(db, sql`delete from post_texts where lang = ${lang} and post_id in (${withOwnTexts(series)})`);
}
