import { describe, expect, it } from 'vitest';
import { parseDateInput, toUtcWall, toWall } from '../../../src/time';

const MADRID = 'Europe/Madrid';
/** Wednesday 2027-03-24 11:15:30 in Madrid (CET). Madrid moves to CEST on Sunday 2027-03-28. */
const WEDNESDAY = new Date('2027-03-24T10:15:30Z');
/** Monday 2027-03-22 11:15:30 in Madrid. */
const MONDAY = new Date('2027-03-22T10:15:30Z');

function local(input: string, now = WEDNESDAY, zone = MADRID): string | null {
  const result = parseDateInput(input, zone, now);
  return result && toWall(result.dt);
}

describe('natural forms that name a day (time 00:00:00 unless given)', () => {
  it.each([
    ['today', '2027-03-24 00:00:00'],
    ['tomorrow', '2027-03-25 00:00:00'],
    ['yesterday', '2027-03-23 00:00:00'],
    ['midnight', '2027-03-24 00:00:00'],
    ['noon', '2027-03-24 12:00:00'],
    ['today noon', '2027-03-24 12:00:00'],
    ['tomorrow midnight', '2027-03-25 00:00:00'],
    ['Tomorrow  9AM', '2027-03-25 09:00:00'],
    ['tomorrow 9am', '2027-03-25 09:00:00'],
    ['9am tomorrow', '2027-03-25 09:00:00'],
    ['noon tomorrow', '2027-03-25 12:00:00'],
    ['tomorrow 18:30', '2027-03-25 18:30:00'],
    ['tomorrow 18:30:15', '2027-03-25 18:30:15'],
    ['tomorrow 9:30 pm', '2027-03-25 21:30:00'],
    ['tomorrow 12am', '2027-03-25 00:00:00'],
    ['yesterday 23:59', '2027-03-23 23:59:00'],
    ['9am', '2027-03-24 09:00:00'],
    ['18:30', '2027-03-24 18:30:00'],
    ['2027-03-05 7pm', '2027-03-05 19:00:00'],
    ['2027-03-05 noon', '2027-03-05 12:00:00'],
  ])('%j → %s', (input, expected) => {
    expect(local(input)).toBe(expected);
  });

  it('marks day names without a time as time-less, wall times in the zone', () => {
    expect(parseDateInput('tomorrow', MADRID, WEDNESDAY)).toMatchObject({ hasTime: false, explicitOffset: false });
    expect(parseDateInput('tomorrow 9am', MADRID, WEDNESDAY)).toMatchObject({ hasTime: true, explicitOffset: false });
  });

  it('reads "tomorrow 9am" in the zone it is given', () => {
    const result = parseDateInput('tomorrow 9am', 'America/New_York', WEDNESDAY);
    expect(result && toUtcWall(result.dt)).toBe('2027-03-25 13:00:00');
  });
});

describe('the time of day', () => {
  it.each([
    ['tomorrow 9 am', '2027-03-25 09:00:00'],
    ['tomorrow 9:30 p.m.', '2027-03-25 21:30:00'],
    ['tomorrow 9:30a.m.', '2027-03-25 09:30:00'],
    ['tomorrow 12pm', '2027-03-25 12:00:00'],
    ['tomorrow 12:05 am', '2027-03-25 00:05:00'],
    ['tomorrow 0am', '2027-03-25 00:00:00'],
    ['tomorrow 07:05', '2027-03-25 07:05:00'],
    ['tomorrow 0:00', '2027-03-25 00:00:00'],
    ['tomorrow 23:59:59', '2027-03-25 23:59:59'],
  ])('%j → %s', (input, expected) => {
    expect(local(input)).toBe(expected);
  });

  it('keeps the fraction of a second as milliseconds, its first three digits', () => {
    expect(parseDateInput('tomorrow 18:30:15.250', MADRID, WEDNESDAY)?.dt.millisecond).toBe(250);
    expect(parseDateInput('tomorrow 18:30:15.1234', MADRID, WEDNESDAY)?.dt.millisecond).toBe(123);
  });

  it.each([
    'tomorrow 24:00',
    'tomorrow 9:60',
    'tomorrow 9:30:60',
    'tomorrow 13pm',
    'tomorrow 13:00 am',
    'tomorrow 9a.m',
    'tomorrow 9am.',
    'tomorrow 9 m',
    'tomorrow 9:5',
    'tomorrow 123:00',
    'tomorrow 9:30:15.1234567',
  ])('refuses %j', (input) => {
    expect(parseDateInput(input, MADRID, WEDNESDAY)).toBeNull();
  });
});

describe('weekdays, as strtotime counts them', () => {
  it.each([
    ['wednesday', WEDNESDAY, '2027-03-24 00:00:00'],
    ['this wednesday', WEDNESDAY, '2027-03-24 00:00:00'],
    ['next wednesday', WEDNESDAY, '2027-03-31 00:00:00'],
    ['last wednesday', WEDNESDAY, '2027-03-17 00:00:00'],
    ['next wednesday 4pm', WEDNESDAY, '2027-03-31 16:00:00'],
    ['next wednesday 4pm', MONDAY, '2027-03-24 16:00:00'],
    ['4pm next wednesday', MONDAY, '2027-03-24 16:00:00'],
    ['next monday', MONDAY, '2027-03-29 00:00:00'],
    ['friday', MONDAY, '2027-03-26 00:00:00'],
    ['last friday', MONDAY, '2027-03-19 00:00:00'],
    ['sunday', MONDAY, '2027-03-28 00:00:00'],
    ['next sun', MONDAY, '2027-03-28 00:00:00'],
    ['tue 10am', MONDAY, '2027-03-23 10:00:00'],
    ['thurs', MONDAY, '2027-03-25 00:00:00'],
  ])('%j from %s → %s', (input, now, expected) => {
    expect(local(input, now)).toBe(expected);
  });
});

describe('relative offsets (keep the current time)', () => {
  it.each([
    ['now', '2027-03-24 11:15:30'],
    ['+1 day', '2027-03-25 11:15:30'],
    ['-1 day', '2027-03-23 11:15:30'],
    ['+2 hours', '2027-03-24 13:15:30'],
    ['+90 min', '2027-03-24 12:45:30'],
    ['+30 sec', '2027-03-24 11:16:00'],
    ['+1 week 2 days', '2027-04-02 11:15:30'],
    ['-1 week 2 days', '2027-03-19 11:15:30'],
    ['3 days ago', '2027-03-21 11:15:30'],
    ['2 weeks ago', '2027-03-10 11:15:30'],
    ['+1 fortnight', '2027-04-07 11:15:30'],
    ['next week', '2027-03-31 11:15:30'],
    ['last week', '2027-03-17 11:15:30'],
    ['next month', '2027-04-24 11:15:30'],
    ['+3 months', '2027-06-24 11:15:30'],
    ['last year', '2026-03-24 11:15:30'],
    ['+1 day 9am', '2027-03-25 09:00:00'],
    ['first day of next month', '2027-04-01 11:15:30'],
    ['last day of next month', '2027-04-30 11:15:30'],
    ['first day of this month', '2027-03-01 11:15:30'],
    ['first day of', '2027-03-01 11:15:30'],
  ])('%j → %s', (input, expected) => {
    expect(local(input)).toBe(expected);
  });

  it('keeps the wall time across the DST change for days and weeks ("+2 weeks")', () => {
    const result = parseDateInput('+2 weeks', MADRID, WEDNESDAY);
    expect(result && toWall(result.dt)).toBe('2027-04-07 11:15:30');
    expect(result && toUtcWall(result.dt)).toBe('2027-04-07 09:15:30');
    expect(result).toMatchObject({ hasTime: true, explicitOffset: false });
  });

  it('counts hours as elapsed time across the spring gap', () => {
    const before = new Date('2027-03-28T00:30:00Z'); // 01:30 CET
    expect(local('+2 hours', before)).toBe('2027-03-28 04:30:00');
  });

  it('moves a shifted wall time that lands in the spring gap forward', () => {
    const saturday = new Date('2027-03-27T01:30:00Z'); // 02:30 CET
    expect(local('+1 day', saturday)).toBe('2027-03-28 03:30:00');
    expect(local('tomorrow 2:30am', saturday)).toBe('2027-03-28 03:30:00');
  });

  it('clamps month arithmetic to the end of the month, like luxon', () => {
    const endOfJanuary = new Date('2027-01-31T12:00:00Z');
    expect(local('+1 month', endOfJanuary, 'UTC')).toBe('2027-02-28 12:00:00');
    expect(local('last day of next month', endOfJanuary, 'UTC')).toBe('2027-02-28 12:00:00');
  });

  it('returns now itself for "now", even inside the autumn overlap', () => {
    const secondHalf = new Date('2027-10-31T01:30:00Z'); // the second 02:30 in Madrid
    expect(parseDateInput('now', MADRID, secondHalf)?.dt.toMillis()).toBe(secondHalf.getTime());
  });
});

describe('natural text that is not a date', () => {
  it.each([
    'tomorrow-ish',
    'later',
    'tonight',
    'in 2 days',
    'this week',
    'this month',
    'next',
    'ago',
    '2 ago',
    '+1 lightyear',
    'tomorrow 9',
    'tomorrow 25:00',
    'tomorrow 9:61',
    'tomorrow 13pm',
    'tomorrow 9am est',
    'tomorrow tomorrow',
    'tomorrow +2 hours',
    'next wednesday 4pm please',
    '9am 10am',
    '9am-10am',
    'first day of next week',
    '2027-13-45 7pm',
  ])('%j', (input) => {
    expect(parseDateInput(input, MADRID, WEDNESDAY)).toBeNull();
  });
});
