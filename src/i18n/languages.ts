/** The languages the API publishes: its roots and the languages content can be written in. */
export const LANGUAGES = ['ca', 'en', 'es'] as const;

export type Lang = (typeof LANGUAGES)[number];

/** Whether `value` names one of the published languages (exact, lowercase). */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The configured default language, falling back to English when unset or invalid. */
export function defaultLanguage(configured: string | undefined): Lang {
  const value = configured?.trim().toLowerCase();
  return isLang(value) ? value : 'en';
}
