import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { NAMESPACE } from '../http/path';
import { type PageKey, pageTexts } from '../i18n/catalogues/pages';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';
import { htmlToText } from '../text';
import { addToCalendarLinks, eventWhen, type PageEvent, venueOf } from './pages.events';
import { esc } from './pages.markup';

/** The item pages of the public site (`/{lang}/event/{slug}/`…): their body and their language alternates. */

/** The kinds of item with a public page. */
export type Kind = 'event' | 'venue' | 'organizer';

export function link(href: string, text: string, attrs = ''): string {
  return `<a href="${esc(href)}"${attrs}>${esc(text)}</a>`;
}

function termLinks(lang: Lang, terms: { name: string; slug: string }[] | undefined, param: string): string {
  return (terms ?? [])
    .map((term) => link(`/${lang}/events/?${param}=${encodeURIComponent(term.slug)}`, term.name))
    .join(', ');
}

function venueBlock(venue: Record<string, unknown>, lang: Lang): string {
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
    lookup(pageTexts, lang, 'map'),
  )}`;
}

/** The item page of an event, venue or organizer. */
export function itemBody(
  c: Context<AppEnv>,
  lang: Lang,
  kind: Kind,
  item: Record<string, unknown>,
  upcoming: string,
): string {
  const t = (key: PageKey) => esc(lookup(pageTexts, lang, key));
  const title = String(item[kind === 'event' ? 'title' : kind] ?? '');
  const image =
    item.image && typeof item.image === 'object' && 'url' in item.image
      ? `<img class="hero" src="${esc((item.image as { url: string }).url)}" alt="">`
      : '';
  // description and excerpt are sanitized on write (src/text/html.ts), so they are shown as HTML.
  const description = typeof item.description === 'string' ? `<div class="description">${item.description}</div>` : '';
  const rows: string[] = [];
  if (kind === 'event') {
    const event = item as unknown as PageEvent;
    const venue = venueOf(event);
    rows.push(`<dt>${t('when')}</dt><dd>${eventWhen(lang, event)}</dd>`);
    if (venue) rows.push(`<dt>${t('where')}</dt><dd>${venueBlock(venue, lang)}</dd>`);
    if (event.organizer?.length)
      rows.push(
        `<dt>${t('organizers')}</dt><dd>${event.organizer
          .map((o) => link(String(o.url ?? ''), String(o.organizer ?? '')))
          .join(', ')}</dd>`,
      );
    if (event.categories?.length)
      rows.push(`<dt>${t('categories')}</dt><dd>${termLinks(lang, event.categories, 'categories')}</dd>`);
    if (event.tags?.length) rows.push(`<dt>${t('tags')}</dt><dd>${termLinks(lang, event.tags, 'tags')}</dd>`);
    if (event.cost) rows.push(`<dt>${t('cost')}</dt><dd>${esc(event.cost)}</dd>`);
    // The wire's `website` falls back to the item's own `url`: shown only when it is another site.
    if (event.website && event.website !== event.url)
      rows.push(`<dt>${t('website')}</dt><dd>${link(event.website, event.website)}</dd>`);
    const location = venue ? [venue.venue, venue.address, venue.city].filter(Boolean).join(', ') : '';
    const links = addToCalendarLinks(event, htmlToText(event.excerpt || event.description).slice(0, 1000), location);
    const ics = `${c.get('origin')}/${lang}/${NAMESPACE}/events/${event.id}.ics`;
    rows.push(
      `<dt>${t('addToCalendar')}</dt><dd><ul class="actions"><li>${link(ics, lookup(pageTexts, lang, 'ics'), ' type="text/calendar"')}</li><li>${link(
        links.google,
        lookup(pageTexts, lang, 'google'),
      )}</li><li>${link(links.outlook, lookup(pageTexts, lang, 'outlook'))}</li></ul></dd>`,
    );
  } else {
    if (kind === 'venue') rows.push(`<dt>${t('where')}</dt><dd>${venueBlock(item, lang)}</dd>`);
    if (typeof item.email === 'string' && item.email)
      rows.push(`<dt>${t('email')}</dt><dd>${link(`mailto:${item.email}`, item.email)}</dd>`);
    if (typeof item.phone === 'string' && item.phone) rows.push(`<dt>${t('phone')}</dt><dd>${esc(item.phone)}</dd>`);
    if (typeof item.website === 'string' && item.website)
      rows.push(`<dt>${t('website')}</dt><dd>${link(item.website, item.website)}</dd>`);
  }
  const more = upcoming
    ? `<section aria-labelledby="upcoming"><h2 id="upcoming">${t('upcoming')}</h2>${upcoming}</section>`
    : '';
  return `<article><h1>${esc(title)}</h1>${image}<dl class="meta">${rows.join('')}</dl>${description}</article>${more}`;
}

/** Hreflang alternates of an item page, one per language the item has text in (its `translations`). */
export function itemAlternates(c: Context<AppEnv>, kind: Kind, item: Record<string, unknown>) {
  const translations = (item.translations ?? {}) as Partial<Record<Lang, { slug: string }>>;
  const out: Partial<Record<Lang, string>> = {};
  for (const lang of LANGUAGES) {
    const slug = translations[lang]?.slug;
    if (slug) out[lang] = `${c.get('origin')}/${lang}/${kind}/${encodeURIComponent(slug)}/`;
  }
  return out;
}
