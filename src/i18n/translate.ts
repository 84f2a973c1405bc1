import type { Lang } from './languages';
import { ca } from './messages/ca';
import { en, type MessageKey } from './messages/en';
import { es } from './messages/es';

const catalogues: Record<Lang, Record<MessageKey, string>> = { ca, en, es };

export type { MessageKey };

/** Whether `key` names a message of the catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The message `key` in `lang`, with `{name}` placeholders replaced by `vars`. */
export function translate(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const template = catalogues[lang][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
