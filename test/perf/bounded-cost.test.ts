import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvents, makeOrganizer, makeTerm, makeVenue } from '../helpers/factories';
import { api, call, dbTiming } from '../helpers/http';

/**
 * Hostile anonymous requests against a window of 600 to 1,000 events: what they read, in D1 rows
 * (`Server-Timing`), held within a stated multiple of the default list of the same window. Counts, never times
 * (docs/security.md, "Bounded cost").
 */

const WINDOW = 600;
const inWindow = (days: number) =>
  new Date(Date.now() + (30 + days) * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

let venue = 0;
let organizer = 0;
let category = 0;
let tag = 0;

async function cost(path: string, status = 200) {
  const res = await call(`${path}${path.includes('?') ? '&' : '?'}_rows=${Math.random()}`);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(status);
  return { ...dbTiming(res.headers), total: Number(res.headers.get('x-tec-total') ?? 0), body: res.body };
}

/** 500 ids no term has (far above every id the tests create). */
const unknownIds = Array.from({ length: 500 }, (_, i) => 900_000 + i).join(',');

beforeAll(async () => {
  venue = (await makeVenue({ geoLat: 41.4, geoLng: 2.15 })).id;
  organizer = (await makeOrganizer()).id;
  category = await makeTerm('category');
  tag = await makeTerm('tag');
  await makeEvents(
    Array.from({ length: WINDOW }, (_, i) => ({
      start: inWindow(i % 300),
      texts: { en: { title: `The concert ${i}`, description: 'The band plays the songs of the city.' } },
      venueId: venue,
      organizerIds: [organizer],
      termIds: i % 3 === 0 ? [category, tag] : [],
    })),
  );
});

describe('bounded cost of hostile anonymous requests', { timeout: 120_000 }, () => {
  it('refuses unknown references before reading any page: their cost does not grow with the window', async () => {
    const paths = [
      `/events?tags=${unknownIds}`,
      `/events?categories=${unknownIds}`,
      `/events?categories=${category}&tags=${tag},999999`,
      '/events?venue=999999',
      `/events?organizer=${venue}`,
      '/events?post_parent=999999',
    ];
    const refusals = async () => {
      const rows: number[] = [];
      for (const path of paths) {
        const refused = await cost(api('en', path), 400);
        expect(refused.body.code).toBe('rest_invalid_param');
        rows.push(refused.rows);
      }
      return rows;
    };
    const listBefore = await cost(api('en', '/events'));
    const before = await refusals();
    await makeEvents(
      Array.from({ length: 300 }, (_, i) => ({
        start: inWindow(i),
        texts: { en: { title: `More ${i}` } },
        venueId: venue,
        organizerIds: [organizer],
        termIds: [category, tag],
      })),
    );
    const listAfter = await cost(api('en', '/events'));
    expect(listAfter.rows - listBefore.rows).toBeGreaterThanOrEqual(300);
    // The page and its count read nothing: only the look-ups of the references themselves remain.
    expect(await refusals()).toEqual(before);
    // A handful of unknown ids costs a few rows; 500 cost their look-ups once (about ten index rows each, whatever the window and the number of terms).
    expect(before.slice(3)).toEqual(before.slice(3).map((rows) => Math.min(rows, 60)));
    expect(before[0]).toBeLessThanOrEqual(12 * 500 + 60);
    expect(before[1]).toBeLessThanOrEqual(12 * 500 + 60);
  });

  /**
   * Budgets, in multiples of the default list's rows on the same window and page size. A term filter reads the
   * window once for its count and its page ids once (stopping after the page when the term is common); a search
   * reads each event of the window and its one search row (every word tested on it) when its words are in most
   * texts, its candidates only when a word is rare (docs/security.md, "Bounded cost"; docs/search.md).
   */
  const BUDGET = { terms: 3, everything: 4, search: 2 };

  it('answers term filters, 500 term ids and every filter at once within a few times the default list', async () => {
    const list = await cost(api('en', '/events'));
    const list50 = await cost(api('en', '/events?per_page=50'));
    const known = [category, ...Array.from({ length: 499 }, () => category)].join(',');
    const cases = {
      category: [`/events?categories=${category}`, list, BUDGET.terms],
      tag: [`/events?tags=${tag}`, list, BUDGET.terms],
      '500 term ids': [`/events?categories=${known}&tags=${tag}`, list, BUDGET.terms],
      'every filter': [
        `/events?categories=${category}&tags=${tag}&venue=${venue}&organizer=${organizer}&featured=0&ticketed=0&geoloc=1&geoloc_lat=41.4&geoloc_lng=2.15&geoloc_radius=50&search=concert&per_page=50`,
        list50,
        BUDGET.everything,
      ],
    } as const;
    for (const [name, [path, base, budget]] of Object.entries(cases)) {
      const measured = await cost(api('en', path));
      expect(measured.total, name).toBeGreaterThan(0);
      expect(measured.body.events.length, name).toBeGreaterThan(0);
      console.log(JSON.stringify({ scenario: name, rows: measured.rows, defaultList: base.rows }));
      expect(measured.rows, name).toBeLessThanOrEqual(budget * base.rows);
    }
  });

  it('reads searches of common, short and many words within a few times the default list', async () => {
    const list = await cost(api('en', '/events'));
    const searches = {
      the: 'the',
      e: 'e',
      'ten words': 'the band plays the songs of the city concert the',
      saxophone: 'saxophone',
    };
    const measured: Record<string, number> = {};
    for (const [name, search] of Object.entries(searches)) {
      const result = await cost(api('en', `/events?search=${encodeURIComponent(search)}`));
      measured[name] = result.rows;
      if (name !== 'saxophone') expect(result.total, name).toBeGreaterThan(0);
    }
    console.log(JSON.stringify({ list: list.rows, ...measured }));
    expect(measured.the).toBeLessThanOrEqual(BUDGET.search * list.rows);
    expect(measured.e).toBeLessThanOrEqual(BUDGET.search * list.rows);
    // Seven distinct words, all tested on the one search row of every event of the window (all of them match).
    expect(measured['ten words']).toBeLessThanOrEqual(BUDGET.search * list.rows);
    // A word in no text costs its trigrams' counts and its (empty) index look-up only.
    expect(measured.saxophone).toBeLessThan(40);
  });

  it('reads a few rows per event of the window for a common word, whatever the number of its texts', async () => {
    const before = await cost(api('en', '/events?search=the'));
    await makeEvents(
      Array.from({ length: 100 }, (_, i) => ({
        start: inWindow(i),
        texts: { en: { title: `The show ${i}` }, ca: { title: `The espectacle ${i}` }, es: { title: `The show ${i}` } },
      })),
    );
    const after = await cost(api('en', '/events?search=the'));
    expect(after.total - before.total).toBe(100);
    // Two rows per event added (its index entry and its search row), whatever its languages; the default list
    // reads one.
    expect(after.rows - before.rows).toBeLessThanOrEqual(2 * 100);
  });
});

/**
 * The second hardening round's requests (docs/security.md, "Bounded cost"): every one within twice the default
 * list, with as many events before the default window as in it (the benchmark's proportions: a wide window holds
 * twice the default one).
 */
describe('bounded cost of the second round of hostile requests', { timeout: 180_000 }, () => {
  const WIDE = 'start_date=1900-01-01&end_date=2200-01-01';
  const past = (days: number) =>
    new Date(Date.now() - (40 + days) * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
  let list = 0;

  beforeAll(async () => {
    const venues = await Promise.all(Array.from({ length: 6 }, () => makeVenue()));
    await makeEvents(
      Array.from({ length: WINDOW + 400 }, (_, i) => ({
        start: past(i % 300),
        texts: { en: { title: `Past show ${i}`, description: 'Last season.' } },
        venueId: venues[i % venues.length]!.id,
        organizerIds: [organizer],
        termIds: i % 3 === 0 ? [category, tag] : [],
      })),
    );
    list = (await cost(api('en', '/events'))).rows;
  });

  const token = async (back: 'last' | 'first' | 'middle') => {
    const row = await env.DB.prepare('select min(seq) as first, max(seq) as last from change_log').first<{
      first: number;
      last: number;
    }>();
    const seq = back === 'last' ? row!.last - 1 : back === 'first' ? 0 : Math.floor((row!.first + row!.last) / 2);
    return btoa(`${seq}.${Math.floor(Date.now() / 1000)}`)
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };

  it.each([
    ['a page past the end', '/events?page=100000', 404],
    ['a page past the end of a wide window', `/events?page=100000&${WIDE}`, 404],
    ['a deep page', '/events?page=50', 200],
    ['a deep page of a wide window', `/events?page=90&${WIDE}`, 200],
    ['a two-letter word in no text', '/events?search=qz', 200],
    ['a two-letter word in no text, wide window', `/events?search=qz&${WIDE}`, 200],
    ['%', `/events?search=${encodeURIComponent('%')}&${WIDE}`, 200],
    ['_', `/events?search=_&${WIDE}`, 200],
    ['a backslash', `/events?search=${encodeURIComponent('\\')}&${WIDE}`, 200],
    ['an emoji', `/events?search=${encodeURIComponent('\u{1F3B7}')}&${WIDE}`, 200],
    ['an NFD é', `/events?search=${encodeURIComponent('e\u0301')}&${WIDE}`, 200],
    ['a common word, wide window', `/events?search=the&${WIDE}`, 200],
    ['one letter, wide window', `/events?search=e&${WIDE}`, 200],
    ['venues with upcoming events and a letter', '/venues?has_events=1&only_with_upcoming=1&search=a&per_page=50', 200],
    [
      'organizers with upcoming events and a letter',
      '/organizers?has_events=1&only_with_upcoming=1&search=a&per_page=50',
      200,
    ],
  ] as const)('%s reads at most twice the default list', async (_name, path, status) => {
    const measured = await cost(api('en', path), status);
    console.log(JSON.stringify({ path, rows: measured.rows, defaultList: list }));
    expect(measured.rows).toBeLessThanOrEqual(2 * list);
  });

  /**
   * This data puts every event of the window at one venue and with one organizer (a venue's or a promoter's own
   * calendar), the venue filter then narrows nothing: the walk reads the venue's events of the window once, as
   * the default list reads the window, and tests the links of each; the budget is the first round's for every
   * filter at once (4× the default list at 50 per page). At the benchmark's sizes it reads 0.3× the default list.
   */
  it('every list filter at once, over a wide window, with a one-letter word, reads the venue walk once', async () => {
    const list50 = (await cost(api('en', '/events?per_page=50'))).rows;
    const path = `/events?categories=${category}&tags=${tag}&venue=${venue}&organizer=${organizer}&featured=0&ticketed=0&geoloc=1&geoloc_lat=41.4&geoloc_lng=2.15&geoloc_radius=50&search=a&${WIDE}&starts_after=1900-01-01&ends_before=2200-01-01&modified_after=1900-01-01&strict_dates=1&per_page=50`;
    const measured = await cost(api('en', path));
    expect(measured.total).toBeGreaterThan(50);
    const page2 = await cost(api('en', `${path}&page=2`));
    const past = await cost(api('en', `${path}&page=1000`), 404);
    console.log(JSON.stringify({ list50, first: measured.rows, second: page2.rows, past: past.rows }));
    for (const rows of [measured.rows, page2.rows, past.rows]) expect(rows).toBeLessThanOrEqual(4 * list50);
  });

  it('a feed of a common word over a wide window reads the events around now, not the window', async () => {
    const res = await call(api('en', `/events.ics?search=the&${WIDE}&_rows=${Math.random()}`), {
      env: { ICS_MAX_EVENTS: '50' },
    });
    expect(res.status).toBe(200);
    expect(String(res.body).match(/BEGIN:VEVENT/g)).toHaveLength(50);
    expect(dbTiming(res.headers).rows).toBeLessThanOrEqual(2 * list);
  });

  /**
   * A page of changes costs its items (at most 500, each with what it embeds), whatever the table and wherever
   * the token points: tokens can be forged for any position, so no position may make it read the table.
   */
  it.each(['last', 'first', 'middle'] as const)('/changes from the %s position reads its items only', async (back) => {
    const measured = await cost(api('en', `/changes?sync_token=${await token(back)}`));
    const changes = measured.body.changes.length as number;
    expect(changes).toBeGreaterThan(0);
    console.log(JSON.stringify({ back, rows: measured.rows, changes }));
    expect(measured.rows).toBeLessThanOrEqual(100 + 40 * changes);
  });
});
