import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  distanceKm,
  type EventListFilter,
  eventCountQuery,
  eventPageIdsQuery,
  searchTerms,
  venuesWithin,
} from '../../src/resources/events/events.filters';
import { seedEvent, seedEvents, seedOrganizer, seedTerm, seedVenue } from '../helpers/event-factory';
import { testDb } from '../helpers/http';

const db = testDb();
const WINDOW: EventListFilter['bounds'] = [
  { param: 'start_date', column: 'start', op: '>=', utc: '2030-01-01 00:00:00' },
  { param: 'end_date', column: 'end', op: '<=', utc: '2030-12-31 23:59:59' },
];
const base: EventListFilter = { lang: 'en', statuses: ['publish'], bounds: WINDOW };
const EDITORS: EventListFilter['statuses'] = ['publish', 'future', 'draft', 'pending', 'private'];

/** The query plan of the SQL a builder produces (`toSQL()`), one detail line per step. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

async function idsOf(filter: Partial<EventListFilter>, limit = 50, offset = 0): Promise<number[]> {
  const rows = await eventPageIdsQuery(db, { ...base, ...filter }, limit, offset);
  return rows.map((r) => r.id);
}

async function countOf(filter: Partial<EventListFilter>): Promise<number> {
  const [row] = await eventCountQuery(db, { ...base, ...filter });
  return row!.total;
}

describe('query plans: every filter uses an index, the default page needs no sort', () => {
  const variants: Record<string, Partial<EventListFilter>> = {
    default: {},
    'editors (several statuses)': { statuses: EDITORS },
    include: { include: [1, 2, 3], bounds: [] },
    'relative only': { bounds: [{ param: 'ends_after', column: 'end', op: '>', utc: '2030-01-01 23:59:59' }] },
    categories: { categories: [1, 2] },
    'categories and tags': { categories: [1], tags: [2] },
    venue: { venues: [1] },
    organizer: { organizers: [1] },
    featured: { featured: true },
    'not featured': { featured: false },
    ticketed: { ticketed: true },
    post_parent: { parent: 1 },
    geoloc: { geoloc: true },
    'geoloc radius': { nearVenues: [1, 2] },
    search: { search: 'jazz "big band"' },
    modified_after: { modifiedAfter: '2030-01-01 00:00:00' },
  };

  it.each(Object.entries(variants))('%s', async (_name, variant) => {
    const filter = { ...base, ...variant };
    for (const query of [eventPageIdsQuery(db, filter, 10, 20), eventCountQuery(db, filter)]) {
      const plan = await planOf(query);
      expect(plan.join('\n')).not.toMatch(/\bSCAN (posts|v|event_terms|event_organizers|post_texts)\b/);
      // Without a start bound every event of the status is a candidate: either events index serves it.
      expect(plan[0]).toMatch(
        /^SEARCH posts USING (INDEX posts_event_|INTEGER PRIMARY KEY|INDEX posts_type_status_date \(type=\? AND status=\?\))/,
      );
    }
  });

  it('reads the default page in index order, without sorting', async () => {
    const plan = await planOf(eventPageIdsQuery(db, base, 10, 0));
    expect(plan).toEqual(['SEARCH posts USING INDEX posts_event_start (status=? AND start_utc>?)']);
  });

  it('drives `include` from the id list', async () => {
    const plan = await planOf(eventPageIdsQuery(db, { ...base, include: [5, 6], bounds: [] }, 10, 0));
    expect(plan[0]).toBe('SEARCH posts USING INTEGER PRIMARY KEY (rowid=?)');
  });
});

describe('filters', () => {
  const at = (day: number, hour = 10) =>
    `2030-03-${String(day).padStart(2, '0')} ${String(hour).padStart(2, '0')}:00:00`;
  let ids: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h', number>;
  let venues: { barcelona: number; madrid: number; none: number };
  let terms: { music: number; theatre: number; free: number };
  let organizers: number[];

  beforeAll(async () => {
    venues = {
      barcelona: await seedVenue({ lat: 41.3874, lng: 2.1686 }),
      madrid: await seedVenue({ lat: 40.4168, lng: -3.7038 }),
      none: await seedVenue(),
    };
    terms = { music: await seedTerm('category'), theatre: await seedTerm('category'), free: await seedTerm('tag') };
    organizers = [await seedOrganizer(), await seedOrganizer()];
    const [a, b, c, d, e, f, g, h] = await seedEvents([
      { start: at(1), featured: true, venueId: venues.barcelona, termIds: [terms.music, terms.free] },
      { start: at(2), venueId: venues.madrid, termIds: [terms.theatre], organizerIds: [organizers[0]!] },
      { start: at(2), ticketed: true, venueId: venues.none, termIds: [terms.music], organizerIds: organizers },
      { start: at(3), status: 'draft', texts: { ca: { title: 'Concert de jazz' } } },
      { start: at(4), hidden: true, featured: true },
      {
        start: at(5),
        texts: { es: { title: 'Noche de jazz', excerpt: 'Gran banda' }, en: { title: 'Jazz night' } },
        modifiedUtc: '2030-02-01 12:00:00',
      },
      { start: '2029-12-31 23:00:00', texts: { en: { title: 'Old jazz', description: '<p>big band</p>' } } },
      { start: at(6), status: 'trash' },
    ]);
    ids = { a: a!, b: b!, c: c!, d: d!, e: e!, f: f!, g: g!, h: h! };
    await seedEvent({ start: at(7), parentId: ids.a });
  });

  it('lists published, listed events of the window by start then id', async () => {
    const list = await idsOf({});
    expect(list.slice(0, 4)).toEqual([ids.a, ids.b, ids.c, ids.f]);
    expect(list).not.toContain(ids.d);
    expect(list).not.toContain(ids.e);
    expect(list).not.toContain(ids.g);
    expect(await countOf({})).toBe(list.length);
  });

  it('shows every status but trash to editors', async () => {
    const list = await idsOf({ statuses: EDITORS });
    expect(list).toContain(ids.d);
    expect(list).not.toContain(ids.h);
  });

  it('pages with limit and offset', async () => {
    expect(await idsOf({}, 2, 1)).toEqual([ids.b, ids.c]);
  });

  it('ORs terms within a taxonomy and ANDs across taxonomies', async () => {
    expect(await idsOf({ categories: [terms.music, terms.theatre] })).toEqual([ids.a, ids.b, ids.c]);
    expect(await idsOf({ categories: [terms.music], tags: [terms.free] })).toEqual([ids.a]);
  });

  it('filters by venue and organizer (OR within, AND across)', async () => {
    expect(await idsOf({ venues: [venues.madrid, venues.none] })).toEqual([ids.b, ids.c]);
    expect(await idsOf({ organizers: organizers })).toEqual([ids.b, ids.c]);
    expect(await idsOf({ organizers: [organizers[1]!], venues: [venues.madrid] })).toEqual([]);
  });

  it('filters featured, not featured and ticketed', async () => {
    expect(await idsOf({ featured: true })).toEqual([ids.a]);
    expect(await idsOf({ featured: false })).not.toContain(ids.a);
    expect(await idsOf({ ticketed: true })).toEqual([ids.c]);
  });

  it('filters children of an event', async () => {
    expect(await countOf({ parent: ids.a })).toBe(1);
  });

  it('keeps events whose venue has coordinates', async () => {
    expect(await idsOf({ geoloc: true })).toEqual([ids.a, ids.b]);
  });

  it('searches every word in the text the reader sees (with fallback)', async () => {
    expect(await idsOf({ search: 'jazz', bounds: [] })).toEqual([ids.g, ids.f]);
    expect(await idsOf({ search: 'jazz', bounds: [], lang: 'es' })).toEqual([ids.g, ids.f]);
    expect(await idsOf({ search: 'gran banda', bounds: [], lang: 'es' })).toEqual([ids.f]);
    expect(await idsOf({ search: 'gran banda', bounds: [], lang: 'en' })).toEqual([]);
    expect(await idsOf({ search: '"big band"', bounds: [] })).toEqual([ids.g]);
    expect(await idsOf({ search: 'concert', bounds: [], statuses: EDITORS, lang: 'en' })).toEqual([ids.d]);
  });

  it('treats LIKE wildcards in a search as text', async () => {
    expect(await idsOf({ search: '%', bounds: [] })).toEqual([]);
  });

  it('keeps events modified strictly after an instant', async () => {
    expect(await idsOf({ modifiedAfter: '2099-01-01 00:00:00' })).toEqual([]);
    expect(await idsOf({ modifiedAfter: '2030-02-01 12:00:00', search: 'jazz night' })).toEqual([]);
    expect(await idsOf({ modifiedAfter: '2030-02-01 11:59:59', search: 'jazz night' })).toEqual([ids.f]);
  });

  it('orders `include` by publication date then id, outside any window', async () => {
    expect(await idsOf({ include: [ids.g, ids.b, ids.a], bounds: [] })).toEqual([ids.a, ids.b, ids.g]);
  });
});

describe('geography', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(41.3874, 2.1686, 40.4168, -3.7038)).toBeCloseTo(505, -1);
    expect(distanceKm(0, 179.9, 0, -179.9)).toBeCloseTo(22.24, 1);
    expect(distanceKm(89.9, 0, 89.9, 180)).toBeCloseTo(22.24, 1);
  });

  it('finds venues within a radius, exactly, across the antimeridian and near the poles', async () => {
    const east = await seedVenue({ lat: 0, lng: 179.95 });
    const west = await seedVenue({ lat: 0, lng: -179.95 });
    const far = await seedVenue({ lat: 0, lng: -179.5 });
    const pole = await seedVenue({ lat: 89.95, lng: 120 });
    expect(await venuesWithin(db, { lat: 0, lng: 179.99, radiusKm: 15 })).toEqual([east, west]);
    expect(await venuesWithin(db, { lat: 0, lng: -179.99, radiusKm: 15 })).toEqual([east, west]);
    expect(await venuesWithin(db, { lat: 89.95, lng: -60, radiusKm: 12 })).toEqual([pole]);
    expect(await venuesWithin(db, { lat: 0, lng: 179.99, radiusKm: 60 })).toContain(far);
  });

  it('keeps a venue on the box corner only if it is within the circle', async () => {
    // 0.2° east and north of the centre is inside the bounding box of a 25 km circle but ~31 km away.
    const corner = await seedVenue({ lat: 10.2, lng: 20.2 });
    const inside = await seedVenue({ lat: 10.1, lng: 20.1 });
    expect(await venuesWithin(db, { lat: 10, lng: 20, radiusKm: 25 })).toEqual([inside]);
    expect(corner).toBeGreaterThan(0);
  });
});

describe('searchTerms', () => {
  it.each([
    ['jazz', ['jazz']],
    ['jazz  night', ['jazz', 'night']],
    ['"big band" jazz', ['big band', 'jazz']],
    ['a,b+c', ['a', 'b', 'c']],
    ['jazz jazz', ['jazz']],
    ['"unclosed phrase', ['unclosed phrase']],
    ['  ', []],
  ])('%j → %j', (input, expected) => {
    expect(searchTerms(input)).toEqual(expected);
  });
});
