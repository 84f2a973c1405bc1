import { type ContentKey, contentTexts } from '../../../i18n/catalogues/editor-content';
import type { Lang } from '../../../i18n/languages';
import { lookup, type TextVars } from '../../../i18n/lookup';
import { esc } from '../../../pages';

/**
 * @module The texts of the content screens (events, venues, organizers, categories, tags: docs/editor.md), from
 * their own catalogue (src/i18n/catalogues/editor-content/), so the shell's catalogue stays the shell's.
 */

export type { ContentKey };

/** A text of the content screens in `lang`, HTML-escaped. */
export function say(lang: Lang, key: ContentKey, vars?: TextVars): string {
  return esc(lookup(contentTexts, lang, key, vars));
}

/** The same text, not escaped (for attributes built by helpers that escape, and for plain-text answers). */
export function sayText(lang: Lang, key: ContentKey, vars?: TextVars): string {
  return lookup(contentTexts, lang, key, vars);
}

const plurals = new Map<Lang, Intl.PluralRules>();

/** The text of `count` things: `<key>.one` or `<key>.other` by the language's plural rules, `{count}` filled. */
export function sayCount(lang: Lang, key: 'seriesDates' | 'eventsCount', count: number): string {
  let rules = plurals.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    plurals.set(lang, rules);
  }
  const form = rules.select(count) === 'one' ? 'one' : 'other';
  return say(lang, `${key}.${form}`, { count });
}
