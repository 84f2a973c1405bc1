import type { Lang } from '../src/i18n/languages';
import { addDays, isDay } from '../src/time/calendar-grid';

/** The widget's reading of its `src` and of the items' URLs, and the window of its list layouts (no DOM here). */

/**
 * The language of a namespace root given as `src`: its language root, in the service's layout
 * (`/ca/calendar/events/v1`) or the WordPress one (`/ca/wp-json/tribe/events/v1`), paths matching in any case;
 * `undefined` for the unprefixed default root.
 */
export function langOfSrc(src: string): Lang | undefined {
  const match = /\/(ca|en|es)\/(?:calendar\/events\/v1|wp-json\/tribe\/events\/v1)(?:[/?#]|$)/i.exec(src);
  return match ? ((match[1] as string).toLowerCase() as Lang) : undefined;
}

/**
 * The site of the items' pages, from an item's `url` (`<site>/<lang>/event/<slug>/`): the public site, path
 * included, when `PUBLIC_SITE_URL` is set, else the service; `fallback` for a URL of another form.
 */
export function siteOfUrl(url: string, fallback: string): string {
  const match = /^(https?:\/\/.+?)\/(?:ca|en|es)\/(?:event|venue|organizer)\/[^/]+\//.exec(url);
  return match ? (match[1] as string) : fallback;
}

/**
 * The window of the list layouts, from `start-date` and `end-date`: what is on from the start (now when unset) to
 * the end (24 months on when unset). A day is the whole day; any other date form the API takes is that instant.
 */
export function listWindow(start: string | null, end: string | null): { ends_after: string; starts_before: string } {
  const from = (start ?? '').trim();
  const to = (end ?? '').trim();
  return { ends_after: from || 'now', starts_before: isDay(to) ? addDays(to, 1) : to || '+24 months' };
}
