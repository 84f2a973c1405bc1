import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dateDetails, endOfDay, startOfDay, toUtcWall, toWall, wallToInstant } from '../../src/time';

const MADRID = 'Europe/Madrid';

describe('toWall / toUtcWall', () => {
  const dt = DateTime.fromISO('2027-07-04T09:05:07.890', { zone: MADRID });

  it('formats in the DateTime zone, truncated to the second', () => {
    expect(toWall(dt)).toBe('2027-07-04 09:05:07');
  });

  it('formats in UTC from a DateTime or epoch milliseconds', () => {
    expect(toUtcWall(dt)).toBe('2027-07-04 07:05:07');
    expect(toUtcWall(dt.toMillis())).toBe('2027-07-04 07:05:07');
    expect(toUtcWall(0)).toBe('1970-01-01 00:00:00');
  });
});

describe('dateDetails', () => {
  it('takes zero-padded components from the string itself', () => {
    expect(dateDetails('2027-03-05 09:07:03')).toEqual({
      year: '2027',
      month: '03',
      day: '05',
      hour: '09',
      minutes: '07',
      seconds: '03',
    });
  });

  it('fills a missing time with zeros', () => {
    expect(dateDetails('2027-03-05')).toMatchObject({ hour: '00', minutes: '00', seconds: '00' });
  });

  it('throws for a string that is no wall time', () => {
    expect(() => dateDetails('5 March 2027')).toThrow(RangeError);
  });
});

describe('startOfDay / endOfDay', () => {
  it('bound the calendar day in the DateTime zone', () => {
    const dt = DateTime.fromISO('2027-06-01T15:20:00', { zone: MADRID });
    expect(toWall(startOfDay(dt))).toBe('2027-06-01 00:00:00');
    expect(toWall(endOfDay(dt))).toBe('2027-06-01 23:59:59');
    expect(endOfDay(dt).millisecond).toBe(0);
    expect(toUtcWall(endOfDay(dt))).toBe('2027-06-01 21:59:59');
  });

  it('handle the 23-hour day of the spring change', () => {
    const dt = DateTime.fromISO('2027-03-28T12:00:00', { zone: MADRID });
    expect(toUtcWall(startOfDay(dt))).toBe('2027-03-27 23:00:00');
    expect(toUtcWall(endOfDay(dt))).toBe('2027-03-28 21:59:59');
  });
});

describe('wallToInstant', () => {
  it('reads a stored wall string in a zone', () => {
    expect(toUtcWall(wallToInstant('2027-06-01 10:00:00', MADRID))).toBe('2027-06-01 08:00:00');
    expect(toUtcWall(wallToInstant('2027-06-01 10:00:00', 'UTC+5:30'))).toBe('2027-06-01 04:30:00');
  });

  it('is DST-correct and independent of the current date', () => {
    expect(toUtcWall(wallToInstant('2027-03-28 02:30:00', MADRID))).toBe('2027-03-28 01:30:00');
    expect(toUtcWall(wallToInstant('2027-10-31 02:30:00', MADRID))).toBe('2027-10-31 00:30:00');
    expect(toUtcWall(wallToInstant('2027-10-31 03:00:00', MADRID))).toBe('2027-10-31 02:00:00');
  });

  it('throws for malformed or impossible wall strings', () => {
    expect(() => wallToInstant('2027-02-30 10:00:00', MADRID)).toThrow(RangeError);
    expect(() => wallToInstant('tomorrow', MADRID)).toThrow(RangeError);
  });
});
