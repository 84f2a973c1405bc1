import { pageTexts } from '../../i18n/catalogues/pages';
import { lookup } from '../../i18n/lookup';
import type { Day } from '../../time/calendar-grid';
import { capitalize, dayTag, eventDays, formatDay, timeRange } from '../pages.format';
import { esc } from '../pages.markup';
import type { PageEvent, View } from '../pages.model';

/**
 * @module Events in lists (the agenda, the embed, a venue's or organizer's upcoming events): grouped by day under
 * localized date headings, each a card with its image, title, time, venue and category chips.
 */

/** The link attributes of a view: the embed's links open in the whole window, not inside the frame. */
export const linkTarget = (view: View) => (view.embed ? ' target="_top"' : '');

/** An absolute link in the embed (it may live on another site's page), a path elsewhere. */
export const pagePath = (view: View, path: string) => (view.embed ? `${view.origin}${path}` : path);

export function venueOf(event: PageEvent): Record<string, unknown> | undefined {
  return event.venue && !Array.isArray(event.venue) && typeof event.venue === 'object' ? event.venue : undefined;
}

/** The agenda of a category, by its slug. */
export const categoryHref = (view: View, slug: string) =>
  pagePath(view, `/${view.lang}/events/?categories=${encodeURIComponent(slug)}`);

/** The event's categories as chips linking to their agenda. */
function chips(view: View, event: PageEvent): string {
  if (!event.categories?.length) return '';
  const items = event.categories
    .map((term) => `<li><a href="${esc(categoryHref(view, term.slug))}"${linkTarget(view)}>${esc(term.name)}</a></li>`)
    .join('');
  return `<ul class="chips" aria-label="${esc(lookup(pageTexts, view.lang, 'categories'))}">${items}</ul>`;
}

/**
 * The event's image, sized and lazy. The API keeps no alternative text for images, and the event's title is the
 * heading beside it, so it is decorative (`alt=""`: screen readers skip it rather than read the title twice).
 */
function thumbnail(event: PageEvent): string {
  if (!event.image) return '';
  const { url, width, height } = event.image;
  const size = width && height ? ` width="${width}" height="${height}"` : '';
  return `<img class="thumb" src="${esc(url)}"${size} alt="" loading="lazy" decoding="async">`;
}

/**
 * `inner` as a link to the event's page; a password-protected event has no page (docs/pages.md), so its `inner`
 * stays plain text rather than a link to the 404 page.
 */
export function eventLink(view: View, event: PageEvent, inner: string, title = ''): string {
  if (event.locked) return `<span${title}>${inner}</span>`;
  return `<a href="${esc(event.url)}"${title}${linkTarget(view)}>${inner}</a>`;
}

/**
 * One event card. An event listed under a later day than it began on (still on today) shows its dates: its time
 * line then says from when until when.
 */
export function eventCard(view: View, event: PageEvent, heading: 'h2' | 'h3' | 'h4'): string {
  const venue = venueOf(event);
  const where = venue ? `<p class="where">${esc(venue.venue)}${venue.city ? `, ${esc(venue.city)}` : ''}</p>` : '';
  return `<li class="event"><article>${thumbnail(event)}<div class="body"><${heading} class="title">${eventLink(view, event, esc(event.title))}</${heading}><p class="when">${timeRange(view, event)}</p>${where}${chips(view, event)}</div></article></li>`;
}

/** A plain list of event cards (a venue's or organizer's upcoming events). */
export function eventList(view: View, events: PageEvent[], heading: 'h2' | 'h3' = 'h3'): string {
  if (events.length === 0) return `<p class="empty">${esc(lookup(pageTexts, view.lang, 'empty'))}</p>`;
  return `<ul class="events" role="list">${events.map((event) => eventCard(view, event, heading)).join('')}</ul>`;
}

/**
 * The events grouped by day, in order: each under the day it starts, or under `firstDay` (the first day the list
 * shows: today, or the day asked) when it began earlier and is still on.
 */
export function groupByDay(events: PageEvent[], firstDay: Day): { day: Day; events: PageEvent[] }[] {
  const groups = new Map<Day, PageEvent[]>();
  const keyed = events.map((event) => {
    const start = eventDays(event)[0];
    return { day: start < firstDay ? firstDay : start, event };
  });
  // Events are in start order (UTC); an event of another zone may start on an earlier local day than the one before.
  keyed.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const { day, event } of keyed) groups.set(day, [...(groups.get(day) ?? []), event]);
  return [...groups].map(([day, list]) => ({ day, events: list }));
}

/** The agenda's list: a section per day with its localized heading, then the day's cards. */
export function dayGroups(view: View, events: PageEvent[], firstDay: Day, headingLevel: 2 | 3 = 2): string {
  if (events.length === 0) return `<p class="empty">${esc(lookup(pageTexts, view.lang, 'empty'))}</p>`;
  const h = `h${headingLevel}`;
  const card = headingLevel === 2 ? 'h3' : 'h4';
  return groupByDay(events, firstDay)
    .map(({ day, events: list }) => {
      const style = day.slice(0, 4) === view.today.slice(0, 4) ? 'heading' : 'full';
      const id = `day-${day}`;
      return `<section class="day-group" aria-labelledby="${id}"><${h} id="${id}" class="day-heading">${dayTag(day, capitalize(formatDay(view.lang, day, style)))}</${h}><ul class="events" role="list">${list
        .map((event) => eventCard(view, event, card))
        .join('')}</ul></section>`;
    })
    .join('');
}
