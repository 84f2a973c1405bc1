import { exports } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent } from '../../../helpers/factories';
import { api, call, dbTiming, ORIGIN, recurrenceWork, testDb, userWithToken } from '../../../helpers/http';
import { word } from '../ical/ical-feed';

/**
 * Feeds never walk a series' rule (docs/recurrence.md, "Feeds"): every expansion of a series stores what feeds write
 * of it, so an anonymous `.ics` of the worst series issue 32 found (an author's published `FREQ=DAILY` from 1892;
 * 24 `BYHOUR` × 2 `BYMINUTE` a day until 2036) makes no expansion (no `recurrence` figure in `Server-Timing`) and
 * reads its stored dates, a bounded number of rows. Counts, never times.
 */

/** The dates a series keeps (RECURRENCE_MAX_OCCURRENCES of the test environment). */
const KEEP = 1000;
/**
 * What a feed of one series of KEEP dates may read, whatever its `DTSTART` or rule: the chosen dates, the series'
 * dates and record (about 16 rows a date measured; a feed of as many single events reads about 33 each, bench/README.md).
 */
const ROWS = 20 * KEEP;

const hours = Array.from({ length: 24 }, (_, i) => i).join(',');

/** An anonymous GET of a feed, with its body and figures. */
async function ics(path: string) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}${path.includes('?') ? '&' : '?'}_=${word()}`),
  );
  const text = await response.text();
  return { status: response.status, text, work: recurrenceWork(response.headers), ...dbTiming(response.headers) };
}

/** The lines of a feed's events, without the stamps that follow the clock (`DTSTAMP`). */
const eventLines = (text: string) =>
  text
    .slice(text.indexOf('BEGIN:VEVENT'))
    .split('\r\n')
    .filter((line) => !line.startsWith('DTSTAMP:'));

async function seriesOf(role: 'author' | 'administrator', start: string, rule: string) {
  const user = await userWithToken(role);
  const w = word();
  const series = await createEvent(user.token, {
    title: `Feed cost ${w}`,
    status: 'publish',
    start_date: start,
    end_date: start.replace(/:00:00$/, ':30:00'),
    timezone: 'Europe/Madrid',
    recurrence: [rule],
  });
  const dates = await call(api('en', `/events?series=${series.id}&start_date=1000-01-02&per_page=1`));
  expect(dates.body.total).toBe(KEEP);
  return { w, user, series, date: dates.body.events[0].id as number };
}

describe('feeds of the costliest series make no expansion and read bounded rows', { timeout: 120_000 }, () => {
  it.each([
    ["an author's FREQ=DAILY from 1892", 'author', '1892-06-01 10:00:00', 'RRULE:FREQ=DAILY'],
    [
      '24 BYHOUR × 2 BYMINUTE a day until 2036',
      'administrator',
      '2026-01-05 10:00:00',
      `RRULE:FREQ=DAILY;BYHOUR=${hours};BYMINUTE=0,30;UNTIL=20361231T225959Z`,
    ],
  ] as const)('%s: events.ics, the series .ics and a date .ics', async (_, role, start, rule) => {
    const { w, series, date } = await seriesOf(role, start, rule);
    for (const path of [
      `/en/calendar/events/v1/events.ics?search=${w}`,
      `/en/calendar/events/v1/events.ics?search=${w}&start_date=1000-01-02&end_date=9999-12-30`,
      `/en/calendar/events/v1/events/${series.id}.ics`,
      `/en/calendar/events/v1/events/${date}.ics`,
    ]) {
      const feed = await ics(path);
      expect(feed.status, path).toBe(200);
      expect(feed.text).toContain(`UID:event-${series.id}@`);
      // No expansion: Server-Timing names the recurrence work only when a request expanded a series.
      expect(feed.work, path).toBeNaN();
      expect(feed.rows, path).toBeLessThanOrEqual(ROWS);
    }
    const whole = await ics(`/en/calendar/events/v1/events/${series.id}.ics`);
    expect(whole.text).toContain(`DTSTART;TZID=Europe/Madrid:${start.slice(0, 10).replace(/-/g, '')}T100000\r\n`);
    expect(whole.text).toMatch(/\r\nRRULE:FREQ=DAILY/);
  });

  it('a series stored before feeds kept its state is expanded once, then stored by the cron', async () => {
    const { w, user, series } = await seriesOf('administrator', '1892-06-01 10:00:00', 'RRULE:FREQ=DAILY');
    const dates = await call(api('en', `/events?series=${series.id}&per_page=3`));
    await call(api('en', `/events/${dates.body.events[2].id}`), { method: 'DELETE', token: user.token });
    const path = `/en/calendar/events/v1/events.ics?search=${w}`;
    const stored = await ics(path);
    expect(stored.work).toBeNaN();
    expect(stored.text).toMatch(/\r\nEXDATE;TZID=Europe\/Madrid:\d{8}T100000\r\n/);
    // As a series written before migration 0024 (no feed state): the feed computes it, and writes the same lines.
    await testDb().run(sql`update posts set series_feed = null where id = ${series.id}`);
    const computed = await ics(path);
    expect(computed.work).toBeGreaterThan(0);
    expect(eventLines(computed.text)).toEqual(eventLines(stored.text));
    // The daily cron stores the state of every series without one, whatever its horizon.
    const cron = exports.default as unknown as { scheduled(o: { scheduledTime: Date; cron: string }): Promise<void> };
    await cron.scheduled({ scheduledTime: new Date(), cron: '17 3 * * *' });
    const again = await ics(path);
    expect(again.work).toBeNaN();
    // The same events (its zone's VTIMEZONE spans the dates, which the cron may move on by a day).
    expect(eventLines(again.text)).toEqual(eventLines(stored.text));
  });
});
