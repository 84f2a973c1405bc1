import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/http/errors';
import {
  type DateWindowParams,
  dateWindow,
  defaultEnd,
  defaultStart,
  isTruthy,
} from '../../../../src/resources/events/list/list.window';
import { inZone, parseDateInput, toUtcWall } from '../../../../src/time';

const UTC = 'UTC';
const MADRID = 'Europe/Madrid';
const NEW_YORK = 'America/New_York';
/** The instant the original's 006 response was recorded (2026-11-22 00:06:31 UTC). */
const RECORDED = new Date('2026-11-22T00:06:31Z');
/** Saturday 2026-11-21 12:00 UTC: the same calendar day in UTC, Madrid and New York. */
const NOON = new Date('2026-11-21T12:00:00Z');

/** The window as `param op utc` strings, easy to compare. */
function window(params: DateWindowParams, zone = UTC, now = NOON): string[] {
  return dateWindow(params, zone, now).map((b) => `${b.param} ${b.column} ${b.op} ${b.utc}`);
}

/** What the default bound was before it was computed: `text` parsed in UTC at `now`, seen in `zone` (ISO). */
function parsedIn(text: string, now: Date, zone: string): string | null | undefined {
  const parsed = parseDateInput(text, 'UTC', now);
  return parsed && inZone(parsed.dt, zone).toISO();
}

describe('default window', () => {
  it('starts with the instant "yesterday 23:59 UTC" and ends 24 months later', () => {
    expect(toUtcWall(defaultStart(RECORDED, UTC))).toBe('2026-11-21 23:59:00');
    expect(toUtcWall(defaultEnd(RECORDED, UTC))).toBe('2028-11-22 00:06:31');
  });

  it('computes the same instants as parsing "yesterday 23:59" and "+24 months" in UTC, on any day', () => {
    // Month and year ends, a leap day (+24 months clamps it to 28 February), both DST changes, the last second of a day.
    const days = [
      '2026-01-31T23:59:59.999Z',
      '2027-12-31T00:00:00Z',
      '2028-02-29T12:34:56.789Z',
      '2026-03-29T01:30:00Z',
    ];
    for (const text of [...days, '2026-10-25T00:59:59Z', '2026-11-30T23:00:00Z', '2030-06-01T00:00:00.001Z']) {
      const now = new Date(text);
      for (const zone of [UTC, MADRID, NEW_YORK]) {
        expect(defaultStart(now, zone).toISO(), `${text} ${zone}`).toBe(parsedIn('yesterday 23:59', now, zone));
        expect(defaultEnd(now, zone).toISO(), `${text} ${zone}`).toBe(parsedIn('+24 months', now, zone));
      }
    }
    expect(toUtcWall(defaultEnd(new Date('2028-02-29T12:00:00Z'), UTC))).toBe('2030-02-28 12:00:00');
  });

  it('snaps to the UTC days on a UTC site (the original 006 response)', () => {
    expect(window({}, UTC, RECORDED)).toEqual([
      'start_date start >= 2026-11-21 00:00:00',
      'end_date end <= 2028-11-22 23:59:59',
    ]);
  });

  it('starts at the beginning of today (local) on sites east of UTC', () => {
    // yesterday 23:59 UTC = 00:59 today in Madrid → 00:00 Madrid today = 23:00 UTC yesterday.
    expect(window({}, MADRID, NOON)).toEqual([
      'start_date start >= 2026-11-20 23:00:00',
      'end_date end <= 2028-11-21 22:59:59',
    ]);
  });

  it('starts at the beginning of yesterday (local) on sites west of UTC', () => {
    // yesterday 23:59 UTC = 18:59 yesterday in New York → 00:00 New York yesterday = 05:00 UTC.
    expect(window({}, NEW_YORK, NOON)).toEqual([
      'start_date start >= 2026-11-20 05:00:00',
      'end_date end <= 2028-11-22 04:59:59',
    ]);
  });

  it('takes the end day in the site zone', () => {
    // now + 24 months = 2028-11-22 00:06 UTC = 2028-11-21 19:06 in New York.
    expect(window({}, NEW_YORK, RECORDED)[1]).toBe('end_date end <= 2028-11-22 04:59:59');
  });

  it('keeps the default instants unsnapped in strict mode', () => {
    expect(window({ strict_dates: true }, MADRID, RECORDED)).toEqual([
      'start_date start >= 2026-11-21 23:59:00',
      'end_date end <= 2028-11-22 00:06:31',
    ]);
  });
});

describe('inclusive mode (docs/original.md#event-date-window item 3)', () => {
  it('snaps start_date to 00:00:00 and end_date to 23:59:59 of their days', () => {
    expect(window({ start_date: '2018-01-01 15:00:00', end_date: '2018-01-01 18:00:00' })).toEqual([
      'start_date start >= 2018-01-01 00:00:00',
      'end_date end <= 2018-01-01 23:59:59',
    ]);
  });

  it('snaps the four relative filters to 23:59:59 of their days', () => {
    expect(
      window({
        starts_before: '2018-01-02 08:00',
        starts_after: '2018-01-01',
        ends_before: '2018-01-05 10:00',
        ends_after: '2017-12-31 01:00',
      }),
    ).toEqual([
      'starts_before start < 2018-01-02 23:59:59',
      'starts_after start > 2018-01-01 23:59:59',
      'ends_before end < 2018-01-05 23:59:59',
      'ends_after end > 2017-12-31 23:59:59',
    ]);
  });

  it('takes the days of the site zone', () => {
    expect(window({ start_date: '2018-01-01', end_date: '2018-01-01' }, MADRID)).toEqual([
      'start_date start >= 2017-12-31 23:00:00',
      'end_date end <= 2018-01-01 22:59:59',
    ]);
    expect(window({ start_date: '2018-01-01', end_date: '2018-01-01' }, NEW_YORK)).toEqual([
      'start_date start >= 2018-01-01 05:00:00',
      'end_date end <= 2018-01-02 04:59:59',
    ]);
  });

  it('snaps a value with an offset on its day in the site zone', () => {
    // 2018-01-01 23:30 in New York is 2018-01-02 05:30 in Madrid: the Madrid day 2018-01-02.
    expect(window({ start_date: '2018-01-01T23:30:00-05:00', starts_before: '2018-01-03' }, MADRID)[0]).toBe(
      'start_date start >= 2018-01-01 23:00:00',
    );
  });

  it('keeps day lengths right across the Madrid DST changes', () => {
    expect(window({ start_date: '2027-03-28', end_date: '2027-03-28' }, MADRID)).toEqual([
      'start_date start >= 2027-03-27 23:00:00',
      'end_date end <= 2027-03-28 21:59:59',
    ]);
    expect(window({ start_date: '2027-10-31', end_date: '2027-10-31' }, MADRID)).toEqual([
      'start_date start >= 2027-10-30 22:00:00',
      'end_date end <= 2027-10-31 22:59:59',
    ]);
  });

  it('snaps natural forms relative to now', () => {
    expect(window({ start_date: 'tomorrow 9am', end_date: '+1 week' }, MADRID)).toEqual([
      'start_date start >= 2026-11-21 23:00:00',
      'end_date end <= 2026-11-28 22:59:59',
    ]);
  });
});

describe('strict mode (docs/original.md#event-date-window item 4)', () => {
  it('uses exact instants', () => {
    expect(window({ start_date: '2018-01-01 15:00:00', end_date: '2018-01-01 18:00:00', strict_dates: true })).toEqual([
      'start_date start >= 2018-01-01 15:00:00',
      'end_date end <= 2018-01-01 18:00:00',
    ]);
  });

  it('reads wall times without an offset in the site zone, and honours offsets and timestamps', () => {
    expect(
      window(
        {
          starts_after: '2018-01-01 15:00',
          starts_before: '2018-01-01T15:00:00Z',
          ends_after: 1514818800,
          strict_dates: true,
        },
        MADRID,
      ),
    ).toEqual([
      'starts_before start < 2018-01-01 15:00:00',
      'starts_after start > 2018-01-01 14:00:00',
      'ends_after end > 2018-01-01 15:00:00',
    ]);
    expect(window({ start_date: '2017-12-21', strict_dates: true }, NEW_YORK)[0]).toBe(
      'start_date start >= 2017-12-21 05:00:00',
    );
  });

  it('rounds fractional seconds without changing which whole-second values match', () => {
    const params = {
      start_date: '2018-01-01T10:00:00.500Z',
      end_date: '2018-01-01T12:00:00.500Z',
      starts_before: '2018-01-01T11:00:00.500Z',
      ends_after: '2018-01-01T11:30:00.500Z',
      strict_dates: true,
    };
    expect(window(params)).toEqual([
      'start_date start >= 2018-01-01 10:00:01',
      'end_date end <= 2018-01-01 12:00:00',
      'starts_before start < 2018-01-01 11:00:01',
      'ends_after end > 2018-01-01 11:30:00',
    ]);
  });
});

describe('relative filters drop the defaults (docs/original.md#event-date-window item 5)', () => {
  it('drops both defaults when any relative filter is sent', () => {
    expect(window({ ends_after: '2017-12-31', starts_before: '2018-01-02' })).toEqual([
      'starts_before start < 2018-01-02 23:59:59',
      'ends_after end > 2017-12-31 23:59:59',
    ]);
  });

  it('keeps an explicit start_date or end_date', () => {
    expect(window({ start_date: '2017-12-30', ends_after: '2017-12-31' })).toEqual([
      'start_date start >= 2017-12-30 00:00:00',
      'ends_after end > 2017-12-31 23:59:59',
    ]);
    expect(window({ end_date: '2018-01-02', starts_after: '2017-12-31' })).toEqual([
      'end_date end <= 2018-01-02 23:59:59',
      'starts_after start > 2017-12-31 23:59:59',
    ]);
  });
});

describe('errors', () => {
  it('names the parameter that is not a date', () => {
    try {
      dateWindow({ start_date: '2018-01-01', ends_before: 'before my birthday' }, UTC, NOON);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).options.params).toHaveProperty('ends_before');
    }
  });
});

describe('isTruthy (strict_dates)', () => {
  it.each(['true', '1', 'yes', 'on', 'Y', 'enable', 'enabled', ' TRUE ', true, 1])('%j is truthy', (value) => {
    expect(isTruthy(value)).toBe(true);
  });
  it.each(['false', '0', 'no', 'off', 'banana', false, 0])('%j is not', (value) => {
    expect(isTruthy(value)).toBe(false);
  });
});
