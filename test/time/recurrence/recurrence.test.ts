import { beforeAll, describe, expect, it } from 'vitest';
import type { SeriesStart } from '../../../src/time/recurrence/recurrence';
import { expandSeries } from '../../../src/time/recurrence/recurrence-expand';
import { isLineProblem, type ParsedRecurrence, parseRecurrence } from '../../../src/time/recurrence/recurrence-lines';
import { loadRecurrenceRules } from '../../../src/time/recurrence/recurrence-walk';

// The rules' library is loaded by the requests that walk rules (docs/performance.md); these tests walk them directly.
beforeAll(loadRecurrenceRules);

const FAR = Date.UTC(2040, 0, 1);

function parsed(lines: string[]): ParsedRecurrence {
  const result = parseRecurrence(lines);
  if (isLineProblem(result)) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result;
}

function expand(lines: string[], series: Partial<SeriesStart> & { startLocal: string }, limits = {}) {
  const start: SeriesStart = {
    endLocal: series.startLocal.replace(/ (\d\d)/, (_, h) => ` ${String(Number(h) + 1).padStart(2, '0')}`),
    zone: 'Europe/Madrid',
    allDay: false,
    ...series,
  };
  return expandSeries(parsed(lines), start, { untilMs: FAR, max: 1000, ...limits });
}

const starts = (lines: string[], series: Partial<SeriesStart> & { startLocal: string }, limits = {}) =>
  expand(lines, series, limits).dates.map((d) => d.startLocal);

describe('expansion on wall time in the series zone', () => {
  it('keeps 19:00 local across the Europe/Madrid spring change; the UTC instants move', () => {
    const { dates } = expand(['RRULE:FREQ=WEEKLY;COUNT=3'], { startLocal: '2026-03-22 19:00:00' });
    expect(dates.map((d) => [d.startLocal, d.startUtc, d.endUtc])).toEqual([
      ['2026-03-22 19:00:00', '2026-03-22 18:00:00', '2026-03-22 19:00:00'],
      ['2026-03-29 19:00:00', '2026-03-29 17:00:00', '2026-03-29 18:00:00'],
      ['2026-04-05 19:00:00', '2026-04-05 17:00:00', '2026-04-05 18:00:00'],
    ]);
  });

  it('keeps 19:00 local across the America/New_York autumn change', () => {
    const { dates } = expand(['RRULE:FREQ=WEEKLY;BYDAY=SA,SU;COUNT=4'], {
      startLocal: '2026-10-31 19:00:00',
      endLocal: '2026-10-31 21:30:00',
      zone: 'America/New_York',
    });
    expect(dates.map((d) => [d.startLocal, d.startUtc, d.endLocal])).toEqual([
      ['2026-10-31 19:00:00', '2026-10-31 23:00:00', '2026-10-31 21:30:00'],
      ['2026-11-01 19:00:00', '2026-11-02 00:00:00', '2026-11-01 21:30:00'],
      ['2026-11-07 19:00:00', '2026-11-08 00:00:00', '2026-11-07 21:30:00'],
      ['2026-11-08 19:00:00', '2026-11-09 00:00:00', '2026-11-08 21:30:00'],
    ]);
  });

  it('skips a wall time inside a spring-forward gap and does not count it', () => {
    expect(starts(['RRULE:FREQ=DAILY;COUNT=3'], { startLocal: '2026-03-28 02:30:00' })).toEqual([
      '2026-03-28 02:30:00',
      '2026-03-30 02:30:00',
      '2026-03-31 02:30:00',
    ]);
  });

  it('takes the earlier instant of an ambiguous autumn wall time', () => {
    const { dates } = expand(['RRULE:FREQ=DAILY;COUNT=2'], { startLocal: '2026-10-24 02:30:00' });
    expect(dates.map((d) => d.startUtc)).toEqual(['2026-10-24 00:30:00', '2026-10-25 00:30:00']);
  });

  it('keeps the exact length of a date that crosses a DST change', () => {
    const { dates } = expand(['RRULE:FREQ=DAILY;COUNT=2'], {
      startLocal: '2026-03-28 01:00:00',
      endLocal: '2026-03-28 04:00:00',
    });
    expect(dates[1]).toMatchObject({ startLocal: '2026-03-29 01:00:00', endLocal: '2026-03-29 05:00:00' });
  });
});

describe('calendar edge cases', () => {
  it('skips months without a 31st (not counted)', () => {
    expect(starts(['RRULE:FREQ=MONTHLY;COUNT=4'], { startLocal: '2027-01-31 10:00:00' })).toEqual([
      '2027-01-31 10:00:00',
      '2027-03-31 10:00:00',
      '2027-05-31 10:00:00',
      '2027-07-31 10:00:00',
    ]);
  });

  it('takes the last day of each month with BYMONTHDAY=-1', () => {
    expect(starts(['RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=3'], { startLocal: '2028-01-31 10:00:00' })).toEqual([
      '2028-01-31 10:00:00',
      '2028-02-29 10:00:00',
      '2028-03-31 10:00:00',
    ]);
  });

  it('repeats a leap day only in leap years', () => {
    expect(starts(['RRULE:FREQ=YEARLY;COUNT=3'], { startLocal: '2028-02-29 12:00:00' })).toEqual([
      '2028-02-29 12:00:00',
      '2032-02-29 12:00:00',
      '2036-02-29 12:00:00',
    ]);
  });

  it('selects with BYSETPOS: the last weekday of each month', () => {
    const lines = ['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3'];
    expect(starts(lines, { startLocal: '2027-01-29 18:00:00' })).toEqual([
      '2027-01-29 18:00:00',
      '2027-02-26 18:00:00',
      '2027-03-31 18:00:00',
    ]);
  });

  it('counts with COUNT before EXDATE removes', () => {
    const lines = ['RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE;TZID=Europe/Madrid:20270115T190000'];
    const expansion = expand(lines, { startLocal: '2027-01-01 19:00:00' });
    expect(expansion.dates.map((d) => d.startLocal)).toEqual([
      '2027-01-01 19:00:00',
      '2027-01-08 19:00:00',
      '2027-01-22 19:00:00',
    ]);
    expect(expansion.excluded.map((d) => d.startLocal)).toEqual(['2027-01-15 19:00:00']);
    expect(expansion.complete).toBe(true);
  });

  it('expands all-day series by whole days, keeping their span', () => {
    const { dates } = expand(['RRULE:FREQ=WEEKLY;COUNT=2', 'EXDATE;VALUE=DATE:20270108', 'RDATE;VALUE=DATE:20270110'], {
      startLocal: '2027-01-01 00:00:00',
      endLocal: '2027-01-02 23:59:59',
      allDay: true,
    });
    expect(dates).toEqual([
      {
        key: '2027-01-01',
        startLocal: '2027-01-01 00:00:00',
        endLocal: '2027-01-02 23:59:59',
        startUtc: '2026-12-31 23:00:00',
        endUtc: '2027-01-02 22:59:59',
      },
      {
        key: '2027-01-10',
        startLocal: '2027-01-10 00:00:00',
        endLocal: '2027-01-11 23:59:59',
        startUtc: '2027-01-09 23:00:00',
        endUtc: '2027-01-11 22:59:59',
      },
    ]);
  });
});

describe('every rule part, DAILY to YEARLY', () => {
  const cases: [string, string, string[]][] = [
    ['DAILY;INTERVAL=3;COUNT=3', '2027-01-01 09:00:00', ['2027-01-01', '2027-01-04', '2027-01-07']],
    ['DAILY;BYMONTH=1,3;UNTIL=20270302T000000Z', '2027-01-30 09:00:00', ['2027-01-30', '2027-01-31', '2027-03-01']],
    ['DAILY;BYDAY=SA,SU;COUNT=3', '2027-01-02 09:00:00', ['2027-01-02', '2027-01-03', '2027-01-09']],
    ['DAILY;BYMONTHDAY=1,15;COUNT=3', '2027-01-01 09:00:00', ['2027-01-01', '2027-01-15', '2027-02-01']],
    [
      'WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=4',
      '2027-01-05 09:00:00',
      ['2027-01-05', '2027-01-07', '2027-01-19', '2027-01-21'],
    ],
    // RFC 5545's WKST example: the same rule gives other dates when weeks start on Sunday.
    [
      'WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO',
      '1997-08-05 09:00:00',
      ['1997-08-05', '1997-08-10', '1997-08-19', '1997-08-24'],
    ],
    [
      'WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU',
      '1997-08-05 09:00:00',
      ['1997-08-05', '1997-08-17', '1997-08-19', '1997-08-31'],
    ],
    ['WEEKLY;BYMONTH=2;BYDAY=MO;COUNT=2', '2027-02-01 09:00:00', ['2027-02-01', '2027-02-08']],
    ['MONTHLY;BYDAY=1MO;COUNT=3', '2027-01-04 09:00:00', ['2027-01-04', '2027-02-01', '2027-03-01']],
    ['MONTHLY;BYDAY=-1FR;COUNT=2', '2027-01-29 09:00:00', ['2027-01-29', '2027-02-26']],
    ['MONTHLY;INTERVAL=2;BYMONTHDAY=10;COUNT=2', '2027-01-10 09:00:00', ['2027-01-10', '2027-03-10']],
    ['MONTHLY;BYDAY=FR;BYMONTHDAY=13;COUNT=2', '2026-11-13 09:00:00', ['2026-11-13', '2027-08-13']],
    ['MONTHLY;BYMONTH=6,12;BYMONTHDAY=1;COUNT=2', '2027-06-01 09:00:00', ['2027-06-01', '2027-12-01']],
    ['YEARLY;BYMONTH=5;BYDAY=2SU;COUNT=2', '2027-05-09 09:00:00', ['2027-05-09', '2028-05-14']],
    ['YEARLY;BYYEARDAY=1,-1;COUNT=3', '2027-01-01 09:00:00', ['2027-01-01', '2027-12-31', '2028-01-01']],
    ['YEARLY;BYWEEKNO=20;BYDAY=MO;COUNT=2', '2027-05-17 09:00:00', ['2027-05-17', '2028-05-15']],
    ['YEARLY;BYMONTH=11;BYDAY=TH;BYSETPOS=4;COUNT=2', '2027-11-25 09:00:00', ['2027-11-25', '2028-11-23']],
    ['YEARLY;INTERVAL=4;COUNT=2', '2027-07-01 09:00:00', ['2027-07-01', '2031-07-01']],
  ];
  it.each(cases)('FREQ=%s', (rule, startLocal, days) => {
    expect(starts([`RRULE:FREQ=${rule}`], { startLocal }).map((s) => s.slice(0, 10))).toEqual(days);
  });

  it('gives later dates of the same day their own keys (BYHOUR, BYMINUTE, BYSECOND)', () => {
    const { dates } = expand(['RRULE:FREQ=DAILY;BYHOUR=9,18;BYMINUTE=30;BYSECOND=15;COUNT=4'], {
      startLocal: '2027-01-01 09:30:15',
    });
    expect(dates.map((d) => [d.key, d.startLocal])).toEqual([
      ['2027-01-01', '2027-01-01 09:30:15'],
      ['2027-01-01-2', '2027-01-01 18:30:15'],
      ['2027-01-02', '2027-01-02 09:30:15'],
      ['2027-01-02-2', '2027-01-02 18:30:15'],
    ]);
  });

  it('includes DTSTART even when the rule does not generate it (RFC 5545)', () => {
    expect(starts(['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3'], { startLocal: '2027-01-04 19:00:00' })).toEqual([
      '2027-01-04 19:00:00',
      '2027-01-05 19:00:00',
      '2027-01-12 19:00:00',
    ]);
  });
});

describe('RDATE and EXDATE values in any form', () => {
  it('reads values of other zones and UTC as the series zone wall times', () => {
    const lines = [
      'RRULE:FREQ=DAILY;COUNT=3',
      'EXDATE:20270102T180000Z',
      'RDATE;TZID=America/New_York:20270110T130000',
      'EXDATE;VALUE=DATE:20270103',
    ];
    expect(starts(lines, { startLocal: '2027-01-01 19:00:00' })).toEqual([
      '2027-01-01 19:00:00',
      '2027-01-10 19:00:00',
    ]);
  });

  it('accepts a series without a rule (RDATE only)', () => {
    const lines = ['RDATE:20270105T190000,20270107T190000'];
    expect(starts(lines, { startLocal: '2027-01-01 19:00:00' })).toEqual([
      '2027-01-01 19:00:00',
      '2027-01-05 19:00:00',
      '2027-01-07 19:00:00',
    ]);
  });
});

describe('range and cap', () => {
  it('generates dates before the horizon only, and says more may follow', () => {
    const expansion = expand(
      ['RRULE:FREQ=DAILY'],
      { startLocal: '2027-01-01 19:00:00' },
      {
        untilMs: Date.UTC(2027, 0, 5, 18, 0, 0),
      },
    );
    expect(expansion.dates.map((d) => d.key)).toEqual(['2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04']);
    expect(expansion.complete).toBe(false);
  });

  it('drops the oldest dates beyond the cap', () => {
    const expansion = expand(['RRULE:FREQ=DAILY;COUNT=10'], { startLocal: '2027-01-01 19:00:00' }, { max: 3 });
    expect(expansion.dates.map((d) => d.key)).toEqual(['2027-01-08', '2027-01-09', '2027-01-10']);
    expect(expansion.complete).toBe(true);
  });

  it('expands two years of a daily series', () => {
    const expansion = expand(
      ['RRULE:FREQ=DAILY'],
      { startLocal: '2027-01-01 19:00:00' },
      {
        untilMs: Date.UTC(2029, 0, 1),
      },
    );
    expect(expansion.dates).toHaveLength(731);
  });
});

describe('refused lines', () => {
  const refused: [string, string, string | undefined][] = [
    ['RRULE:FREQ=HOURLY;COUNT=3', 'freq_too_fine', 'FREQ'],
    ['RRULE:FREQ=MINUTELY', 'freq_too_fine', 'FREQ'],
    ['RRULE:FREQ=FORTNIGHTLY', 'bad_value', 'FREQ'],
    ['RRULE:COUNT=3', 'freq_missing', 'FREQ'],
    ['RRULE:FREQ=WEEKLY;FOO=1', 'unknown_part', 'FOO'],
    ['RRULE:FREQ=WEEKLY;COUNT=2;COUNT=3', 'duplicate_part', 'COUNT'],
    ['RRULE:FREQ=WEEKLY;COUNT=x', 'bad_value', 'COUNT'],
    ['RRULE:FREQ=WEEKLY;INTERVAL=0', 'bad_value', 'INTERVAL'],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=32', 'bad_value', 'BYMONTHDAY'],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=0', 'bad_value', 'BYMONTHDAY'],
    ['RRULE:FREQ=WEEKLY;BYDAY=XX', 'bad_value', 'BYDAY'],
    ['RRULE:FREQ=WEEKLY;COUNT=2;UNTIL=20270101T000000Z', 'count_and_until', undefined],
    ['RRULE:FREQ=WEEKLY;BYDAY=1MO', 'part_not_allowed', 'BYDAY'],
    ['RRULE:FREQ=MONTHLY;BYWEEKNO=3', 'part_not_allowed', 'BYWEEKNO'],
    ['RRULE:FREQ=WEEKLY;BYMONTHDAY=3', 'part_not_allowed', 'BYMONTHDAY'],
    ['RRULE:FREQ=MONTHLY;BYYEARDAY=3', 'part_not_allowed', 'BYYEARDAY'],
    ['RRULE:FREQ=MONTHLY;BYSETPOS=1', 'setpos_alone', 'BYSETPOS'],
    ['RRULE:FREQ=WEEKLY;UNTIL=20270230', 'bad_value', 'UNTIL'],
    ['EXRULE:FREQ=WEEKLY', 'property', 'EXRULE'],
    ['DTSTART:20270101T190000', 'property', 'DTSTART'],
    ['RDATE;VALUE=PERIOD:20270101T190000Z/PT1H', 'period', 'VALUE'],
    ['EXDATE;TZID=Mars/Olympus:20270101T190000', 'bad_value', 'TZID'],
    ['EXDATE;TZID=Europe/Madrid:20270101T190000Z', 'bad_value', '20270101T190000Z'],
    ['EXDATE;FOO=1:20270101T190000', 'param', 'FOO'],
    ['EXDATE:2027-01-01', 'bad_value', '2027-01-01'],
    ['every tuesday', 'not_a_line', undefined],
    ['', 'not_a_line', undefined],
  ];
  it.each(refused)('%s → %s', (line, reason, part) => {
    const result = parseRecurrence([line]);
    expect(result).toEqual({
      line,
      reason,
      ...(part ? { part } : {}),
      ...(reason === 'part_not_allowed' ? { freq: expect.any(String) } : {}),
    });
  });

  it('refuses a second RRULE line', () => {
    const second = 'RRULE:FREQ=DAILY';
    expect(parseRecurrence(['RRULE:FREQ=WEEKLY', second])).toEqual({ line: second, reason: 'second_rrule' });
  });

  it('reads names and values in any case', () => {
    expect(
      isLineProblem(parseRecurrence(['rrule:freq=weekly;byday=tu,th', 'exdate;tzid=Europe/Madrid:20270105t190000'])),
    ).toBe(false);
  });
});
