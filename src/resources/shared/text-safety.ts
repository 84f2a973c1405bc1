import * as xss from 'xss';
import { invalidParam } from '../../http/errors';
import { sanitizeHtml } from './html';

// `xss` is CommonJS (see ./html.ts for the same unwrapping).
const xssModule: typeof xss = (xss as typeof xss & { default?: typeof xss }).default ?? xss;

/**
 * Plain text: every tag removed (and the bodies of script-like elements), nothing else touched: `a < b & c`
 * stays as typed, because plain-text fields are rendered as text, never parsed as HTML.
 */
const plain = new xssModule.FilterXSS({
  whiteList: {},
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea'],
  escapeHtml: (text) => text,
});

/** Fields holding sanitized HTML (descriptions and excerpts of every resource). */
const HTML_FIELDS = new Set(['description', 'excerpt']);
/** Fields holding absolute `http(s)` URLs, stored as `new URL(x).href`. */
const URL_FIELDS = new Set(['website', 'url', 'image']);
/** Fields taken verbatim: secrets and values that are never shown as text. */
const VERBATIM_FIELDS = new Set(['password']);

/** `value` without tags, trimmed when stripping changed it. */
export function plainText(value: string): string {
  if (!value.includes('<')) return value;
  // A `<` that cannot open a tag (`a < b`, `x<3`) is text: hide it from the parser, which would eat the rest.
  const hidden = value.replace(/<(?![A-Za-z/!?])/g, LESS_THAN);
  return plain.process(hidden).replaceAll(LESS_THAN, '<').trim();
}

/** A private-use character standing for a literal `<` while tags are stripped. */
const LESS_THAN = '\uE000';

/** `value` as a normalized absolute http(s) URL, or `null` when it is not one. */
export function normalizedUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  return url.href;
}

function safeValue(key: string, value: unknown, param: string, depth: number): unknown {
  if (typeof value === 'string') {
    if (VERBATIM_FIELDS.has(key)) return value;
    if (HTML_FIELDS.has(key)) return sanitizeHtml(value);
    if (URL_FIELDS.has(key)) {
      if (value === '' || (key === 'image' && /^\s*\d+\s*$/.test(value))) return value;
      const url = normalizedUrl(value);
      if (url === null) throw invalidParam(param, 'param.url');
      return url;
    }
    return plainText(value);
  }
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => safeValue(key, item, param, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = safeValue(k, v, param, depth + 1);
  return out;
}

/**
 * The one text-safety policy of every write (events, venues, organizers, categories, tags, inline items):
 * `description`/`excerpt` sanitized HTML, `website`/`url`/`image` normalized absolute http(s) URLs (else 400
 * naming the parameter), every other string plain text. Applied to the validated input of every write route
 * (`src/http/route.ts`), so no write path can forget it. Documented in docs/security.md.
 */
export function applyTextPolicy<T>(input: T): T {
  if (input === null || typeof input !== 'object') return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) out[key] = safeValue(key, value, key, 0);
  return out as T;
}

/**
 * The key two term names are compared by (`term_exists`): Unicode NFKC, accents removed, case folded, spaces
 * collapsed, so `Café Zulu`, its NFD form and `CAFÉ ZULU` are one name. Stored in `term_texts.name_key`.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Most words a `search` may have: each word is a scan of the search index, so the cost stays bounded. */
export const MAX_SEARCH_WORDS = 10;

/**
 * The words of a search as WordPress splits them: quoted phrases stay whole, other words split on spaces,
 * commas and `+`; empty items dropped.
 */
export function searchTerms(search: string): string[] {
  const terms: string[] = [];
  for (const match of search.matchAll(/"([^"]*)"?|[^\s",+]+/g)) {
    const term = (match[1] ?? match[0]).trim();
    if (term !== '' && !terms.includes(term)) terms.push(term);
  }
  return terms;
}

/**
 * 400 naming `search` when it has more than {@link MAX_SEARCH_WORDS} words as {@link searchTerms} splits them (every
 * list route: the one bound, whatever the list's own matching).
 */
export function assertSearchBounded(raw: Record<string, unknown>): void {
  const search = raw.search;
  if (typeof search !== 'string') return;
  if (searchTerms(search).length > MAX_SEARCH_WORDS) {
    throw invalidParam('search', 'param.too_many_words', { max: MAX_SEARCH_WORDS });
  }
}
