/**
 * The scripts of the embed (docs/widget.md, "Embed"), served from this origin so every page keeps
 * `script-src 'self'` and a host page needs no inline script:
 * - `/embed-height.js`, in the embed page: posts the height of its content to the parent as
 *   `{type: "calendar-events:height", height}` on load and whenever it changes;
 * - `/embed.js`, on the host page after the iframe: sets the height of each iframe of this service to the height
 *   its page posts (only messages from this origin, only to the frame that sent them).
 */
export const EMBED_HEIGHT_JS = `const post = () => {
  // The content's own height (not the frame's viewport, which would never let it shrink).
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (window.parent !== window) window.parent.postMessage({ type: 'calendar-events:height', height }, '*');
};
new ResizeObserver(post).observe(document.documentElement);
window.addEventListener('load', post);
post();
`;

/** `/embed.js` for the service at `origin`. */
export function embedResizeJs(origin: string): string {
  return `(() => {
  const origin = ${JSON.stringify(origin)};
  addEventListener('message', (event) => {
    const data = event.data;
    if (event.origin !== origin || !data || data.type !== 'calendar-events:height') return;
    const height = Math.ceil(Number(data.height));
    if (!Number.isFinite(height) || height <= 0) return;
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow === event.source) frame.height = String(height);
    }
  });
})();
`;
}
