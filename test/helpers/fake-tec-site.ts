import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake site running The Events Calendar, for the importer's tests: a real HTTP server on a free local port
 * answering like the original (item shapes, error bodies and headers taken from the recorded responses in
 * `fixtures/tec/`, real responses of the original recorded on a live instance): paging with `next_rest_url`, `X-TEC-Total`, 404 past the last
 * page, HTML entities in titles, drafts only with Basic auth. Faults are injected per request.
 */

const RECORDINGS = new URL('./fixtures/tec/', import.meta.url).pathname;

// biome-ignore lint/suspicious/noExplicitAny: recorded JSON bodies are read loosely
type Json = any;

function recorded(prefix: string): { status: number; body: Json } {
  const file = readFileSync(`${RECORDINGS}${prefix}`, 'utf8');
  const at = file.search(/\r?\n\r?\n/);
  const status = Number(/^HTTP\/\S+ (\d+)/.exec(file)?.[1]);
  return { status, body: JSON.parse(file.slice(at).trim()) };
}

function recordedFile(start: string): { status: number; body: Json } {
  const name = readdirSync(RECORDINGS).find((file) => file.startsWith(start) && file.endsWith('.http'));
  if (!name) throw new Error(`no recording ${start}`);
  return recorded(name);
}

export const KINDS = ['categories', 'tags', 'venues', 'organizers', 'events'] as const;
export type Kind = (typeof KINDS)[number];

export type Fault = 'retry-after-503' | '429' | 'drop' | '500' | 'garbage' | 'truncate';

export interface FakeSite {
  url: string;
  /** Whether the site offers WordPress's own `wp/v2/tribe_events` route (default true). */
  wordpressRoute: boolean;
  items: Record<Kind, Json[]>;
  /** Faults to answer, in order, to requests whose path and query contain `match`. */
  faults: { match: string; fault: Fault }[];
  /** Every request: path with query, and whether it carried the right credentials. */
  log: { url: string; authed: boolean; at: number }[];
  /** Most requests in flight at once. */
  maxInFlight: number;
  /** Answers a request before the site does (attacks, endless bodies…): return true when it answered. */
  intercept?: (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;
  /** The `next_rest_url` of a list page, instead of the original's (a hostile site's, in tests). */
  nextRestUrl?: (kind: Kind, page: number) => string | undefined;
  close(): Promise<void>;
}

export const LOGIN = 'importer';
export const APP_PASSWORD = 'abcd efgh ijkl mnop';

/** The template items, straight from the recordings. */
const templates = {
  events: recordedFile('006_').body.events[0],
  venues: recordedFile('057_').body,
  organizers: recordedFile('066_').body,
  categories: recordedFile('074_').body,
  tags: recordedFile('082_').body,
};

/** WordPress's GMT date of an item that was never published. */
export const ZERO_DATE = '0000-00-00 00:00:00';

/** The cost shapes of a real site (recorded): the site's default `$` shown without one of the event's own, etc. */
export const COSTS = [
  { cost: '$25', cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: ['25'] } },
  {
    cost: '$10 – $30',
    cost_details: { currency_symbol: '$', currency_code: '', currency_position: 'prefix', values: ['10', '30'] },
  },
  {
    cost: '10€ – 30€',
    cost_details: { currency_symbol: '€', currency_code: '', currency_position: 'postfix', values: ['10', '30'] },
  },
  { cost: 'Free', cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: ['free'] } },
  { cost: '', cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] } },
  {
    cost: 'Free – $30',
    cost_details: { currency_symbol: '$', currency_code: '', currency_position: 'prefix', values: ['0', '30'] },
  },
  {
    cost: '$5 – $50',
    cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: ['5', '50'] },
  },
];

/** Fields WordPress gives an item that was never published: a zero GMT date and, for posts, no slug yet. */
function unpublished(item: Json): Json {
  return { ...item, status: 'draft', slug: '', date_utc: ZERO_DATE };
}

/**
 * A calendar shaped like a real site's: `n` events linked to venues, organizers and terms, some drafts (with
 * WordPress's zero GMT dates and empty slugs), titles with entities, costs in every recorded shape, categories
 * whose children sort before their parents, more tags than a page holds with an unused one past the first page,
 * events whose organizers are not in id order.
 */
function makeCalendar(site: string, n: number): Record<Kind, Json[]> {
  const rest = `${site}/wp-json/tribe/events/v1`;
  const categories = [
    { ...templates.categories, id: 7, name: 'Music &amp; Dance', slug: 'music', parent: 0 },
    { ...templates.categories, id: 8, name: 'Jazz', slug: 'jazz-music', parent: 7 },
    { ...templates.categories, id: 9, name: 'Blues', slug: 'blues', parent: 7 },
    { ...templates.categories, id: 10, name: 'Acoustic Blues', slug: 'acoustic-blues', parent: 9 },
    { ...templates.categories, id: 11, name: 'Workshops', slug: 'workshops', parent: 0, count: 0 },
  ].map((c) => ({ ...c, urls: { self: `${rest}/categories/${c.id}`, collection: `${rest}/categories` } }));
  const tags = [
    { ...templates.tags, id: 28, name: 'open air', slug: 'open-air' },
    ...Array.from({ length: 52 }, (_, i) => ({
      ...templates.tags,
      id: 200 + i,
      name: `Series ${String(i).padStart(2, '0')}`,
      slug: `series-${i}`,
    })),
    // Used by no event: listed only with hide_empty=false, and past the first page of 50.
    { ...templates.tags, id: 299, name: 'Zz unused', slug: 'zz-unused', count: 0 },
  ];
  // Dates in the site's zone (Europe/Madrid): CEST in May, CET in January.
  const dated = {
    date: '2017-05-02 12:00:00',
    date_utc: '2017-05-02 10:00:00',
    modified: '2024-01-15 10:00:00',
    modified_utc: '2024-01-15 09:00:00',
  };
  const venues = [
    {
      ...templates.venues,
      ...dated,
      id: 104,
      venue: 'Caf&#233; Sol',
      slug: 'cafe-sol',
      geo_lat: 41.3851,
      geo_lng: 2.1734,
    },
    unpublished({ ...templates.venues, ...dated, id: 105, venue: 'Hidden Hall', slug: 'hidden-hall' }),
  ];
  const organizers = [
    { ...templates.organizers, ...dated, id: 53, organizer: 'O&#8217;Brien &#038; Co', slug: 'obrien-co' },
    unpublished({ ...templates.organizers, ...dated, id: 54, organizer: 'Backstage Crew', slug: 'backstage-crew' }),
  ];
  const events = Array.from({ length: n }, (_, i) => {
    const id = 2000 + i;
    const day = String((i % 27) + 1).padStart(2, '0');
    const year = i % 2 === 0 ? 2019 : 2031;
    const event = {
      ...templates.events,
      id,
      status: 'publish',
      // Publication and modification dates of their own, far from any import's time.
      date: `2018-01-${day} 09:00:00`,
      date_utc: `2018-01-${day} 08:00:00`,
      modified: `2024-06-${day} 11:30:00`,
      modified_utc: `2024-06-${day} 09:30:00`,
      title: `Rock &#038; Roll Night #${i}`,
      slug: `rock-roll-night-${i}`,
      rest_url: `${rest}/events/${id}`,
      start_date: `${year}-03-${day} 20:00:00`,
      end_date: `${year}-03-${day} 23:00:00`,
      utc_start_date: `${year}-03-${day} 19:00:00`,
      utc_end_date: `${year}-03-${day} 22:00:00`,
      timezone: 'Europe/Madrid',
      all_day: false,
      featured: i % 3 === 0,
      sticky: false,
      ...COSTS[i % COSTS.length],
      image:
        i % 4 === 0
          ? {
              url: `${site}/wp-content/uploads/poster-${i}.jpg`,
              id: 9000 + i,
              extension: 'jpg',
              width: 1200,
              height: 800,
              filesize: 51234,
              sizes: {
                medium: { width: 300, height: 200, 'mime-type': 'image/jpeg', url: `${site}/p-${i}-300x200.jpg` },
              },
            }
          : false,
      venue: i % 2 === 0 ? { ...venues[0] } : i % 7 === 3 ? { ...venues[1] } : [],
      // Organizers in the site's order, not by id; the draft one only for readers with credentials.
      organizer: i % 3 === 1 ? [{ ...organizers[1] }, { ...organizers[0] }] : [{ ...organizers[0] }],
      categories: [{ ...categories[i % 3 === 2 ? 3 : 1] }],
      tags: i % 5 === 0 ? [{ ...tags[0] }] : [],
    };
    return i % 10 === 9 ? unpublished(event) : event;
  });
  return { categories, tags, venues, organizers, events };
}

/** Starts the fake site on a free port with `n` events. */
export async function startFakeSite(n = 120): Promise<FakeSite> {
  const state = { inFlight: 0 };
  const site: FakeSite = {
    url: '',
    wordpressRoute: true,
    items: { categories: [], tags: [], venues: [], organizers: [], events: [] },
    faults: [],
    log: [],
    maxInFlight: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const notFoundPage = recordedFile('009_').body;
  const noRoute = recordedFile('004_').body;
  const badPassword = recordedFile('037_').body;
  const namespaceIndex = recordedFile('001_').body;

  const send = (res: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', site.url);
    const auth = req.headers.authorization;
    const expected = `Basic ${Buffer.from(`${LOGIN}:${APP_PASSWORD}`).toString('base64')}`;
    site.log.push({ url: `${url.pathname}${url.search}`, authed: auth === expected, at: Date.now() });
    // Slow enough that two concurrent requests would overlap.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const full = `${url.pathname}${url.search}`;
    const faultAt = site.faults.findIndex((f) => full.includes(f.match));
    if (faultAt !== -1) {
      const { fault } = site.faults.splice(faultAt, 1)[0] as { fault: Fault };
      if (fault === 'drop') return req.socket.destroy();
      if (fault === 'retry-after-503') return send(res, 503, { code: 'busy' }, { 'retry-after': '1' });
      if (fault === '429') return send(res, 429, { code: 'too_many' }, { 'retry-after': '0' });
      if (fault === '500') return send(res, 500, { code: 'internal_server_error' });
      // The connection breaks in the middle of the page's body.
      if (fault === 'truncate') {
        res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'content-length': '100000' });
        res.write('{"events":[{"id":1,"title":"cut');
        return setTimeout(() => req.socket.destroy(), 5);
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html><body>Maintenance</body></html>');
    }
    if (site.intercept?.(req, res, url)) return;
    if (auth !== undefined && auth !== expected) return send(res, 401, badPassword);
    const route = url.pathname.replace(/\/+$/, '');
    const prefix = '/wp-json/tribe/events/v1';
    if (route === prefix) return send(res, 200, namespaceIndex);
    // WordPress's REST index, reduced: the site's time zone.
    if (route === '/wp-json') {
      return send(res, 200, { name: 'Fake TEC site', timezone_string: 'Europe/Madrid', gmt_offset: 1 });
    }
    const perPage = Number(url.searchParams.get('per_page') ?? '10');
    const page = Number(url.searchParams.get('page') ?? '1');
    const statuses = (url.searchParams.get('status') ?? 'publish').split(',');
    if (statuses.some((s) => s !== 'publish') && auth !== expected) {
      return send(res, 400, {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): status',
        data: { status: 400 },
      });
    }
    // WordPress's own route of the events post type: every event the caller may read, hidden ones included,
    // bare arrays with X-WP-Total / X-WP-TotalPages, 400 rest_post_invalid_page_number past the last page.
    if (route === '/wp-json/wp/v2/tribe_events' && site.wordpressRoute) {
      const all = site.items.events.filter((item) => statuses.includes(item.status ?? 'publish'));
      const pages = Math.max(1, Math.ceil(all.length / perPage));
      if (page > pages) {
        return send(res, 400, {
          code: 'rest_post_invalid_page_number',
          message: 'The page number requested is larger than the number of pages available.',
          data: { status: 400 },
        });
      }
      const slice = all.slice((page - 1) * perPage, page * perPage).map((item) => ({ id: item.id }));
      return send(res, 200, slice, { 'x-wp-total': String(all.length), 'x-wp-totalpages': String(pages) });
    }
    // One event by id, hidden from listings or not; drafts only with credentials.
    const single = new RegExp(`^${prefix}/events/(\\d+)$`).exec(route);
    if (single) {
      const item = site.items.events.find((e) => e.id === Number(single[1]));
      if (!item)
        return send(res, 404, { code: 'rest_event_not_found', message: 'Event not found', data: { status: 404 } });
      if ((item.status ?? 'publish') !== 'publish' && auth !== expected) {
        return send(res, 401, {
          code: 'rest_forbidden',
          message: 'Sorry, you are not allowed to do that.',
          data: { status: 401 },
        });
      }
      return send(res, 200, item);
    }
    const kind = route.slice(prefix.length + 1) as Kind;
    if (!route.startsWith(`${prefix}/`) || !KINDS.includes(kind)) return send(res, 404, noRoute);
    // TEC's lists leave out events hidden from listings; term lists are by name, and leave out unused terms
    // unless hide_empty=false.
    const term = kind === 'categories' || kind === 'tags';
    const visible = site.items[kind]
      .filter((item) =>
        term
          ? url.searchParams.get('hide_empty') === 'false' || item.count !== 0
          : statuses.includes(item.status ?? 'publish') && item.hide_from_listings !== true,
      )
      .sort((a, b) => (term ? String(a.name).localeCompare(String(b.name)) : 0));
    const total = visible.length;
    const pages = Math.ceil(total / perPage);
    if (page > pages && total > 0) return send(res, 404, notFoundPage);
    const slice = visible.slice((page - 1) * perPage, page * perPage);
    // As the original: links of term lists keep only `page` (hide_empty and per_page are lost), the others keep
    // the query.
    const link = (p: number) => {
      const next = term ? new URLSearchParams() : new URLSearchParams(url.searchParams);
      next.set('page', String(p));
      return `${site.url}${prefix}/${kind}/?${next}`;
    };
    const body: Json = { [kind]: slice, rest_url: `${site.url}${full}` };
    if (site.nextRestUrl) {
      const next = site.nextRestUrl(kind, page);
      if (next) body.next_rest_url = next;
    } else if (page < pages) body.next_rest_url = link(page + 1);
    if (page > 1) body.previous_rest_url = link(page - 1);
    body.total = total;
    body.total_pages = pages;
    send(res, 200, body, { 'x-tec-total': String(total), 'x-tec-totalpages': String(pages) });
  };

  const server: Server = createServer((req, res) => {
    state.inFlight++;
    site.maxInFlight = Math.max(site.maxInFlight, state.inFlight);
    res.on('close', () => state.inFlight--);
    handle(req, res).catch((error) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site.items = makeCalendar(site.url, n);
  return site;
}
