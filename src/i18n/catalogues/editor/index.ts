import type { Catalogue } from '../../lookup';
import { ca } from './ca';
import { type EditorKey, en } from './en';
import { es } from './es';

export type { EditorKey };

/** Texts of the editor (src/editor/), read with `lookup(editorTexts, lang, key, vars)`. */
export const editorTexts: Catalogue<EditorKey> = { ca, en, es };
