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

/** `html` with its tags dropped by `xss` (script and style bodies too), the filter built on first use. */
function xssStripped(html: string): string {
  tagStripper ??= new xssModule.FilterXSS({
    whiteList: {},
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style'],
  });
  return tagStripper.process(html);
}

/** A Map: `&constructor;` in a plain object found Object.prototype's constructor and wrote its source as text. */
const NAMED: ReadonlyMap<string, string> = new Map(
  Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }),
);

/** `&amp;`, `&#8217;`, `&#x2019;`… decoded (unknown names stay as written). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED.get(name.toLowerCase()) ?? whole;
  });
}

/** The tags `tagStripper` drops with their bodies: their presence sends a fragment through it. */
const BODY_STRIPPED: ReadonlySet<string> = new Set(['script', 'style']);

/**
 * A tag as `xss`'s parser reads one (node_modules/xss/lib/parser.js), in the shape where it ends at its first `>`:
 * a name, then attributes whose quotes only open a value right after `=` and close it before any `<` or `>`.
 * Sticky: matched where a `<` stands.
 */
const PLAIN_TAG =
  /<\/?([a-zA-Z][a-zA-Z0-9-]*)(?:\s+[^\s<>"'=/]+(?:\s*=\s*(?:"[^"<>]*"|'[^'<>]*'|[^\s<>"'=`]+))?)*\s*\/?>/y;

/** The blocks whose end is a line break in plain text (`</p>`: `htmlToText`). */
const BLOCK_ENDS: ReadonlySet<string> = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'tr',
  'blockquote',
  'pre',
]);

/** Markup's line breaks and list items marked in text: `<br>` and block ends as line breaks, `<li…>` as `- `. */
function markBreaks(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre)\s*>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ');
}

/**
 * What a {@link PLAIN_TAG} becomes in text, as {@link markBreaks} then `tagStripper` make it: within a plain tag each
 * of `markBreaks`' patterns can only match the whole tag (it holds no `<`, and its first `>` ends it).
 */
function tagText(tag: string, name: string): string {
  if (tag.charCodeAt(1) === 47) return BLOCK_ENDS.has(name) && /^<\/[a-z0-6]+\s*>$/i.test(tag) ? '\n' : '';
  if (name === 'br' && /^<br\s*\/?>$/i.test(tag)) return '\n';
  return tag.slice(1, 3).toLowerCase() === 'li' ? '- ' : '';
}

/** Tags without attributes that descriptions use most, and their text ({@link tagText}'s). */
const COMMON_TAGS: ReadonlyMap<string, string> = new Map(
  ['p', 'div', 'li', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'br', 'span', 'h2', 'h3', 'h4', 'blockquote'].flatMap(
    (name) => {
      const open = `<${name}>`;
      const close = `</${name}>`;
      return [
        [open, tagText(open, name)],
        [close, tagText(close, name)],
      ];
    },
  ),
);

/** Characters of the longest of {@link COMMON_TAGS}. */
const COMMON_TAG_CHARS = Math.max(...[...COMMON_TAGS.keys()].map((tag) => tag.length));

/**
 * The text of `html` (line breaks already spaces): its breaks marked ({@link markBreaks}), its tags dropped and its
 * entities decoded, as `tagStripper` gives it, in one pass and without its parser when every `<` opens a
 * {@link PLAIN_TAG} other than `script` and `style` (no comment, no unclosed tag or quote). There `xss` drops each
 * tag whole and only escapes the text's `>` as `&gt;`, which `decodeEntities` turns back (an entity's name holds no
 * `&` or `>`, so the escape neither joins nor splits another). Anything else goes through `xss` (issue 35: its parser
 * was a sixth of a 1,000-event feed's CPU; test/text/html.test.ts compares both on random markup).
 */
function markedText(html: string): string {
  let out = '';
  let last = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', last)) {
    // The commonest tags, whole up to their first `>`, without the pattern's match (each a plain tag it would match).
    const end = html.indexOf('>', at);
    const common = end !== -1 && end - at < COMMON_TAG_CHARS ? COMMON_TAGS.get(html.slice(at, end + 1)) : undefined;
    if (common !== undefined) {
      out += html.slice(last, at) + common;
      last = end + 1;
      continue;
    }
    PLAIN_TAG.lastIndex = at;
    const tag = PLAIN_TAG.exec(html);
    const name = (tag?.[1] ?? '').toLowerCase();
    if (!tag || BODY_STRIPPED.has(name)) return decodeEntities(xssStripped(markBreaks(html)));
    out += html.slice(last, at) + tagText(tag[0], name);
    last = PLAIN_TAG.lastIndex;
  }
  return decodeEntities(last === 0 ? html : out + html.slice(last));
}

/**
 * Plain text of an HTML fragment: tags dropped (script and style bodies too), entities decoded. With `lines`
 * (iCalendar `DESCRIPTION`), block ends and `<br>` become line breaks and runs of blank lines are collapsed;
 * without (JSON-LD, calendar links), every run of whitespace becomes one space.
 */
export function htmlToText(html: string, options: { lines?: boolean } = {}): string {
  // Every line break a space (`\r\n` and `\r` as one): only the markup's breaks are lines.
  const text = markedText(html.replace(/\r\n?|\n/g, ' '));
  if (!options.lines) return text.replace(/\s+/g, ' ').trim();
  // Each line's spaces and tabs collapsed and its ends trimmed, as `split('\n')` and `trim()` per line would: the
  // whitespace around every line break (a line's own ends), then the text's ends. Each pass only where it changes
  // something (a 1,000-event feed: most descriptions have none, and each replace rebuilt them: issue 35).
  let lines = text;
  if (lines.includes('\t') || lines.includes('  ')) lines = lines.replace(/[ \t]{2,}|\t/g, ' ');
  if (SPACE_BY_BREAK.test(lines)) lines = lines.replace(/[^\S\n]*\n[^\S\n]*/g, '\n');
  if (lines.includes('\n\n\n')) lines = lines.replace(/\n{3,}/g, '\n\n');
  return lines.trim();
}

/** Whitespace other than a line break next to a line break: what the lines' trim removes. */
const SPACE_BY_BREAK = /[^\S\n]\n|\n[^\S\n]/;
