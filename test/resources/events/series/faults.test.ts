import { describe, expect, it } from 'vitest';
import { makeVenue } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { everyStatementFails } from '../../../helpers/write-faults';
import { createSeries, datesOf, weeklyBody } from './series-helpers';

describe('a failure at any statement of a series write leaves the series as it was', { timeout: 120_000 }, () => {
  it('creating a series', async () => {
    const admin = await userWithToken('administrator');
    let i = 0;
    const statements = await everyStatementFails((DB) =>
      call(api('en', '/events'), {
        method: 'POST',
        token: admin.token,
        env: { DB },
        body: { title: `Faulty series ${++i}`, categories: [`Series category ${i}`], ...weeklyBody() },
      }),
    );
    expect(statements).toBeGreaterThan(4);
  });

  it('re-expanding a series (new days, removed days, a moved date)', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const [, second] = await datesOf(series.id);
    await call(api('en', `/events/${second.id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { title: 'Own title', start_date: '2027-01-08 19:00:00', end_date: '2027-01-08 21:00:00' },
    });
    let i = 0;
    const statements = await everyStatementFails((DB) =>
      call(api('en', `/events/${series.id}`), {
        method: 'PATCH',
        token: admin.token,
        env: { DB },
        body: { title: `Renamed ${++i}`, recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,FR;COUNT=8'] },
      }),
    );
    expect(statements).toBeGreaterThan(6);
    expect((await datesOf(series.id)).map((d) => d.start_date.slice(0, 10))).toContain('2027-01-22');
  });

  it('cancelling a date, splitting a series, ending a series', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const dates = await datesOf(series.id);
    const patch = (id: number, body: Record<string, unknown>) => (DB: D1Database) =>
      call(api('en', `/events/${id}`), { method: 'PATCH', token: admin.token, env: { DB }, body });
    await everyStatementFails((DB) =>
      call(api('en', `/events/${dates[0].id}`), { method: 'DELETE', token: admin.token, env: { DB } }),
    );
    await everyStatementFails(patch(dates[3].id, { scope: 'following', title: 'Second part' }));
    await everyStatementFails(patch(series.id, { recurrence: [] }));
  });
});

describe('two editors at once: no lost change, no 500', { timeout: 120_000 }, () => {
  it('one changes the series (re-expanding it), the other one date, at the same time', async () => {
    const admin = await userWithToken('administrator');
    const editor = await userWithToken('editor');
    const venue = await makeVenue();
    for (let round = 0; round < 6; round++) {
      const series = await createSeries(admin.token);
      const dates = await datesOf(series.id);
      const target = dates[round % dates.length];
      const [seriesEdit, dateEdit] = await Promise.all([
        call(api('en', `/events/${series.id}`), {
          method: 'PATCH',
          token: admin.token,
          body: { title: `Renamed ${round}`, start_date: '2027-01-05 20:00:00', end_date: '2027-01-05 22:00:00' },
        }),
        call(api('en', `/events/${target.id}`), {
          method: 'PATCH',
          token: editor.token,
          body: { venue: venue.id, excerpt: `Own excerpt ${round}` },
        }),
      ]);
      expect([seriesEdit.status, dateEdit.status]).toEqual([200, 200]);
      const after = await datesOf(series.id);
      expect(after.map((d) => d.id)).toEqual(dates.map((d) => d.id));
      for (const date of after) {
        expect(date.title).toBe(`Renamed ${round}`);
        expect(date.start_date.slice(11)).toBe('20:00:00');
        const own = date.id === target.id;
        expect(date.venue.id ?? null).toBe(own ? venue.id : null);
        expect(date.excerpt).toBe(own ? `<p>Own excerpt ${round}</p>` : '');
      }
    }
  });

  it('a cancellation and a re-expansion at the same time: the date stays cancelled', async () => {
    const admin = await userWithToken('administrator');
    const editor = await userWithToken('editor');
    for (let round = 0; round < 4; round++) {
      const series = await createSeries(admin.token);
      const dates = await datesOf(series.id);
      const cancelled = dates[2];
      const [cancel, edit] = await Promise.all([
        call(api('en', `/events/${cancelled.id}`), { method: 'DELETE', token: editor.token }),
        call(api('en', `/events/${series.id}`), {
          method: 'PATCH',
          token: admin.token,
          body: { start_date: '2027-01-05 18:30:00', end_date: '2027-01-05 20:30:00' },
        }),
      ]);
      expect([cancel.status, edit.status]).toEqual([200, 200]);
      const record = await call(api('en', `/events/${series.id}`));
      // At 19:00 if the cancellation came last, moved to 18:30 with the series if the edit did.
      expect(record.body.recurrence.filter((line: string) => line.startsWith('EXDATE'))).toEqual([
        expect.stringMatching(/^EXDATE;TZID=Europe\/Madrid:20270112T(190000|183000)$/),
      ]);
      const after = await datesOf(series.id);
      expect(after.map((d) => d.id)).not.toContain(cancelled.id);
      expect(after.every((d) => d.start_date.endsWith('18:30:00'))).toBe(true);
    }
  });
});
