import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvents, makeOrganizer, makeTerm, makeVenue } from '../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../helpers/http';

/**
 * Rows-read budgets (D1's `rows_read`, reported in `Server-Timing`: counts, never times). A page costs its
 * window's exact count plus a constant; single reads cost a constant; adding events outside the window costs
 * nothing, adding events inside it costs exactly one row each (the count). Budgets hold with a few hundred events
 * (bench/README.md has the same figures at 100,000).
 */

/** A UTC wall time `days` after a fixed future day (inside the default 24-month window for years to come). */
const inWindow = (days: number) =>
  new Date(Date.now() + (30 + days) * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
const longAgo = (days: number) => `2001-01-${String(1 + (days % 28)).padStart(2, '0')} 10:00:00`;

let venue = 0;
let organizer = 0;
let terms: number[] = [];

async function addEvents(count: number, start: (i: number) => string) {
  return makeEvents(
    Array.from({ length: count }, (_, i) => ({
      start: start(i),
      texts: { en: { title: `Rows ${i}` }, ca: { title: `Files ${i}` } },
      venueId: venue,
      organizerIds: [organizer],
      termIds: terms,
    })),
  );
}

/**
 * An indexed search reads each match in the count and in each of the page's four statements (~7 rows each: the
 * event, its texts, the words) plus the page's constant; events that do not match cost next to nothing.
 */
const SEARCH_BUDGET = { perMatch: 50, constant: 60, growth: 5 };

/** D1 cost of an uncached read (a parameter the API ignores makes every URL new to the edge cache). */
async function cost(path: string) {
  const res = await call(`${path}${path.includes('?') ? '&' : '?'}_rows=${Math.random()}`);
  expect(res.status).toBe(200);
  return { ...dbTiming(res.headers), total: Number(res.headers.get('x-tec-total') ?? 0), body: res.body };
}

beforeAll(async () => {
  venue = (await makeVenue({ geoLat: 41.4, geoLng: 2.15 })).id;
  organizer = (await makeOrganizer()).id;
  terms = [await makeTerm('category'), await makeTerm('tag')];
  await addEvents(300, (i) => inWindow(i % 200));
});

describe('rows read per request', () => {
  it('reads a single event by id or slug at a constant cost, in one D1 round trip', async () => {
    const page = await cost(api('en', '/events?per_page=1'));
    const [event] = page.body.events;
    const byId = await cost(api('en', `/events/${event.id}`));
    const bySlug = await cost(api('en', `/events/by-slug/${event.slug}`));
    expect(byId.queries).toBe(1);
    expect(bySlug.queries).toBe(1);
    expect(byId.rows).toBeLessThanOrEqual(60);
    // The slug look-up runs once per statement of the batch (a few index rows each).
    expect(bySlug.rows).toBeLessThanOrEqual(byId.rows + 24);
  });

  it('reads the default page for its exact count plus a constant', async () => {
    const one = await cost(api('en', '/events?per_page=1'));
    const ten = await cost(api('en', '/events'));
    expect(ten.total).toBeGreaterThanOrEqual(300);
    expect(ten.queries).toBe(1);
    expect(one.rows - one.total).toBeLessThanOrEqual(60);
    // Each event of a page embeds the same things: a fixed cost per item, whatever the number of events.
    expect(ten.rows - ten.total).toBeLessThanOrEqual(10 * (one.rows - one.total));
  });

  it('costs nothing more for events outside the window and one row per event inside it', async () => {
    const before = await cost(api('en', '/events'));
    await addEvents(100, longAgo);
    const pastAdded = await cost(api('en', '/events'));
    expect(pastAdded.total).toBe(before.total);
    expect(pastAdded.rows).toBe(before.rows);
    await addEvents(100, (i) => inWindow(400 + (i % 200)));
    const windowAdded = await cost(api('en', '/events'));
    expect(windowAdded.total).toBe(before.total + 100);
    expect(windowAdded.rows).toBe(before.rows + 100);
  });

  it('reads a geoloc list for one index row per event of its window, as the default list', async () => {
    const near = (path: string) =>
      cost(api('en', `${path}${path.includes('?') ? '&' : '?'}geoloc_lat=41.4&geoloc_lng=2.15`));
    const plain = await cost(api('en', '/events'));
    const circle = await near('/events?geoloc_radius=10');
    const any = await cost(api('en', '/events?geoloc=1'));
    expect(circle.total).toBe(plain.total);
    expect(any.total).toBe(plain.total);
    // Each event walked once in the start index (which carries its venue), not once more in its row.
    expect(circle.rows).toBeLessThanOrEqual(plain.rows + 60);
    expect(any.rows).toBeLessThanOrEqual(plain.rows + 60);
  });

  it('reads a short window with a category for the window’s events, not for the category’s', async () => {
    const week = `start_date=${inWindow(0).slice(0, 10)}&end_date=${inWindow(6).slice(0, 10)}&categories=${terms[0]}`;
    const before = await cost(api('en', `/events?${week}`));
    expect(before.total).toBeGreaterThan(0);
    // Events of the category far outside the week: read the category's way, each cost a row.
    await addEvents(200, longAgo);
    const after = await cost(api('en', `/events?${week}`));
    expect(after.total).toBe(before.total);
    expect(after.rows).toBe(before.rows);
  });

  it('reads term lists without counting events', async () => {
    const few = await cost(api('en', '/categories'));
    await addEvents(100, (i) => inWindow(i));
    const more = await cost(api('en', '/categories'));
    expect(more.rows).toBe(few.rows);
  });

  it('reads a search for its matches through the search index, not for the window', async () => {
    await makeEvents(
      Array.from({ length: 5 }, (_, i) => ({ start: inWindow(i), texts: { en: { title: `Saxophone quartet ${i}` } } })),
    );
    const indexed = () => cost(api('en', '/events?search=saxophone'));
    // Under three characters there is no trigram: the window is walked, as every search was before the index.
    const walked = () => cost(api('en', '/events?search=qu'));
    const [before, walkedBefore] = [await indexed(), await walked()];
    expect(before.total).toBe(5);
    expect(walkedBefore.total).toBe(5);
    expect(before.rows).toBeLessThanOrEqual(SEARCH_BUDGET.perMatch * 5 + SEARCH_BUDGET.constant);
    await addEvents(100, (i) => inWindow(i % 200));
    const [after, walkedAfter] = [await indexed(), await walked()];
    expect(after.total).toBe(5);
    expect(after.rows - before.rows).toBeLessThanOrEqual(SEARCH_BUDGET.growth);
    expect(walkedAfter.rows - walkedBefore.rows).toBeGreaterThanOrEqual(100);
  });

  it('reads a search within a popular category for the search’s matches, not for the category’s events', async () => {
    await makeEvents(
      Array.from({ length: 5 }, (_, i) => ({
        start: inWindow(i),
        texts: { en: { title: `Clarinet trio ${i}` } },
        termIds: terms,
      })),
    );
    const alone = await cost(api('en', '/events?search=clarinet'));
    const within = await cost(api('en', `/events?search=clarinet&categories=${terms[0]}`));
    expect(alone.total).toBe(5);
    expect(within.total).toBe(5);
    // The search's candidates drive the walk and the category is probed per candidate (a few rows each); read the
    // other way, the category's hundreds of events came first.
    expect(within.rows).toBeLessThanOrEqual(alone.rows + 5 * 10 + 40);
  });

  it('serves a repeated read from the cache without a D1 call, and shows a new event on the next read', async () => {
    const admin = await userWithToken('administrator');
    const path = api('es', '/events?per_page=50&search=Cachable');
    const empty = await call(path);
    expect(empty.headers.get('x-tec-total')).toBe('0');
    const again = await call(path);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(dbTiming(again.headers)).toEqual({ queries: 0, rows: 0 });
    const created = await call(api('es', '/events'), {
      method: 'POST',
      token: admin.token,
      body: { title: 'Evento Cachable', start_date: inWindow(3).slice(0, 10), end_date: inWindow(3).slice(0, 10) },
    });
    expect(created.status).toBe(201);
    const after = await call(path);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(after.body.events.map((e: { id: number }) => e.id)).toEqual([created.body.id]);
  });
});
