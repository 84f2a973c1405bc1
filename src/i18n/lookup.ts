import type { Lang } from './languages';

/**
 * A text catalogue: for every language, the text of every key. Each catalogue of `src/i18n/catalogues/` is one
 * folder with `en.ts` (the keys, `as const`), `ca.ts` and `es.ts` (typed `Record<Key, string>`, so a key missing
 * or misspelt in one language fails the type check) and `index.ts` (the three joined as a `Catalogue`).
 */
export type Catalogue<K extends string> = Readonly<Record<Lang, Readonly<Record<K, string>>>>;

/** Values of a text's `{name}` placeholders. */
export type TextVars = Readonly<Record<string, string | number>>;

/**
 * The text `key` of `catalogue` in `lang`, its `{name}` placeholders filled from `vars`; a placeholder `vars` does
 * not name stays as written (documentation texts show `{lang}` and `{id}` literally). The one lookup of every
 * catalogue (messages, docs, pages, widget): it imports no catalogue, so a bundle that imports one catalogue and
 * this function (the browser widget) carries only that catalogue.
 */
export function lookup<K extends string>(
  catalogue: Catalogue<K>,
  lang: Lang,
  key: NoInfer<K>,
  vars?: TextVars,
): string {
  const template = catalogue[lang][key];
  if (vars === undefined) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/** Whether `key` names a text of `catalogue` (every language has the same keys: the type check sees to it). */
export function isTextKey<K extends string>(catalogue: Catalogue<K>, key: string): key is K {
  return Object.hasOwn(catalogue.en, key);
}
