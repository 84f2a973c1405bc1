/**
 * The script of the embed page (served at `/embed-height.js`, so the page's CSP stays `script-src 'self'`): posts
 * the document's height to the parent as `{type: "calendar-events:height", height}` on load and on every resize.
 */
export const EMBED_HEIGHT_JS = `const post = () => {
  const height = Math.ceil(document.documentElement.scrollHeight);
  if (window.parent !== window) window.parent.postMessage({ type: 'calendar-events:height', height }, '*');
};
new ResizeObserver(post).observe(document.documentElement);
window.addEventListener('load', post);
post();
`;
