import { createScheduledController } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../../../src/index';
import { createEvent } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';

const DAY = 86_400_000;

/** What `exports.default` also offers at runtime: the Worker's scheduled handler, run by the runtime. */
type WithScheduled = { scheduled(options: { scheduledTime: Date; cron: string }): Promise<unknown> };

/** The Worker's own scheduled handler at `time`, as the Workers runtime calls it. */
const scheduledAt = (time: number) =>
  (exports.default as unknown as WithScheduled).scheduled({ scheduledTime: new Date(time), cron: '17 3 * * *' });

/** How many dates series `id` lists (every date, from 2020). */
async function total(id: number): Promise<number> {
  const response = await call(api('en', `/events?series=${id}&start_date=2020-01-01&end_date=2040-01-01&per_page=1`));
  return response.body.total;
}

/** Today in the site zone (Europe/Madrid), as `YYYY-MM-DD`. */
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

describe('the daily Cron Trigger extends open-ended series (docs/recurrence.md, "Range and cap")', () => {
  it('adds the dates that enter the horizon, once, and leaves ended series alone', async () => {
    const admin = await userWithToken('administrator');
    const open = await createEvent(admin.token, {
      start_date: `${today()} 23:00:00`,
      end_date: `${today()} 23:30:00`,
      recurrence: ['RRULE:FREQ=DAILY'],
    });
    const ended = await createEvent(admin.token, {
      start_date: `${today()} 23:00:00`,
      end_date: `${today()} 23:30:00`,
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    });
    const before = await total(open.id);
    expect(before).toBeGreaterThanOrEqual(729);
    expect(before).toBeLessThanOrEqual(731);
    const first = await call(api('en', `/events?series=${open.id}&start_date=2020-01-01&per_page=1`));
    // Thirty days later, through the Worker's own scheduled handler.
    await scheduledAt(Date.now() + 30 * DAY);
    expect(await total(open.id)).toBe(before + 30);
    // The same day again adds nothing.
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now() + 30 * DAY, cron: '17 3 * * *' }),
      env,
    );
    expect(await total(open.id)).toBe(before + 30);
    const again = await call(api('en', `/events?series=${open.id}&start_date=2020-01-01&per_page=1`));
    expect(again.body.events[0].id).toBe(first.body.events[0].id);
    expect(await total(ended.id)).toBe(3);
    // Past the cap (RECURRENCE_MAX_OCCURRENCES, 1000), the oldest dates are dropped: they answer as trashed.
    await scheduledAt(Date.now() + 300 * DAY);
    expect(await total(open.id)).toBe(1000);
    const dropped = await call(api('en', `/events/${first.body.events[0].id}`));
    expect(dropped.body.code).toBe('event-no-longer-available');
  });
});
