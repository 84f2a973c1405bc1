import type { Catalogue } from '../../lookup';
import { ca } from './ca';
import { en, type WidgetKey } from './en';
import { es } from './es';

export type { WidgetKey };

/**
 * Texts of the browser widget (its language is the one of its `src` root), read with `lookup(widgetTexts, …)`.
 * Imported by widget/calendar-events.ts into the esbuild bundle: keep this folder free of other imports.
 */
export const widgetTexts: Catalogue<WidgetKey> = { ca, en, es };
