import { describe, expect, it } from 'vitest';
import { createEvent, makeEvents } from '../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../helpers/http';

/**
 * What a search of a series' word costs when the series' dates are most of the window, and when its series are
 * trashed (issue 32; docs/recurrence.md, "Costs (bench)"): each text the search index finds is tested once, its
 * live dates of the window read one index row each (`posts_event_text_listed`; the first series found in start
 * order, unsorted), its trashed dates never. Counts, never times.
 */

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const unique = () => `zq${Math.random().toString(36).slice(2, 8)}`;

async function cost(path: string) {
  const res = await call(`${path}${path.includes('?') ? '&' : '?'}_r=${Math.random()}`);
  expect(res.status, path).toBe(200);
  return { ...dbTiming(res.headers), total: res.body?.total as number | undefined };
}

/** A daily series from `from` days from now (open-ended: its dates up to the horizon, at most 1,000). */
function dailySeries(token: string, title: string, from: number) {
  return createEvent(token, {
    title,
    description: `<p>Every day: ${title}.</p>`,
    start_date: `${day(from)} 10:00:00`,
    end_date: `${day(from)} 12:00:00`,
    recurrence: ['RRULE:FREQ=DAILY'],
  });
}

describe('searches of series texts, bounded whatever the number of dates', { timeout: 300_000 }, () => {
  it('a series that is most of the window: search and collapse=series within twice the default list', async () => {
    const admin = await userWithToken('administrator');
    // A few single events beside one 1,000-date series (731 of its dates to come): the default list reads
    // little more than the series' dates.
    await makeEvents(Array.from({ length: 20 }, (_, i) => ({ start: `${day(1 + i * 30)} 18:00:00` })));
    const word = unique();
    await dailySeries(admin.token, `Exhibition ${word}`, -300);
    const base = await cost(api('en', '/events'));
    const search = await cost(api('en', `/events?search=${word}`));
    expect(search.total).toBeGreaterThan(700);
    expect(search.rows).toBeLessThanOrEqual(2 * base.rows);
    // Its dates come in start order from the index, never sorted: each read once, as the default list reads them.
    expect(search.rows).toBeLessThanOrEqual(1.1 * base.rows);
    const collapsed = await cost(api('en', `/events?collapse=series&search=${word}`));
    expect(collapsed.total).toBe(1);
    expect(collapsed.rows).toBeLessThanOrEqual(1.1 * base.rows);
    // A deep page of 50 against the default list's same page.
    const paged = await cost(api('en', `/events?search=${word}&per_page=50&page=10`));
    const basePaged = await cost(api('en', '/events?per_page=50&page=10'));
    expect(paged.rows).toBeLessThanOrEqual(2 * basePaged.rows);
  });
  it('trashed series cost a search of their word nothing per date', async () => {
    const admin = await userWithToken('administrator');
    const word = unique();
    const live = await dailySeries(admin.token, `Kept ${word}`, 1);
    for (let i = 0; i < 4; i++) {
      const series = await dailySeries(admin.token, `Trashed ${word} ${i}`, -200);
      const trashed = await call(api('en', `/events/${series.id}`), { method: 'DELETE', token: admin.token });
      expect(trashed.status).toBe(200);
    }
    // 4 trashed series of about 930 dates each (3,700 trashed dates) and one live one of about 730.
    const search = await cost(api('en', `/events?search=${word}`));
    const kept = await cost(api('en', `/events?series=${live.id}`));
    expect(search.total).toBe(kept.total);
    // The live series' dates of the window (one index row each), its page, and a few rows per trashed series.
    expect(search.rows).toBeLessThanOrEqual(2 * kept.rows);
    const collapsed = await cost(api('en', `/events?collapse=series&search=${word}`));
    expect(collapsed.total).toBe(1);
    expect(collapsed.rows).toBeLessThanOrEqual(2 * kept.rows);
    // Nothing live: the trashed series' texts cost a few rows each, not a row per trashed date.
    const gone = await cost(api('en', `/events?search=Trashed+${word}`));
    expect(gone.total).toBe(0);
    expect(gone.rows).toBeLessThanOrEqual(100);
  });
});
