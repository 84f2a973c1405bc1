import { beforeAll, describe, expect, it } from 'vitest';
import { EventList } from '../../../../src/docs/components';
import { createEvent, makeEvents, makeOrganizer, makeVenue } from '../../../helpers/factories';
import { api, call, dbTiming, type Root, userWithToken } from '../../../helpers/http';
import { EVENT_KEYS } from '../event-shape';

/**
 * `GET /events`: the body and headers of the archive, paging and its links, statuses by role, password
 * redaction, languages, and the D1 cost of a page. Each describe keeps its events in its own year.
 */

let admin: string;
beforeAll(async () => {
  admin = (await userWithToken('administrator')).token;
});

const list = (query: string, root: Root = 'en', token?: string) => call(api(root, `/events?${query}`), { token });
const idsOf = (body: { events: { id: number }[] }) => body.events.map((e) => e.id);
const prefix = (root: Root) => `http://calendar.test${root ? `/${root}` : ''}/calendar/events/v1`;

describe('the archive body', () => {
  it('has the original keys in order, events without json_ld, ordered by start then id', async () => {
    const body = { start_date: '2040-03-01 10:00:00', end_date: '2040-03-01 11:00:00' };
    const second = await createEvent(admin, body);
    const third = await createEvent(admin, body);
    const first = await createEvent(admin, { ...body, start_date: '2040-03-01 09:00:00' });
    const response = await list('start_date=2040-03-01&end_date=2040-03-01');
    expect(response.status).toBe(200);
    expect(EventList.safeParse(response.body).error).toBeUndefined();
    expect(Object.keys(response.body)).toEqual(['events', 'rest_url', 'total', 'total_pages']);
    expect(idsOf(response.body)).toEqual([first.id, second.id, third.id]);
    expect(Object.keys(response.body.events[0])).toEqual(EVENT_KEYS);
    expect(response.body.events[1]).toEqual(second);
    expect(response.body).toMatchObject({ total: 3, total_pages: 1 });
    expect(response.headers.get('x-tec-total')).toBe('3');
    expect(response.headers.get('x-tec-totalpages')).toBe('1');
    // One page: no page links, only the calendar feed of the same filters (docs/ical.md).
    expect(response.headers.get('link')).toBe(
      `<${prefix('en')}/events.ics?end_date=2040-03-01&start_date=2040-03-01>; rel="alternate"; type="text/calendar"`,
    );
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    await createEvent(admin, { start_date: '2040-05-01 10:00:00', end_date: '2040-05-01 11:00:00' });
    const head = await call(api('en', '/events?start_date=2040-05-01&end_date=2040-05-01'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
    expect(head.headers.get('x-tec-total')).toBe('1');
    expect(head.headers.get('x-tec-totalpages')).toBe('1');
  });

  it('answers an empty first page with 200, zero totals and no links', async () => {
    const response = await list('start_date=2041-01-01&end_date=2041-01-02');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      events: [],
      rest_url: `${prefix('en')}/events/?end_date=2041-01-02&start_date=2041-01-01`,
      total: 0,
      total_pages: 0,
    });
    expect(response.headers.get('x-tec-total')).toBe('0');
  });

  it('never lists events hidden from listings (they stay readable by id)', async () => {
    const hidden = await createEvent(admin, {
      start_date: '2040-04-01 10:00:00',
      end_date: '2040-04-01 11:00:00',
      hide_from_listings: true,
    });
    expect((await list('start_date=2040-04-01&end_date=2040-04-01')).body.total).toBe(0);
    expect((await list(`include=${hidden.id}`)).body.total).toBe(0);
    expect((await call(api('en', `/events/${hidden.id}`))).status).toBe(200);
  });
});

describe('paging', () => {
  const window = 'start_date=2042-01-01&end_date=2042-12-31';
  let ids: number[];
  beforeAll(async () => {
    const day = (i: number) =>
      `2042-01-${String(1 + Math.floor(i / 3)).padStart(2, '0')} ${String(8 + (i % 3)).padStart(2, '0')}:00:00`;
    ids = await makeEvents(Array.from({ length: 60 }, (_, i) => ({ start: day(i) })));
  });

  it('pages 50 at most, with totals, headers and links keeping every filter', async () => {
    const first = await list(`${window}&per_page=50`);
    expect(idsOf(first.body)).toEqual(ids.slice(0, 50));
    expect(first.body).toMatchObject({ total: 60, total_pages: 2 });
    const base = `${prefix('en')}/events/?end_date=2042-12-31&per_page=50&start_date=2042-01-01`;
    expect(first.body.rest_url).toBe(base);
    expect(first.body.next_rest_url).toBe(
      `${prefix('en')}/events/?end_date=2042-12-31&page=2&per_page=50&start_date=2042-01-01`,
    );
    expect(first.body.previous_rest_url).toBeUndefined();
    const feed = `<${prefix('en')}/events.ics?end_date=2042-12-31&start_date=2042-01-01>; rel="alternate"; type="text/calendar"`;
    expect(first.headers.get('link')).toBe(`<${first.body.next_rest_url}>; rel="next", ${feed}`);
    expect(first.headers.get('x-tec-totalpages')).toBe('2');

    const second = await list(`${window}&per_page=50&page=2`);
    expect(idsOf(second.body)).toEqual(ids.slice(50));
    expect(Object.keys(second.body)).toEqual(['events', 'rest_url', 'previous_rest_url', 'total', 'total_pages']);
    expect(second.body.previous_rest_url).toBe(base);
    expect(second.headers.get('link')).toBe(`<${base}>; rel="prev", ${feed}`);
  });

  it('clamps per_page to 50', async () => {
    const response = await list(`${window}&per_page=1000`);
    expect(response.body.events).toHaveLength(50);
    expect(response.body.rest_url).toContain('per_page=50');
  });

  it('defaults to 10 per page and links the previous page of page 3 with page=2', async () => {
    const response = await list(`${window}&page=3`);
    expect(idsOf(response.body)).toEqual(ids.slice(20, 30));
    expect(response.body.total_pages).toBe(6);
    expect(response.body.previous_rest_url).toBe(
      `${prefix('en')}/events/?end_date=2042-12-31&page=2&start_date=2042-01-01`,
    );
    expect(response.body.next_rest_url).toContain('page=4');
  });

  it.each(['ca', 'en', 'es'] as const)('404 past the last page, in %s', async (root) => {
    const response = await list(`${window}&per_page=50&page=3`, root);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('event-archive-page-not-found');
    expect(response.body.data).toEqual({ status: 404 });
    expect(response.headers.get('content-language')).toBe(root);
  });

  it.each([
    ['per_page=0', 'per_page'],
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['per_page=-1', 'per_page'],
  ])('%s is a 400 naming the parameter', async (query, param) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.params)).toEqual([param]);
  });
});

describe('links', () => {
  it('keep every filter, sorted by name, lists comma-separated and sorted; the same query in any order gives the same URLs', async () => {
    for (const name of ['Beta', 'Alpha']) {
      await call(api('en', '/categories'), { method: 'POST', token: admin, body: { name } });
    }
    const a = await list('categories[]=beta&categories[]=alpha&featured=0&start_date=2043-01-01&search=jazz%20band');
    const b = await list('search=jazz%20band&start_date=2043-01-01&featured=0&categories=beta,alpha');
    expect(a.body.rest_url).toBe(
      `${prefix('en')}/events/?categories=alpha,beta&featured=0&search=jazz%20band&start_date=2043-01-01`,
    );
    expect(b.body.rest_url).toBe(a.body.rest_url);
    const c = await list('strict_dates=yes&geoloc=1&start_date=2043-01-01');
    expect(c.body.rest_url).toBe(`${prefix('en')}/events/?geoloc=1&start_date=2043-01-01&strict_dates=yes`);
  });

  it('never carry the password', async () => {
    const response = await list('start_date=2043-01-01&password=secret');
    expect(response.body.rest_url).toBe(`${prefix('en')}/events/?start_date=2043-01-01`);
  });

  it.each(['', 'ca', 'en', 'es'] as const)('stay under the root the request came through (%j)', async (root) => {
    await createEvent(admin, { start_date: '2043-05-01 10:00:00', end_date: '2043-05-01 11:00:00' }, root || 'en');
    const response = await list('start_date=2043-05-01&end_date=2043-05-01&i18n_language=es', root);
    expect(response.body.rest_url).toBe(
      `${prefix(root)}/events/?end_date=2043-05-01&i18n_language=es&start_date=2043-05-01`,
    );
    expect(response.body.events[0].rest_url).toMatch(new RegExp(`^${prefix(root)}/events/\\d+$`));
    expect(response.headers.get('content-language')).toBe('es');
  });
});

describe('status', () => {
  const window = 'start_date=2044-01-01&end_date=2044-12-31';
  let published: number, draft: number, pending: number;
  beforeAll(async () => {
    const at = { start_date: '2044-02-01 10:00:00', end_date: '2044-02-01 11:00:00' };
    published = (await createEvent(admin, at)).id;
    draft = (await createEvent(admin, { ...at, status: 'draft' })).id;
    pending = (await createEvent(admin, { ...at, status: 'pending' })).id;
  });

  it('visitors see published events only and may ask only for publish', async () => {
    expect(idsOf((await list(window)).body)).toEqual([published]);
    expect(idsOf((await list(`${window}&status=publish`)).body)).toEqual([published]);
    const response = await list(`${window}&status=draft`, 'ca');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Paràmetre(s) no vàlid(s): status');
  });

  it('subscribers are visitors', async () => {
    const { token } = await userWithToken('subscriber');
    expect(idsOf((await list(window, 'en', token)).body)).toEqual([published]);
    expect((await list(`${window}&status=draft`, 'en', token)).status).toBe(400);
  });

  it('contributors and up see every status but trash, whoever wrote the events', async () => {
    const { token } = await userWithToken('contributor');
    const trashed = (await createEvent(admin, { start_date: '2044-02-01 10:00:00', end_date: '2044-02-01 12:00:00' }))
      .id;
    await call(api('en', `/events/${trashed}`), { method: 'DELETE', token: admin });
    const response = await list(window, 'en', token);
    expect(idsOf(response.body)).toEqual([published, draft, pending]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('editors filter by a list of statuses, trash included; unknown statuses are a 400', async () => {
    const { token } = await userWithToken('editor');
    expect(idsOf((await list(`${window}&status=draft,pending`, 'en', token)).body)).toEqual([draft, pending]);
    expect(idsOf((await list(`${window}&status[]=draft`, 'en', token)).body)).toEqual([draft]);
    expect((await list(`${window}&status=trash`, 'en', token)).body.total).toBe(1);
    for (const bad of ['any', 'deleted', 'publish,bogus']) {
      const response = await list(`${window}&status=${bad}`, 'en', token);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.data.params)).toEqual(['status']);
    }
  });

  it('a bad token is a 401 even on this public route', async () => {
    expect((await list(window, 'en', 'not-a-token')).status).toBe(401);
  });
});

describe('password-protected events (docs/original.md#password-protected-content)', () => {
  const window = 'start_date=2045-01-01&end_date=2045-12-31';
  it('are listed redacted unless the password matches', async () => {
    const event = await createEvent(admin, {
      start_date: '2045-02-01 10:00:00',
      end_date: '2045-02-01 11:00:00',
      description: '<p>Secret plans</p>',
      featured: true,
      password: 'open sesame',
    });
    const redacted = (await list(window)).body.events[0];
    expect(redacted).toMatchObject({ id: event.id, title: event.title, description: '', featured: null, venue: [] });
    expect(redacted.start_date).toBe('2045-02-01 10:00:00');
    expect((await list(`${window}&password=wrong`)).body.events[0].description).toBe('');
    const unlocked = await list(`${window}&password=${encodeURIComponent('open sesame')}`);
    expect(unlocked.body.events[0]).toMatchObject({ description: '<p>Secret plans</p>', featured: true });
    expect(unlocked.headers.get('cache-control')).toBe('private, no-store');
  });

  it('are unlocked by context=edit for callers who may edit them, and context is checked', async () => {
    const edition = 'start_date=2045-06-01&end_date=2045-06-30';
    await createEvent(admin, {
      start_date: '2045-06-01 10:00:00',
      end_date: '2045-06-01 11:00:00',
      description: '<p>Hidden</p>',
      password: 'pw',
    });
    const editor = (await userWithToken('editor')).token;
    expect((await list(`${edition}&context=edit`, 'en', editor)).body.events[0].description).toBe('<p>Hidden</p>');
    const subscriber = (await userWithToken('subscriber')).token;
    expect((await list(`${edition}&context=edit`, 'en', subscriber)).status).toBe(403);
    expect((await list(`${edition}&context=edit`)).status).toBe(401);
    const bad = await list(`${edition}&context=embed`);
    expect(bad.status).toBe(400);
    expect(bad.body.data.params).toHaveProperty('context');
  });
});

describe('languages', () => {
  it.each(['ca', 'en', 'es'] as const)(
    'shows each event in %s when it has that text, else its original',
    async (lang) => {
      const event = await createEvent(admin, { start_date: '2046-01-01 10:00:00', end_date: '2046-01-01 11:00:00' });
      await call(api('ca', `/events/${event.id}`), {
        method: 'PATCH',
        token: admin,
        body: { title: `Títol ${event.id}` },
      });
      const shown = (await list('start_date=2046-01-01&end_date=2046-01-01', lang)).body.events.find(
        (e: { id: number }) => e.id === event.id,
      );
      expect(shown.i18n_language).toBe(lang === 'ca' ? 'ca' : 'en');
      expect(shown.title).toBe(lang === 'ca' ? `Títol ${event.id}` : event.title);
      expect(Object.keys(shown.translations).sort()).toEqual(['ca', 'en']);
    },
  );
});

describe('D1 cost', () => {
  const window = 'start_date=2047-01-01&end_date=2047-12-31';
  beforeAll(async () => {
    const venue = await makeVenue({ geoLat: 41.39, geoLng: 2.17 });
    const organizers = [await makeOrganizer(), await makeOrganizer()];
    const at = (day: number) => ({
      start_date: `2047-01-${String(day).padStart(2, '0')} 10:00:00`,
      end_date: `2047-01-${String(day).padStart(2, '0')} 11:00:00`,
    });
    for (let day = 1; day <= 12; day++) {
      await createEvent(admin, {
        ...at(day),
        venue: venue.id,
        organizer: organizers.map((o) => o.id),
        categories: ['Cost music'],
        tags: ['cost-tag'],
      });
    }
  });

  it.each([
    ['one event', 'per_page=1'],
    ['a page of 10', ''],
    ['a page of 50', 'per_page=50'],
    ['categories', 'categories=cost-music'],
    ['categories and tags', 'categories=cost-music&tags=cost-tag'],
    ['search', 'search=event'],
    ['geoloc radius', 'geoloc_lat=41.4&geoloc_lng=2.2&geoloc_radius=10'],
    ['relative dates', 'ends_after=2047-01-05&starts_before=2047-02-01'],
  ])('%s: a fixed number of batches, whatever the page size', async (name, query) => {
    const response = await list(`${window}&${query}`);
    expect(response.status).toBe(200);
    expect(response.body.events.length).toBeGreaterThan(0);
    expect(response.body.events[0].venue.id).toBeGreaterThan(0);
    expect(response.body.events[0].organizer).toHaveLength(2);
    // The default window reads in ONE batch; a filtered list in at most three (its references and search plan,
    // its count and page ids, its page by id), so that its rows stay bounded (docs/security.md, "Bounded cost").
    // The edge cache's data version is the isolate's (src/db/version.ts): no round trip of its own.
    if (['one event', 'a page of 10', 'a page of 50', 'relative dates'].includes(name)) {
      expect(dbTiming(response.headers).queries).toBe(1);
    } else {
      expect(dbTiming(response.headers).queries).toBeLessThanOrEqual(3);
    }
  });

  it('answers a repeated read from the edge cache without a D1 call', async () => {
    await list(`${window}&per_page=3`);
    const again = await list(`${window}&per_page=3`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(dbTiming(again.headers).queries).toBe(0);
  });
});
