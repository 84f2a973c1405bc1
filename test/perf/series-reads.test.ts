import { describe, expect, it } from 'vitest';
import { createEvent, makeEvents } from '../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../helpers/http';

/**
 * What anonymous reads of one 1,000-date series cost against the default list (issue 32; docs/recurrence.md,
 * "Costs"): the series record (by slug and by id) and its page read its first and last remaining dates with one
 * seek each (`posts_series_remaining`), not a walk and a sort of its dates; a search of a word of its texts tests
 * the series' text once and reads its dates of the window from `posts_event_text_listed` (test/perf/series-search.
 * test.ts holds the same bound when the series is most of the window). Counts, never times.
 */

describe('reads of a 1,000-date series within twice the default list', { timeout: 300_000 }, () => {
  it('record by slug and id, its page, search and collapse=series with search', async () => {
    const admin = await userWithToken('administrator');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    // 2,000 single events over the next 700 days, beside the series' dates (1,000 kept, 731 of them to come).
    await makeEvents(Array.from({ length: 2000 }, (_, i) => ({ start: `${day(1 + (i % 700))} 18:00:00` })));
    const word = `zq${Math.random().toString(36).slice(2, 8)}`;
    const series = await createEvent(admin.token, {
      title: `Exhibition ${word}`,
      start_date: `${day(-300)} 10:00:00`,
      end_date: `${day(-300)} 12:00:00`,
      recurrence: ['RRULE:FREQ=DAILY'],
    });
    const cost = async (path: string) => {
      const res = await call(`${path}${path.includes('?') ? '&' : '?'}_r=${Math.random()}`);
      expect(res.status, path).toBe(200);
      return { ...dbTiming(res.headers), total: res.body?.total as number | undefined };
    };
    const all = await cost(api('en', `/events?series=${series.id}&start_date=1000-01-02`));
    expect(all.total).toBe(1000);
    const base = await cost(api('en', '/events'));
    const bySlug = await cost(api('en', `/events/by-slug/${series.slug}`));
    const byId = await cost(api('en', `/events/${series.id}`));
    // Two seeks (first and last remaining dates) and the record's own rows, whatever its number of dates.
    expect(bySlug.rows).toBeLessThanOrEqual(100);
    expect(byId.rows).toBeLessThanOrEqual(100);
    const page = await cost(`/en/event/${series.slug}/`);
    expect(page.rows).toBeLessThanOrEqual(2 * base.rows);
    const search = await cost(api('en', `/events?search=${word}`));
    expect(search.total).toBeGreaterThan(700);
    expect(search.rows).toBeLessThanOrEqual(2 * base.rows);
    const collapsed = await cost(api('en', `/events?collapse=series&search=${word}`));
    expect(collapsed.total).toBe(1);
    expect(collapsed.rows).toBeLessThanOrEqual(2 * base.rows);
  });
});
