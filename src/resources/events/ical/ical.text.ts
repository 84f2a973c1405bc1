import * as xss from 'xss';

/**
 * Plain text of the HTML of a description (iCalendar `DESCRIPTION` is text): block ends and `<br>` become line
 * breaks, tags are dropped (by the `xss` library already used to sanitize input, with an empty allow-list),
 * entities are decoded, and runs of blank lines are collapsed.
 */
// CommonJS interop as in src/resources/shared/html.ts.
const xssModule: typeof xss = (xss as typeof xss & { default?: typeof xss }).default ?? xss;
const stripTags = new xssModule.FilterXSS({
  whiteList: {},
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
});

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

export function htmlToText(html: string): string {
  const marked = html
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre)\s*>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ');
  return decodeEntities(stripTags.process(marked))
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
