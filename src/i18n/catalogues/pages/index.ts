import type { Catalogue } from '../../lookup';
import { ca } from './ca';
import { en, type PageKey } from './en';
import { es } from './es';

export type { PageKey };

/** Texts of the public pages (src/pages/), read with `lookup(pageTexts, lang, key, vars)`. */
export const pageTexts: Catalogue<PageKey> = { ca, en, es };
