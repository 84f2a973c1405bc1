import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { isFrameablePath } from './pages.guard';

export { registerPublicPages } from './pages.routes';

/**
 * The embed page may be framed by any site: it drops the `X-Frame-Options: DENY` that `secureHeaders` adds to every
 * response (registered before it in src/app.ts, so it runs after it); its CSP says `frame-ancestors *`.
 */
export const frameableEmbed: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (isFrameablePath(c.req.path)) c.res.headers.delete('X-Frame-Options');
};

/** The editor's **Preview**: the public page of an event as it will look (docs/editor.md, "Preview"). */
export { eventPreviewHtml } from './item/pages.preview';
/** The editor's repeat builder shows a series' rule and next dates as its page will (docs/editor.md, "Repeat"). */
export { type SeriesPreview, seriesPreview } from './item/pages.series';
/** What the editor's pages share with the public pages (src/editor/editor.layout.ts). */
export { esc, LANGUAGE_NAMES, PAGES_VERSION } from './pages.markup';
export { viewOf } from './pages.view';
