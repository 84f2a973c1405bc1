/** @module Words: how names are compared and how a search is split. */

/**
 * The key two term names are compared by (`term_exists`): Unicode NFKC, accents removed, case folded, spaces
 * collapsed, so `Café Zulu`, its NFD form and `CAFÉ ZULU` are one name. Stored in `term_texts.name_key`.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Most words a `search` may have: each word is a scan of the search index, so the cost stays bounded. */
export const MAX_SEARCH_WORDS = 10;

/**
 * The words of a search as WordPress splits them: quoted phrases stay whole, other words split on spaces,
 * commas and `+`; empty items dropped.
 */
export function searchTerms(search: string): string[] {
  const terms: string[] = [];
  for (const match of search.matchAll(/"([^"]*)"?|[^\s",+]+/g)) {
    const term = (match[1] ?? match[0]).trim();
    if (term !== '' && !terms.includes(term)) terms.push(term);
  }
  return terms;
}
