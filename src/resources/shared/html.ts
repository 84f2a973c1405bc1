import * as xss from 'xss';

// `xss` is CommonJS whose export is a function carrying `FilterXSS`: bundlers expose it as the default export, or
// (esbuild) also as named ones.
const xssModule: typeof xss = (xss as typeof xss & { default?: typeof xss }).default ?? xss;

const filter = new xssModule.FilterXSS({
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed'],
});

/**
 * Sanitises HTML that widgets will inject into other sites (docs/api.md#events-dates-times-and-fields): keeps ordinary markup, drops scripts,
 * event-handler attributes and `javascript:` URLs. Runs on write, so reads stay cheap.
 */
export function sanitizeHtml(html: string): string {
  return filter.process(html).trim();
}
