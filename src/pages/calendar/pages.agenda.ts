import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { effectivePerPage, totalPages } from '../../http/routes/pagination';
import { pageTexts } from '../../i18n/catalogues/pages';
import type { Lang } from '../../i18n/languages';
import { lookup } from '../../i18n/lookup';
import {
  type ListInput,
  listInputOf,
  overlapWindow,
  readFilterChoices,
  readPublicEvents,
} from '../../resources/events';
import { utcWallIn } from '../../time';
import { embedResponse } from '../embed/embed-page';
import { carriedFilters, filterBar, filteredTitle, listParams, withParams } from '../pages.filters';
import { htmlResponse, notFoundPage } from '../pages.guard';
import { esc, layout } from '../pages.markup';
import type { View } from '../pages.model';
import { alternatesOf, feedLink, pageScope, text, viewOf, viewSwitch } from '../pages.view';
import { dayGroups } from './pages.events';

/**
 * @module The agenda (`/{lang}/events/`) and the embed's lists: "what is on" (events that have not ended, within
 * the days asked: docs/pages.md), grouped by day, paged; the agenda with its filter bar.
 */

/** The first day the list shows: the day its window starts (today, or the day asked), in the site zone. */
function firstDayOf(view: View, input: ListInput): string {
  const [from] = overlapWindow(input, view.siteZone, new Date());
  return from ? utcWallIn(from.utc, view.siteZone).slice(0, 10) : view.today;
}

/** The agenda's URL with the same query at another page. */
function pageHref(view: View, query: URLSearchParams, page: number): string {
  const next = new URLSearchParams(query);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return withParams(`/${view.lang}/events/`, next);
}

/** A page of "what is on" for the query, and the filter bar's choices, read side by side. */
async function readList(c: Context<AppEnv>, query: URLSearchParams) {
  const input = listInputOf(listParams(query));
  const perPage = effectivePerPage(input.per_page);
  const scope = pageScope(c);
  const [list, choices] = await Promise.all([
    readPublicEvents(scope, input, { perPage, offset: (input.page - 1) * perPage }),
    readFilterChoices(scope, input),
  ]);
  return { input, list, choices, pages: totalPages(list.total, perPage) };
}

/** `GET /{lang}/events/`: the agenda. */
export async function agendaPage(c: Context<AppEnv>, lang: Lang): Promise<Response> {
  const view = viewOf(c, lang, false);
  const query = new URL(c.req.url).searchParams;
  const { input, list, choices, pages } = await readList(c, query);
  if (input.page > Math.max(1, pages)) return notFoundPage(c);
  const title = filteredTitle(view, input, choices);
  const heading = input.page > 1 ? lookup(pageTexts, lang, 'agendaOf', { title, page: input.page, pages }) : title;
  const pager: string[] = [];
  if (input.page > 1) {
    pager.push(`<a rel="prev" href="${esc(pageHref(view, query, input.page - 1))}">${text(view, 'previous')}</a>`);
  }
  if (input.page < pages) {
    pager.push(`<a rel="next" href="${esc(pageHref(view, query, input.page + 1))}">${text(view, 'next')}</a>`);
  }
  const nav = pager.length ? `<nav class="pager" aria-label="${text(view, 'pagination')}">${pager.join('')}</nav>` : '';
  const filters = carriedFilters(query);
  const body = `<div class="view-head"><h1>${esc(heading)}</h1>${viewSwitch(view, 'list', filters)}</div>${filterBar(
    view,
    `/${lang}/events/`,
    query,
    choices,
    true,
  )}${dayGroups(view, list.events, firstDayOf(view, input))}${nav}<ul class="actions"><li>${feedLink(view, filters)}</li></ul>`;
  const html = layout({
    lang,
    title: heading,
    origin: view.origin,
    alternates: alternatesOf(view, (other) => `/${other}/events/`, query.toString()),
    body,
  });
  return htmlResponse(c, html);
}

/** The embed's list layouts (`list`, `compact`): "what is on", grouped by day, with the feed and "more" links. */
export async function embedList(c: Context<AppEnv>, lang: Lang, compact: boolean): Promise<Response> {
  const view = viewOf(c, lang, true);
  const query = new URL(c.req.url).searchParams;
  const { input, list, choices } = await readList(c, query);
  const filters = carriedFilters(query);
  const more = `${view.site}${withParams(`/${lang}/events/`, filters)}`;
  const title = filteredTitle(view, input, choices);
  const content = `<h1 class="embed-title">${esc(title)}</h1><div class="${compact ? 'compact' : 'list'}">${dayGroups(
    view,
    list.events,
    firstDayOf(view, input),
  )}</div>`;
  return embedResponse(c, view, { title, content, more, filters, query });
}
