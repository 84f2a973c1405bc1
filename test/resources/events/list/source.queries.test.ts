import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Circle, withinCircle } from '../../../../src/resources/events/list/list.geo';
import { resolvedTermRefs } from '../../../../src/resources/events/list/list.links';
import type { EventListFilter } from '../../../../src/resources/events/list/list.plan';
import { unknownTermRefsQuery } from '../../../../src/resources/events/list/list.references';
import { loweredSearchTerms } from '../../../../src/resources/events/list/list.search';
import { eventCountQuery, eventPageIdsQuery } from '../../../../src/resources/events/list/list.source';
import { resolveTermRefs } from '../../../../src/resources/terms/terms.queries';
import { searchTerms } from '../../../../src/text';
import { makeEvent, makeEvents, makeOrganizer, makeTerm, makeVenue } from '../../../helpers/factories';
import { testDb } from '../../../helpers/http';

const db = testDb();
const WINDOW: EventListFilter['bounds'] = [
  { param: 'start_date', column: 'start', op: '>=', utc: '2030-01-01 00:00:00' },
  { param: 'end_date', column: 'end', op: '<=', utc: '2030-12-31 23:59:59' },
];
const base: EventListFilter = { lang: 'en', statuses: ['publish'], bounds: WINDOW };
const EDITORS: EventListFilter['statuses'] = ['publish', 'future', 'draft', 'pending', 'private'];

/** A filter as these tests write it: `search` as sent, which the plan parses into its words (`list.plan.ts`). */
type Written = Partial<Omit<EventListFilter, 'search'>> & { search?: string };

/** The filter of `written` over {@link base}. */
const filterOf = ({ search, ...written }: Written): EventListFilter => ({
  ...base,
  ...written,
  search: search === undefined ? undefined : loweredSearchTerms(search),
});

/** The query plan of the SQL a builder produces (`toSQL()`), one detail line per step. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/**
 * How the query itself reaches `posts`: its first step on `posts`, or on the search rows `s` that carry the
 * listing columns and links (docs/security.md, "Cost, third round"; the scalar subqueries that gate a request with
 * unknown references read their items under the alias `p`: docs/security.md, "Bounded cost").
 */
async function postsStepOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string | undefined> {
  return (await planOf(query)).find((detail) => /^(SEARCH|SCAN) (posts|s)\b/.test(detail));
}

async function idsOf(filter: Written, limit = 50, offset = 0): Promise<number[]> {
  const rows = await eventPageIdsQuery(db, filterOf(filter), limit, offset);
  return rows.map((r) => r.id);
}

async function venueAt(geoLat: number, geoLng: number): Promise<number> {
  return (await makeVenue({ geoLat, geoLng })).id;
}

async function countOf(filter: Written): Promise<number> {
  const [row] = await eventCountQuery(db, filterOf(filter));
  return row!.total;
}

describe('query plans: every filter uses an index, the default page needs no sort', () => {
  const variants: Record<string, Written> = {
    default: {},
    'editors (several statuses)': { statuses: EDITORS },
    include: { include: [1, 2, 3], bounds: [] },
    'relative only': { bounds: [{ param: 'ends_after', column: 'end', op: '>', utc: '2030-01-01 23:59:59' }] },
    categories: { categories: ['1', 'music'] },
    'categories and tags': { categories: ['music'], tags: ['2'] },
    venue: { venues: [1] },
    organizer: { organizers: [1] },
    featured: { featured: true },
    'not featured': { featured: false },
    ticketed: { ticketed: true },
    post_parent: { parent: 1 },
    geoloc: { geoloc: true },
    'geoloc radius': { near: { lat: 41.39, lng: 2.17, radiusKm: 25 } },
    search: { search: 'jazz "big band"' },
    modified_after: { modifiedAfter: '2030-01-01 00:00:00' },
  };

  it.each(Object.entries(variants))('%s', async (_name, variant) => {
    const filter = filterOf(variant);
    for (const query of [eventPageIdsQuery(db, filter, 10, 20), eventCountQuery(db, filter)]) {
      const plan = await planOf(query);
      expect(plan.join('\n')).not.toMatch(/\bSCAN (posts|v|event_terms|event_organizers|post_texts)\b/);
      // Without a start bound every event of the status is a candidate: either events index serves it.
      expect(await postsStepOf(query)).toMatch(
        /^SEARCH (posts USING ((COVERING )?INDEX posts_event_|INTEGER PRIMARY KEY|INDEX posts_type_status_date \(type=\? AND status=\?\))|s USING (COVERING INDEX post_search_walk|INTEGER PRIMARY KEY))/,
      );
    }
  });

  it('reads the default page in index order, without sorting', async () => {
    const plan = await planOf(eventPageIdsQuery(db, base, 10, 0));
    expect(plan).toEqual([
      'SEARCH posts USING COVERING INDEX posts_event_start (status=? AND start_utc>? AND start_utc<?)',
    ]);
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
  let terms: { music: string; theatre: string; free: string };
  let organizers: number[];

  beforeAll(async () => {
    venues = {
      barcelona: await venueAt(41.3874, 2.1686),
      madrid: await venueAt(40.4168, -3.7038),
      none: (await makeVenue()).id,
    };
    const [music, theatre, free] = [await makeTerm('category'), await makeTerm('category'), await makeTerm('tag')];
    terms = { music: String(music), theatre: String(theatre), free: String(free) };
    organizers = [(await makeOrganizer()).id, (await makeOrganizer()).id];
    const [a, b, c, d, e, f, g, h] = await makeEvents([
      { start: at(1), featured: true, venueId: venues.barcelona, termIds: [Number(terms.music), Number(terms.free)] },
      { start: at(2), venueId: venues.madrid, termIds: [Number(terms.theatre)], organizerIds: [organizers[0]!] },
      { start: at(2), ticketed: true, venueId: venues.none, termIds: [Number(terms.music)], organizerIds: organizers },
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
    await makeEvent({ start: at(7), parentId: ids.a });
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
  it('has the SQLite math functions the radius filter uses', async () => {
    const [row] = await db.all<{ s: number; c: number; r: number }>(
      sql`select sin(0) as s, cos(0) as c, radians(180) as r`,
    );
    expect(row).toEqual({ s: 0, c: 1, r: Math.PI });
  });

  async function venuesIn(circle: Circle): Promise<number[]> {
    const rows = await db.all<{ id: number }>(
      sql`select v.id as id from posts v where v.type = 'venue' and v.geo_lat is not null and ${withinCircle(circle)} order by v.id`,
    );
    return rows.map((r) => r.id);
  }

  it('finds venues within a radius, across the antimeridian and near the poles', async () => {
    const east = await venueAt(0, 179.95);
    const west = await venueAt(0, -179.95);
    const far = await venueAt(0, -179.5);
    const pole = await venueAt(89.95, 120);
    // 0.1° of longitude at the equator is 11.1 km: east and west of the antimeridian are 11.1 km apart.
    expect(await venuesIn({ lat: 0, lng: 179.99, radiusKm: 15 })).toEqual([east, west]);
    expect(await venuesIn({ lat: 0, lng: -179.99, radiusKm: 15 })).toEqual([east, west]);
    expect(await venuesIn({ lat: 89.95, lng: -60, radiusKm: 12 })).toEqual([pole]);
    expect(await venuesIn({ lat: 0, lng: 179.99, radiusKm: 60 })).toContain(far);
    expect(await venuesIn({ lat: 0, lng: 0, radiusKm: 30_000 })).toEqual(expect.arrayContaining([east, pole]));
  });

  it('measures the distance exactly: a point on the bounding box corner is outside the circle', async () => {
    // Barcelona–Madrid is 505 km.
    const madrid = await venueAt(40.4168, -3.7038);
    expect(await venuesIn({ lat: 41.3874, lng: 2.1686, radiusKm: 506 })).toContain(madrid);
    expect(await venuesIn({ lat: 41.3874, lng: 2.1686, radiusKm: 504 })).not.toContain(madrid);
    // 0.2° north and east of the centre: inside the 25 km box, ~31 km away.
    const corner = await venueAt(10.2, 20.2);
    const inside = await venueAt(10.1, 20.1);
    expect(await venuesIn({ lat: 10, lng: 20, radiusKm: 25 })).toEqual([inside]);
    expect(await venuesIn({ lat: 10, lng: 20, radiusKm: 32 })).toEqual([corner, inside]);
  });
});

describe('term references resolved in SQL', () => {
  it('resolve as resolveTermRefs does: slug in the language, slug in any language, id, name', async () => {
    const a = await makeTerm('category', 'alpha');
    const numeric = await makeTerm('category', String(a));
    const b = await makeTerm('category', 'beta');
    const tag = await makeTerm('tag', 'alpha-tag');
    const refs = ['ALPHA', String(a), String(b), 'beta', 'no-such-term', String(tag), 'alpha-tag'];
    const rows = await db.all<{ ref: string; term_id: number | null }>(resolvedTermRefs('category', refs, 'en'));
    const expected = await resolveTermRefs(db, 'category', refs, 'en');
    const found = rows.filter((r) => r.term_id !== null);
    expect([...new Set(found.map((r) => r.term_id))]).toEqual(expected.ids);
    expect(rows.filter((r) => r.term_id === null).map((r) => r.ref)).toEqual(
      expected.unknown.map((r) => r.toLowerCase()),
    );
    expect(found.find((r) => r.ref === String(a))?.term_id).toBe(numeric);
  });

  it('reports unknown references per parameter', async () => {
    await makeTerm('tag', 'known-tag');
    const rows = await unknownTermRefsQuery(db, { lang: 'en', categories: ['nope'], tags: ['known-tag', 'nah'] });
    expect(rows).toEqual([
      { param: 'categories', ref: 'nope' },
      { param: 'tags', ref: 'nah' },
    ]);
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

/**
 * The page's statements bind no value SQLite reads while planning (docs/performance.md, "The uncached list's own
 * work"): a bare `LIMIT ?`, or a bound status tested against the partial index whose WHERE names a status, ties
 * the plan to the values, and SQLite then re-prepares the statement at every run (the page's four statements, on
 * every uncached list).
 */
describe('the page statements are planned once, whatever they are bound to', () => {
  it('writes the limit as an expression and the status as a literal of the code’s own names', () => {
    const ids = eventPageIdsQuery(db, base, 10, 0).toSQL();
    expect(ids.sql).toMatch(/ limit \+\?/);
    expect(ids.sql).not.toMatch(/ limit \?/);
    expect(ids.sql).toContain(`"status" = 'publish'`);
    expect(ids.params).not.toContain('publish');
    const count = eventCountQuery(db, base).toSQL();
    expect(count.sql).toContain(`"status" = 'publish'`);
    expect(count.params).not.toContain('publish');
  });

  it('reads each status it names, and only it', async () => {
    const [first, second, draft] = await makeEvents([
      { start: '2030-03-01 10:00:00', end: '2030-03-01 12:00:00' },
      { start: '2030-03-02 10:00:00', end: '2030-03-02 12:00:00' },
      { start: '2030-03-03 10:00:00', end: '2030-03-03 12:00:00', status: 'draft' },
    ]);
    const published = (await eventPageIdsQuery(db, base, 100, 0)).map((row) => row.id);
    expect(published).toEqual(expect.arrayContaining([first, second]));
    expect(published).not.toContain(draft);
    const [counted] = await eventCountQuery(db, base);
    expect(counted?.total).toBe(published.length);
    const drafts = (await eventPageIdsQuery(db, { ...base, statuses: ['draft'] }, 100, 0)).map((row) => row.id);
    expect(drafts).toContain(draft);
    expect(drafts).not.toContain(first);
  });
});
