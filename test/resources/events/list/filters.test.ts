import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent, makeEvents, makeOrganizer, makeVenue } from '../../../helpers/factories';
import { type ApiResponse, api, call, dbTiming, type Root, userWithToken } from '../../../helpers/http';

/**
 * `GET /events` filters through HTTP: one describe per filter, happy path and 400 naming the parameter. Each
 * describe keeps its events in its own year and queries that year, so that describes do not see each other.
 */

let admin: string;
beforeAll(async () => {
  admin = (await userWithToken('administrator')).token;
});

/** `GET /events?<query>` of the year, 50 per page. */
function list(year: number, query: string, root: Root = 'en') {
  return call(api(root, `/events?start_date=${year}-01-01&end_date=${year}-12-31&per_page=50&${query}`));
}

async function ids(year: number, query: string, root: Root = 'en'): Promise<number[]> {
  const response = await list(year, query, root);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.total).toBe(response.body.events.length);
  return response.body.events.map((e: { id: number }) => e.id);
}

/** Creates an event on `day` (1-28) of January `year` with `fields`; returns its id. */
async function eventOn(year: number, day: number, fields: Record<string, unknown> = {}): Promise<number> {
  const date = `${year}-01-${String(day).padStart(2, '0')}`;
  return (await createEvent(admin, { start_date: `${date} 10:00:00`, end_date: `${date} 11:00:00`, ...fields })).id;
}

/** Asserts a 400 `rest_invalid_param` naming exactly `params`. */
async function expectInvalid(
  response: ApiResponse<{ code: string; data: { params: Record<string, string> } }>,
  params: string[],
) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.code).toBe('rest_invalid_param');
  expect(Object.keys(response.body.data.params).sort()).toEqual([...params].sort());
}

describe('categories and tags (slug or id; OR within, AND across: docs/differences.md#term-filters-any)', () => {
  const Y = 2050;
  let music: number, jazz: number, both: number, theatre: number;
  let musicId: number;
  beforeAll(async () => {
    const created = await call(api('en', '/categories'), { method: 'POST', token: admin, body: { name: 'Music' } });
    musicId = created.body.id;
    await call(api('ca', `/categories/${musicId}`), { method: 'PUT', token: admin, body: { name: 'Música' } });
    music = await eventOn(Y, 1, { categories: ['music'] });
    jazz = await eventOn(Y, 2, { categories: ['Theatre'], tags: ['jazz'] });
    both = await eventOn(Y, 3, { categories: ['music'], tags: ['jazz'] });
    theatre = await eventOn(Y, 4, { categories: ['theatre'] });
  });

  it('filters by slug, id or name, ORing within a taxonomy', async () => {
    expect(await ids(Y, 'categories=music')).toEqual([music, both]);
    expect(await ids(Y, `categories=${musicId}`)).toEqual([music, both]);
    expect(await ids(Y, 'categories=music,theatre')).toEqual([music, jazz, both, theatre]);
    expect(await ids(Y, 'categories[]=Theatre&categories[]=music')).toEqual([music, jazz, both, theatre]);
  });

  it('ANDs categories with tags', async () => {
    expect(await ids(Y, 'tags=jazz')).toEqual([jazz, both]);
    expect(await ids(Y, 'tags=jazz&categories=music')).toEqual([both]);
  });

  it('resolves a slug in the request language first, then in any language', async () => {
    expect(await ids(Y, 'categories=musica', 'ca')).toEqual([music, both]);
    expect(await ids(Y, 'categories=musica', 'es')).toEqual([music, both]);
  });

  it.each(['ca', 'en', 'es'] as const)('an unknown term is a 400 naming the parameter (%s)', async (root) => {
    const response = await list(Y, 'categories=music,no-such-category', root);
    await expectInvalid(response, ['categories']);
    expect(response.headers.get('content-language')).toBe(root);
    await expectInvalid(await list(Y, 'tags=no-such-tag', root), ['tags']);
    await expectInvalid(await list(Y, 'categories=nope&tags=nope'), ['categories']);
  });

  it('an empty list filters nothing', async () => {
    expect(await ids(Y, 'categories=')).toEqual([music, jazz, both, theatre]);
  });
});

describe('venue and organizer (id lists, OR within, AND across)', () => {
  const Y = 2051;
  let v1: number, v2: number, o1: number, o2: number;
  let a: number, b: number, c: number;
  beforeAll(async () => {
    [v1, v2] = [(await makeVenue()).id, (await makeVenue()).id];
    [o1, o2] = [(await makeOrganizer()).id, (await makeOrganizer()).id];
    a = await eventOn(Y, 1, { venue: v1, organizer: [o1] });
    b = await eventOn(Y, 2, { venue: v2, organizer: [o1, o2] });
    c = await eventOn(Y, 3, { venue: v2 });
    await eventOn(Y, 4);
  });

  it('filters by venue', async () => {
    expect(await ids(Y, `venue=${v2}`)).toEqual([b, c]);
    expect(await ids(Y, `venue=${v1},${v2}`)).toEqual([a, b, c]);
  });

  it('filters by organizer', async () => {
    expect(await ids(Y, `organizer=${o2}`)).toEqual([b]);
    expect(await ids(Y, `organizer[]=${o1}&organizer[]=${o2}`)).toEqual([a, b]);
    expect(await ids(Y, `organizer=${o1}&venue=${v1}`)).toEqual([a]);
  });

  it('an unknown id, or the id of another kind of post, is a 400 naming the parameter', async () => {
    await expectInvalid(await list(Y, 'venue=999999'), ['venue']);
    await expectInvalid(await list(Y, `venue=${o1}`), ['venue']);
    await expectInvalid(await list(Y, `organizer=${v1},${o1}`), ['organizer']);
    await expectInvalid(await list(Y, 'organizer=abc'), ['organizer']);
  });

  it('at most 500 ids', async () => {
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    await expectInvalid(await list(Y, `venue=${many}`), ['venue']);
    await expectInvalid(await list(Y, `organizer=${many}`), ['organizer']);
  });
});

describe('featured and ticketed', () => {
  const Y = 2052;
  let plain: number, featured: number, ticketed: number;
  beforeAll(async () => {
    plain = await eventOn(Y, 1);
    featured = await eventOn(Y, 2, { featured: true });
    ticketed = await eventOn(Y, 3, { ticketed: true });
  });

  it('featured=true keeps only featured events, false only the others', async () => {
    expect(await ids(Y, 'featured=true')).toEqual([featured]);
    expect(await ids(Y, 'featured=1')).toEqual([featured]);
    expect(await ids(Y, 'featured=false')).toEqual([plain, ticketed]);
  });

  it('ticketed works the same way', async () => {
    expect(await ids(Y, 'ticketed=yes')).toEqual([ticketed]);
    expect(await ids(Y, 'ticketed=no')).toEqual([plain, featured]);
  });

  it('a non-boolean is a 400 naming the parameter', async () => {
    await expectInvalid(await list(Y, 'featured=maybe'), ['featured']);
    await expectInvalid(await list(Y, 'ticketed=2'), ['ticketed']);
  });
});

describe('search (the text the reader sees, every word in title, excerpt or description)', () => {
  const Y = 2053;
  let night: number, band: number;
  beforeAll(async () => {
    night = await eventOn(Y, 1, { title: 'Jazz night', excerpt: '<p>Swing</p>' });
    await call(api('ca', `/events/${night}`), {
      method: 'PATCH',
      token: admin,
      body: { title: 'Nit de jazz', description: '<p>Big band de swing</p>' },
    });
    band = await eventOn(Y, 2, { title: 'Big band', description: '<p>Jazz standards</p>' });
    await eventOn(Y, 3, { title: 'Opera' });
  });

  it.each([
    ['en', 'jazz', 'night band'],
    ['ca', 'jazz', 'nit band'],
    ['es', 'jazz', 'night band'],
  ] as const)('in %s', async (root, any, both) => {
    expect(await ids(Y, `search=${any}`, root)).toEqual([night, band]);
    // Spanish readers see the English original (the event has no Spanish text).
    expect(await ids(Y, `search=${encodeURIComponent(both)}`, root)).toEqual(root === 'ca' ? [night] : []);
  });

  it('matches quoted phrases and the excerpt, case-insensitively', async () => {
    expect(await ids(Y, `search=${encodeURIComponent('"big band"')}`)).toEqual([band]);
    expect(await ids(Y, 'search=SWING')).toEqual([night]);
    expect(await ids(Y, 'search=100%25')).toEqual([]);
  });

  it('an empty search or one over 200 characters is a 400 naming search', async () => {
    await expectInvalid(await list(Y, 'search='), ['search']);
    const long = await list(Y, `search=${'a'.repeat(201)}`, 'es');
    await expectInvalid(long, ['search']);
    expect(long.body.data.params.search).toBe('search puede tener como máximo 200 caracteres.');
    expect((await list(Y, `search=${encodeURIComponent('à'.repeat(200))}`)).status).toBe(200);
  });

  it("takes long words and many words (over D1's 50-byte LIKE patterns and 100 bound values)", async () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const words = Array.from({ length: 66 }, (_, i) => `${letters[i % 26]}${letters[Math.floor(i / 26)]}`);
    // More than 10 words is refused before any query (docs/security.md); ten are bound as one JSON array.
    const many = await call(`${api('en', '/events')}?search=${words.join('+')}`);
    expect(many.status).toBe(400);
    expect(Object.keys(many.body.data.params)).toEqual(['search']);
    expect(await ids(Y, `search=${words.slice(0, 10).join('+')}`)).toEqual([]);
    expect(await ids(Y, `search=${encodeURIComponent(`jazz ${'x'.repeat(150)}`)}`)).toEqual([]);
  });
});

describe('geoloc', () => {
  const Y = 2054;
  let barcelona: number, madrid: number;
  beforeAll(async () => {
    const bcn = await makeVenue({ geoLat: 41.3874, geoLng: 2.1686 });
    const mad = await makeVenue({ geoLat: 40.4168, geoLng: -3.7038 });
    const nowhere = await makeVenue();
    barcelona = await eventOn(Y, 1, { venue: bcn.id });
    madrid = await eventOn(Y, 2, { venue: mad.id });
    await eventOn(Y, 3, { venue: nowhere.id });
    await eventOn(Y, 4);
  });

  it('geoloc=true keeps events whose venue has coordinates', async () => {
    expect(await ids(Y, 'geoloc=true')).toEqual([barcelona, madrid]);
    expect(await ids(Y, 'geoloc=false')).toHaveLength(4);
  });

  it('geoloc_lat and geoloc_lng keep events within geoloc_radius km (default 25)', async () => {
    // Sabadell is 20 km from Barcelona; Barcelona–Madrid is 505 km.
    expect(await ids(Y, 'geoloc_lat=41.5433&geoloc_lng=2.1094')).toEqual([barcelona]);
    expect(await ids(Y, 'geoloc_lat=41.5433&geoloc_lng=2.1094&geoloc_radius=15')).toEqual([]);
    expect(await ids(Y, 'geoloc_lat=41.3874&geoloc_lng=2.1686&geoloc_radius=506')).toEqual([barcelona, madrid]);
    expect(await ids(Y, 'geoloc_lat=41.3874&geoloc_lng=2.1686&geoloc_radius=504')).toEqual([barcelona]);
  });

  it.each(['ca', 'en', 'es'] as const)('both coordinates or neither: the missing one is named (%s)', async (root) => {
    const response = await list(Y, 'geoloc_lat=41.5', root);
    await expectInvalid(response, ['geoloc_lng']);
    expect(response.body.data.params.geoloc_lng).toContain('geoloc_lat');
    await expectInvalid(await list(Y, 'geoloc_lng=2.1', root), ['geoloc_lat']);
    await expectInvalid(await list(Y, 'geoloc_radius=10', root), ['geoloc_lat', 'geoloc_lng']);
  });

  it.each([
    ['geoloc_lat=91&geoloc_lng=0', ['geoloc_lat']],
    ['geoloc_lat=0&geoloc_lng=-180.5', ['geoloc_lng']],
    ['geoloc_lat=north&geoloc_lng=0', ['geoloc_lat']],
    ['geoloc_lat=0&geoloc_lng=0&geoloc_radius=0', ['geoloc_radius']],
    ['geoloc_lat=0&geoloc_lng=0&geoloc_radius=-5', ['geoloc_radius']],
    ['geoloc=perhaps', ['geoloc']],
  ])('%s is a 400 naming %j', async (query, params) => {
    await expectInvalid(await list(Y, query), params);
  });
});

describe('include (ids; ignores date filters: docs/differences.md#include-ignores-dates)', () => {
  it('lists exactly those events, by publication date then id, whatever their dates', async () => {
    const [old, newer, hidden, draft] = await makeEvents([
      { start: '2001-01-01 10:00:00', dateUtc: '2020-01-02 00:00:00' },
      { start: '2099-01-01 10:00:00', dateUtc: '2020-01-01 00:00:00' },
      { start: '2055-01-01 10:00:00', hidden: true },
      { start: '2055-01-01 10:00:00', status: 'draft' },
    ]);
    const response = await call(api('en', `/events?include=${old},${newer},${hidden},${draft}&start_date=2055-01-01`));
    expect(response.body.events.map((e: { id: number }) => e.id)).toEqual([newer, old]);
    expect(response.body.total).toBe(2);
  });

  it('takes 500 ids (one bound JSON array), pages them, and refuses 501', async () => {
    const made = await makeEvents(
      Array.from({ length: 500 }, (_, i) => ({ start: `2056-01-01 ${String(i % 24).padStart(2, '0')}:00:00` })),
    );
    const include = made.join(',');
    const first = await call(api('en', `/events?include=${include}&per_page=50`));
    expect(first.body.total).toBe(500);
    expect(first.body.total_pages).toBe(10);
    expect(first.body.events.map((e: { id: number }) => e.id)).toEqual(made.slice(0, 50));
    expect(dbTiming(first.headers).queries).toBe(1);
    const last = await call(api('en', `/events?include=${include}&per_page=50&page=10`));
    expect(last.body.events.map((e: { id: number }) => e.id)).toEqual(made.slice(450));
    await expectInvalid(await call(api('en', `/events?include=${include},1`)), ['include']);
  });

  it('a non-positive-integer item is a 400 naming include', async () => {
    await expectInvalid(await call(api('en', '/events?include=foo-bar,23,89')), ['include']);
    await expectInvalid(await call(api('en', '/events?include=0')), ['include']);
  });
});

describe('post_parent', () => {
  const Y = 2057;
  it('keeps the children of an event', async () => {
    const parent = await eventOn(Y, 1);
    const children = [await eventOn(Y, 2, { post_parent: parent }), await eventOn(Y, 3, { post_parent: parent })];
    expect(await ids(Y, `post_parent=${parent}`)).toEqual(children);
  });

  it('an unknown id, a venue id or a non-id is a 400 naming post_parent', async () => {
    const venue = await makeVenue();
    await expectInvalid(await list(Y, 'post_parent=999999'), ['post_parent']);
    await expectInvalid(await list(Y, `post_parent=${venue.id}`), ['post_parent']);
    await expectInvalid(await list(Y, 'post_parent=foo-bar'), ['post_parent']);
  });
});
