import type { EditorRequest } from '../../editor.types';
import type { Choice } from './inputs';

/**
 * @module The categories and tags the forms offer, read through REST (every page of the list, in the page's
 * language), and the category tree: each category under its parent, in name order.
 */

/** A term as the REST lists answer it (the fields the editor reads). */
export interface TermItem {
  id: number;
  name: string;
  slug: string;
  parent: number;
  count: number;
  description?: string;
  i18n_language?: string;
  translations?: Record<string, unknown>;
}

/** How many pages of terms a form reads at most (50 each: REST's largest page). */
const MAX_PAGES = 20;

/** Every term of `kind` (`categories` or `tags`), empty ones included. */
export async function allTerms(request: EditorRequest, kind: 'categories' | 'tags'): Promise<TermItem[]> {
  const terms: TermItem[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await request.rest({
      method: 'GET',
      path: `/${kind}`,
      query: { hide_empty: 'false', per_page: 50, page },
    });
    const body = answer.body as Record<string, unknown> | null;
    const list = answer.status === 200 ? (body?.[kind] as TermItem[] | undefined) : undefined;
    if (!list?.length) break;
    terms.push(...list);
    if (page >= Number(answer.headers.get('X-TEC-TotalPages') ?? 1)) break;
  }
  return terms;
}

/** Categories in tree order (parents first, then their children, by name), each with its depth. */
export function categoryTree(terms: readonly TermItem[]): { term: TermItem; depth: number }[] {
  const children = new Map<number, TermItem[]>();
  const ids = new Set(terms.map((t) => t.id));
  for (const term of terms) {
    const parent = ids.has(term.parent) ? term.parent : 0;
    children.set(parent, [...(children.get(parent) ?? []), term]);
  }
  const out: { term: TermItem; depth: number }[] = [];
  const walk = (parent: number, depth: number, seen: Set<number>) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    for (const term of list) {
      if (seen.has(term.id)) continue;
      seen.add(term.id);
      out.push({ term, depth });
      walk(term.id, depth + 1, seen);
    }
  };
  walk(0, 0, new Set());
  return out;
}

/** The category tree as check boxes, those of `checked` (ids or slugs) ticked. */
export function categoryChoices(terms: readonly TermItem[], checked: readonly string[]): Choice[] {
  const ticked = new Set(checked);
  return categoryTree(terms).map(({ term, depth }) => ({
    value: String(term.id),
    label: term.name,
    checked: ticked.has(String(term.id)) || ticked.has(term.slug),
    depth,
  }));
}
