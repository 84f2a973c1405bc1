import { describe, expect, it } from 'vitest';
import { createEvent } from '../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../helpers/http';
import { captureStatements, type Ran } from './capture';

/**
 * What series cost D1 (docs/recurrence.md, "Storage"): a re-expansion is ONE write batch whose statements do not
 * grow with the number of dates and stay within D1's limits (100 bound values and 100 KB of SQL per statement, a
 * bound value of at most 2 MB); the series filters of the list read in proportion to what they show. Counts,
 * never times.
 */

const today = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const utf8 = new TextEncoder();

/** The write batch of a request (the batch with the most statements) and its D1 calls. */
async function writeOf(path: string, token: string, body: Record<string, unknown>) {
  const batches: Ran[][] = [];
  let timing = { queries: 0, rows: 0 };
  await captureStatements(async () => {
    const res = await call(path, { method: 'PATCH', token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    timing = dbTiming(res.headers);
  }, batches);
  const batch = batches.reduce((a, b) => (b.length > a.length ? b : a), []);
  return { batch, timing };
}

function expectWithinD1Limits(batch: Ran[]): void {
  for (const statement of batch) {
    expect(utf8.encode(statement.sql).length, statement.sql.slice(0, 80)).toBeLessThan(100_000);
    expect(statement.params.length, statement.sql.slice(0, 80)).toBeLessThanOrEqual(100);
    for (const param of statement.params) {
      if (typeof param === 'string') expect(utf8.encode(param).length).toBeLessThan(2_000_000);
    }
  }
}

describe('series writes within D1 limits', { timeout: 120_000 }, () => {
  it('re-expands 730 dates in one batch of as many statements as 10 dates', async () => {
    const admin = await userWithToken('administrator');
    const long = await createEvent(admin.token, {
      start_date: `${today()} 10:00:00`,
      end_date: `${today()} 11:00:00`,
      recurrence: ['RRULE:FREQ=DAILY'],
    });
    const short = await createEvent(admin.token, {
      start_date: `${today()} 10:00:00`,
      end_date: `${today()} 11:00:00`,
      recurrence: ['RRULE:FREQ=DAILY;COUNT=10'],
    });
    const total = await call(api('en', `/events?series=${long.id}&start_date=2000-01-01&per_page=1`));
    expect(total.body.total).toBeGreaterThanOrEqual(729);
    const moved = { start_date: `${today()} 12:00:00`, end_date: `${today()} 13:00:00` };
    const big = await writeOf(api('en', `/events/${long.id}`), admin.token, moved);
    const small = await writeOf(api('en', `/events/${short.id}`), admin.token, moved);
    expect(big.batch.length).toBe(small.batch.length);
    expect(big.batch.length).toBeLessThanOrEqual(20);
    expectWithinD1Limits(big.batch);
    // Token, core reads, the dates' ids, then the batch.
    expect(big.timing.queries).toBeLessThanOrEqual(5);
    const after = await call(api('en', `/events?series=${long.id}&start_date=2000-01-01&per_page=1`));
    expect(after.body.events[0].start_date).toBe(`${today()} 12:00:00`);
  });
});
