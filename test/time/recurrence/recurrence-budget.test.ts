import { describe, expect, it } from 'vitest';
import { partsOfWall } from '../../../src/time/recurrence/recurrence';
import { candidatesPerPeriod, costProblem, walkPeriods } from '../../../src/time/recurrence/recurrence-budget';
import { isLineProblem, parseRecurrence } from '../../../src/time/recurrence/recurrence-lines';

/** The static part of a rule's budget (src/time/recurrence-budget.ts, docs/recurrence.md "Cost of a rule"). */

const rule = (line: string) => {
  const parsed = parseRecurrence([line]);
  if (isLineProblem(parsed) || !parsed.rule) throw new Error(line);
  return parsed.rule;
};

const problem = (lines: string[], start = '2026-01-15 10:00:00') => {
  const parsed = parseRecurrence(lines);
  if (isLineProblem(parsed)) throw new Error(JSON.stringify(parsed));
  return costProblem(parsed, partsOfWall(start), lines)?.reason ?? null;
};

describe('candidates per period: an upper bound from the BY… parts', () => {
  it.each([
    ['RRULE:FREQ=DAILY', 1],
    ['RRULE:FREQ=DAILY;BYHOUR=9,18;BYMINUTE=0,30', 4],
    ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH', 2],
    ['RRULE:FREQ=MONTHLY', 1],
    ['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', 25],
    ['RRULE:FREQ=MONTHLY;BYDAY=2MO,-1FR', 2],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=1,15;BYDAY=MO', 2],
    ['RRULE:FREQ=YEARLY', 1],
    ['RRULE:FREQ=YEARLY;BYMONTH=3,6', 2],
    ['RRULE:FREQ=YEARLY;BYMONTH=5;BYDAY=2SU', 1],
    ['RRULE:FREQ=YEARLY;BYDAY=MO', 60],
    ['RRULE:FREQ=YEARLY;BYYEARDAY=1,-1', 2],
    ['RRULE:FREQ=YEARLY;BYWEEKNO=1,20;BYDAY=MO,FR', 4],
    [
      'RRULE:FREQ=YEARLY;BYMONTHDAY=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31;BYHOUR=1,2',
      732,
    ],
  ])('%s → %d', (line, expected) => {
    expect(candidatesPerPeriod(rule(line))).toBe(expected);
  });
});

describe('costProblem', () => {
  it.each([
    [['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30'], 'no_dates'],
    [['RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30,31'], 'no_dates'],
    [['RRULE:FREQ=MONTHLY;BYMONTH=4,6,9,11;BYMONTHDAY=-31'], 'no_dates'],
    [['RRULE:FREQ=YEARLY;BYYEARDAY=1;BYSETPOS=2'], 'no_dates'],
    [['RRULE:FREQ=MONTHLY;BYDAY=1MO;BYSETPOS=-2'], 'no_dates'],
    [
      [
        'RRULE:FREQ=DAILY;BYHOUR=1,2,3,4,5,6,7,8,9,10;BYMINUTE=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59;BYSECOND=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17',
      ],
      'too_costly',
    ],
    [['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29'], null],
    [['RRULE:FREQ=MONTHLY;BYMONTHDAY=31'], null],
    [['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'], null],
    [['RDATE:20270101T100000'], null],
  ])('%j → %s', (lines, reason) => {
    expect(problem(lines)).toBe(reason);
  });

  it('a MONTHLY or YEARLY rule without day parts takes the day of DTSTART', () => {
    expect(problem(['RRULE:FREQ=YEARLY;BYMONTH=2'], '2026-01-30 10:00:00')).toBe('no_dates');
    expect(problem(['RRULE:FREQ=YEARLY;BYMONTH=2'], '2026-01-29 10:00:00')).toBe(null);
    expect(problem(['RRULE:FREQ=YEARLY'], '2028-02-29 10:00:00')).toBe(null);
    expect(problem(['RRULE:FREQ=MONTHLY'], '2026-01-31 10:00:00')).toBe(null);
  });

  it('counts the RDATE and EXDATE values of every line', () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => `2027${String(1 + (i % 12)).padStart(2, '0')}01`);
    expect(problem([`RDATE;VALUE=DATE:${values(1000).join(',')}`, `EXDATE;VALUE=DATE:${values(1000).join(',')}`])).toBe(
      null,
    );
    expect(problem([`RDATE;VALUE=DATE:${values(1000).join(',')}`, `EXDATE;VALUE=DATE:${values(1001).join(',')}`])).toBe(
      'too_many_values',
    );
  });
});

describe('walkPeriods', () => {
  it('shares the candidates among the periods, with at least the periods twice the kept dates', () => {
    expect(walkPeriods(1, 1000)).toBe(4000);
    expect(walkPeriods(1, 5000)).toBe(10_000);
    expect(walkPeriods(50, 1000)).toBe(1000);
    expect(walkPeriods(10_000, 1000)).toBe(5);
  });
});
