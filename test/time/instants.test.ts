import { describe, expect, it } from 'vitest';
import {
  isRepeatedWallTime,
  toLuxonZone,
  toUtcWall,
  toWall,
  utcWallIn,
  utcWallToIso,
  utcWallToMs,
  wallToInstant,
} from '../../src/time';

const ZONES = [
  'UTC',
  'Europe/Madrid',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Australia/Sydney',
  'UTC+5:30',
  'UTC-3',
];
// Around the Madrid DST changes of 2027 (28 March 01:00 UTC, 31 October 01:00 UTC), midnight and a leap day.
const INSTANTS = [
  '2027-03-28 00:59:59',
  '2027-03-28 01:00:00',
  '2027-03-28 01:14:59',
  '2027-10-31 00:59:59',
  '2027-10-31 01:00:00',
  '2027-11-07 06:00:00',
  '2028-02-29 23:30:00',
  '2026-12-31 23:59:59',
];

describe('fast instant conversions agree with luxon', () => {
  it('reads UTC wall strings as epoch milliseconds', () => {
    for (const wall of INSTANTS) expect(utcWallToMs(wall)).toBe(wallToInstant(wall, 'UTC').toMillis());
    expect(toUtcWall(utcWallToMs('2027-03-28 01:00:00'))).toBe('2027-03-28 01:00:00');
    expect(() => utcWallToMs('2027-03-28')).toThrow(RangeError);
  });

  it.each(ZONES)('renders UTC instants as wall time and ISO 8601 of %s', (zone) => {
    for (const wall of INSTANTS) {
      const dt = wallToInstant(wall, 'UTC').setZone(toLuxonZone(zone));
      expect(utcWallIn(wall, zone)).toBe(toWall(dt));
      expect(utcWallToIso(wall, zone)).toBe(dt.toISO({ suppressMilliseconds: true }));
    }
  });
});

describe('isRepeatedWallTime', () => {
  it('is true for both instants of the hour repeated when the clocks go back, and for no other', () => {
    const repeated = (zone: string, wall: string) => isRepeatedWallTime(zone, utcWallToMs(wall));
    // Madrid shows 02:00–02:59 twice on 2027-10-31: at 00:00–00:59 UTC (CEST) and 01:00–01:59 UTC (CET).
    for (const wall of ['2027-10-31 00:00:00', '2027-10-31 00:30:00', '2027-10-31 01:30:00', '2027-10-31 01:59:00']) {
      expect(repeated('Europe/Madrid', wall), wall).toBe(true);
    }
    for (const wall of ['2027-10-30 23:59:00', '2027-10-31 02:00:00', '2027-03-28 01:30:00', '2027-07-01 00:30:00']) {
      expect(repeated('Europe/Madrid', wall), wall).toBe(false);
    }
    // Lord Howe goes back half an hour; UTC and fixed offsets never repeat.
    expect(repeated('Australia/Lord_Howe', '2027-04-03 14:45:00')).toBe(true);
    expect(repeated('UTC', '2027-10-31 00:30:00')).toBe(false);
    expect(repeated('UTC+2', '2027-10-31 00:30:00')).toBe(false);
  });
});
