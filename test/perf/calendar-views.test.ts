import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvents } from '../helpers/factories';
import { api, call, dbTiming } from '../helpers/http';

/**
 * What "what is on" costs (docs/pages.md, "Its cost"): the agenda, a month view and the API's `ends_after` read
 * rows in proportion to their window, never to the calendar's past. 1,200 events lie in the three years before
 * the window, 300 in it, a few long ones across it. Counts (`Server-Timing`'s rows read), never times.
 */

const DAY = 86_400_000;
/** A UTC wall time `days` from now. */
const at = (days: number, hour = 18) =>
  new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + hour * 3_600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');

async function cost(path: string) {
  const res = await call(`${path}${path.includes('?') ? '&' : '?'}_rows=${Math.random()}`);
  expect(res.status, path).toBe(200);
  return dbTiming(res.headers).rows;
}

/** The rows SQLite reads for the plain "ends after X" condition, without the two arms. */
async function plainRows(from: string, to: string): Promise<number> {
  const result = await env.DB.prepare(
    `select count(*) as n from posts where type = 'event' and hide_from_listings = 0 and status = 'publish' and end_utc > ? and start_utc <= ?`,
  )
    .bind(from, to)
    .all();
  return result.meta.rows_read;
}

beforeAll(async () => {
  await makeEvents(Array.from({ length: 1200 }, (_, i) => ({ start: at(-1100 + i * 0.9) })));
  await makeEvents(Array.from({ length: 300 }, (_, i) => ({ start: at(1 + (i % 60)) })));
  // Long events still running: a year-long exhibition, a month-long festival.
  await makeEvents([
    { start: at(-200), end: at(160) },
    { start: at(-20), end: at(10) },
  ]);
});

describe('the cost of what is on', () => {
  it('reads the window, a week and the long events, not the past, for an ends_after list', async () => {
    const from = at(0, 0);
    const to = at(30, 0);
    const split = await cost(api('en', `/events?ends_after=${from}&starts_before=${to}&strict_dates=1`));
    const plain = await plainRows(from, to);
    console.log(JSON.stringify({ scenario: 'ends_after, 30 days', rows: split, plainConditionRows: plain }));
    // The plain condition walks the 1,200 past events; the two arms do not.
    expect(plain).toBeGreaterThan(1200);
    expect(split).toBeLessThan(600);
  });

  it('answers the agenda, a week and a month view within twice the default list', async () => {
    const list = await cost(api('en', '/events'));
    const agenda = await cost('/en/events/');
    // A month of the past, wholly among the 1,200 older events (about 34 of them), with 800 more before it: its
    // cost is its own events, whatever the day the test runs on. (This month's view holds 5 of the 300 events a
    // day from tomorrow on, so its size depends on the day of the month: it is not the measure.)
    const month = await cost(`/en/events/month/${at(-400).slice(0, 7)}/`);
    const week = await cost('/en/events/week/');
    console.log(JSON.stringify({ defaultList: list, agenda, month, week }));
    expect(agenda).toBeLessThanOrEqual(2 * list);
    expect(week).toBeLessThanOrEqual(2 * list);
    // A month reads its events whole (up to 300) with what they embed: a constant per event, not the past.
    expect(month).toBeLessThanOrEqual(2 * list);
  });
});
