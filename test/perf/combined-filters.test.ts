import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvents, makeOrganizers, makeTerm, makeVenues } from '../helpers/factories';
import { api, call, dbTiming } from '../helpers/http';

/**
 * Every kind of list filter at once, anonymously (docs/security.md, "Cost, third round"): what it reads, in D1
 * rows (`Server-Timing`), never times. A combination costs its walk and, per event walked, the event's own links
 * of each kind it names: never a multiple of the references the request names.
 */

const EVENTS = 1_240;
/** Items of each kind: every event links one of each, all named by the request. */
const KINDS = 31;
const WIDE = 'start_date=1900-01-01&end_date=2200-01-01';

let walkOnly = '';
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
  const refs = `categories=${categories.join(',')}&tags=${tags.join(',')}&organizer=${organizers.join(',')}`;
  const matchAll = `search=e&${WIDE}&geoloc=1&geoloc_lat=41.4&geoloc_lng=2.15&geoloc_radius=50&featured=0&ticketed=0&modified_after=1900-01-01`;
  allMatch = `venue=${venues.join(',')}&${refs}&${matchAll}`;
  allMatchNoVenue = `${refs}&${matchAll}`;
  walkNothingFound = none(walkOnly);
}, 120_000);

describe('the cost of every kind of filter at once', { timeout: 60_000 }, () => {
  it('reads per event walked its own links of each kind named, never a multiple of the references', async () => {
    const walk = await cost(walkOnly);
    const all = await cost(everything);
    expect(walk.total).toBe(EVENTS);
    expect(all.total).toBe(EVENTS);
    // Per event walked and kind named (categories, tags, organizers): the seek to its links and its one link. The
    // references are resolved or checked once, at most 15 index rows each. Sought one by one among every event's
    // links, the 93 references cost 17,703 rows more than the walk; now 3,071.
    expect(all.rows - walk.rows).toBeLessThanOrEqual(EVENTS * 3 * 2 + 3 * KINDS * 15);
  });

  it('reads at most twice the default list of its window when every filter matches every event', async () => {
    const base = await cost(plain);
    for (const query of [allMatch, allMatchNoVenue]) {
      const all = await cost(query);
      expect(all.total).toBe(EVENTS);
      // Before the links were on the walked row: 3.9 and 4.6 times (each event's links of each kind were read).
      expect(all.rows, `${all.rows} rows, the default list ${base.rows}`).toBeLessThanOrEqual(2 * base.rows);
    }
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
