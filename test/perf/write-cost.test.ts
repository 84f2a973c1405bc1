import { describe, expect, it } from 'vitest';
import { makeEvents, makeVenue } from '../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../helpers/http';

/**
 * What a write reads does not grow with the calendar (docs/performance.md, "Writes"): each kind of write is made on
 * a calendar of 1,500 events, then again after 3,000 more, and reads about the same rows. Before, every write of a
 * post's texts read every event and series once (the item-version triggers of migration 0023 walked the posts by
 * type, looking for the events of a venue that the written post was not): 288,500 rows per series created at
 * 100,000 events. Counts, never times.
 */

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('writes read what they write, whatever the size of the calendar', { timeout: 300_000 }, () => {
  it('create, edit, cancel a date of and trash an event and a series; edit a venue', async () => {
    const admin = await userWithToken('administrator');
    const send = async (method: string, path: string, body?: Record<string, unknown>) => {
      const res = await call(api('en', path), { method, token: admin.token, body });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return { rows: dbTiming(res.headers).rows, body: res.body };
    };
    const venue = await makeVenue();
    const round = async (label: string) => {
      const single = await send('POST', '/events', {
        title: `Concert ${label}`,
        start_date: `${day(3)} 18:00:00`,
        end_date: `${day(3)} 20:00:00`,
        venue: venue.id,
      });
      const series = await send('POST', '/events', {
        title: `Class ${label}`,
        start_date: `${day(3)} 10:00:00`,
        end_date: `${day(3)} 11:00:00`,
        recurrence: ['RRULE:FREQ=WEEKLY;COUNT=20'],
      });
      const dates = await call(api('en', `/events?series=${series.body.id}&per_page=5`));
      const second = dates.body.events[1].id as number;
      return {
        'create an event': single.rows,
        'create a series': series.rows,
        'edit an event': (await send('POST', `/events/${single.body.id}`, { title: `Concert ${label}!` })).rows,
        'edit a series': (await send('POST', `/events/${series.body.id}`, { title: `Class ${label}!` })).rows,
        'edit one date': (await send('POST', `/events/${second}`, { title: `Class ${label}, once` })).rows,
        'cancel one date': (await send('DELETE', `/events/${dates.body.events[2].id}`)).rows,
        'edit the venue': (await send('POST', `/venues/${venue.id}`, { venue: `A hall ${label}` })).rows,
        'trash the event': (await send('DELETE', `/events/${single.body.id}`)).rows,
        'trash the series': (await send('DELETE', `/events/${series.body.id}`)).rows,
      };
    };
    await makeEvents(Array.from({ length: 1500 }, (_, i) => ({ start: `${day(1 + (i % 700))} 18:00:00` })));
    const small = await round('one');
    await makeEvents(Array.from({ length: 3000 }, (_, i) => ({ start: `${day(1 + (i % 700))} 18:00:00` })));
    const large = await round('two');
    for (const [write, rows] of Object.entries(large)) {
      const before = small[write as keyof typeof small];
      // 3,000 more events: a write that walked them would read thousands more rows; a few more index levels are fine.
      expect.soft(rows - before, `${write}: ${before} → ${rows}`).toBeLessThan(100);
    }
  });
});
