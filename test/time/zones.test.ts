import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { resolveZone, toLuxonZone, zoneAbbr } from '../../src/time';

const WINTER = Date.UTC(2027, 0, 15, 12);
const SUMMER = Date.UTC(2027, 6, 15, 12);

describe('resolveZone', () => {
  it.each([
    ['Europe/Madrid', 'Europe/Madrid'],
    ['europe/madrid', 'Europe/Madrid'],
    ['AMERICA/NEW_YORK', 'America/New_York'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['UTC', 'UTC'],
    ['utc', 'UTC'],
    ['  Europe/London  ', 'Europe/London'],
  ])('accepts the IANA name %j as %j', (input, stored) => {
    expect(resolveZone(input)).toBe(stored);
  });

  it('answers a lower-case link with a spelling of the same zone', () => {
    // ICU may resolve links (Asia/Kolkata → Asia/Calcutta); either spelling names the same zone.
    expect(['Asia/Kolkata', 'Asia/Calcutta']).toContain(resolveZone('asia/kolkata'));
  });

  it.each([
    ['UTC+5', 'UTC+5'],
    ['UTC+05', 'UTC+5'],
    ['UTC-3:30', 'UTC-3:30'],
    ['UTC+05:30', 'UTC+5:30'],
    ['UTC+5.5', 'UTC+5:30'],
    ['UTC+5.75', 'UTC+5:45'],
    ['UTC-9.5', 'UTC-9:30'],
    ['UTC+14', 'UTC+14'],
    ['utc-12', 'UTC-12'],
    ['UTC+0', 'UTC'],
    ['UTC-0:00', 'UTC'],
  ])('normalizes the offset form %j to %j', (input, stored) => {
    expect(resolveZone(input)).toBe(stored);
  });

  it.each([
    '',
    'Europe/Nowhere',
    'Mars/Olympus_Mons',
    'madrid',
    '+05:00',
    'UTC+',
    'UTC+15',
    'UTC+5:60',
    'UTC+5.3',
    'UTC 5',
    'Europe/Madrid; DROP TABLE',
  ])('rejects %j', (input) => {
    expect(resolveZone(input)).toBeNull();
  });
});

describe('toLuxonZone', () => {
  it('builds fixed-offset zones from the offset form', () => {
    expect(toLuxonZone('UTC+5:30').offset(WINTER)).toBe(330);
    expect(toLuxonZone('UTC-3:30').offset(WINTER)).toBe(-210);
  });

  it('builds IANA zones that follow DST', () => {
    const madrid = toLuxonZone('Europe/Madrid');
    expect(madrid.offset(WINTER)).toBe(60);
    expect(madrid.offset(SUMMER)).toBe(120);
  });

  it('throws for a name that is no zone', () => {
    expect(() => toLuxonZone('Europe/Nowhere')).toThrow(RangeError);
  });
});

describe('zoneAbbr', () => {
  it.each([
    ['Europe/Madrid', 'CET', 'CEST'],
    ['Europe/Paris', 'CET', 'CEST'],
    ['America/New_York', 'EST', 'EDT'],
    ['America/Los_Angeles', 'PST', 'PDT'],
    ['Europe/London', 'GMT', 'BST'],
    ['Europe/Lisbon', 'WET', 'WEST'],
    ['Europe/Athens', 'EET', 'EEST'],
    ['Australia/Sydney', 'AEDT', 'AEST'],
    ['Asia/Tokyo', 'JST', 'JST'],
    ['Asia/Kolkata', 'IST', 'IST'],
    ['UTC', 'UTC', 'UTC'],
  ])('%s is %s in January and %s in July', (zone, winter, summer) => {
    expect(zoneAbbr(zone, WINTER)).toBe(winter);
    expect(zoneAbbr(zone, SUMMER)).toBe(summer);
  });

  it.each([
    ['America/Sao_Paulo', 'GMT-3'],
    ['Asia/Kathmandu', 'GMT+5:45'],
    ['Etc/GMT-3', 'GMT+3'],
  ])('falls back to the GMT form for %s', (zone, abbr) => {
    expect(zoneAbbr(zone, SUMMER)).toBe(abbr);
  });

  it.each(['UTC+5', 'UTC+5:30', 'UTC-3:30'])('answers the stored form for the offset zone %s', (zone) => {
    expect(zoneAbbr(zone, SUMMER)).toBe(zone);
  });

  it('takes a DateTime as well as epoch milliseconds', () => {
    const dt = DateTime.fromISO('2027-03-28T03:30:00', { zone: 'Europe/Madrid' });
    expect(zoneAbbr('Europe/Madrid', dt)).toBe('CEST');
    expect(zoneAbbr('Europe/Madrid', dt.minus({ hours: 1 }))).toBe('CET');
  });
});
