import type { Catalogue } from '../../lookup';
import { ca } from './ca';
import { type DocKey, en } from './en';
import { es } from './es';

export type { DocKey };

/**
 * The documentation catalogue: human-readable descriptions of routes, parameters and response schemas, and the
 * docs page's chrome. Schemas carry keys; `lookup(docTexts, lang, key)` turns a key into the text of a language.
 */
export const docTexts: Catalogue<DocKey> = { ca, en, es };
