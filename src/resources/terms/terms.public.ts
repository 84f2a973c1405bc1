import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { terms } from '../../db/schema';
import type { Scope } from '../../http/scope';
import { toStandaloneTerm } from './terms.mapper';
import { selectTermRows, shownTerms, type TermRow } from './terms.queries';
import type { Taxonomy } from './terms.schemas';
import type { TermWire } from './terms.wire';

/**
 * What the features above the resources read of categories and tags (the export, `changes`): every term is public,
 * in the language of the reader's scope.
 */

/** Batchable: the terms of `taxonomy` among `ids` (a subquery). */
export function termsAmong(scope: Scope, taxonomy: Taxonomy, ids: SQL) {
  return selectTermRows(scope.db, scope.lang, and(eq(terms.taxonomy, taxonomy), sql`${terms.id} in (${ids})`)!);
}

/** Terms of `taxonomy` after `after` in id order, one export chunk. */
export function termChunk(scope: Scope, taxonomy: Taxonomy, after: number, limit: number) {
  return shownTerms(scope.db, scope.lang)
    .where(and(eq(terms.taxonomy, taxonomy), sql`${terms.id} > ${after}`))
    .orderBy(asc(terms.id))
    .limit(limit) as unknown as PromiseLike<TermRow[]>;
}

/** A term as its list shows it. */
export const termWire = (scope: Scope, row: TermRow): TermWire =>
  toStandaloneTerm(scope, row.taxonomy === 'category' ? 'categories' : 'tags', row);
