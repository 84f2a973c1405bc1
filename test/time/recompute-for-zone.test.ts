import { describe, expect, it } from 'vitest';
import { recomputeForZone } from '../../src/time';

const MADRID = 'Europe/Madrid';

describe('recomputeForZone', () => {
  it('keeps the wall times and recomputes UTC when only the zone changes', () => {
    const sydney = recomputeForZone({
      startLocal: '2027-06-01 10:00:00',
      endLocal: '2027-06-01 12:00:00',
      allDay: false,
      zone: 'Australia/Sydney',
    });
    expect(sydney).toMatchObject({ startUtc: '2027-06-01 00:00:00', timezoneAbbr: 'AEST' });
    if ('error' in sydney) throw new Error('the dates are in range');
    const paris = recomputeForZone({
      startLocal: sydney.startLocal,
      endLocal: sydney.endLocal,
      allDay: false,
      zone: 'Europe/Paris',
    });
    expect(paris).toMatchObject({
      startLocal: '2027-06-01 10:00:00',
      endLocal: '2027-06-01 12:00:00',
      startUtc: '2027-06-01 08:00:00',
      endUtc: '2027-06-01 10:00:00',
      timezone: 'Europe/Paris',
      timezoneAbbr: 'CEST',
    });
  });

  it('keeps all-day bounds as they are', () => {
    const result = recomputeForZone({
      startLocal: '2027-06-01 00:00:00',
      endLocal: '2027-06-02 23:59:59',
      allDay: true,
      zone: 'America/New_York',
    });
    expect(result).toMatchObject({
      startUtc: '2027-06-01 04:00:00',
      endUtc: '2027-06-03 03:59:59',
      timezoneAbbr: 'EDT',
    });
  });

  it('moves a timed wall time that falls in the new zone DST gap forward', () => {
    const result = recomputeForZone({
      startLocal: '2027-03-28 02:30:00',
      endLocal: '2027-03-28 04:00:00',
      allDay: false,
      zone: MADRID,
    });
    expect(result).toMatchObject({ startLocal: '2027-03-28 03:30:00', startUtc: '2027-03-28 01:30:00' });
  });

  it('refuses a zone that moves a bound out of the supported range', () => {
    const kiritimati = { startLocal: '9999-12-30 20:00:00', endLocal: '9999-12-30 22:00:00', allDay: false };
    expect(recomputeForZone({ ...kiritimati, zone: 'Pacific/Kiritimati' })).toMatchObject({
      startUtc: '9999-12-30 06:00:00',
    });
    expect(recomputeForZone({ ...kiritimati, zone: 'UTC-12' })).toEqual({ error: 'out_of_range', bound: 'start' });
    const early = { startLocal: '1000-01-02 10:00:00', endLocal: '1000-01-02 12:00:00', allDay: false };
    expect(recomputeForZone({ ...early, zone: 'UTC' })).toMatchObject({ startUtc: '1000-01-02 10:00:00' });
    expect(recomputeForZone({ ...early, zone: 'UTC+14' })).toEqual({ error: 'out_of_range', bound: 'start' });
  });
});
