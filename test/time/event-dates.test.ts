import { describe, expect, it } from 'vitest';
import { computeEventDates, type EventDates, type ParsedDate, parseDateInput } from '../../src/time';

const MADRID = 'Europe/Madrid';
const NOW = new Date('2027-03-24T10:15:30Z');

function date(input: unknown, zone = MADRID): ParsedDate {
  const parsed = parseDateInput(input, zone, NOW);
  if (!parsed) throw new Error(`expected ${JSON.stringify(input)} to parse`);
  return parsed;
}

function event(start: unknown, end: unknown, options: { allDay?: boolean; zone?: string } = {}): EventDates {
  const zone = options.zone ?? MADRID;
  const result = computeEventDates({ start: date(start, zone), end: date(end, zone), allDay: !!options.allDay, zone });
  if ('error' in result) throw new Error(result.error);
  return result;
}

describe('computeEventDates: timed events', () => {
  it('keeps wall times in the event zone and computes UTC and the abbreviation', () => {
    expect(event('2027-06-01 10:00', '2027-06-01 12:30')).toEqual({
      startLocal: '2027-06-01 10:00:00',
      endLocal: '2027-06-01 12:30:00',
      startUtc: '2027-06-01 08:00:00',
      endUtc: '2027-06-01 10:30:00',
      startMs: Date.UTC(2027, 5, 1, 8),
      endMs: Date.UTC(2027, 5, 1, 10, 30),
      timezone: MADRID,
      timezoneAbbr: 'CEST',
    });
  });

  it('handles an event that crosses midnight', () => {
    expect(event('2027-12-31 22:00', '2028-01-01 02:00')).toMatchObject({
      startLocal: '2027-12-31 22:00:00',
      endLocal: '2028-01-01 02:00:00',
      startUtc: '2027-12-31 21:00:00',
      endUtc: '2028-01-01 01:00:00',
      timezoneAbbr: 'CET',
    });
  });

  it('handles an event across the spring DST change, abbreviated at its start', () => {
    expect(event('2027-03-27 22:00', '2027-03-28 04:00')).toMatchObject({
      startUtc: '2027-03-27 21:00:00',
      endUtc: '2027-03-28 02:00:00',
      timezoneAbbr: 'CET',
    });
  });

  it('moves a start inside the spring gap forward', () => {
    expect(event('2027-03-28 02:30', '2027-03-28 05:00')).toMatchObject({
      startLocal: '2027-03-28 03:30:00',
      startUtc: '2027-03-28 01:30:00',
      timezoneAbbr: 'CEST',
    });
  });

  it('distinguishes the two 02:30 of the autumn change', () => {
    expect(event('2027-10-31 02:30', '2027-10-31 04:00')).toMatchObject({
      startUtc: '2027-10-31 00:30:00',
      timezoneAbbr: 'CEST',
    });
    expect(event('2027-10-31T01:30:00Z', '2027-10-31 04:00')).toMatchObject({
      startLocal: '2027-10-31 02:30:00',
      startUtc: '2027-10-31 01:30:00',
      timezoneAbbr: 'CET',
    });
  });

  it('converts inputs with an offset or timestamps into the event zone', () => {
    expect(event('2027-06-01T10:00:00Z', 1811848800)).toMatchObject({
      startLocal: '2027-06-01 12:00:00',
      endLocal: '2027-06-01 13:20:00',
      endUtc: '2027-06-01 11:20:00',
    });
  });

  it('reads wall times in offset zones', () => {
    expect(event('2027-06-01 10:00', '2027-06-01 11:00', { zone: 'UTC+5:30' })).toMatchObject({
      startLocal: '2027-06-01 10:00:00',
      startUtc: '2027-06-01 04:30:00',
      timezone: 'UTC+5:30',
      timezoneAbbr: 'UTC+5:30',
    });
  });

  it('keeps wall times parsed in another zone as wall times of the event zone', () => {
    const result = computeEventDates({
      start: date('2027-06-01 10:00', 'UTC'),
      end: date('2027-06-01 11:00', 'UTC'),
      allDay: false,
      zone: 'America/New_York',
    });
    expect(result).toMatchObject({ startLocal: '2027-06-01 10:00:00', startUtc: '2027-06-01 14:00:00' });
    expect(result).toMatchObject({ timezoneAbbr: 'EDT' });
  });

  it('accepts natural inputs relative to a fixed now', () => {
    expect(event('tomorrow 9am', 'tomorrow 11am')).toMatchObject({
      startLocal: '2027-03-25 09:00:00',
      startUtc: '2027-03-25 08:00:00',
    });
  });

  it('truncates to whole seconds', () => {
    expect(event('2027-06-01T10:00:00.900Z', '2027-06-01T10:00:01.100Z')).toMatchObject({
      startMs: Date.UTC(2027, 5, 1, 10),
      endMs: Date.UTC(2027, 5, 1, 10, 0, 1),
    });
  });

  it('accepts an end equal to the start and rejects an earlier one', () => {
    expect(event('2027-06-01 10:00', '2027-06-01 10:00').endMs).toBe(Date.UTC(2027, 5, 1, 8));
    const zone = MADRID;
    const result = computeEventDates({
      start: date('2027-06-01 10:00'),
      end: date('2027-06-01 09:59'),
      allDay: false,
      zone,
    });
    expect(result).toEqual({ error: 'end_before_start' });
  });
});

describe('computeEventDates: all-day events', () => {
  it('snaps a single day to 00:00:00 – 23:59:59', () => {
    expect(event('2027-06-01 15:00', '2027-06-01 09:00', { allDay: true })).toMatchObject({
      startLocal: '2027-06-01 00:00:00',
      endLocal: '2027-06-01 23:59:59',
      startUtc: '2027-05-31 22:00:00',
      endUtc: '2027-06-01 21:59:59',
    });
  });

  it('spans several days, across the DST change', () => {
    expect(event('2027-03-27', '2027-03-29', { allDay: true })).toMatchObject({
      startLocal: '2027-03-27 00:00:00',
      endLocal: '2027-03-29 23:59:59',
      startUtc: '2027-03-26 23:00:00',
      endUtc: '2027-03-29 21:59:59',
      timezoneAbbr: 'CET',
    });
  });

  it('snaps instants on the day they fall on in the event zone', () => {
    expect(event('2027-06-01T23:30:00Z', '2027-06-01T23:30:00Z', { allDay: true })).toMatchObject({
      startLocal: '2027-06-02 00:00:00',
      endLocal: '2027-06-02 23:59:59',
    });
  });

  it('rejects an end day before the start day', () => {
    const result = computeEventDates({
      start: date('2027-06-02'),
      end: date('2027-06-01'),
      allDay: true,
      zone: MADRID,
    });
    expect(result).toEqual({ error: 'end_before_start' });
  });
});
