import { describe, expect, it } from 'vitest';
import { createEvent, makeEvents, makeTerm, makeVenue } from '../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../helpers/http';

/**
 * The series filters of the list read in proportion to what they show (docs/recurrence.md, "Reading"): `series=`
 * reads its series' dates, `collapse=series` stays within the default list of the same window. Counts, never
 * times.
 */

describe('series lists read what they show', { timeout: 120_000 }, () => {
  it('series= and collapse=series within the default list of the same window', async () => {
    const admin = await userWithToken('administrator');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const popular = await makeTerm('category');
    await makeEvents(
      Array.from({ length: 300 }, (_, i) => ({ start: `${day(2 + (i % 100))} 18:00:00`, termIds: [popular] })),
    );
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const series = await createEvent(admin.token, {
        start_date: `${day(2)} 1${i}:00:00`,
        end_date: `${day(2)} 1${i}:30:00`,
        recurrence: ['RRULE:FREQ=DAILY;COUNT=100'],
        categories: [popular],
      });
      ids.push(series.id);
    }
    const cost = async (query: string) => {
      const res = await call(api('en', `/events?${query}&_rows=${Math.random()}`));
      expect(res.status).toBe(200);
      return { ...dbTiming(res.headers), total: res.body.total };
    };
    const base = await cost('start_date=2000-01-01');
    expect(base.total).toBe(1100);
    const one = await cost(`series=${ids[0]}&start_date=2000-01-01`);
    expect(one.total).toBe(100);
    // Its own dates (count and page), not the window.
    expect(one.rows).toBeLessThanOrEqual(4 * one.total + 100);
    const collapsed = await cost('collapse=series&start_date=2000-01-01');
    expect(collapsed.total).toBe(308);
    expect(collapsed.rows).toBeLessThanOrEqual(2 * base.rows);
    expect(collapsed.queries).toBeLessThanOrEqual(3);
    // A category nearly every date carries: each date walked is probed once, and each page series' first date is
    // sought among its own dates (probing them), not among every event of the category.
    const inCategory = await cost(`collapse=series&categories=${popular}&start_date=2000-01-01`);
    expect(inCategory.total).toBe(308);
    expect(inCategory.rows).toBeLessThanOrEqual(2 * base.rows + 100);
  });

  it('a rare tag within a category every series date carries reads the tag’s events, not the category’s', async () => {
    const admin = await userWithToken('administrator');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const popular = await makeTerm('category');
    const rare = await makeTerm('tag');
    const venue = (await makeVenue()).id;
    await makeEvents(
      Array.from({ length: 200 }, (_, i) => ({
        start: `${day(2 + (i % 100))} 18:00:00`,
        termIds: i % 40 === 0 ? [popular, rare] : [popular],
        venueId: venue,
      })),
    );
    for (let i = 0; i < 8; i++) {
      await createEvent(admin.token, {
        start_date: `${day(2)} 1${i}:00:00`,
        end_date: `${day(2)} 1${i}:30:00`,
        recurrence: ['RRULE:FREQ=DAILY;COUNT=100'],
        categories: [popular],
        venue,
      });
    }
    const cost = async (query: string) => {
      const res = await call(api('en', `/events?${query}&_rows=${Math.random()}`));
      expect(res.status).toBe(200);
      return { ...dbTiming(res.headers), total: res.body.total };
    };
    const category = await cost(`categories=${popular}&start_date=2000-01-01`);
    expect(category.total).toBe(1000);
    // The tag's five events drive the walk, in either order of the parameters; before, the category's thousand
    // events were read by id and each tested for the tag (more than the category's own list).
    // The same at the venue of every one of those events: the tag's events are read, each tested for the venue
    // (before, the venue's thousand events were walked, each one's links probed).
    for (const query of [
      `categories=${popular}&tags=${rare}`,
      `tags=${rare}&categories=${popular}`,
      `venue=${venue}&categories=${popular}&tags=${rare}`,
      `venue=${venue}&tags=${rare}&featured=0`,
    ]) {
      const both = await cost(`${query}&start_date=2000-01-01`);
      expect(both.total).toBe(5);
      // A venue named with links first counts its events up to 501 (`venuesFew`, list.references.ts): a fixed price.
      const guard = query.startsWith('venue') ? 501 : 0;
      expect(both.rows, `${query}: ${both.rows} rows, the category alone ${category.rows}`).toBeLessThanOrEqual(
        guard + category.rows / 4,
      );
    }
  });
});
