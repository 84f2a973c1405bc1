import { describe, expect, it } from 'vitest';
import { toWall } from '../../src/time/format';
import { wallTimeIn } from '../../src/time/wall';
import { msText, zoneClock } from '../../src/time/zone-clock';

/**
 * The expansion's clock (src/time/zone-clock.ts) decides every wall time as `wallTimeIn` does: the same instant, the
 * same gaps (a skipped time), the earlier instant of a fold, and the same wall time back, in zones with DST both
 * ways, half-hour and 45-minute offsets, and Madrid's local mean time of 1900 (an offset in seconds).
 */

const ZONES = [
  'Europe/Madrid',
  'America/New_York',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/Sao_Paulo',
  'Asia/Kathmandu',
  'UTC+5:30',
  'UTC',
];

/** Every half hour (and odd minutes and seconds) of the days around each DST change of 2026, and of 1900–1901. */
function walls(): number[] {
  const out: number[] = [];
  for (const day of [
    '1900-12-31',
    '1901-01-01',
    '2026-03-08',
    '2026-03-29',
    '2026-04-05',
    '2026-09-27',
    '2026-10-25',
    '2026-11-01',
  ]) {
    const base = Date.parse(`${day}T00:00:00Z`);
    for (let m = -24 * 60; m < 48 * 60; m += 30) out.push(base + m * 60_000 + (m % 7) * 1000);
  }
  return out;
}

describe('zoneClock agrees with wallTimeIn', () => {
  it.each(ZONES)('%s', (zone) => {
    const clock = zoneClock(zone);
    for (const wallMs of walls()) {
      const d = new Date(wallMs);
      const parts = {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
        hour: d.getUTCHours(),
        minute: d.getUTCMinutes(),
        second: d.getUTCSeconds(),
      };
      const luxon = wallTimeIn(parts, zone)!;
      const exists = toWall(luxon) === msText(wallMs);
      // A gap: null, or the instant luxon moves it forward to.
      expect(clock.instant(wallMs), `${zone} ${msText(wallMs)}`).toBe(exists ? luxon.toMillis() : null);
      expect(clock.instant(wallMs, true), `${zone} ${msText(wallMs)}`).toBe(luxon.toMillis());
      // Back from the instant: the wall time the zone's clocks show.
      expect(msText(clock.wall(luxon.toMillis())), `${zone} ${msText(wallMs)}`).toBe(toWall(luxon));
    }
  });
});

describe('zoneClock.repeated', () => {
  it('is true of the wall times an autumn fold shows twice, and of no other', () => {
    const clock = zoneClock('Europe/Madrid');
    const at = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`);
    expect(clock.repeated(at('2026-10-25 02:30:00'))).toBe(true);
    expect(clock.repeated(at('2026-10-25 02:00:00'))).toBe(true);
    expect(clock.repeated(at('2026-10-25 03:00:00'))).toBe(false);
    expect(clock.repeated(at('2026-10-25 01:59:59'))).toBe(false);
    expect(clock.repeated(at('2026-03-29 02:30:00'))).toBe(false);
    expect(zoneClock('UTC+5:30').repeated(at('2026-10-25 02:30:00'))).toBe(false);
  });
});
