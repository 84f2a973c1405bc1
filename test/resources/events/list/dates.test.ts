import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';

/**
 * `GET /events` date filters through HTTP (docs/original.md#event-date-window). The test site zone is `Europe/Madrid`
 * (wrangler.toml): values without an offset are Madrid wall times, days are Madrid days. Each describe keeps
 * its events in its own year, so that the lists do not see each other's events.
 */

let token: string;
beforeAll(async () => {
  token = (await userWithToken('administrator')).token;
});

/** An event in UTC wall times (`timezone: UTC`); returns its id. */
async function utcEvent(start: string, end: string): Promise<number> {
  return (await createEvent(token, { start_date: start, end_date: end, timezone: 'UTC' })).id;
}

/** The ids `GET /events?<query>` lists (first 50), failing unless 200. */
async function listed(query: Record<string, string>, root: '' | 'ca' | 'en' | 'es' = 'en'): Promise<number[]> {
  const response = await call(api(root, `/events?${new URLSearchParams({ per_page: '50', ...query })}`));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.events.map((e: { id: number }) => e.id);
}

describe('the original wpunit cases (Archive_EventTest), with explicit offsets', () => {
  // A 12-31 17:00–19:00, B 01-01 16:00–16:30, C 01-01 20:00–20:30, D 01-02 10:00–12:00 (UTC), and E spanning
  // 12-29 to 01-03.
  let a: number, b: number, c: number, d: number, e: number;
  beforeAll(async () => {
    a = await utcEvent('2017-12-31 17:00:00', '2017-12-31 19:00:00');
    b = await utcEvent('2018-01-01 16:00:00', '2018-01-01 16:30:00');
    c = await utcEvent('2018-01-01 20:00:00', '2018-01-01 20:30:00');
    d = await utcEvent('2018-01-02 10:00:00', '2018-01-02 12:00:00');
    e = await utcEvent('2017-12-29 10:00:00', '2018-01-03 10:00:00');
  });

  it('inclusive mode widens start_date and end_date to whole days', async () => {
    const query = { start_date: '2018-01-01T15:00:00Z', end_date: '2018-01-01T18:00:00Z' };
    expect(await listed(query)).toEqual([b, c]);
  });

  it('strict mode compares exact instants', async () => {
    const query = { start_date: '2018-01-01T15:00:00Z', end_date: '2018-01-01T18:00:00Z', strict_dates: 'true' };
    expect(await listed(query)).toEqual([b]);
  });

  it.each(['1', 'yes', 'on', 'TRUE'])('strict_dates=%s is strict', async (strict) => {
    const query = { start_date: '2018-01-01T15:00:00Z', end_date: '2018-01-01T18:00:00Z', strict_dates: strict };
    expect(await listed(query)).toEqual([b]);
  });

  it('any other strict_dates word keeps the inclusive mode', async () => {
    const query = { start_date: '2018-01-01T15:00:00Z', end_date: '2018-01-01T18:00:00Z', strict_dates: 'banana' };
    expect(await listed(query)).toEqual([b, c]);
  });

  it('relative filters drop the default window and list events spanning the period, by start', async () => {
    expect(await listed({ ends_after: '2017-12-31', starts_before: '2018-01-02' })).toEqual([e, b, c, d]);
  });

  it('explicit start_date and end_date narrow relative filters', async () => {
    const query = {
      ends_after: '2017-12-31',
      starts_before: '2018-01-02',
      start_date: '2017-12-30',
      end_date: '2018-01-02',
    };
    expect(await listed(query)).toEqual([b, c, d]);
  });

  it('starts_after and ends_before snap to the end of their day', async () => {
    expect(await listed({ starts_after: '2018-01-01' })).toEqual([d]);
    expect(await listed({ ends_before: '2017-12-31', starts_after: '2017-12-01' })).toEqual([a]);
  });

  it('strict relative filters are exact', async () => {
    expect(
      await listed({ starts_after: '2018-01-01T16:00:00Z', ends_before: '2018-01-05', strict_dates: '1' }),
    ).toEqual([c, d]);
  });

  it('reads wall times without an offset in the site zone, also in strict mode', async () => {
    // 16:30 Madrid is 15:30 UTC: B (16:00 UTC) starts after it. Read as UTC, B would be left out.
    const query = { start_date: '2018-01-01 16:30:00', end_date: '2018-01-01 18:00:00', strict_dates: 'true' };
    expect(await listed(query)).toEqual([b]);
  });

  it('takes the days of the site zone', async () => {
    // C starts at 21:00 Madrid on 01-01; an event at 23:30 UTC on 01-01 starts on 01-02 in Madrid.
    const late = await utcEvent('2018-01-01 23:30:00', '2018-01-01 23:45:00');
    expect(await listed({ start_date: '2018-01-02', end_date: '2018-01-02' })).toEqual([late, d]);
  });

  it('include ignores every date filter (docs/differences.md#include-ignores-dates)', async () => {
    const query = {
      include: `${d},${a}`,
      start_date: '2030-01-01',
      end_date: '2030-01-02',
      starts_after: '2031-01-01',
    };
    expect(await listed(query)).toEqual([a, d]);
    expect(await listed({ include: String(a) })).toEqual([a]);
  });
});

describe('the default window', () => {
  it('lists from 00:00 (site time) of the day of "yesterday 23:59 UTC" to 24 months ahead, on start', async () => {
    const zone = { timezone: 'Europe/Madrid' };
    const today = DateTime.utc().toISODate();
    const yesterday = DateTime.utc().minus({ days: 1 }).toISODate();
    const madrid = (dt: DateTime) => dt.setZone('Europe/Madrid').toFormat('yyyy-MM-dd HH:mm:ss');
    const make = async (start: string, end: string) =>
      (await createEvent(token, { ...zone, start_date: start, end_date: end })).id;
    const earlyToday = await make(`${today} 00:30:00`, `${today} 01:00:00`);
    const lateYesterday = await make(`${yesterday} 22:00:00`, `${yesterday} 23:00:00`);
    const ongoing = await make(madrid(DateTime.utc().minus({ days: 3 })), madrid(DateTime.utc().plus({ days: 3 })));
    const in23Months = await make(
      madrid(DateTime.utc().plus({ months: 23 })),
      madrid(DateTime.utc().plus({ months: 23, hours: 1 })),
    );
    const in25Months = await make(
      madrid(DateTime.utc().plus({ months: 25 })),
      madrid(DateTime.utc().plus({ months: 25, hours: 1 })),
    );
    const ids = await listed({});
    expect(ids).toContain(earlyToday);
    expect(ids).toContain(in23Months);
    expect(ids).not.toContain(lateYesterday);
    expect(ids).not.toContain(ongoing);
    expect(ids).not.toContain(in25Months);
  });
});

describe('modified_after', () => {
  it('keeps events modified strictly after an exact instant, never day-snapped', async () => {
    const event = await createEvent(token, { start_date: '2019-05-01 10:00:00', end_date: '2019-05-01 11:00:00' });
    const window = { start_date: '2019-01-01', end_date: '2019-12-31' };
    const modified = DateTime.fromSQL(event.modified_utc, { zone: 'utc' });
    const iso = (dt: DateTime) => dt.toISO({ suppressMilliseconds: true })!;
    expect(await listed({ ...window, modified_after: iso(modified) })).toEqual([]);
    expect(await listed({ ...window, modified_after: iso(modified.minus({ seconds: 1 })) })).toEqual([event.id]);
    // A wall time without an offset is site time: `modified` (Madrid) names the same instant as `modified_utc`.
    expect(await listed({ ...window, modified_after: event.modified })).toEqual([]);
    expect(await listed({ ...window, modified_after: String(modified.toSeconds() - 1) })).toEqual([event.id]);
    expect(await listed({ ...window, modified_after: modified.toFormat('yyyy-MM-dd') })).toEqual([event.id]);
  });
});

describe('bad dates', () => {
  it.each(['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after', 'modified_after'])(
    '%s=not-a-date is a 400 naming it, in the request language',
    async (param) => {
      const response = await call(api('ca', `/events?${param}=before%20my%20birthday`));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('rest_invalid_param');
      expect(response.body.message).toBe(`Paràmetre(s) no vàlid(s): ${param}`);
      expect(response.body.data.params[param]).toContain(param);
    },
  );

  it('strict_dates must not be empty', async () => {
    const response = await call(api('es', '/events?strict_dates='));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.params)).toEqual(['strict_dates']);
  });

  it('names every bad parameter at once', async () => {
    const response = await call(api('en', '/events?start_date=nope&end_date=never&per_page=0'));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.params).sort()).toEqual(['end_date', 'per_page', 'start_date']);
  });
});
