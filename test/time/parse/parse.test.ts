import { describe, expect, it } from 'vitest';
import { dateProblemKey, isDateInput, parseDateInput, toUtcWall, toWall } from '../../../src/time';

const MADRID = 'Europe/Madrid';
/** Wednesday 2027-03-24 11:15:30 in Madrid (CET); the clock is never read. */
const NOW = new Date('2027-03-24T10:15:30Z');

function parsed(input: unknown, zone = MADRID) {
  const result = parseDateInput(input, zone, NOW);
  if (!result) throw new Error(`expected ${JSON.stringify(input)} to parse`);
  return { ...result, local: toWall(result.dt), utc: toUtcWall(result.dt) };
}

describe('parseDateInput: calendar formats', () => {
  it.each([
    ['2027-03-05', '2027-03-05 00:00:00', false],
    ['2027/03/05', '2027-03-05 00:00:00', false],
    ['2027-3-5', '2027-03-05 00:00:00', false],
    ['2027-03-05 19:30', '2027-03-05 19:30:00', true],
    ['2027-03-05 19:30:15', '2027-03-05 19:30:15', true],
    ['2027-03-05T19:30:15', '2027-03-05 19:30:15', true],
    ['2027-03-05T19:30:15.250', '2027-03-05 19:30:15', true],
  ])('reads %j as a wall time in the zone', (input, local, hasTime) => {
    expect(parsed(input)).toMatchObject({ local, explicitOffset: false, hasTime });
  });

  it('reads 24:00 as the end of the day, like PHP', () => {
    expect(parsed('2027-03-05 24:00').local).toBe('2027-03-06 00:00:00');
  });

  it('keeps fractional seconds of ISO inputs', () => {
    expect(parsed('2027-03-05T19:30:15.250').dt.millisecond).toBe(250);
  });

  it.each([
    ['2027-03-05T18:30:15Z', '2027-03-05 19:30:15'],
    ['2027-03-05T18:30:15.123z', '2027-03-05 19:30:15'],
    ['2027-03-05T20:30:15+02:00', '2027-03-05 19:30:15'],
    ['2027-03-05 20:30:15 +02:00', '2027-03-05 19:30:15'],
    ['2027-03-05 20:30:15+0200', '2027-03-05 19:30:15'],
    ['2027-03-05 18:30:15 Z', '2027-03-05 19:30:15'],
    ['2027-03-05T13:30:15-05:00', '2027-03-05 19:30:15'],
  ])('converts %j, which has an offset, into the zone', (input, local) => {
    expect(parsed(input)).toMatchObject({ local, utc: '2027-03-05 18:30:15', explicitOffset: true, hasTime: true });
  });

  it('reads wall times in offset zones', () => {
    expect(parsed('2027-03-05 10:00', 'UTC+5:30')).toMatchObject({ utc: '2027-03-05 04:30:00' });
    expect(parsed('2027-03-05 10:00', 'UTC-3:30')).toMatchObject({ utc: '2027-03-05 13:30:00' });
  });
});

describe('parseDateInput: Europe/Madrid DST changes', () => {
  it('moves a time in the spring gap (2027-03-28 02:00 → 03:00) forward', () => {
    expect(parsed('2027-03-28 02:30')).toMatchObject({ local: '2027-03-28 03:30:00', utc: '2027-03-28 01:30:00' });
    expect(parsed('2027-03-28 01:59:59')).toMatchObject({ utc: '2027-03-28 00:59:59' });
    expect(parsed('2027-03-28 03:00')).toMatchObject({ utc: '2027-03-28 01:00:00' });
  });

  it('takes the earlier instant for the ambiguous autumn 02:30 of 2027-10-31', () => {
    const result = parsed('2027-10-31 02:30');
    expect(result).toMatchObject({ local: '2027-10-31 02:30:00', utc: '2027-10-31 00:30:00' });
    expect(result.dt.offset).toBe(120);
  });

  it('keeps the later 02:30 when an offset names it', () => {
    const result = parsed('2027-10-31T01:30:00Z');
    expect(result).toMatchObject({ local: '2027-10-31 02:30:00', explicitOffset: true });
    expect(result.dt.offset).toBe(60);
  });
});

describe('parseDateInput: Unix timestamps', () => {
  it.each([
    [1800000000, '2027-01-15 09:00:00'],
    ['1800000000', '2027-01-15 09:00:00'],
    [0, '1970-01-01 01:00:00'],
    ['-86400', '1969-12-31 01:00:00'],
  ])('reads %j as a UTC instant and converts it into the zone', (input, local) => {
    expect(parsed(input)).toMatchObject({ local, explicitOffset: true, hasTime: true });
  });

  it('converts timestamps into other zones too', () => {
    expect(parsed(1800000000, 'America/New_York').local).toBe('2027-01-15 03:00:00');
    expect(parsed('1800000000', 'UTC+5:30').local).toBe('2027-01-15 13:30:00');
  });

  it('keeps the milliseconds of fractional JSON numbers', () => {
    expect(parsed(1800000000.5).dt.toMillis()).toBe(1800000000500);
  });
});

describe('parseDateInput: rejects', () => {
  it.each([
    '',
    '   ',
    'foo',
    'later',
    'not-a-date',
    'tomorrow-ish',
    'before my birthday',
    '2017-13-45',
    '2027-02-30',
    '2027-03-05 24:01',
    '2027-03-05 12:60',
    '2027-03-05T10:00:00+25:00',
    '2027-03-05Z',
    '2027-03-05T',
    '05/03/2027',
    '99999999999999999999',
    '1.5',
    '0x10',
    `${'1'.repeat(30)} days`,
    // Words of Object.prototype where the grammar looks a word up (docs/security.md): `constructor` was a day word.
    'constructor',
    '__proto__',
    'next constructor',
    'last hasownproperty',
    '+1 constructor',
    '2 valueof ago',
    'first day of +1 constructor',
    'constructor 9am',
  ])('the string %j', (input) => {
    expect(parseDateInput(input, MADRID, NOW)).toBeNull();
  });

  it.each([null, undefined, true, false, {}, [], ['2027-03-05'], Number.NaN, Number.POSITIVE_INFINITY])(
    'the non-string %j',
    (input) => {
      expect(parseDateInput(input, MADRID, NOW)).toBeNull();
    },
  );
});

describe('isDateInput', () => {
  it('accepts what parseDateInput accepts', () => {
    expect(isDateInput('2027-03-05')).toBe(true);
    expect(isDateInput('tomorrow 9am')).toBe(true);
    expect(isDateInput(1800000000)).toBe(true);
  });

  it('rejects the rest', () => {
    expect(isDateInput('tomorrow-ish')).toBe(false);
    expect(isDateInput(null)).toBe(false);
  });
});

describe('parseDateInput: the supported range (years 1000 to 9999 in every zone)', () => {
  it.each([
    ['+100000 years'],
    [253402300800],
    ['253402300800'],
    [-62167219200],
    ['9999-12-31 23:30:00-12:00'],
    ['9999-12-31'],
    ['0999-12-31 12:00'],
    ['1000-01-01 23:00:00Z'],
    [8.64e15 + 1],
  ])('refuses %j, and says when it is a date out of range', (input) => {
    expect(parseDateInput(input, 'UTC', NOW)).toBeNull();
    expect(isDateInput(input)).toBe(false);
  });

  it('names the range for dates that read but fall outside it, and the format for the rest', () => {
    expect(dateProblemKey('+100000 years', NOW)).toBe('param.date_range');
    expect(dateProblemKey(253402300800, NOW)).toBe('param.date_range');
    expect(dateProblemKey('9999-12-31 23:30:00-12:00', NOW)).toBe('param.date_range');
    expect(dateProblemKey('tomorrow-ish', NOW)).toBe('param.date');
  });

  it('accepts the edges', () => {
    expect(parsed('1000-01-02 00:00:00Z').utc).toBe('1000-01-02 00:00:00');
    expect(parsed('9999-12-30 23:59:59Z').utc).toBe('9999-12-30 23:59:59');
    expect(parsed('9999-12-30 10:00', 'Pacific/Kiritimati').utc).toBe('9999-12-29 20:00:00');
  });
});
