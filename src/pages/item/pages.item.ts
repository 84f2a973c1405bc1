import { NAMESPACE } from '../../http/path';
import { type PageKey, pageTexts } from '../../i18n/catalogues/pages';
import { LANGUAGES, type Lang } from '../../i18n/languages';
import { lookup } from '../../i18n/lookup';
import { htmlToText } from '../../text';
import { categoryHref, venueOf } from '../calendar/pages.events';
import { eventWhen } from '../pages.format';
import { esc } from '../pages.markup';
import type { Kind, PageEvent, View } from '../pages.model';
import { addToCalendarLinks } from './pages.links';
import { seriesRows } from './pages.series';

/**
 * @module The item pages of the public site (`/{lang}/event/{slug}/`…): their body and their language alternates.
 * Each part of an event page is its own small function (a row of the details list), so a page can gain a part
 * (an occurrence's series, the repeat rule in words) without touching the others.
 */

export function link(href: string, text: string, attrs = ''): string {
  return `<a href="${esc(href)}"${attrs}>${esc(text)}</a>`;
}

const text = (view: View, key: PageKey) => esc(lookup(pageTexts, view.lang, key));

/** A row of an item's details list. */
export const detailRow = (label: string, value: string) => `<dt>${label}</dt><dd>${value}</dd>`;

function termLinks(view: View, terms: { name: string; slug: string }[], param: string): string {
  const href = (slug: string) =>
    param === 'categories' ? categoryHref(view, slug) : `/${view.lang}/events/?${param}=${encodeURIComponent(slug)}`;
  return terms.map((term) => link(href(term.slug), term.name)).join(', ');
}

/** A venue's address, with its map link (OpenStreetMap's search of its coordinates, else its name and address). */
function venueBlock(view: View, venue: Record<string, unknown>): string {
  const address = [venue.address, venue.zip, venue.city, venue.province ?? venue.state, venue.country]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(', ');
  const mapQuery =
    typeof venue.geo_lat === 'number' && typeof venue.geo_lng === 'number'
      ? `${venue.geo_lat},${venue.geo_lng}`
      : [venue.venue, address].filter(Boolean).join(', ');
  const map = new URL('https://www.openstreetmap.org/search');
  map.searchParams.set('query', mapQuery);
  return `${link(String(venue.url ?? ''), String(venue.venue ?? ''))}${address ? `<br>${esc(address)}` : ''}<br>${link(
    map.toString(),
    lookup(pageTexts, view.lang, 'map'),
  )}`;
}

/** "Add to calendar": the event's `.ics`, and Google Calendar's and Outlook's compose links. */
function calendarLinks(view: View, event: PageEvent): string {
  const venue = venueOf(event);
  const location = venue ? [venue.venue, venue.address, venue.city].filter(Boolean).join(', ') : '';
  const links = addToCalendarLinks(event, htmlToText(event.excerpt || event.description).slice(0, 1000), location);
  const ics = `${view.origin}/${view.lang}/${NAMESPACE}/events/${event.id}.ics`;
  return `<ul class="actions"><li>${link(ics, lookup(pageTexts, view.lang, 'ics'), ' type="text/calendar"')}</li><li>${link(
    links.google,
    lookup(pageTexts, view.lang, 'google'),
  )}</li><li>${link(links.outlook, lookup(pageTexts, view.lang, 'outlook'))}</li></ul>`;
}

/** The details of an event: when, where, who, categories, tags, cost, website, add to calendar. */
export function eventDetails(view: View, event: PageEvent): string[] {
  const rows = [detailRow(text(view, 'when'), eventWhen(view, event)), ...seriesRows(view, event)];
  const venue = venueOf(event);
  if (venue) rows.push(detailRow(text(view, 'where'), venueBlock(view, venue)));
  if (event.organizer?.length) {
    const names = event.organizer.map((o) => link(String(o.url ?? ''), String(o.organizer ?? ''))).join(', ');
    rows.push(detailRow(text(view, 'organizers'), names));
  }
  if (event.categories?.length) {
    rows.push(detailRow(text(view, 'categories'), termLinks(view, event.categories, 'categories')));
  }
  if (event.tags?.length) rows.push(detailRow(text(view, 'tags'), termLinks(view, event.tags, 'tags')));
  if (event.cost) rows.push(detailRow(text(view, 'cost'), esc(event.cost)));
  // The wire's `website` falls back to the item's own `url`: shown only when it is another site.
  if (event.website && event.website !== event.url) {
    rows.push(detailRow(text(view, 'website'), link(event.website, event.website)));
  }
  rows.push(detailRow(text(view, 'addToCalendar'), calendarLinks(view, event)));
  return rows;
}

/** The details of a venue or organizer: address and map, email, phone, website. */
export function linkedDetails(view: View, kind: Exclude<Kind, 'event'>, item: Record<string, unknown>): string[] {
  const rows: string[] = [];
  if (kind === 'venue') rows.push(detailRow(text(view, 'where'), venueBlock(view, item)));
  if (typeof item.email === 'string' && item.email) {
    rows.push(detailRow(text(view, 'email'), link(`mailto:${item.email}`, item.email)));
  }
  if (typeof item.phone === 'string' && item.phone) rows.push(detailRow(text(view, 'phone'), esc(item.phone)));
  if (typeof item.website === 'string' && item.website) {
    rows.push(detailRow(text(view, 'website'), link(item.website, item.website)));
  }
  return rows;
}

/** The image of an item page: sized when its size is known; decorative, the title is the heading above it. */
function heroImage(item: Record<string, unknown>): string {
  const image = item.image as { url?: string; width?: number; height?: number } | false | undefined;
  if (!image || typeof image.url !== 'string') return '';
  const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
  return `<img class="hero" src="${esc(image.url)}"${size} alt="">`;
}

/** The item page of an event, venue or organizer: title, image, details, description, then `more` (a section). */
export function itemBody(view: View, kind: Kind, item: Record<string, unknown>, more = ''): string {
  const title = String(item[kind === 'event' ? 'title' : kind] ?? '');
  const rows = kind === 'event' ? eventDetails(view, item as unknown as PageEvent) : linkedDetails(view, kind, item);
  // description is sanitized on write (src/text/html.ts), so it is shown as HTML.
  // Text in another language than the page's (the item's fallback, docs/api.md#content-languages) says so, for screen readers.
  const textLang = typeof item.i18n_language === 'string' && item.i18n_language !== view.lang;
  const langAttr = textLang ? ` lang="${esc(item.i18n_language)}"` : '';
  const description =
    typeof item.description === 'string' ? `<div class="description"${langAttr}>${item.description}</div>` : '';
  return `<article class="item"><h1${langAttr}>${esc(title)}</h1>${heroImage(item)}<dl class="meta">${rows.join('')}</dl>${description}</article>${more}`;
}

/** The section of a venue's or organizer's upcoming events. */
export function upcomingSection(view: View, list: string): string {
  return `<section class="upcoming" aria-labelledby="upcoming"><h2 id="upcoming">${text(view, 'upcoming')}</h2>${list}</section>`;
}

/**
 * Hreflang alternates of an item page, one per language the item has text in (its `translations`); of one date of
 * a series, its `day` in each (docs/recurrence.md). On `site` (`PUBLIC_SITE_URL` when set, as the canonical URL).
 */
export function itemAlternates(site: string, kind: Kind, item: Record<string, unknown>, day?: string) {
  const translations = (item.translations ?? {}) as Partial<Record<Lang, { slug: string }>>;
  const out: Partial<Record<Lang, string>> = {};
  for (const lang of LANGUAGES) {
    const slug = translations[lang]?.slug;
    if (slug) out[lang] = `${site}/${lang}/${kind}/${encodeURIComponent(slug)}/${day ? `${day}/` : ''}`;
  }
  return out;
}
