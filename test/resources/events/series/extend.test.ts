import { createScheduledController } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../../../src/index';
import { createEvent } from '../../../helpers/factories';
import { api, call, testDb, userWithToken } from '../../../helpers/http';

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

describe('one series never stops the others (docs/recurrence.md, "Range and cap")', () => {
  /** Makes series `id` the first due one: its dates generated up to a day long past. */
  const dueFirst = (id: number) =>
    testDb().run(sql`update posts set series_horizon = '2001-01-01 00:00:00' where id = ${id}`);

  it("a contributor's draft FREQ=DAILY from 1900 and a weekly series are both extended", async () => {
    const admin = await userWithToken('administrator');
    const contributor = await userWithToken('contributor');
    const draft = await createEvent(contributor.token, {
      start_date: '1900-01-01 10:00:00',
      end_date: '1900-01-01 11:00:00',
      recurrence: ['RRULE:FREQ=DAILY'],
    });
    expect(draft.status).toBe('draft');
    const weekly = await createEvent(admin.token, {
      start_date: `${today()} 19:00:00`,
      end_date: `${today()} 20:00:00`,
      recurrence: ['RRULE:FREQ=WEEKLY'],
    });
    await dueFirst(draft.id);
    const before = await total(weekly.id);
    await scheduledAt(Date.now() + 60 * DAY);
    expect(await total(weekly.id)).toBeGreaterThanOrEqual(before + 8);
    // The draft's newest dates moved with the horizon too (it keeps the newest 1,000, up to 790 days from now).
    const query = `series=${draft.id}&status=draft&start_date=2020-01-01&end_date=2040-01-01&per_page=1`;
    const first = await call(api('en', `/events?${query}`), { token: admin.token });
    expect(first.body.total).toBe(1000);
    const last = await call(api('en', `/events?${query}&page=1000`), { token: admin.token });
    const lastStart = Date.parse(`${last.body.events[0].utc_start_date.replace(' ', 'T')}Z`);
    expect(lastStart).toBeGreaterThan(Date.now() + 785 * DAY);
  });

  it('a series that fails is logged without its texts, skipped, and not first again on the next run', async () => {
    const admin = await userWithToken('administrator');
    const broken = await createEvent(admin.token, {
      title: 'Secret title of a broken series',
      start_date: `${today()} 10:00:00`,
      end_date: `${today()} 11:00:00`,
      recurrence: ['RRULE:FREQ=DAILY'],
    });
    const weekly = await createEvent(admin.token, {
      start_date: `${today()} 19:00:00`,
      end_date: `${today()} 20:00:00`,
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO,TH'],
    });
    // A rule stored before the budget refused it (a 30 February): the expansion of this series now fails.
    const lines = JSON.stringify(['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30']);
    await testDb().run(sql`update posts set recurrence = ${lines} where id = ${broken.id}`);
    await dueFirst(broken.id);
    const before = await total(weekly.id);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const at = Date.now() + 60 * DAY;
      await scheduledAt(at);
      expect(await total(weekly.id)).toBeGreaterThanOrEqual(before + 16);
      const logged = errors.mock.calls.map((args) => String(args[0]));
      expect(logged).toEqual([
        JSON.stringify({ message: 'series not extended', series: broken.id, reason: 'rest_invalid_param recurrence' }),
      ]);
      expect(logged.join('')).not.toContain('Secret');
      // Moved behind the others: the same day's next run does not take it again.
      await scheduledAt(at);
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
    }
  });
});
