import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startDevServer } from '../../../helpers/dev-server';

/**
 * The daily Cron Trigger under `wrangler dev` (docs/recurrence.md, "Range and cap"): `GET /cdn-cgi/local/scheduled`
 * (Miniflare's trigger) runs the Worker's `scheduled` handler, which gives an open-ended series the date that entered
 * its horizon since it was written. With a three-day horizon, a daily series starting a few seconds from now has three
 * dates; once its start has passed, the horizon has moved past a fourth.
 */

let server: DevServer;

beforeAll(async () => {
  server = await startDevServer({ vars: { RECURRENCE_HORIZON_DAYS: '3' } });
});

afterAll(async () => {
  await server?.stop();
});

/** A wall time in UTC (the dev configuration's site zone is Europe/Madrid: the series is written in UTC). */
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

async function total(id: number): Promise<number> {
  const res = await fetch(
    `${server.url}/en/calendar/events/v1/events?series=${id}&start_date=2020-01-01&end_date=2040-01-01`,
  );
  return Number(res.headers.get('X-TEC-Total'));
}

describe('the cron trigger under wrangler dev', () => {
  it('runs the scheduled handler, which extends an open-ended series', async () => {
    const start = Math.ceil(Date.now() / 1000) * 1000 + 20_000;
    const created = await fetch(`${server.url}/en/calendar/events/v1/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Daily walk',
        timezone: 'UTC',
        start_date: wall(start),
        end_date: wall(start + 3_600_000),
        recurrence: ['RRULE:FREQ=DAILY'],
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(await total(id)).toBe(3);
    // Wait (no assertion on time) until the series' first start has passed: the horizon now covers a fourth date.
    while (Date.now() < start + 1000) await new Promise((resolve) => setTimeout(resolve, 500));
    const ran = await fetch(`${server.url}/cdn-cgi/local/scheduled?cron=17+3+*+*+*`);
    expect(ran.status).toBe(200);
    expect(await total(id)).toBe(4);
  });
});
