import { describe, expect, it } from 'vitest';
import {
  dateValue,
  escapeText,
  fold,
  paramText,
  stampOfMs,
  wallMs,
} from '../../../../src/resources/events/ical/ical.lines';
import { zoneClock } from '../../../../src/resources/events/ical/ical.vtimezone';
import { isRepeatedWallTime, offsetAt } from '../../../../src/time';

/**
 * The feed's dense formatting (src/resources/events/ical/ical.lines.ts, ical.vtimezone.ts): dates written by
 * arithmetic, offsets read from one scan of each zone, escaping in one pass, folding by octets. Each is checked
 * against the slow, obvious computation it replaces (a Date, the zone database per instant, chained replaces).
 */

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** `YYYYMMDDTHHMMSS` the slow way: a Date per value. */
const slowStamp = (ms: number) => iso(ms).slice(0, 19).replace(/[-:]/g, '');
const wallOf = (ms: number) => iso(ms).slice(0, 19).replace('T', ' ');

describe('feed dates without date objects', () => {
  it('writes the stamp of any instant of years 1–9999 as a Date would, month and year ends included', () => {
    const instants = [
      Date.UTC(1, 0, 1),
      Date.UTC(1582, 9, 15, 12),
      Date.UTC(1900, 1, 28, 23, 59, 59),
      Date.UTC(2000, 1, 29, 0, 0, 1),
      Date.UTC(2026, 11, 31, 23, 59, 59),
      Date.UTC(2027, 0, 1),
      Date.UTC(2028, 1, 29, 13, 5, 9),
      Date.UTC(2100, 2, 1),
      Date.UTC(9999, 11, 31, 23, 59, 59),
    ];
    // And a day's worth of instants a prime number of seconds apart, across sixty years.
    for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2050, 0, 1); ms += 7919 * 1000 * 29) instants.push(ms);
    for (const ms of instants) expect(stampOfMs(ms), iso(ms)).toBe(slowStamp(ms));
  });

  it('reads wall strings digit by digit, and refuses anything else', () => {
    for (const ms of [Date.UTC(2027, 0, 31, 23, 5, 9), Date.UTC(1, 0, 1), Date.UTC(9999, 11, 31, 23, 59, 59)]) {
      expect(wallMs(wallOf(ms))).toBe(ms);
    }
    for (const bad of ['2027-01-31T23:05:09', '2027-01-31 23:05', '2027-1-31 23:05:09', '2027-01-31 23:05:0x', '']) {
      expect(() => wallMs(bad), bad).toThrow(RangeError);
    }
    expect(dateValue('2026-12-31 00:00:00', 1)).toBe('20270101');
    expect(dateValue('2027-01-31 00:00:00', 1)).toBe('20270201');
  });
});

describe('zone clocks: one scan per zone and range', () => {
  const zones = ['Europe/Madrid', 'America/New_York', 'Australia/Lord_Howe', 'America/Sao_Paulo', 'Asia/Kolkata'];

  it('gives every instant of the range the offset and the repeated hour the zone database gives', () => {
    for (const zone of zones) {
      // Two groups far apart (two scans), each across a year's changes.
      const instants = [Date.UTC(2026, 0, 1), Date.UTC(2026, 11, 31), Date.UTC(2031, 2, 1), Date.UTC(2032, 1, 1)];
      const clock = zoneClock(zone, instants);
      for (const [from, to] of [
        [instants[0]!, instants[1]!],
        [instants[2]!, instants[3]!],
      ]) {
        const wrong: string[] = [];
        for (let ms = from!; ms <= to!; ms += HOUR / 4) {
          if (clock.offset(ms) !== offsetAt(zone, ms)) wrong.push(`offset ${iso(ms)}`);
          if (clock.repeated(ms) !== isRepeatedWallTime(zone, ms)) wrong.push(`repeated ${iso(ms)}`);
        }
        expect(wrong, zone).toEqual([]);
      }
      // Outside its range, the zone database.
      const outside = Date.UTC(2029, 6, 1);
      expect(clock.offset(outside)).toBe(offsetAt(zone, outside));
    }
  });

  it('writes one observance per change in its VTIMEZONE, and the same text for the same zone and range', () => {
    // An event a month through 2027: one group, so one scan.
    const instants = Array.from({ length: 12 }, (_, month) => Date.UTC(2027, month, 10));
    const clock = zoneClock('Europe/Madrid', instants);
    const text = clock.text;
    expect(text.startsWith('BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid\r\n')).toBe(true);
    expect(text.endsWith('END:VTIMEZONE\r\n')).toBe(true);
    // The offset at the start, then summer time on 28 March, winter time on 31 October.
    expect(text.match(/^DTSTART:.*$/gm)).toEqual([
      'DTSTART:20270109T010000',
      'DTSTART:20270328T020000',
      'DTSTART:20271031T030000',
    ]);
    expect(text.match(/^BEGIN:(STANDARD|DAYLIGHT)$/gm)).toEqual(['BEGIN:STANDARD', 'BEGIN:DAYLIGHT', 'BEGIN:STANDARD']);
    expect(zoneClock('Europe/Madrid', [...instants].reverse())).toBe(clock);
  });
});

describe('feed text in one pass', () => {
  it('escapes every special character of TEXT and of quoted parameters, each once', () => {
    expect(escapeText('\\;,\r\n\n\r')).toBe('\\\\\\;\\,\\n\\n\\n');
    expect(escapeText('Sala Apolo, Barcelona; nou\\vell')).toBe('Sala Apolo\\, Barcelona\\; nou\\\\vell');
    expect(escapeText('no specials: àé€🎷')).toBe('no specials: àé€🎷');
    expect(paramText('^"\r\n"^')).toBe("^^^'^n^'^^");
  });

  it('folds a line of multi-byte text at exactly 75 octets a line, 74 after the leading space', () => {
    // 2-octet letters after an 8-octet name: the first line ends one octet short rather than split one.
    const line = `SUMMARY:${'à'.repeat(100)}`;
    const parts = fold(line).split('\r\n');
    const octets = parts.map((part) => new TextEncoder().encode(part).length);
    // `SUMMARY:` and 33 letters (74 octets: a 34th would pass 75), then 37 a line after the space, then the rest.
    expect(octets).toEqual([74, 75, 61]);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.join('').replace(/ /g, '')).toBe(line);
  });
});
