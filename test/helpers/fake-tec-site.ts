import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeCalendar, recordedFile } from './fake-tec-calendar';

export { COSTS, ZERO_DATE } from './fake-tec-calendar';

/**
 * A fake site running The Events Calendar, for the importer's tests: a real HTTP server on a free local port
 * answering like the original (item shapes, error bodies and headers taken from the recorded responses in
 * `fixtures/tec/`, real responses of the original recorded on a live instance): paging with `next_rest_url` (on
 * term lists keeping only `page`, as the original), `X-TEC-Total`, 404 past the last page, term lists by name
 * without unused terms unless `hide_empty=false`, HTML entities in titles, drafts only with Basic auth, WordPress's
 * REST index with the site's time zone. Its calendar (fake-tec-calendar.ts) has a real site's quirks. Faults are
 * injected per request; a test may answer any request itself (`intercept`) or send other `next_rest_url`s.
 */

// biome-ignore lint/suspicious/noExplicitAny: recorded JSON bodies are read loosely
type Json = any;

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
