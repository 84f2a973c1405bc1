import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import * as demoData from '../../scripts/demo-data.mjs';
import { seedDemo } from '../../scripts/lib/demo-seed';
import { api, call, ORIGIN, userWithToken } from '../helpers/http';

describe('demo events (npm start)', () => {
  it('seed a living trilingual calendar: upcoming, linked, some all-day, multi-day, priced and featured', async () => {
    const admin = await userWithToken('administrator');
    const summary = await seedDemo(demoData, {
      baseUrl: ORIGIN,
      token: admin.token,
      fetch: (request) => exports.default.fetch(request),
    });
    expect(summary.created.events).toBe(demoData.events.length);
    for (const lang of ['ca', 'es', 'en'] as const) {
      // Each recurring event once (docs/recurrence.md), as its first date.
      const list = await call(api(lang, '/events?per_page=50&collapse=series'));
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(demoData.events.length);
      for (const event of list.body.events) {
        expect(event.i18n_language).toBe(lang);
        expect(Object.keys(event.translations).sort()).toEqual(['ca', 'en', 'es']);
        expect(event.venue.id).toEqual(expect.any(Number));
        expect(event.categories.length).toBeGreaterThan(0);
      }
      const events = list.body.events as { all_day: boolean; start_date: string; end_date: string }[];
      expect(events.some((e) => e.all_day && e.start_date.slice(0, 10) !== e.end_date.slice(0, 10))).toBe(true);
      expect(events.some((e) => !e.all_day && e.start_date.slice(0, 10) !== e.end_date.slice(0, 10))).toBe(true);
    }
    const featured = await call(api('en', '/events?featured=true&per_page=50'));
    expect(featured.body.total).toBeGreaterThan(0);
    const festival = await call(api('es', `/events/${summary.ids.events['jazz-festival']}`));
    expect(festival.body).toMatchObject({ all_day: true, cost: 'Gratis – 40€', title: 'Festival de jazz de invierno' });
    expect(festival.body.organizer).toHaveLength(2);
    // The recurring events: a weekly class, a monthly market, a daily exhibition with a cancelled and a moved date.
    const datesOf = async (key: string) =>
      (await call(api('en', `/events?series=${summary.ids.events[key]}&start_date=2000-01-01&per_page=50`))).body;
    const yoga = await datesOf('park-yoga');
    expect(yoga.total).toBeGreaterThan(100);
    expect(yoga.events[0].recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=TU,TH']);
    expect((await datesOf('farmers-market')).total).toBe(12);
    const exhibition = await datesOf('photo-exhibition');
    expect(exhibition.total).toBe(29);
    expect(exhibition.events[0].recurrence).toHaveLength(2);
    const late = exhibition.events.find((e: { title: string }) => e.title === 'Photography exhibition: late opening');
    expect(late).toMatchObject({
      start_date: expect.stringMatching(/ 12:00:00$/),
      end_date: expect.stringMatching(/ 22:00:00$/),
    });
  }, 60_000);
});
