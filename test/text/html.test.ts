import { describe, expect, it } from 'vitest';
import * as xss from 'xss';
import { htmlToText } from '../../src/text';

/**
 * `htmlToText` strips the tags of plain markup without `xss`'s parser (src/text/html.ts, issue 35). The oracle below
 * is the conversion as it was before, everything through `xss`: both must give the same text for any fragment.
 */
const xssModule: typeof xss = (xss as typeof xss & { default?: typeof xss }).default ?? xss;
const stripper = new xssModule.FilterXSS({
  whiteList: {},
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
});
const NAMED = new Map(Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }));

function oracle(html: string, lines: boolean): string {
  const marked = html
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre)\s*>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ');
  const text = stripper.process(marked).replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED.get(name.toLowerCase()) ?? whole;
  });
  if (!lines) return text.replace(/\s+/g, ' ').trim();
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Pieces of markup, ordinary and hostile: fragments are random sequences of them. */
const PIECES = [
  'Text',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '\u00a0',
  'a > b',
  'a < b',
  '<',
  '>',
  '=',
  '"',
  "'",
  '&amp;',
  '&gt;',
  '&lt;',
  '&#8217;',
  '&#x2019;',
  '&#13;',
  '&#10;',
  '&#9;',
  '&#8232;',
  ' \u2028 ',
  '\u3000',
  '&nbsp;',
  '&constructor;',
  '&amp',
  '&',
  ';',
  '<p>',
  '</p>',
  '<P class="x">',
  '</P >',
  '<br>',
  '<br/>',
  '<BR />',
  '<div id=main>',
  '</div>',
  '<h2>',
  '</h2>',
  '<ul>',
  '<li>',
  '<li class="a">',
  '</li>',
  '<lip>',
  '<strong>',
  '</strong>',
  '<em>',
  '</em>',
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '<u>',
  '</u>',
  '<span>',
  '</span>',
  '<ol>',
  '</ol>',
  '</ul>',
  '<h3>',
  '</h4>',
  '</br>',
  '<div>',
  '<a href="https://example.com/?a=1&amp;b=2">',
  "<a href='x' title=\"it's\">",
  '<a title="a>b">',
  '<a title="unclosed>',
  '<a title=x"y>',
  '<a b = "c" d>',
  '<img src=x onerror=alert(1)>',
  '<script>',
  'alert(1)',
  '</script>',
  '<style>p{}</style>',
  '<SCRIPT src="x">',
  '<script/>',
  '<style-x>',
  '<!-- note -->',
  '<!--',
  '-->',
  '<!DOCTYPE html>',
  '< p>',
  '</ p>',
  '<1>',
  '<p',
  '<table><tr><td>cell</td></tr></table>',
  '<blockquote>',
  '</blockquote>',
  '<pre>',
  '</pre>',
  'Café ñ 💡',
  '<p\tclass=x>',
  '<a href=`x`>',
];

/** A deterministic generator (mulberry32): the same fragments on every run. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('htmlToText', () => {
  it('gives the text xss gives, for descriptions as editors write them', () => {
    const samples = [
      '<p>More information at the tourist office.</p><p>Organised with the support of the neighbourhood associations.</p>',
      '<p>If it rains, the activity moves <strong>indoors</strong>.</p>',
      '<h2>Programme</h2><ul><li>10:00 Opening</li><li>11:00 <a href="https://example.com/talk?x=1&amp;y=2">Talk</a></li></ul>',
      'Line one<br>Line two<br/><br/><br/>Line five',
      'Plain text, no markup: 3 > 2 & 1 < 2',
      '',
      '<p>   </p>',
    ];
    for (const html of samples) {
      expect(htmlToText(html, { lines: true })).toBe(oracle(html, true));
      expect(htmlToText(html)).toBe(oracle(html, false));
    }
    expect(htmlToText(samples[2] ?? '', { lines: true })).toBe('Programme\n- 10:00 Opening\n- 11:00 Talk');
  });

  it('gives the text xss gives for 10,000 random fragments of ordinary and hostile markup', () => {
    const random = generator(35);
    for (let n = 0; n < 10_000; n++) {
      const length = 1 + Math.floor(random() * 12);
      const html = Array.from({ length }, () => PIECES[Math.floor(random() * PIECES.length)]).join('');
      expect([html, htmlToText(html, { lines: true })]).toEqual([html, oracle(html, true)]);
      expect([html, htmlToText(html)]).toEqual([html, oracle(html, false)]);
    }
  });
});
