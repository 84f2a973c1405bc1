import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvents } from '../helpers/factories';
import { api, call, dbTiming, statementsBuilt } from '../helpers/http';

/**
 * Statements built per request (`Server-Timing` `db-built` and `db-reused`: counts, never times). The statements
 * of a list read in order (the default list, `start_date`/`end_date`) are built once per shape by the isolate and
 * reused with each request's values bound (src/db/shapes.ts, docs/performance.md). Every URL here is new to the
 * edge cache (a parameter the API ignores), so each request reads D1.
 */

/** Ten events a day apart from 2031-03-01 (fixed instants, inside the windows the tests ask for). */
beforeAll(async () => {
  await makeEvents(
    Array.from({ length: 10 }, (_, i) => ({
      start: `2031-03-${String(1 + i).padStart(2, '0')} 10:00:00`,
      texts: { en: { title: `Shaped ${i}` }, ca: { title: `Forma ${i}` } },
    })),
  );
});

let counter = 0;
/** An uncached read of `path` and what it cost. */
async function read(path: string) {
  const res = await call(`${path}${path.includes('?') ? '&' : '?'}_built=${++counter}`);
  expect(res.status).toBe(200);
  return {
    ...dbTiming(res.headers),
    ...statementsBuilt(res.headers),
    total: Number(res.headers.get('x-tec-total')),
    body: res.body,
  };
}

const window = (from: string) => `/events?per_page=7&start_date=${from}&end_date=2031-03-31`;

/** A list read in order runs its count and its page's four statements (events, terms, venues, organizers). */
const FIRST_PAGE_STATEMENTS = 5;

describe('statements built per request', () => {
  it('builds a list shape once: asked again, even with other dates, it builds nothing and makes one D1 call', async () => {
    const first = await read(api('en', window('2031-03-01')));
    const again = await read(api('en', window('2031-03-01')));
    expect(again).toMatchObject({ built: 0, reused: FIRST_PAGE_STATEMENTS, queries: 1, total: 10 });
    expect(again.body).toEqual(first.body);
    // The same shape with other values: its own values are bound to the SQL built before.
    const later = await read(api('en', window('2031-03-06')));
    expect(later).toMatchObject({ built: 0, reused: FIRST_PAGE_STATEMENTS, queries: 1, total: 5 });
    expect(later.body.events.map((event: { title: string }) => event.title)).toEqual([
      'Shaped 5',
      'Shaped 6',
      'Shaped 7',
      'Shaped 8',
      'Shaped 9',
    ]);
    // Another language is another shape (its texts are read in it), built once too.
    await read(api('ca', window('2031-03-01')));
    const catalan = await read(api('ca', window('2031-03-02')));
    expect(catalan).toMatchObject({ built: 0, reused: FIRST_PAGE_STATEMENTS, queries: 1, total: 9 });
    expect(catalan.body.events[0].title).toBe('Forma 1');
  });

  it('builds only the walk of a list read otherwise (a page past the first, a filter): its page by ids is a shape', async () => {
    const path = api('en', '/events?per_page=2&page=2&start_date=2031-03-01&end_date=2031-03-31');
    await read(path);
    const again = await read(path);
    // The count and the page's ids in one walk, built for each request; the page's four statements reused.
    expect(again).toMatchObject({ built: 1, reused: 4, queries: 2, total: 10 });
    expect(again.body.events.map((event: { title: string }) => event.title)).toEqual(['Shaped 2', 'Shaped 3']);
    // Another page size and page: the same page statements, other ids bound.
    const third = await read(api('en', '/events?per_page=3&page=3&start_date=2031-03-01&end_date=2031-03-31'));
    expect(third).toMatchObject({ built: 1, reused: 4, queries: 2, total: 10 });
    expect(third.body.events.map((event: { title: string }) => event.title)).toEqual([
      'Shaped 6',
      'Shaped 7',
      'Shaped 8',
    ]);
  });
});
