import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvents, makeOrganizers, makeTerm, makeVenues } from '../helpers/factories';
import { api, call, dbTiming } from '../helpers/http';

/**
 * Every kind of list filter at once, anonymously (docs/security.md, "Cost, third round"): what it reads, in D1
 * rows (`Server-Timing`), never times. A combination costs its walk (one search row per event, which carries the
 * event's links, flags and modification date) and its references' look-ups: no row per event for the links it
 * names, never a multiple of the references the request names.
 */

const EVENTS = 1_240;
/** Items of each kind: every event links one of each, all named by the request. */
const KINDS = 31;
const WIDE = 'start_date=1900-01-01&end_date=2200-01-01';

let walkOnly = '';
let venueIds: number[] = [];
let refsOf = () => '';
/** The search, flags and place of `everything`, without its references: the walk alone. */
let searchOnly = '';
/** `everything` without venues. */
let linksNoVenue = '';
/** `everything`, with a search of a word no event holds in place of the words every event holds. */
let nothingFound = '';
let walkNothingFound = '';
let everything = '';
let twice = '';
/** The default list of the window every combination below walks. */
let plain = '';
/** Every kind of filter, each matching every event (`search=e`: a letter every text holds), default page. */
let allMatch = '';
/** The same without venues: the search rows are walked whatever the venues. */
let allMatchNoVenue = '';

async function cost(query: string) {
  const res = await call(api('en', `/events?${query}&_rows=${Math.random()}`));
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return { ...dbTiming(res.headers), total: Number(res.headers.get('x-tec-total')) };
}

beforeAll(async () => {
  const venues = (await makeVenues(Array.from({ length: KINDS }, () => ({ geoLat: 41.4, geoLng: 2.15 })))).map(
    (v) => v.id,
  );
  const organizers = (await makeOrganizers(Array.from({ length: KINDS }, () => ({})))).map((o) => o.id);
  const categories: number[] = [];
  const tags: number[] = [];
  for (let i = 0; i < KINDS; i++) {
    categories.push(await makeTerm('category'));
    tags.push(await makeTerm('tag'));
  }
  await makeEvents(
    Array.from({ length: EVENTS }, (_, i) => ({
      start: `2027-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')} 19:00:00`,
      texts: { en: { title: `A concert ${i}`, description: 'The band plays the songs of the city.' } },
      venueId: venues[i % KINDS]!,
      organizerIds: [organizers[(i * 7) % KINDS]!],
      termIds: [categories[(i * 11) % KINDS]!, tags[(i * 13) % KINDS]!],
    })),
  );
  const rest = `search=${encodeURIComponent('a e the')}&${WIDE}&geoloc=1&geoloc_lat=41.4&geoloc_lng=2.15&geoloc_radius=50&featured=0&ticketed=0&modified_after=1900-01-01&per_page=50`;
  walkOnly = `venue=${venues.join(',')}&${rest}`;
  venueIds = venues;
  refsOf = () => `categories=${categories.join(',')}&tags=${tags.join(',')}&organizer=${organizers.join(',')}`;
  searchOnly = rest;
  const named = (times: number) => {
    const refs = (ids: number[]) =>
      Array.from({ length: times }, () => ids)
        .flat()
        .join(',');
    return `${walkOnly}&categories=${refs(categories)}&tags=${refs(tags)}&organizer=${refs(organizers)}`;
  };
  everything = named(1);
  // Each reference named twice: the same answer, twice the references.
  twice = named(2);
  const none = (query: string) => query.replace(`search=${encodeURIComponent('a e the')}`, 'search=qz');
  nothingFound = none(everything);
  plain = WIDE;
  linksNoVenue = `categories=${categories.join(',')}&tags=${tags.join(',')}&organizer=${organizers.join(',')}&${rest}`;
  const refs = `categories=${categories.join(',')}&tags=${tags.join(',')}&organizer=${organizers.join(',')}`;
  const matchAll = `search=e&${WIDE}&geoloc=1&geoloc_lat=41.4&geoloc_lng=2.15&geoloc_radius=50&featured=0&ticketed=0&modified_after=1900-01-01`;
  allMatch = `venue=${venues.join(',')}&${refs}&${matchAll}`;
  allMatchNoVenue = `${refs}&${matchAll}`;
  walkNothingFound = none(walkOnly);
}, 120_000);

describe('the cost of every kind of filter at once', { timeout: 60_000 }, () => {
  it('reads no row per event walked for its links: only the references are looked up, once', async () => {
    const searched = await cost(searchOnly);
    const all = await cost(everything);
    const linksOnly = await cost(linksNoVenue);
    expect(searched.total).toBe(EVENTS);
    expect(all.total).toBe(EVENTS);
    expect(linksOnly.total).toBe(EVENTS);
    // The same walk (the search rows) with 124 references more: their look-ups, at most 15 index rows each (993
    // rows more). Before the links were on the walked row, each event's links of each kind named were read besides:
    // 8,246 rows more.
    expect(all.rows - searched.rows).toBeLessThanOrEqual(4 * KINDS * 15);
    expect(linksOnly.rows - searched.rows).toBeLessThanOrEqual(3 * KINDS * 15);
  });

  it('reads at most twice the default list of its window when every filter matches every event', async () => {
    const base = await cost(plain);
    for (const query of [allMatch, allMatchNoVenue]) {
      const all = await cost(query);
      expect(all.total).toBe(EVENTS);
      // 2,806 and 2,651 rows against 1,750; before the links were on the walked row, 11,299 (6.5 times: each
      // event's links of each kind were read, and the flags on its post).
      expect(all.rows, `${all.rows} rows, the default list ${base.rows}`).toBeLessThanOrEqual(2 * base.rows);
    }
  });

  it("walks a venue's own events, not the window, when they are few", async () => {
    const window = await cost(plain);
    const page = await cost(`venue=${venueIds[0]}&${refsOf()}&${WIDE}`);
    expect(page.total).toBe(EVENTS / KINDS);
    // Its 40 events, each one's links probed (a few rows each), the references' look-ups and the page: not the 1,240
    // events of the window (the search rows' walk, chosen when the venues' events are more than 500).
    expect(page.rows, `${page.rows} rows, the window ${window.rows}`).toBeLessThanOrEqual(
      (EVENTS / KINDS) * 8 + 3 * KINDS * 15 + window.rows / 2,
    );
  });

  it('tests the search row of an event before its links: links of events the search leaves out are never read', async () => {
    const walk = await cost(walkNothingFound);
    const all = await cost(nothingFound);
    expect(all.total).toBe(0);
    // The references' look-ups only: before, each event's links were probed before its search row was read.
    expect(all.rows - walk.rows).toBeLessThanOrEqual(3 * KINDS * 15);
  });

  it('costs the same however many times a request names its references, but their look-ups', async () => {
    const all = await cost(everything);
    const doubled = await cost(twice);
    expect(doubled.total).toBe(all.total);
    expect(doubled.rows - all.rows).toBeLessThanOrEqual(3 * KINDS * 15);
  });
});
