/**
 * @module The parsers of the configuration's values (src/config.ts, which alone reads the vars): each takes a var's
 * text and gives its value, or throws {@link ConfigError} naming the var.
 */
import { isLang, type Lang } from './i18n/languages';

/** A var that cannot be used: thrown when the Worker loads. */
export class ConfigError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`Invalid configuration: ${variable}=${JSON.stringify(value)} ${expected} (see wrangler.toml [vars]).`);
    this.name = 'ConfigError';
  }
}

/** A whole number, `min` or more; `fallback` when unset or empty. */
export function wholeNumber(variable: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(variable, value, `is not a whole number, ${min} or more`);
  return n;
}

/** `n` unless it is over `max`. */
export function atMost(variable: string, n: number, max: number): number {
  if (n > max) throw new ConfigError(variable, String(n), `is over ${max}`);
  return n;
}

/** A number of `unit` above 0 (fractions allowed); `fallback` when unset or empty. */
export function parseDays(variable: string, value: string | undefined, fallback: number, unit = 'days'): number {
  if (value === undefined || value.trim() === '') return fallback;
  const days = Number(value);
  if (!Number.isFinite(days) || days <= 0) throw new ConfigError(variable, value, `is not a number of ${unit} above 0`);
  return days;
}

/** `on` or `off` (any case); unset or empty: on. */
export function parseSwitch(variable: string, value: string | undefined): boolean {
  const word = value?.trim().toLowerCase() ?? '';
  if (word === '' || word === 'on') return true;
  if (word === 'off') return false;
  throw new ConfigError(variable, value ?? '', 'is neither on nor off');
}

/**
 * `lang:handle` pairs, comma-separated: each language at most once, each handle once, a handle of letters, digits,
 * `.`, `_` or `-` (what a WebFinger `acct:` user part may hold unescaped).
 */
export function parseHandles(value: string | undefined): Record<Lang, string> {
  const handles: Record<Lang, string> = { ca: 'ca', en: 'en', es: 'es' };
  const text = value?.trim() ?? '';
  if (text === '') return handles;
  const seen = new Set<string>();
  for (const pair of text.split(',')) {
    const [lang = '', handle = '', ...rest] = pair.split(':').map((part) => part.trim());
    const name = handle.toLowerCase();
    if (!isLang(lang) || rest.length > 0 || !/^[a-z0-9][a-z0-9._-]{0,63}$/.test(name) || seen.has(lang)) {
      throw new ConfigError('FEDERATION_HANDLES', value ?? '', 'is not a list of lang:handle pairs (ca, en, es)');
    }
    seen.add(lang);
    handles[lang] = name;
  }
  if (new Set(Object.values(handles)).size !== 3) {
    throw new ConfigError('FEDERATION_HANDLES', value ?? '', 'gives two languages the same handle');
  }
  return handles;
}

/** The Rate Limiting bindings count over 10 or 60 seconds, nothing else. */
export function parsePeriod(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 10;
  const seconds = Number(value);
  if (seconds !== 10 && seconds !== 60) {
    throw new ConfigError('RATE_LIMIT_PERIOD', value, 'is neither 10 nor 60 (the periods of the rate limit bindings)');
  }
  return seconds;
}
