import { FilterXSS } from 'xss';

const filter = new FilterXSS({
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed'],
});

/**
 * Sanitises HTML that widgets will inject into other sites (API.md §5): keeps ordinary markup, drops scripts,
 * event-handler attributes and `javascript:` URLs. Runs on write, so reads stay cheap.
 */
export function sanitizeHtml(html: string): string {
  return filter.process(html).trim();
}
