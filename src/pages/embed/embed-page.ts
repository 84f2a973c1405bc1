import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { htmlResponse } from '../pages.guard';
import { esc, layout } from '../pages.markup';
import type { View } from '../pages.model';
import { alternatesOf, feedLink, text } from '../pages.view';

/** What an embedded view shows: its title, its content, and where its "more" link leads. */
export interface EmbedPage {
  title: string;
  content: string;
  /** The page "more" opens in the whole window (the public agenda, or the period's own page). */
  more: string;
  /** The filters the feed link and "more" carry. */
  filters: URLSearchParams;
  /** The embed's own query, for its alternates in the other languages. */
  query: URLSearchParams;
}

/**
 * The answer of an embedded view, a list or a period (docs/pages.md, "Embed"): its content, then the feed of its
 * filters and "more", in the embed's layout with the script that sizes the frame (`/embed-height.js`).
 */
export function embedResponse(c: Context<AppEnv>, view: View, page: EmbedPage): Response {
  const actions = `<ul class="actions"><li>${feedLink(view, page.filters)}</li><li><a href="${esc(page.more)}" target="_top">${text(view, 'more')}</a></li></ul>`;
  const html = layout({
    lang: view.lang,
    title: page.title,
    origin: view.origin,
    alternates: alternatesOf(view, (other) => `/${other}/embed`, page.query.toString()),
    body: `${page.content}${actions}`,
    embed: true,
    scripts: ['/embed-height.js'],
  });
  return htmlResponse(c, html);
}
