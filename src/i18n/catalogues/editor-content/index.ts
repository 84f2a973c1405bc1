import type { Catalogue } from '../../lookup';
import { ca } from './ca';
import { type ContentKey, en } from './en';
import { es } from './es';

export type { ContentKey };

/**
 * Texts of the editor's content screens (src/editor/screens/: events, venues, organizers, categories, tags), read
 * with `lookup(contentTexts, lang, key, vars)`.
 */
export const contentTexts: Catalogue<ContentKey> = { ca, en, es };
