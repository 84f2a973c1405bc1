import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../../../helpers/http';
import { createSeries, datesOf } from '../series/series-helpers';

describe('JSON-LD of series (docs/recurrence.md, "JSON-LD")', () => {
  it('gives the series record an eventSchedule and each date a superEvent', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token, {
      title: 'Yoga',
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8'],
    });
    const dates = await datesOf(series.id);
    await call(api('en', `/events/${dates[1].id}`), { method: 'DELETE', token: admin.token });
    await call(api('en', `/events/${dates[2].id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { title: 'Yoga outdoors' },
    });
    const record = await call(api('en', `/events/${series.id}`));
    expect(record.body.json_ld.eventSchedule).toEqual({
      '@type': 'Schedule',
      repeatFrequency: 'P1W',
      byDay: ['https://schema.org/Tuesday', 'https://schema.org/Thursday'],
      startDate: '2027-01-05',
      endDate: '2027-01-28',
      startTime: '19:00:00',
      endTime: '21:00:00',
      scheduleTimezone: 'Europe/Madrid',
      exceptDate: ['2027-01-07'],
    });
    expect(record.body.json_ld.url).toBe(`http://calendar.test/en/event/${series.slug}/`);
    const date = await call(api('ca', `/events/${dates[2].id}`));
    expect(date.body.json_ld).toMatchObject({
      '@type': 'Event',
      name: 'Yoga outdoors',
      // Under the request's language, as every event's page (the text shown is the English one).
      url: `http://calendar.test/ca/event/${series.slug}/2027-01-12/`,
      superEvent: {
        '@type': 'Event',
        '@id': `http://calendar.test/ca/event/${series.slug}/`,
        url: `http://calendar.test/ca/event/${series.slug}/`,
        name: 'Yoga',
      },
    });
    expect(date.body.json_ld.eventSchedule).toBeUndefined();
  });

  it('describes monthly and all-day schedules', async () => {
    const admin = await userWithToken('administrator');
    const market = await createSeries(admin.token, {
      start_date: '2027-02-13',
      end_date: '2027-02-13',
      all_day: true,
      recurrence: ['RRULE:FREQ=MONTHLY;INTERVAL=2;COUNT=3'],
    });
    const record = await call(api('en', `/events/${market.id}`));
    expect(record.body.json_ld.eventSchedule).toEqual({
      '@type': 'Schedule',
      repeatFrequency: 'P2M',
      byMonthDay: [13],
      startDate: '2027-02-13',
      endDate: '2027-06-13',
      scheduleTimezone: 'Europe/Madrid',
    });
  });
});
