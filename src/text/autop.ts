/**
 * @module Paragraphs as WordPress's `wpautop` makes them, which the original applies to every description and
 * excerpt of an event, venue or organizer (`the_content`, `the_excerpt`; docs/original.md, its `SingleEventCest` and
 * `EventInsertionCest`: `An event content` reads back `<p>An event content</p>`). Applied on write, after the
 * sanitizer, so reads stay cheap and a value read back and sent again is unchanged (docs/original.md#paragraphs).
 */

/** WordPress's block-level elements (`wpautop`'s `$allblocks`): a chunk that starts with one is not wrapped. */
const BLOCK =
  /^<\/?(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)\b/i;

/** Each run of text between blank lines in paragraphs, unless it starts with a block-level element. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n\s*/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) => (BLOCK.test(chunk) ? chunk : `<p>${chunk.replace(/[ \t]*\n[ \t]*/g, '<br />\n')}</p>`));
}

/**
 * `html` in paragraphs: each run of text between blank lines becomes `<p>…</p>` with its single line breaks as
 * `<br />`, unless it starts with a block-level element; `<pre>` elements are kept as written. Parts are joined by
 * a line break; empty input stays empty.
 */
export function autop(html: string): string {
  const text = html.replace(/\r\n?/g, '\n').trim();
  const parts: string[] = [];
  let at = 0;
  for (const pre of text.matchAll(/<pre\b[\s\S]*?<\/pre>/gi)) {
    parts.push(...paragraphs(text.slice(at, pre.index)), pre[0]);
    at = pre.index + pre[0].length;
  }
  parts.push(...paragraphs(text.slice(at)));
  return parts.join('\n');
}
