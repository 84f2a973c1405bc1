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
});
