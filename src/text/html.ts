import * as xss from 'xss';

/**
 * @module HTML as the service stores and reads it: sanitizing on write (descriptions and excerpts are HTML that
 * widgets inject into other sites) and turning it into plain text where plain text is shown (iCalendar, JSON-LD,
 * calendar links). One sanitizer and one HTML-to-text, both on the `xss` library.
 */

// `xss` is CommonJS whose export is a function carrying `FilterXSS`: bundlers expose it as the default export, or
// (esbuild) also as named ones.
const xssModule: typeof xss = (xss as typeof xss & { default?: typeof xss }).default ?? xss;

// The filters are built on first use, not at load: each copies the library's tables, work the core's start would
// pay for requests that read no HTML (docs/performance.md, "What loads when").
let sanitizer: xss.FilterXSS | undefined;

/**
 * Sanitizes HTML that widgets will inject into other sites (docs/api.md#events-dates-times-and-fields): keeps
 * ordinary markup, drops scripts, event-handler attributes and `javascript:` URLs. Runs on write, so reads stay
 * cheap.
 */
export function sanitizeHtml(html: string): string {
  sanitizer ??= new xssModule.FilterXSS({
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed'],
  });
  return sanitizer.process(html).trim();
}

let tagStripper: xss.FilterXSS | undefined;

/** A Map: `&constructor;` in a plain object found Object.prototype's constructor and wrote its source as text. */
const NAMED: ReadonlyMap<string, string> = new Map(
  Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }),
);

/** `&amp;`, `&#8217;`, `&#x2019;`… decoded (unknown names stay as written). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED.get(name.toLowerCase()) ?? whole;
  });
}

/**
 * Plain text of an HTML fragment: tags dropped (script and style bodies too), entities decoded. With `lines`
 * (iCalendar `DESCRIPTION`), block ends and `<br>` become line breaks and runs of blank lines are collapsed;
 * without (JSON-LD, calendar links), every run of whitespace becomes one space.
 */
export function htmlToText(html: string, options: { lines?: boolean } = {}): string {
  const marked = html
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre)\s*>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ');
  tagStripper ??= new xssModule.FilterXSS({
    whiteList: {},
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style'],
  });
  const text = decodeEntities(tagStripper.process(marked));
  if (!options.lines) return text.replace(/\s+/g, ' ').trim();
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
