import type { Lang } from '../../../i18n/languages';
import { type FilterNameRows, filterTitle } from '../list/list.names';

/**
 * The name of a feed (`NAME`, `X-WR-CALNAME`): the list's title in the feed's language (`../list/list.names.ts`),
 * escaped as RFC 5545 text, which ical-generator does not do for these two properties (docs/ical.md, "Properties").
 */

/** RFC 5545 TEXT escaping (3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (ch) => `\\${ch}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** The escaped feed name: the title of the feed's filters ({@link filterTitle}). */
export function feedName(lang: Lang, rows: FilterNameRows, search: string | undefined): string {
  return escapeText(filterTitle(lang, rows, search));
}
