import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../../../helpers/http';
import { createSeries, datesOf, idsAndStarts } from './series-helpers';

/** A client that reads a series record or a date and writes it back whole (docs/recurrence.md, "Editing"). */

// biome-ignore lint/suspicious/noExplicitAny: wire objects are read loosely
const writable = ({ id: _id, json_ld: _jsonLd, ...fields }: any) => fields;

describe('writing back what was read', () => {
  it('of a series record whose first date is cancelled and second moved changes nothing but what changed', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const dates = await datesOf(series.id);
    await call(api('en', `/events/${dates[0].id}`), { method: 'DELETE', token: admin.token });
    await call(api('en', `/events/${dates[1].id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { start_date: '2027-01-07 20:00:00', end_date: '2027-01-07 22:00:00' },
    });
    const before = await datesOf(series.id);
    const record = (await call(api('es', `/events/${series.id}`))).body;
    // The record shows its first remaining date, not its DTSTART.
    expect(record.start_date).toBe('2027-01-07 20:00:00');
    const put = await call(api('es', `/events/${series.id}`), {
      method: 'PUT',
      token: admin.token,
      body: { ...writable(record), title: 'Renombrada' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.recurrence).toEqual(record.recurrence);
    const after = await datesOf(series.id);
    expect(idsAndStarts(after)).toEqual(idsAndStarts(before));
    const titles = await call(api('es', `/events?series=${series.id}&start_date=2020-01-01`));
    expect(titles.body.events.map((e: { title: string }) => e.title)).toEqual(Array(5).fill('Renombrada'));
  });

  it('of a date: its series’ slug, author, publication date and lines sent back are no change', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const [, second] = await datesOf(series.id);
    const date = (await call(api('ca', `/events/${second.id}`))).body;
    const put = await call(api('ca', `/events/${second.id}`), {
      method: 'PUT',
      token: admin.token,
      body: { ...writable(date), author: date.author, title: 'Sessió especial' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ id: second.id, title: 'Sessió especial', series_id: series.id });
    expect((await call(api('en', `/events/${series.id}`))).body.recurrence).toEqual(series.recurrence);
    const otherSlug = await call(api('en', `/events/${second.id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { slug: 'una-altra' },
    });
    expect(otherSlug.status, JSON.stringify(otherSlug.body)).toBe(400);
    expect(Object.keys(otherSlug.body.data.params)).toEqual(['slug']);
    const otherLines = await call(api('en', `/events/${second.id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { recurrence: ['RRULE:FREQ=DAILY;COUNT=2'] },
    });
    expect(otherLines.status).toBe(400);
  });
});
