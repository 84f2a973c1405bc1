import type { Lang } from '../languages';
import { ca } from './ca';
import { type DocKey, en } from './en';
import { es } from './es';

/**
 * The documentation catalogue: human-readable descriptions of routes, parameters and response schemas in the
 * three languages. Schemas carry keys; `docText` turns a key into the text of a language.
 */
export const docCatalogues: Record<Lang, Record<DocKey, string>> = { ca, en, es };

export type { DocKey };

/** Whether `key` names a text of the documentation catalogue. */
export function isDocKey(key: string): key is DocKey {
  return Object.hasOwn(en, key);
}

/** The text of `key` in `lang`. */
export function docText(lang: Lang, key: DocKey): string {
  return docCatalogues[lang][key];
}
