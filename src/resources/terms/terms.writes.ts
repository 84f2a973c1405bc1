import { and, eq, sql } from 'drizzle-orm';
import { runWrite } from '../../db/batch';
import type { Db } from '../../db/client';
import { eventTerms, terms, termTexts } from '../../db/schema';
import type { Lang } from '../../i18n/languages';
import { nameKey } from '../../text';
import { slugFamily, slugFromText, uniqueSlug } from '../shared/slugs';
import type { Taxonomy } from './terms.schemas';

/** Slugs already used in `taxonomy` and `lang` that start like `base` (for `uniqueSlug`), other than `exceptTermId`'s. */
async function takenTermSlugs(db: Db, taxonomy: Taxonomy, lang: Lang, base: string, exceptTermId?: number) {
  const rows = await db
    .select({ slug: termTexts.slug })
    .from(termTexts)
    .where(
      and(
        eq(termTexts.taxonomy, taxonomy),
        eq(termTexts.lang, lang),
        slugFamily(termTexts.slug, base),
        exceptTermId !== undefined ? sql`${termTexts.termId} != ${exceptTermId}` : undefined,
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

/** The text fields of a term in one language, as sent. */
export interface TermText {
  name?: string;
  description?: string;
  slug?: string;
}

/**
 * A slug for `lang`: the one sent (sanitised) or one derived from the name, made unique in the taxonomy and among
 * `reserved` (slugs other terms of the same batch take; the chosen one is added to it).
 */
async function freeSlug(
  db: Db,
  taxonomy: Taxonomy,
  lang: Lang,
  wanted: string,
  exceptTermId?: number,
  reserved?: Set<string>,
) {
  const base = slugFromText(wanted, taxonomy);
  const taken = await takenTermSlugs(db, taxonomy, lang, base, exceptTermId);
  for (const slug of reserved ?? []) taken.add(slug);
  const slug = uniqueSlug(base, taken);
  reserved?.add(slug);
  return slug;
}

/** The id of the term inserted just before, in the same batch (ids ascend inside D1's one-transaction batch). */
const insertedTermId = sql<number>`(select max(id) from ${terms})`;

/**
 * Plans the creation of a term with its text in `lang` (its original language), to run inside a larger batch:
 * the statements, and `id`, an SQL expression of the new term's id valid right after them (before any other
 * term insert). `reservedSlugs` keeps several terms planned for one batch from taking the same slug.
 */
export async function planTermCreate(
  db: Db,
  input: {
    taxonomy: Taxonomy;
    lang: Lang;
    name: string;
    description?: string;
    slug?: string;
    parentId: number;
    /** Import only (`src/import/overrides.ts`): the source's id. */
    id?: number;
  },
  reservedSlugs?: Set<string>,
) {
  const termId = input.id ? sql<number>`${input.id}` : insertedTermId;
  const slug = await freeSlug(db, input.taxonomy, input.lang, input.slug ?? input.name, undefined, reservedSlugs);
  const statements = [
    db
      .insert(terms)
      .values({
        ...(input.id ? { id: input.id } : {}),
        taxonomy: input.taxonomy,
        parentId: input.parentId,
        originalLang: input.lang,
      })
      .returning({ id: terms.id }),
    db.insert(termTexts).values({
      termId,
      lang: input.lang,
      taxonomy: input.taxonomy,
      name: input.name,
      nameKey: nameKey(input.name),
      parentId: input.parentId,
      description: input.description ?? '',
      slug,
    }),
  ] as const;
  return { statements, id: termId };
}

/** Creates a term with its text in `lang` (its original language); one atomic batch. Returns the new id. */
export async function createTerm(db: Db, input: Parameters<typeof planTermCreate>[1]): Promise<number> {
  const { statements, id } = await planTermCreate(db, input);
  const { created } = await runWrite(db, statements, {
    created: db.select({ id: terms.id }).from(terms).where(eq(terms.id, id)),
  });
  return created[0]!.id;
}

/**
 * Updates a term in `lang`: only the fields sent change; a language the term has no text in yet becomes a new
 * translation (the caller checked it carries a name). `parentId` (categories) is language-independent.
 */
export async function updateTerm(
  db: Db,
  input: { id: number; taxonomy: Taxonomy; lang: Lang; text: TermText; isNewTranslation: boolean; parentId?: number },
): Promise<void> {
  const { id, taxonomy, lang, text, isNewTranslation } = input;
  const slug =
    text.slug !== undefined || isNewTranslation
      ? await freeSlug(db, taxonomy, lang, text.slug ?? text.name ?? '', id)
      : undefined;
  const hasTextChange =
    isNewTranslation || text.name !== undefined || text.description !== undefined || slug !== undefined;
  const textWrites = !hasTextChange
    ? []
    : isNewTranslation
      ? [
          db.insert(termTexts).values({
            termId: id,
            lang,
            taxonomy,
            name: text.name!,
            nameKey: nameKey(text.name!),
            // Under the parent the term is moving to, when it moves: inserted under the old one, the text could
            // meet a namesake there for the instant before the move (and the batch failed with a 409).
            parentId: input.parentId ?? sql`(select ${terms.parentId} from ${terms} where ${terms.id} = ${id})`,
            description: text.description ?? '',
            slug: slug!,
          }),
        ]
      : [
          db
            .update(termTexts)
            .set({
              name: text.name,
              nameKey: text.name === undefined ? undefined : nameKey(text.name),
              // Renamed and moved in one statement, for the same reason as a new translation above.
              parentId: input.parentId,
              description: text.description,
              slug,
            })
            .where(and(eq(termTexts.termId, id), eq(termTexts.lang, lang))),
        ];
  await runWrite(db, [
    ...textWrites,
    ...(input.parentId !== undefined
      ? [db.update(terms).set({ parentId: input.parentId }).where(eq(terms.id, id))]
      : []),
  ]);
}

/** Deletes a term for good: its links to events go, its children move up to its parent. One atomic batch. */
export async function deleteTerm(db: Db, id: number, parentId: number): Promise<void> {
  await runWrite(db, [
    db.delete(eventTerms).where(eq(eventTerms.termId, id)),
    db.update(terms).set({ parentId }).where(eq(terms.parentId, id)),
    db.delete(termTexts).where(eq(termTexts.termId, id)),
    db.delete(terms).where(eq(terms.id, id)),
  ]);
}

/** Removes one language's text of a term (never its original language: the caller checks). */
export async function deleteTermTranslation(db: Db, id: number, lang: Lang): Promise<void> {
  await runWrite(db, [db.delete(termTexts).where(and(eq(termTexts.termId, id), eq(termTexts.lang, lang)))]);
}
