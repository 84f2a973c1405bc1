import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { pageTexts } from '../../i18n/catalogues/pages';
import type { Lang } from '../../i18n/languages';
import { lookup } from '../../i18n/lookup';
import { listInputOf, readFilterChoices, readPublicEvents } from '../../resources/events';
import { addDays, addMonths, type Day, isDay, isMonth, monthBounds, weekDays, weekOf } from '../../time/calendar-grid';
import { embedResponse } from '../embed/embed-page';
import { carriedFilters, filterBar, filteredTitle, listParams, withParams } from '../pages.filters';
import { formatDay, formatMonth } from '../pages.format';
import { htmlResponse, notFoundPage } from '../pages.guard';
import { esc, layout } from '../pages.markup';
import type { View } from '../pages.model';
import { alternatesOf, feedLink, pageScope, text, viewOf, viewSwitch } from '../pages.view';
import { type CalendarData, monthGrid, weekGrid } from './pages.calendar';

/**
 * @module The month and week views (`/{lang}/events/month/[YYYY-MM/]`, `/{lang}/events/week/[YYYY-MM-DD/]`, and
 * `/{lang}/embed?layout=month|week&date=…`): one bounded read of the period's events through the list pipeline
 * (docs/pages.md, "Calendar views").
 */

/**
 * Most events one view reads (its one bounded read). Events come in start order, so when a period holds more,
 * the days from the last one read on link to their own agenda ("More events") instead of a count.
 */
export const VIEW_LIMIT = 300;

type Period = 'month' | 'week';

/** A period: its days, title, neighbours (in the same form as the route takes them) and its own key. */
interface PeriodOf {
  key: string;
  first: Day;
  last: Day;
  title: string;
  previous: string;
  next: string;
  current: string;
}

function periodOf(view: View, period: Period, key: string): PeriodOf {
  if (period === 'month') {
    const [first, last] = monthBounds(key);
    return {
      key,
      first,
      last,
      title: formatMonth(view.lang, key),
      previous: addMonths(key, -1),
      next: addMonths(key, 1),
      current: view.today.slice(0, 7),
    };
  }
  const days = weekDays(key, view.weekStart);
  const first = days[0] as Day;
  return {
    key: first,
    first,
    last: days[6] as Day,
    title: lookup(pageTexts, view.lang, 'weekOf', { date: formatDay(view.lang, first, 'dayMonth') }),
    previous: addDays(first, -7),
    next: addDays(first, 7),
    current: weekOf(view.today, view.weekStart),
  };
}

/** The period a request names (route segment or the embed's `date`), today's when none; undefined when invalid. */
function periodKey(view: View, period: Period, given: string | undefined): string | undefined {
  if (given === undefined || given === '') return period === 'month' ? view.today.slice(0, 7) : view.today;
  if (period === 'month') return isMonth(given) ? given : isDay(given) ? given.slice(0, 7) : undefined;
  return isDay(given) ? given : undefined;
}

/**
 * The period's events (with a day on each side: events are placed by their own local dates, which may lie a day
 * off the site zone's) through the list pipeline, and the filter bar's choices.
 */
async function readPeriod(c: Context<AppEnv>, range: PeriodOf, filters: URLSearchParams, choices: boolean) {
  const raw = { ...listParams(filters), start_date: addDays(range.first, -1), end_date: addDays(range.last, 1) };
  const input = listInputOf(raw);
  const scope = pageScope(c);
  const [list, chosen] = await Promise.all([
    readPublicEvents(scope, input, { perPage: VIEW_LIMIT, offset: 0 }),
    choices ? readFilterChoices(scope, input) : undefined,
  ]);
  const data: CalendarData = { events: list.events, complete: list.total <= list.events.length, filters };
  return { input, data, chosen };
}

/** The previous / current / next links of a period. */
function periodNav(view: View, period: Period, range: PeriodOf, hrefOf: (key: string) => string): string {
  const [previous, current, next] =
    period === 'month'
      ? (['previousMonth', 'thisMonth', 'nextMonth'] as const)
      : (['previousWeek', 'thisWeek', 'nextWeek'] as const);
  return `<nav class="period-nav" aria-label="${text(view, 'calendarNav')}"><ul><li><a rel="prev" href="${esc(
    hrefOf(range.previous),
  )}"><span aria-hidden="true">‹ </span>${text(view, previous)}</a></li><li><a href="${esc(hrefOf(range.current))}"${
    range.key === range.current || range.key === range.current.slice(0, 7) ? ' aria-current="true"' : ''
  }>${text(view, current)}</a></li><li><a rel="next" href="${esc(hrefOf(range.next))}">${text(view, next)}<span aria-hidden="true"> ›</span></a></li></ul></nav>`;
}

function grid(view: View, period: Period, range: PeriodOf, data: CalendarData): string {
  const body = period === 'month' ? monthGrid(view, range.key, data) : weekGrid(view, range.key, data);
  const inPeriod = data.events.some(
    (e) => e.end_date.slice(0, 10) >= range.first && e.start_date.slice(0, 10) <= range.last,
  );
  const empty = inPeriod ? '' : `<p class="empty">${text(view, period === 'month' ? 'emptyMonth' : 'emptyWeek')}</p>`;
  return `${body}${empty}`;
}

/** `GET /{lang}/events/month/[YYYY-MM/]` and `/{lang}/events/week/[YYYY-MM-DD/]`. */
export async function periodPage(c: Context<AppEnv>, lang: Lang, period: Period, given?: string): Promise<Response> {
  const view = viewOf(c, lang, false);
  const key = periodKey(view, period, given);
  if (!key) return notFoundPage(c);
  const range = periodOf(view, period, key);
  const query = new URL(c.req.url).searchParams;
  const filters = carriedFilters(query);
  const { input, data, chosen } = await readPeriod(c, range, filters, true);
  const pathOf = (language: Lang, at: string) => `/${language}/events/${period}/${at}/`;
  const hrefOf = (at: string) => withParams(pathOf(lang, at), filters);
  const named = chosen ? filteredTitle(view, input, chosen) : '';
  const subtitle = filters.toString() && named ? `<p class="subtitle">${esc(named)}</p>` : '';
  const body = `<div class="view-head"><div><h1>${esc(range.title)}</h1>${subtitle}</div>${viewSwitch(
    view,
    period,
    filters,
  )}</div>${periodNav(view, period, range, hrefOf)}${
    chosen ? filterBar(view, pathOf(lang, range.key), filters, chosen, false) : ''
  }${grid(view, period, range, data)}<ul class="actions"><li>${feedLink(view, filters)}</li></ul>`;
  const html = layout({
    lang,
    title: `${range.title} · ${named}`,
    origin: view.origin,
    alternates: alternatesOf(view, (other) => pathOf(other, range.key), filters.toString()),
    body,
  });
  return htmlResponse(c, html);
}

/** `GET /{lang}/embed?layout=month|week[&date=…]`: the same views inside a frame; their navigation stays in it. */
export async function embedPeriod(c: Context<AppEnv>, lang: Lang, period: Period): Promise<Response> {
  const view = viewOf(c, lang, true);
  const query = new URL(c.req.url).searchParams;
  const key = periodKey(view, period, query.get('date') ?? undefined);
  if (!key) return notFoundPage(c);
  const range = periodOf(view, period, key);
  const filters = carriedFilters(query);
  const { data } = await readPeriod(c, range, filters, false);
  const hrefOf = (at: string) => {
    const params = new URLSearchParams(filters);
    params.set('layout', period);
    params.set('date', at);
    return withParams(`/${lang}/embed`, params);
  };
  // The public site's agenda when the items live there (it need not have month or week views), else this period's.
  const agenda = c.var.config.publicSite
    ? `${view.site}${withParams(`/${lang}/events/`, filters)}`
    : `${view.origin}${withParams(`/${lang}/events/${period}/${range.key}/`, filters)}`;
  const content = `<div class="view-head"><h1 class="embed-title">${esc(range.title)}</h1></div>${periodNav(
    view,
    period,
    range,
    hrefOf,
  )}${grid(view, period, range, data)}`;
  return embedResponse(c, view, { title: range.title, content, more: agenda, filters, query });
}
