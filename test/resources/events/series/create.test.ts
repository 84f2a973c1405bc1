import { describe, expect, it } from 'vitest';
import { createEvent, eventBody } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { expectEventShape } from '../event-shape';
import { createSeries, datesOf, weeklyBody } from './series-helpers';

const post = (body: Record<string, unknown>, token: string, root: '' | 'ca' | 'en' | 'es' = 'en') =>
  call(api(root, '/events'), { method: 'POST', token, body });

describe('POST /events with recurrence (docs/recurrence.md)', () => {
  it('creates a series record and its dates as events', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    expectEventShape(series);
    expect(series).toMatchObject({
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6'],
      series_id: series.id,
      occurrence_start: null,
      start_date: '2027-01-05 19:00:00',
      url: `http://calendar.test/en/event/${series.slug}/`,
    });
    const keys = Object.keys(series);
    expect(keys.slice(keys.indexOf('translations'))).toEqual([
      'translations',
      'recurrence',
      'series_id',
      'occurrence_start',
    ]);
    const dates = await datesOf(series.id);
    expect(dates.map((d) => d.start_date)).toEqual([
      '2027-01-05 19:00:00',
      '2027-01-07 19:00:00',
      '2027-01-12 19:00:00',
      '2027-01-14 19:00:00',
      '2027-01-19 19:00:00',
      '2027-01-21 19:00:00',
    ]);
    for (const date of dates) {
      expectEventShape(date);
      expect(date.id).not.toBe(series.id);
      expect(date).toMatchObject({
        title: series.title,
        slug: series.slug,
        series_id: series.id,
        recurrence: series.recurrence,
        occurrence_start: date.start_date,
        url: `http://calendar.test/en/event/${series.slug}/${date.start_date.slice(0, 10)}/`,
        rest_url: `http://calendar.test/en/calendar/events/v1/events/${date.id}`,
      });
    }
    // Ids are unique across events and dates, in date order.
    expect(new Set(dates.map((d) => d.id)).size).toBe(6);
    expect(dates.map((d) => d.id)).toEqual([...dates.map((d) => d.id)].sort((a, b) => a - b));
  });

  it('never lists the series record itself', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const list = await call(api('en', `/events?start_date=2027-01-01&end_date=2027-01-31&per_page=50`));
    const ids = list.body.events.map((e: { id: number }) => e.id);
    expect(ids).not.toContain(series.id);
    expect(list.body.events.filter((e: { series_id: number }) => e.series_id === series.id)).toHaveLength(6);
    const included = await call(api('en', `/events?include=${series.id}`));
    expect(included.body.events).toEqual([]);
  });

  it('reads the series record by id and slug, a date by id and by its day', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const [first, second] = await datesOf(series.id);
    const byId = await call(api('es', `/events/${series.id}`));
    expect(byId.status).toBe(200);
    expectEventShape(byId.body, { jsonLd: true });
    expect(byId.body).toMatchObject({ id: series.id, series_id: series.id, occurrence_start: null });
    const bySlug = await call(api('en', `/events/by-slug/${series.slug}`));
    expect(bySlug.body.id).toBe(series.id);
    const date = await call(api('en', `/events/${second.id}`));
    expect(date.status).toBe(200);
    expectEventShape(date.body, { jsonLd: true });
    expect(date.body).toMatchObject({ id: second.id, series_id: series.id, occurrence_start: '2027-01-07 19:00:00' });
    const byDay = await call(api('en', `/events/by-slug/${series.slug}/2027-01-05`));
    expect(byDay.status).toBe(200);
    expect(byDay.body.id).toBe(first.id);
    const noDay = await call(api('en', `/events/by-slug/${series.slug}/2027-01-06`));
    expect(noDay.status).toBe(400);
    expect(Object.keys(noDay.body.data.params)).toEqual(['day']);
  });

  it('answers 404 rest_no_route to a by-slug path whose last segment is not a day (it was a 400 naming day)', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const notRoutes = [
      '/events/by-slug/a/b',
      `/events/by-slug/${series.slug}/b`,
      `/events/by-slug/${series.slug}/2027-1-5`,
    ];
    notRoutes.push(`/events/by-slug/${series.slug}/2027-01-05-x`, `/events/by-slug/${series.slug}/2027-01-05/x`);
    for (const path of notRoutes) {
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const answer = await call(api('en', path), {
          method,
          token: admin.token,
          ...(method === 'PATCH' ? { body: {} } : {}),
        });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.body.code, `${method} ${path}`).toBe('rest_no_route');
      }
    }
    // The routes themselves: a day, and the second date of a day (none here: 400 naming day, as an unknown slug).
    expect((await call(api('en', `/events/by-slug/${series.slug}/2027-01-05`))).status).toBe(200);
    const second = await call(api('en', `/events/by-slug/${series.slug}/2027-01-05-2`));
    expect(second.status).toBe(400);
    expect(Object.keys(second.body.data.params)).toEqual(['day']);
  });

  it('answers in the WordPress layout, and names its venue, organizers and terms like an event', async () => {
    const admin = await userWithToken('administrator');
    const organizer = await call(api('en', '/organizers'), {
      method: 'POST',
      token: admin.token,
      body: { organizer: `Series organizer ${Math.random()}`, status: 'publish' },
    });
    const created = await call('/wp-json/tribe/events/v1/events', {
      method: 'POST',
      token: admin.token,
      body: eventBody({ ...weeklyBody(), organizer: [organizer.body.id], categories: ['Series category'] }),
    });
    expect(created.status).toBe(201);
    expect(created.body.rest_url).toBe(`http://calendar.test/wp-json/tribe/events/v1/events/${created.body.id}`);
    const dates = await call(`/es/wp-json/tribe/events/v1/events?series=${created.body.id}&start_date=2027-01-01`);
    expect(dates.body.total).toBe(6);
    expect(dates.body.events[0].rest_url).toMatch(
      /^http:\/\/calendar\.test\/es\/wp-json\/tribe\/events\/v1\/events\/\d+$/,
    );
    const day = await call(`/wp-json/tribe/events/v1/events/by-slug/${created.body.slug}/2027-01-07`);
    expect(day.body.id).toBe(dates.body.events[1].id);
    const organizers = await call(api('en', `/organizers?event=${created.body.id}`));
    expect(organizers.body.organizers.map((o: { id: number }) => o.id)).toEqual([organizer.body.id]);
    const categories = await call(api('en', `/categories?event=${created.body.id}`));
    expect(categories.body.categories).toHaveLength(1);
  });

  it('treats recurrence [] or null as a single event', async () => {
    const admin = await userWithToken('administrator');
    const empty = await createEvent(admin.token, { recurrence: [] });
    expect(empty).toMatchObject({ recurrence: null, series_id: null, occurrence_start: null });
    const none = await createEvent(admin.token, { recurrence: null });
    expect(none.series_id).toBeNull();
  });

  it('generates all-day series by days', async () => {
    const admin = await userWithToken('administrator');
    const series = await createEvent(admin.token, {
      start_date: '2027-03-01',
      end_date: '2027-03-01',
      all_day: true,
      recurrence: ['RRULE:FREQ=DAILY;COUNT=3', 'EXDATE;VALUE=DATE:20270302'],
    });
    const dates = await datesOf(series.id);
    expect(dates.map((d) => [d.start_date, d.end_date, d.all_day])).toEqual([
      ['2027-03-01 00:00:00', '2027-03-01 23:59:59', true],
      ['2027-03-03 00:00:00', '2027-03-03 23:59:59', true],
    ]);
  });
});

describe('POST /events with bad recurrence lines', () => {
  const expected = {
    en: 'recurrence: “RRULE:FREQ=HOURLY;COUNT=3”: FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY.',
    ca: 'recurrence: «RRULE:FREQ=HOURLY;COUNT=3»: FREQ ha de ser DAILY, WEEKLY, MONTHLY o YEARLY.',
    es: 'recurrence: «RRULE:FREQ=HOURLY;COUNT=3»: FREQ debe ser DAILY, WEEKLY, MONTHLY o YEARLY.',
  } as const;
  it.each(['ca', 'en', 'es'] as const)('refuses FREQ finer than DAILY, quoting the line (%s)', async (lang) => {
    const admin = await userWithToken('administrator');
    const response = await post(eventBody({ recurrence: ['RRULE:FREQ=HOURLY;COUNT=3'] }), admin.token, lang);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('rest_invalid_param');
    expect(response.body.data.params).toEqual({ recurrence: expected[lang] });
  });

  it.each([
    [['RRULE:FREQ=WEEKLY;BYDAY=XX'], 'invalid value of BYDAY'],
    [['RRULE:FREQ=WEEKLY;FOO=1'], 'unknown rule part FOO'],
    [['RRULE:FREQ=WEEKLY', 'EXDATE:tomorrow'], 'EXDATE:tomorrow'],
    [['RRULE:FREQ=WEEKLY;COUNT=3;UNTIL=20270101T000000Z'], 'COUNT and UNTIL'],
    [['every tuesday'], '“every tuesday” is not an RRULE, RDATE or EXDATE content line'],
    [['RRULE:'], 'recurrence: “RRULE:”: the rule has no FREQ.'],
    [['RRULE:FREQ=DAILY;COUNT=2;'], 'recurrence: “RRULE:FREQ=DAILY;COUNT=2;”: an empty rule part (a “;” too many).'],
  ])('names recurrence and the line: %j', async (lines, text) => {
    const admin = await userWithToken('administrator');
    const response = await post(eventBody({ recurrence: lines }), admin.token);
    expect(response.status).toBe(400);
    expect(response.body.data.params.recurrence).toContain(text);
  });

  it('refuses a plain string (no comma splitting)', async () => {
    const admin = await userWithToken('administrator');
    const response = await post(eventBody({ recurrence: 'RRULE:FREQ=WEEKLY;BYDAY=TU,TH' }), admin.token);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.params)).toEqual(['recurrence']);
    expect(response.body.data.params.recurrence).toContain('list');
  });

  it('refuses clock parts in an all-day series', async () => {
    const admin = await userWithToken('administrator');
    const body = eventBody(weeklyBody({ all_day: true, recurrence: ['RRULE:FREQ=DAILY;BYHOUR=9'] }));
    const response = await post(body, admin.token);
    expect(response.status).toBe(400);
    expect(response.body.data.params.recurrence, JSON.stringify(response.body)).toBe(
      'recurrence: “RRULE:FREQ=DAILY;BYHOUR=9”: BYHOUR cannot be used in an all-day series.',
    );
  });

  it('writes nothing for a refused series', async () => {
    const admin = await userWithToken('administrator');
    const title = `Refused ${Math.random()}`;
    await post(eventBody({ title, recurrence: ['RRULE:FREQ=SECONDLY'] }), admin.token);
    const found = await call(api('en', `/events?search=${encodeURIComponent(title)}&start_date=2020-01-01`));
    expect(found.body.events).toEqual([]);
  });
});
