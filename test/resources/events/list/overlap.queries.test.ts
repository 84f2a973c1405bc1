import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventListFilter } from '../../../../src/resources/events/list/list.plan';
import { eventCountQuery, eventPageIdsQuery, LONG_EVENT_DAYS } from '../../../../src/resources/events/list/list.source';
import { makeEvents } from '../../../helpers/factories';
import { testDb } from '../../../helpers/http';

/**
 * A window with a lower bound on the end ("ends after X": `ends_after`, the pages' ongoing events) reads in two
 * arms (src/resources/events/list/list.source.ts): events starting from X − 7 days from the start index, longer ones
 * from `posts_event_long`. The same ids, in the same order, as the plain condition; neither arm walks the past.
 */

const db = testDb();
const X = '2031-06-10 00:00:00';
const Y = '2031-06-30 23:59:59';
const filter: EventListFilter = {
  lang: 'en',
  statuses: ['publish'],
  bounds: [
    { param: 'start_date', column: 'end', op: '>', utc: X },
    { param: 'end_date', column: 'start', op: '<=', utc: Y },
  ],
};

/** The ids the plain condition selects, in list order. */
async function plainIds(): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `select id from posts where type = 'event' and hide_from_listings = 0 and status = 'publish'
     and end_utc > ? and start_utc <= ? order by start_utc, id`,
  )
    .bind(X, Y)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

beforeAll(async () => {
  const day = (d: string, time = '10:00:00') => `${d} ${time}`;
  await makeEvents([
    // Long ago, short: never read.
    ...Array.from({ length: 40 }, (_, i) => ({ start: day(`2030-0${1 + (i % 9)}-1${i % 10}`) })),
    // Ended just before X.
    { start: '2031-06-09 20:00:00', end: '2031-06-09 23:59:59' },
    // Ends exactly at X: not after it.
    { start: '2031-06-09 22:00:00', end: X },
    // Started six days before X, still running (short: from the start index).
    { start: '2031-06-04 09:00:00', end: '2031-06-10 18:00:00' },
    // Started 20 days before X, a month long (long: from its own index).
    { start: '2031-05-21 00:00:00', end: '2031-06-20 23:59:59' },
    // A year-long exhibition.
    { start: '2030-12-01 10:00:00', end: '2031-12-01 20:00:00' },
    // A long event that ended before X.
    { start: '2031-04-01 10:00:00', end: '2031-05-01 20:00:00' },
    // Inside the window, and one on its last second, and one after it.
    { start: '2031-06-15 19:00:00', end: '2031-06-15 21:00:00' },
    { start: Y, end: '2031-07-01 01:00:00' },
    { start: '2031-07-01 00:00:00', end: '2031-07-01 02:00:00' },
    // Long and hidden, long and a draft: never listed.
    { start: '2031-05-01 10:00:00', end: '2031-07-01 20:00:00', hidden: true },
    { start: '2031-05-01 10:00:00', end: '2031-07-01 20:00:00', status: 'draft' },
  ]);
});

describe('windows with a lower bound on the end', () => {
  it('select the same events in the same order as the plain condition, paged and counted', async () => {
    const expected = await plainIds();
    expect(expected.length).toBe(5);
    const all = (await eventPageIdsQuery(db, filter, 50, 0)).map((r) => r.id);
    expect(all).toEqual(expected);
    const pages = [
      ...(await eventPageIdsQuery(db, filter, 2, 0)),
      ...(await eventPageIdsQuery(db, filter, 2, 2)),
      ...(await eventPageIdsQuery(db, filter, 2, 4)),
    ].map((r) => r.id);
    expect(pages).toEqual(expected);
    const [counted] = await eventCountQuery(db, filter);
    expect(counted?.total).toBe(5);
  });

  it(`read events of up to ${LONG_EVENT_DAYS} days from the start index from a week before, longer ones from their own index`, async () => {
    for (const query of [eventPageIdsQuery(db, filter, 10, 0), eventCountQuery(db, filter)]) {
      const plan = (await planOf(query)).join('\n');
      expect(plan).toMatch(
        /SEARCH posts USING COVERING INDEX posts_event_start \(status=\? AND start_utc>\? AND start_utc<\?\)/,
      );
      expect(plan).toMatch(/SEARCH posts USING INDEX posts_event_long \(status=\? AND end_utc>\?\)/);
      expect(plan).not.toMatch(/SCAN posts\b/);
    }
  });

  it('keep the one index read of the other windows', async () => {
    const plain: EventListFilter = { ...filter, bounds: [{ param: 'start_date', column: 'start', op: '>=', utc: X }] };
    const plan = (await planOf(eventPageIdsQuery(db, plain, 10, 0))).join('\n');
    expect(plan).not.toContain('posts_event_long');
  });
});
