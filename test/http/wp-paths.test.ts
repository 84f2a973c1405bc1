import { beforeAll, describe, expect, it } from 'vitest';
import { api, call, ORIGIN, type Root, userWithToken } from '../helpers/http';

/**
 * The WordPress layouts of the namespace (docs/wordpress-paths.md): `/wp-json/tribe/events/v1/...` and
 * `?rest_route=/tribe/events/v1/...` under every root, the discovery index, and every emitted URL staying in the
 * layout the request came through.
 */

const ROOTS: Root[] = ['', 'ca', 'en', 'es'];
const LANG: Record<Root, string> = { '': 'en', ca: 'ca', en: 'en', es: 'es' };

/** A layout: how to build a request path, and the namespace URL any root's emitted URLs must use. */
const LAYOUTS = {
  'wp-json': {
    path: (root: Root, rest: string) => `${root ? `/${root}` : ''}/wp-json/tribe/events/v1${rest}`,
    base: (root: Root) => `${ORIGIN}${root ? `/${root}` : ''}/wp-json/tribe/events/v1`,
  },
  rest_route: {
    path: (root: Root, rest: string) => {
      const [route, query] = rest.split('?');
      return `${root ? `/${root}` : ''}/?rest_route=/tribe/events/v1${route}${query ? `&${query}` : ''}`;
    },
    base: (root: Root) => `${ORIGIN}${root ? `/${root}` : ''}/?rest_route=/tribe/events/v1`,
  },
} as const;

const ids: number[] = [];

beforeAll(async () => {
  const { token } = await userWithToken('administrator');
  for (const day of ['2099-01-01', '2099-01-02']) {
    const body = { title: `Concert ${day}`, start_date: `${day} 10:00:00`, end_date: `${day} 12:00:00` };
    const res = await call(api('en', '/events'), { method: 'POST', token, body });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
});

describe.each(Object.entries(LAYOUTS))('layout %s', (_name, layout) => {
  it.each(ROOTS)('root "%s": lists with every URL under the same layout', async (root) => {
    const res = await call(layout.path(root, '/events?per_page=1&end_date=2099-12-31&start_date=2098-12-31'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe(LANG[root]);
    const base = layout.base(root);
    expect(Number(res.headers.get('x-tec-total'))).toBeGreaterThanOrEqual(2);
    // Sorted, and joined with `&` after `?rest_route=`.
    const join = base.includes('?') ? '&' : '?';
    expect(res.body.rest_url).toBe(`${base}/events/${join}end_date=2099-12-31&per_page=1&start_date=2098-12-31`);
    expect(res.body.next_rest_url).toBe(
      `${base}/events/${join}end_date=2099-12-31&page=2&per_page=1&start_date=2098-12-31`,
    );
    const link = res.headers.get('link') ?? '';
    expect(link.startsWith(`<${res.body.next_rest_url}>; rel="next"`)).toBe(true);
    // Every link of the header stays in the layout (the events feed's alternate included).
    for (const target of link.matchAll(/<([^>]+)>/g)) expect(target[1]!.startsWith(`${base}/events`)).toBe(true);
    expect(link).toContain(`<${base}/events.ics${join}end_date=2099-12-31&start_date=2098-12-31>`);
    const event = res.body.events[0];
    expect(event.id).toBe(ids[0]);
    expect(event.rest_url).toBe(`${base}/events/${ids[0]}`);
    expect(event.translations.en.rest_url).toBe(`${layout.base('en')}/events/${ids[0]}`);

    // The next page, followed as a client does, answers under the same layout.
    const next = await call(res.body.next_rest_url.slice(ORIGIN.length));
    expect(next.status).toBe(200);
    expect(next.body.events[0].id).toBe(ids[1]);
    expect(next.body.previous_rest_url.startsWith(`${base}/events/`)).toBe(true);
  });

  it.each(ROOTS)('root "%s": single reads, the namespace index and /doc', async (root) => {
    const base = layout.base(root);
    const one = await call(layout.path(root, `/events/${ids[0]}`));
    expect(one.status).toBe(200);
    expect(one.body.rest_url).toBe(`${base}/events/${ids[0]}`);

    const index = await call(layout.path(root, ''));
    expect(index.status).toBe(200);
    expect(index.body.namespace).toBe('tribe/events/v1');
    expect(index.body.routes['/tribe/events/v1/events']._links.self[0].href).toBe(`${base}/events`);
    expect(index.body.routes['/tribe/events/v1/events/(?P<id>\\d+)'].namespace).toBe('tribe/events/v1');
    // The index's own `namespace` argument defaults to the name this layout answers to, as the original's.
    const own = index.body.routes['/tribe/events/v1'].endpoints[0].args;
    expect(own.namespace).toMatchObject({ type: 'string', default: 'tribe/events/v1', required: false });
    expect(own.context).toMatchObject({ default: 'view', required: false });
    expect((await call(layout.path(root, '?namespace=tribe/events/v1'))).status).toBe(200);

    const doc = await call(layout.path(root, '/doc'));
    expect(doc.status).toBe(200);
    expect(doc.body.servers[0].url).toBe(`${base}/`);
    expect(doc.body.servers[1].url).toBe(`${ORIGIN}${root ? `/${root}` : ''}/calendar/events/v1/`);
  });
});

describe('discovery index', () => {
  it.each(ROOTS)('GET %s/wp-json/ lists the namespace and its routes', async (root) => {
    const prefix = root ? `/${root}` : '';
    const res = await call(`${prefix}/wp-json/`);
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`${ORIGIN}${prefix}`);
    // The site's name and tagline in the root's language, like the routes' descriptions and Content-Language.
    expect(res.headers.get('content-language')).toBe(LANG[root]);
    const names = {
      ca: 'API d’esdeveniments del calendari',
      en: 'Calendar Events API',
      es: 'API de eventos del calendario',
    };
    expect(res.body.name).toBe(names[LANG[root] as 'ca' | 'en' | 'es']);
    expect(res.body.description).toMatch(
      { ca: /^Esdeveniments, espais/, en: /^Events, venues/, es: /^Eventos, lugares/ }[
        LANG[root] as 'ca' | 'en' | 'es'
      ],
    );
    expect(res.body.namespaces).toEqual(['tribe/events/v1']);
    expect(res.body.routes['/tribe/events/v1/venues']._links.self[0].href).toBe(
      `${ORIGIN}${prefix}/wp-json/tribe/events/v1/venues`,
    );
    expect(res.body._links['tribe:events'][0].href).toBe(`${ORIGIN}${prefix}/wp-json/tribe/events/v1`);
    expect(res.body.routes['/tribe/events/v1'].endpoints[0].args.namespace.default).toBe('tribe/events/v1');
    // The own layout keeps its own name.
    const own = await call(api(root, '/'));
    expect(own.body.routes['/calendar/events/v1'].endpoints[0].args.namespace.default).toBe('calendar/events/v1');
  });

  it('answers ?rest_route=/ with links in that layout', async () => {
    const res = await call('/es/?rest_route=/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('es');
    expect(res.body.name).toBe('API de eventos del calendario');
    expect((await call('/wp-json/?i18n_language=ca')).body.name).toBe('API d’esdeveniments del calendari');
    expect(res.body.routes['/tribe/events/v1/tags']._links.self[0].href).toBe(
      `${ORIGIN}/es/?rest_route=/tribe/events/v1/tags`,
    );
  });

  it('the own layout lists the WordPress one as a second server', async () => {
    const doc = await call(api('ca', '/doc'));
    expect(doc.body.servers.map((s: { url: string }) => s.url)).toEqual([
      `${ORIGIN}/ca/calendar/events/v1/`,
      `${ORIGIN}/ca/wp-json/tribe/events/v1/`,
    ]);
    expect(doc.body.servers[1].description).toContain('/wp-json/tribe/events/v1/');
  });
});

describe('writes and errors through the WordPress paths', () => {
  it('creates through /wp-json/ and answers URLs under it', async () => {
    const { token } = await userWithToken('administrator');
    const res = await call('/es/wp-json/tribe/events/v1/tags', {
      method: 'POST',
      token,
      body: { name: 'Etiqueta wp' },
    });
    expect(res.status).toBe(201);
    expect(res.body.urls.self).toBe(`${ORIGIN}/es/wp-json/tribe/events/v1/tags/${res.body.id}`);
    expect(res.body.translations.es.rest_url).toBe(`${ORIGIN}/es/wp-json/tribe/events/v1/tags/${res.body.id}`);
  });

  it('keeps the error body and language', async () => {
    const res = await call('/ca/wp-json/tribe/events/v1/events?page=0');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(res.body.data.params).toHaveProperty('page');
    expect(res.body.message).toBe('Paràmetre(s) no vàlid(s): page');
  });

  it.each([
    '/tribe/events/v1/events',
    '/wp-json/calendar/events/v1/events',
    '/fr/wp-json/tribe/events/v1/events',
    '/wp-json/wp/v2/posts',
    '/?rest_route=/wp/v2/posts',
  ])('%s is not a route', async (path) => {
    const res = await call(path);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_no_route');
  });
});
