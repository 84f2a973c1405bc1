import * as xss from 'xss';

/** @module Plain-text fields (titles, names, address parts, phone, email, cost, slugs, term names). */

// CommonJS interop as in ./html.ts.
const xssModule: typeof xss = (xss as typeof xss & { default?: typeof xss }).default ?? xss;

/**
 * Every tag removed (and the bodies of script-like elements), nothing else touched: `a < b & c` stays as typed,
 * because plain-text fields are rendered as text, never parsed as HTML. Built by the first text with a tag, not at
 * load (as ./html.ts's filters).
 */
let plain: xss.FilterXSS | undefined;
const plainFilter = (): xss.FilterXSS =>
  (plain ??= new xssModule.FilterXSS({
    whiteList: {},
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea'],
    escapeHtml: (text) => text,
  }));

/** A private-use character standing for a literal `<` while tags are stripped. */
const LESS_THAN = '\uE000';

/** `value` without tags, trimmed when stripping changed it. */
export function stripTags(value: string): string {
  if (!value.includes('<')) return value;
  // A `<` that cannot open a tag (`a < b`, `x<3`) is text: hide it from the parser, which would eat the rest.
  const hidden = value.replace(/<(?![A-Za-z/!?])/g, LESS_THAN);
  return plainFilter().process(hidden).replaceAll(LESS_THAN, '<').trim();
}
