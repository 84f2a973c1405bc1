import { docTexts } from '../i18n/catalogues/docs';
import type { Lang } from '../i18n/languages';
import { isTextKey, lookup } from '../i18n/lookup';

/** Properties whose string values are human-readable texts (catalogue keys before localization). */
const TEXT_PROPERTIES = new Set(['description', 'summary', 'title', 'x-displayName']);

/**
 * A deep copy of `value` in which every text property (`description`, `summary`, `title`, `x-displayName`)
 * whose value is a key of the documentation catalogue is replaced by its text in `lang`. Everything else —
 * types, enums, defaults, names — is copied unchanged, so the documents of the three roots differ only in texts.
 */
export function localize<T>(value: T, lang: Lang): T {
  if (Array.isArray(value)) return value.map((item) => localize(item, lang)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    out[key] =
      TEXT_PROPERTIES.has(key) && typeof inner === 'string' && isTextKey(docTexts, inner)
        ? lookup(docTexts, lang, inner)
        : localize(inner, lang);
  }
  return out as T;
}

/** Every text property value of `value` (recursively): the catalogue keys a keyed document uses. */
export function textsOf(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) textsOf(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (TEXT_PROPERTIES.has(key) && typeof inner === 'string') found.add(inner);
      else textsOf(inner, found);
    }
  }
  return found;
}

/**
 * `value` with every `i18n_language` parameter and body property given `lang` as its default: a root answers in
 * its own language when the parameter is absent, and the original's "Test request" pre-fills a parameter with
 * its default (else with the first value of its enum, which would ask `/es` and `/en` for Catalan data).
 */
export function withRootLanguage<T>(value: T, lang: Lang): T {
  if (Array.isArray(value)) return value.map((item) => withRootLanguage(item, lang)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(record)) out[key] = withRootLanguage(inner, lang);
  const schema = out.schema as Record<string, unknown> | undefined;
  if (record.name === 'i18n_language' && record.in === 'query' && schema && typeof schema === 'object') {
    out.schema = { ...schema, default: lang };
    out.example = lang;
  }
  const properties = out.properties as Record<string, unknown> | undefined;
  const property = properties?.i18n_language as Record<string, unknown> | undefined;
  if (property && typeof property === 'object' && !('$ref' in property)) {
    out.properties = { ...properties, i18n_language: { ...property, default: lang } };
  }
  return out as T;
}
