import { describe, expect, it } from 'vitest';
import { updateEvent } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { createSeries, datesOf, idsAndStarts } from './series-helpers';

/** Cancelled dates stay cancelled through the edits that move a series (docs/recurrence.md, "Cancelled…"). */

const patch = (id: number, token: string, body: Record<string, unknown>, root: 'en' | 'ca' | 'es' = 'en') =>
  updateEvent(api(root, `/events/${id}`), token, body);
const cancel = (id: number, token: string) => call(api('en', `/events/${id}`), { method: 'DELETE', token });

describe('a cancelled date stays cancelled', () => {
  it('when a whole record is written back with the series at a new time (its lines unchanged)', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const dates = await datesOf(series.id);
    await cancel(dates[2].id, admin.token);
    const record = (await call(api('es', `/events/${series.id}`))).body;
    const put = await call(api('es', `/events/${series.id}`), {
      method: 'PUT',
      token: admin.token,
      body: {
        title: record.title,
        start_date: '2027-01-05 20:00:00',
        end_date: '2027-01-05 22:00:00',
        timezone: record.timezone,
        recurrence: record.recurrence,
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6',
      'EXDATE;TZID=Europe/Madrid:20270112T200000',
    ]);
    const after = await datesOf(series.id);
    expect(after.map((d) => d.id)).toEqual(dates.filter((_, i) => i !== 2).map((d) => d.id));
    expect(after.every((d) => d.start_date.endsWith('20:00:00'))).toBe(true);
    const gone = await call(api('ca', `/events/${dates[2].id}`));
    expect([gone.status, gone.body.code]).toEqual([403, 'event-no-longer-available']);
  });

  it('when scope=following moves the chosen date and the later ones to another time', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token, {}, 'ca');
    const dates = await datesOf(series.id);
    await cancel(dates[4].id, admin.token);
    const split = await patch(
      dates[3].id,
      admin.token,
      { scope: 'following', start_date: '2027-01-14 20:00:00', end_date: '2027-01-14 22:00:00' },
      'ca',
    );
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    const created = await call(api('en', `/events/${split.body.series_id}`));
    expect(created.body.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=3',
      'EXDATE;TZID=Europe/Madrid:20270119T200000',
    ]);
    expect(idsAndStarts(await datesOf(split.body.series_id))).toEqual([
      [dates[3].id, '2027-01-14 20:00:00'],
      [dates[5].id, '2027-01-21 20:00:00'],
    ]);
    expect((await call(api('en', `/events/${dates[4].id}`))).status).toBe(403);
  });

  it('when it was the first of two dates of a day: the second keeps its key, its id and its url', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token, {
      start_date: '2027-01-05 09:00:00',
      end_date: '2027-01-05 10:00:00',
      recurrence: ['RRULE:FREQ=DAILY;BYHOUR=9,18;COUNT=4'],
    });
    const dates = await datesOf(series.id);
    expect(dates[1].url).toBe(`http://calendar.test/en/event/${series.slug}/2027-01-05-2/`);
    await cancel(dates[0].id, admin.token);
    // A re-expansion (new lines, new times) after the cancellation.
    const edited = await patch(series.id, admin.token, {
      start_date: '2027-01-05 09:30:00',
      end_date: '2027-01-05 10:30:00',
      recurrence: ['RRULE:FREQ=DAILY;BYHOUR=9,18;COUNT=6', 'EXDATE;TZID=Europe/Madrid:20270105T093000'],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = await datesOf(series.id);
    expect(after.map((d) => [d.id, d.start_date, d.url.split('/').at(-2)])).toEqual([
      [dates[1].id, '2027-01-05 18:30:00', '2027-01-05-2'],
      [dates[2].id, '2027-01-06 09:30:00', '2027-01-06'],
      [dates[3].id, '2027-01-06 18:30:00', '2027-01-06-2'],
      [expect.any(Number), '2027-01-07 09:30:00', '2027-01-07'],
      [expect.any(Number), '2027-01-07 18:30:00', '2027-01-07-2'],
    ]);
    const gone = await call(api('es', `/events/${dates[0].id}`));
    expect([gone.status, gone.body.code]).toEqual([403, 'event-no-longer-available']);
    const second = await call(api('en', `/events/by-slug/${series.slug}/2027-01-05-2`));
    expect(second.body.id).toBe(dates[1].id);
  });
});

describe('a cancellation keeps the lines within the limits of any write of them', () => {
  /** `n` EXDATE lines for days of 2100 (outside the series, each one value). */
  const exdates = (n: number) =>
    Array.from({ length: n }, (_, i) => {
      const day = new Date(Date.UTC(2100, 0, 1) + i * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
      return `EXDATE;TZID=Europe/Madrid:${day}T190000`;
    });

  it('refuses one more cancellation at 1,000 lines, and the series writes its own lines back', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token, {
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6', ...exdates(998)],
    });
    const [first, second] = await datesOf(series.id);
    // 999 lines: one more cancellation fits (1,000 lines)…
    expect((await cancel(first.id, admin.token)).status).toBe(200);
    const record = (await call(api('en', `/events/${series.id}`))).body;
    expect(record.recurrence).toHaveLength(1000);
    // …and the series takes its own lines back.
    const written = await patch(series.id, admin.token, { recurrence: record.recurrence });
    expect(written.status, JSON.stringify(written.body).slice(0, 300)).toBe(200);
    // The next one would make 1,001: refused, naming recurrence, and the date stays.
    const refused = await cancel(second.id, admin.token);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('rest_invalid_param');
    expect(refused.body.data.params).toEqual({
      recurrence:
        'recurrence: the series has reached the most lines (1000) or RDATE and EXDATE values (2000) it may have: to cancel more of its dates, change its lines (remove old EXDATE values, or go on with a new series from a later date with scope=following).',
    });
    expect((await call(api('en', `/events/${second.id}`))).status).toBe(200);
    expect((await call(api('en', `/events/${series.id}`))).body.recurrence).toHaveLength(1000);
  });

  it('refuses one more cancellation past 2,000 RDATE and EXDATE values, in the request language', async () => {
    const admin = await userWithToken('administrator');
    const values = (line: number) =>
      Array.from({ length: 250 }, (_, i) => {
        const day = new Date(Date.UTC(2200 + line, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
        return `${day.replace(/-/g, '')}T190000`;
      }).join(',');
    const rdates = Array.from({ length: 8 }, (_, line) => `RDATE;TZID=Europe/Madrid:${values(line)}`);
    const series = await createSeries(admin.token, {
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6', ...rdates],
    });
    const [first] = await datesOf(series.id);
    const refused = await call(api('ca', `/events/${first.id}`), { method: 'DELETE', token: admin.token });
    expect(refused.status).toBe(400);
    expect(refused.body.data.params.recurrence).toContain('la sèrie ja té el màxim de línies (1000) o de valors');
  });
});
