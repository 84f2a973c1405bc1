import { describe, expect, it } from 'vitest';
import { RECURRENCE_LIMITS } from '../../../../src/time/recurrence/recurrence-budget';
import { eventBody, uniqueTitle } from '../../../helpers/factories';
import { api, call, recurrenceWork, userWithToken } from '../../../helpers/http';

/**
 * What a rule may cost (docs/recurrence.md, "Cost of a rule"): each reproduction of issue 32 answers as the contract
 * says, a 201 whose expansion handled a bounded number of dates (`Server-Timing: recurrence`, counts, never times),
 * or a 400 naming `recurrence` that quotes the line, instead of a 500 after seconds of CPU.
 */

/** The dates a series keeps (RECURRENCE_MAX_OCCURRENCES of the test environment). */
const KEEP = 1000;
/**
 * The most dates and values an expansion of these rules may handle: one walk's budget of candidates, the bound the
 * expansion enforces (a round number of kept windows depended on the clock: 1,440 dates a day handled 10,022 on the
 * last day of a year, 10,000 on other days).
 */
const WORK = RECURRENCE_LIMITS.walkCandidates;

const hours = Array.from({ length: 24 }, (_, i) => i).join(',');
const minutes = Array.from({ length: 60 }, (_, i) => i).join(',');
const seconds = Array.from({ length: 61 }, (_, i) => i).join(',');
const monthDays = Array.from({ length: 31 }, (_, i) => i + 1).join(',');

async function create(token: string, fields: Record<string, unknown>, root: 'ca' | 'en' | 'es' = 'en') {
  const title = uniqueTitle('Cost');
  const response = await call(api(root, '/events'), {
    method: 'POST',
    token,
    body: eventBody({ title, timezone: 'Europe/Madrid', ...fields }),
  });
  return { response, title, work: recurrenceWork(response.headers) };
}

/** The dates series `id` lists, every one. */
async function total(id: number): Promise<number> {
  const list = await call(api('en', `/events?series=${id}&start_date=1000-01-02&end_date=9999-12-30&per_page=1`));
  expect(list.status).toBe(200);
  return list.body.total;
}

describe('rules that cost little for what they give are created in bounded work', { timeout: 120_000 }, () => {
  it.each([
    ['FREQ=DAILY from 1850', '1850-01-01 10:00:00', 'RRULE:FREQ=DAILY'],
    ['FREQ=DAILY from 1892', '1892-06-01 10:00:00', 'RRULE:FREQ=DAILY'],
    ['UNTIL=99991231T235959Z (year 10000 in Madrid)', '2026-01-01 10:00:00', 'RRULE:FREQ=DAILY;UNTIL=99991231T235959Z'],
    ['48 dates a day (BYHOUR × BYMINUTE)', '2026-01-05 10:00:00', `RRULE:FREQ=DAILY;BYHOUR=${hours};BYMINUTE=0,30`],
    ['1,440 dates a day', '2026-01-05 10:00:00', `RRULE:FREQ=DAILY;BYHOUR=${hours};BYMINUTE=${minutes}`],
    [
      'a yearly rule from year 1000, every month, day and hour',
      '1000-01-05 10:00:00',
      `RRULE:FREQ=YEARLY;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=${monthDays};BYHOUR=${hours}`,
    ],
  ])('%s: 201, its newest dates, the work bounded', async (_, start, rule) => {
    const admin = await userWithToken('administrator');
    const end = start.replace(/:00:00$/, ':30:00');
    const { response, work } = await create(admin.token, { start_date: start, end_date: end, recurrence: [rule] });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(201);
    expect(response.body.recurrence).toEqual([rule]);
    expect(work).toBeGreaterThan(0);
    expect(work).toBeLessThanOrEqual(WORK);
    expect(await total(response.body.id)).toBe(KEEP);
  });

  it('keeps the newest dates of a rule from 1850: consecutive days up to the horizon', async () => {
    const admin = await userWithToken('administrator');
    const { response } = await create(admin.token, {
      start_date: '1850-01-01 10:00:00',
      end_date: '1850-01-01 11:00:00',
      recurrence: ['RRULE:FREQ=DAILY'],
    });
    const id = response.body.id;
    const first = await call(api('en', `/events?series=${id}&start_date=1000-01-02&per_page=1`));
    const last = await call(api('en', `/events?series=${id}&start_date=1000-01-02&per_page=1&page=${KEEP}`));
    const days = (a: string, b: string) =>
      (Date.parse(`${b.slice(0, 10)}T00:00:00Z`) - Date.parse(`${a.slice(0, 10)}T00:00:00Z`)) / 86_400_000;
    expect(days(first.body.events[0].start_date, last.body.events[0].start_date)).toBe(KEEP - 1);
    // The last date is the last day before the horizon (RECURRENCE_HORIZON_DAYS, 730): within two days of it.
    const horizon = Date.now() + 730 * 86_400_000;
    expect(Math.abs(Date.parse(`${last.body.events[0].utc_start_date.replace(' ', 'T')}Z`) - horizon)).toBeLessThan(
      2 * 86_400_000,
    );
  });
});

describe('rules whose dates pass the year 9999 (found by npm run fuzz:recurrence)', () => {
  it('a weekly COUNT rule from 9999-12-01 with every hour: 201 (a 500 before), its feed keeps COUNT', async () => {
    const admin = await userWithToken('administrator');
    const rule = `RRULE:FREQ=WEEKLY;COUNT=366;BYMONTH=10,6,1,8,9,2,7;BYHOUR=${hours}`;
    const { response } = await create(admin.token, {
      start_date: '9999-12-01 19:00:00',
      end_date: '9999-12-01 19:30:00',
      timezone: 'Australia/Lord_Howe',
      recurrence: [rule, 'EXDATE:20200711T190059'],
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(201);
    // No date before the horizon (RECURRENCE_HORIZON_DAYS): none generated, none listed.
    expect(await total(response.body.id)).toBe(0);
    // Its feed: the rule as written (its COUNT's last date is past the supported range, so no UNTIL is computed).
    const feed = await call(api('en', `/events/${response.body.id}.ics`));
    expect(feed.status).toBe(200);
    expect(String(feed.body).replace(/\r\n /g, '')).toContain(`${rule}\r\n`);
  });
});

describe('rules the budget refuses are a 400 naming recurrence (docs/recurrence.md, "Cost of a rule")', () => {
  const noDates = {
    en: 'recurrence: “RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30”: the rule gives no date after its first one (a day that does not exist, such as 30 February, a position past the dates it selects from, or a date after the year 9999).',
    ca: 'recurrence: «RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30»: la regla no dona cap data després de la primera (un dia que no existeix, com el 30 de febrer, una posició més enllà de les dates d’on tria, o una data posterior a l’any 9999).',
    es: 'recurrence: «RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30»: la regla no da ninguna fecha después de la primera (un día que no existe, como el 30 de febrero, una posición más allá de las fechas entre las que elige, o una fecha posterior al año 9999).',
  } as const;
  it.each(['ca', 'en', 'es'] as const)('a rule for 30 February, in the request language (%s)', async (lang) => {
    const admin = await userWithToken('administrator');
    const { response } = await create(
      admin.token,
      {
        start_date: '2026-01-01 10:00:00',
        end_date: '2026-01-01 11:00:00',
        recurrence: ['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30'],
      },
      lang,
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('rest_invalid_param');
    expect(response.body.data.params).toEqual({ recurrence: noDates[lang] });
  });

  it.each([
    [
      '31 February, monthly',
      '2026-01-01 10:00:00',
      ['RRULE:FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=31'],
      'gives no date after its first',
    ],
    [
      'day 366 of a set of one',
      '2026-01-01 10:00:00',
      ['RRULE:FREQ=YEARLY;BYYEARDAY=1;BYSETPOS=366;COUNT=2'],
      'gives no date after its first',
    ],
    [
      'a yearly rule every 999,999 years',
      '2026-01-01 10:00:00',
      ['RRULE:FREQ=YEARLY;INTERVAL=999999'],
      'gives no date after its first',
    ],
    [
      'the 31st of a February DTSTART inherits',
      '2026-01-31 10:00:00',
      ['RRULE:FREQ=YEARLY;BYMONTH=2,4'],
      'gives no date after its first',
    ],
    [
      'BYHOUR × BYMINUTE × BYSECOND (87,840 a day)',
      '2026-01-05 10:00:00',
      [`RRULE:FREQ=DAILY;BYHOUR=${hours};BYMINUTE=${minutes};BYSECOND=${seconds}`],
      'at most 10000 dates in each of its periods',
    ],
    ['COUNT counted from 1850', '1850-01-01 10:00:00', ['RRULE:FREQ=DAILY;COUNT=100000'], 'takes too much work'],
  ])('%s', async (_, start, recurrence, text) => {
    const admin = await userWithToken('administrator');
    const { response, title } = await create(admin.token, {
      start_date: start,
      end_date: start.replace(/:00:00$/, ':30:00'),
      recurrence,
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(400);
    expect(response.body.code).toBe('rest_invalid_param');
    expect(Object.keys(response.body.data.params)).toEqual(['recurrence']);
    expect(response.body.data.params.recurrence).toContain(text);
    expect(response.body.data.params.recurrence).toContain(recurrence[0]!.slice(0, 40));
    // Nothing was written.
    const found = await call(api('en', `/events?search=${encodeURIComponent(title)}&start_date=1000-01-02`));
    expect(found.body.events ?? []).toEqual([]);
  });

  it('refuses 62,500 RDATE values in one body, quoting the line that passes the limit', async () => {
    const admin = await userWithToken('administrator');
    const values = Array.from({ length: 250 }, (_, i) => `2027${String(1 + (i % 12)).padStart(2, '0')}15T100000`);
    const lines = Array.from({ length: 250 }, () => `RDATE:${values.join(',')}`);
    const { response } = await create(admin.token, {
      start_date: '2027-01-05 10:00:00',
      end_date: '2027-01-05 11:00:00',
      recurrence: lines,
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(400);
    expect(response.body.data.params.recurrence).toContain(
      'a series takes at most 2000 RDATE and EXDATE values in all',
    );
    expect(response.body.data.params.recurrence).toContain('“RDATE:20270115T100000,');
  });
});
