import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { NAMESPACE } from '../http/path';
import { scopeOf } from '../http/scope';
import { type PageKey, pageTexts } from '../i18n/catalogues/pages';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';
import { msToWall, utcWallIn } from '../time';
import { withParams } from './pages.filters';
import { esc } from './pages.markup';
import type { View } from './pages.model';

/** @module The parts every list and calendar view shares: its context, the view switch, feed and language links. */

/** The view of a request: its language, the site's zone, today there, the week's first day. */
export function viewOf(c: Context<AppEnv>, lang: Lang, embed: boolean): View {
  const config = c.var.config;
  const zone = config.siteTimezone;
  return {
    lang,
    siteZone: zone,
    today: utcWallIn(msToWall(Date.now()), zone).slice(0, 10),
    // Catalan and Spanish weeks start on Monday; `WEEK_START` decides the English ones.
    weekStart: lang === 'en' ? config.weekStart : 'monday',
    origin: c.get('origin'),
    site: config.publicSite?.base ?? c.get('origin'),
    embed,
  };
}

/** The scope of a page's reads: the visitor's request, read anonymously (pages never use a token). */
export const pageScope = (c: Context<AppEnv>) => ({ ...scopeOf(c), caller: null });

export const text = (view: View, key: PageKey, vars?: Record<string, string | number>) =>
  esc(lookup(pageTexts, view.lang, key, vars));

/** The three views of the same filters, the current one marked. */
export function viewSwitch(view: View, current: 'list' | 'month' | 'week', filters: URLSearchParams): string {
  const views = [
    ['list', 'viewList', `/${view.lang}/events/`],
    ['month', 'viewMonth', `/${view.lang}/events/month/`],
    ['week', 'viewWeek', `/${view.lang}/events/week/`],
  ] as const;
  const items = views
    .map(([name, label, path]) =>
      name === current
        ? `<li><a href="${esc(withParams(path, filters))}" aria-current="page">${text(view, label)}</a></li>`
        : `<li><a href="${esc(withParams(path, filters))}">${text(view, label)}</a></li>`,
    )
    .join('');
  return `<nav class="views" aria-label="${text(view, 'views')}"><ul>${items}</ul></nav>`;
}

/** The `webcal://` feed of the same filters (the feed is named after them, src/resources/events/ical/ical.name.ts). */
export function feedLink(view: View, filters: URLSearchParams): string {
  const feed = withParams(`${view.origin}/${view.lang}/${NAMESPACE}/events.ics`, filters).replace(
    /^https?:/,
    'webcal:',
  );
  return `<a href="${esc(feed)}" type="text/calendar">${text(view, 'subscribe')}</a>`;
}

/** The same page in every language, for `<link rel="alternate" hreflang>` and the language links. */
export function alternatesOf(view: View, pathOf: (lang: Lang) => string, query: string) {
  return Object.fromEntries(
    LANGUAGES.map((other) => [other, `${view.origin}${pathOf(other)}${query ? `?${query}` : ''}`]),
  ) as Record<Lang, string>;
}
