import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { terms, termTexts } from '../../db/schema';
import type { Lang } from '../../i18n/languages';
import { nameKey } from '../../text';
import type { Taxonomy } from './terms.schemas';

/** The duplicate checks of term writes (`term_exists`, docs/security.md "Invariants in the database"). */

/**
 * A term under `parentId` that holds, in a language other than `exceptLang`, the same name as one of `termId`'s
 * own texts: moving `termId` there would give a parent two children of one name in that language (the unique
 * index `term_texts_name_key` refuses it), so the move is `term_exists` naming that term.
 */
export async function findSiblingClash(
  db: Db,
  taxonomy: Taxonomy,
  termId: number,
  parentId: number,
  exceptLang: Lang,
): Promise<number | undefined> {
  const mine = alias(termTexts, 'mine');
  const [row] = await db
    .select({ id: termTexts.termId })
    .from(mine)
    .innerJoin(
      termTexts,
      and(
        eq(termTexts.taxonomy, mine.taxonomy),
        eq(termTexts.lang, mine.lang),
        eq(termTexts.nameKey, mine.nameKey),
        eq(termTexts.parentId, parentId),
        sql`${termTexts.termId} != ${termId}`,
      ),
    )
    .where(and(eq(mine.termId, termId), eq(mine.taxonomy, taxonomy), sql`${mine.lang} != ${exceptLang}`))
    .limit(1);
  return row?.id;
}

/** A term of the taxonomy with the same name (case-insensitive) under the same parent in `lang`, if any. */
export async function findDuplicateTerm(
  db: Db,
  taxonomy: Taxonomy,
  lang: Lang,
  name: string,
  parentId: number,
  exceptTermId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: terms.id })
    .from(termTexts)
    .innerJoin(terms, eq(terms.id, termTexts.termId))
    .where(
      and(
        eq(termTexts.taxonomy, taxonomy),
        eq(termTexts.lang, lang),
        sql`(${termTexts.nameKey} = ${nameKey(name)} or lower(${termTexts.name}) = lower(${name}))`,
        eq(terms.parentId, parentId),
        exceptTermId !== undefined ? sql`${terms.id} != ${exceptTermId}` : undefined,
      ),
    )
    .limit(1);
  return row?.id;
}
