import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { discoveryRoot } from '../http/wordpress/tec-discovery';
import type { Lang } from '../i18n/languages';
import { listInputOf, readPublicEvent, readPublicEvents } from '../resources/events';
import { publicOrganizers } from '../resources/organizers';
import { publicVenues } from '../resources/venues';
import { embedList } from './calendar/pages.agenda';
import { eventList } from './calendar/pages.events';
import { embedPeriod } from './calendar/pages.periods';
import { itemAlternates, itemBody, upcomingSection } from './item/pages.item';
import { NEXT_DATES, nextDatesSection } from './item/pages.series';
import { htmlResponse, notFoundPage } from './pages.guard';
import { esc, layout, scriptJson } from './pages.markup';
import type { Kind } from './pages.model';
import { pageScope, viewOf } from './pages.view';

/**
 * @module The handlers of the public pages (docs/pages.md): items, agenda, month and week, embed, configurator, and
 * their assets. Loaded by the first page request (`pages.routes.ts` registers the paths without it).
 */

export { agendaPage } from './calendar/pages.agenda';
export { periodPage } from './calendar/pages.periods';
export { EMBED_HEIGHT_JS, embedResizeJs } from './embed/embed-height';
export { configuratorPage } from './embed/widget-page';
export { PAGES_CSS } from './pages.css';

/** How many upcoming events a venue's or organizer's page lists. */
const UPCOMING = 10;

/** `GET /{lang}/{event|venue|organizer}/<slug>/`: the item page of a slug of any language. */
export async function itemPage(c: Context<AppEnv>, lang: Lang, kind: Kind): Promise<Response> {
  const slug = c.req.param('slug') ?? '';
  const day = c.req.param('day');
  // A date of a series: `/{lang}/event/<slug>/<YYYY-MM-DD>/` (docs/recurrence.md).
  if (day !== undefined && !/^\d{4}-\d{2}-\d{2}(-\d{1,3})?$/.test(day)) return notFoundPage(c);
  const view = viewOf(c, lang, false);
  const scope = pageScope(c);
  const item =
    kind === 'event'
      ? await readPublicEvent(scope, slug, day)
      : await (kind === 'venue' ? publicVenues : publicOrganizers).read(scope, slug);
  if (!item) return notFoundPage(c);
  const record = item as Record<string, unknown>;
  let more = '';
  if (kind !== 'event') {
    const input = listInputOf({ [kind]: String(record.id) });
    const { events } = await readPublicEvents(scope, input, { perPage: UPCOMING, offset: 0 });
    more = upcomingSection(view, eventList(view, events));
  } else if (typeof record.series_id === 'number') {
    // A recurring event: its series' next dates from now.
    const input = listInputOf({ series: String(record.series_id) });
    const { events } = await readPublicEvents(scope, input, { perPage: NEXT_DATES, offset: 0 });
    more = nextDatesSection(view, record.series_id, events);
  }
  const title = String(record[kind === 'event' ? 'title' : kind] ?? '');
  // Discovery (src/http/wordpress/tec-discovery.ts): an event's page is about the event, a venue's about its events.
  const root = discoveryRoot(view.origin, c.get('rootPrefix'));
  const apiRoot =
    kind === 'event' ? `${root}events/${record.id}` : kind === 'venue' ? `${root}events/?venue=${record.id}` : root;
  const jsonLd = record.json_ld ? `<script type="application/ld+json">${scriptJson(record.json_ld)}</script>\n` : '';
  const html = layout({
    lang,
    title,
    origin: view.origin,
    alternates: itemAlternates(view.site, kind, record, day),
    head: `<link rel="canonical" href="${esc(record.url)}">\n${jsonLd}`,
    body: itemBody(view, kind, record, more),
    apiRoot,
  });
  return htmlResponse(c, html, 200, { 'X-TEC-API-ROOT': apiRoot });
}

/** `GET /{lang}/embed?layout=…`: the widget's layouts as a page any site may frame. */
export function embedPage(c: Context<AppEnv>, lang: Lang): Promise<Response> {
  const layoutName = new URL(c.req.url).searchParams.get('layout') ?? 'list';
  if (layoutName === 'month' || layoutName === 'week') return embedPeriod(c, lang, layoutName);
  return embedList(c, lang, layoutName === 'compact');
}

/** A small calendar icon (no request to anywhere else, no console error for a missing icon). */
export const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="3" y="6" width="26" height="23" rx="4" fill="#0b57d0"/><rect x="6" y="12" width="20" height="14" rx="2" fill="#fff"/><rect x="9" y="3" width="3" height="6" rx="1.5" fill="#0b57d0"/><rect x="20" y="3" width="3" height="6" rx="1.5" fill="#0b57d0"/><rect x="9" y="15" width="5" height="4" fill="#0b57d0"/></svg>`;

export const ASSET_CACHE = 'public, max-age=86400';
