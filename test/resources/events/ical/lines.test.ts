import { describe, expect, it } from 'vitest';
import {
  contentLine,
  dateValue,
  escapeText,
  fold,
  paramText,
  propertyLine,
  utcValue,
  zonedValue,
} from '../../../../src/resources/events/ical/ical.lines';

/** The octets of each physical line of a folded content line. */
const octets = (folded: string) => folded.split('\r\n').map((line) => new TextEncoder().encode(line).length);
const unfold = (folded: string) => folded.replace(/\r\n /g, '');

describe('feed content lines (src/resources/events/ical/ical.lines.ts)', () => {
  it('folds at 75 octets, in one piece when the line fits', () => {
    const fits = `DESCRIPTION:${'a'.repeat(63)}`;
    expect(fits.length).toBe(75);
    expect(fold(fits)).toBe(fits);
    const long = `DESCRIPTION:${'a'.repeat(200)}`;
    const folded = fold(long);
    expect(octets(folded)).toEqual([75, 75, 64]);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(unfold(folded)).toBe(long);
  });

  it('never splits a UTF-8 character: two-, three- and four-octet ones at the boundary', () => {
    for (const char of ['à', '€', '🎷']) {
      for (let pad = 0; pad < 4; pad++) {
        const line = `SUMMARY:${'x'.repeat(pad)}${char.repeat(60)}`;
        const folded = fold(line);
        expect(unfold(folded), `${char} ${pad}`).toBe(line);
        for (const [index, size] of octets(folded).entries())
          expect(size, `${char} ${pad} line ${index}`).toBeLessThanOrEqual(75);
        // Each physical line decodes on its own: no character was cut.
        for (const part of folded.split('\r\n')) {
          const bytes = new TextEncoder().encode(part);
          expect(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)).toBe(part);
        }
      }
    }
  });

  it('writes a property line as the line of its name and value is folded, whatever the value holds', () => {
    const pieces = ['a', ' ', ',', 'à', '€', '🎷', 'Sala Apolo'];
    let seed = 35;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 2_000; i++) {
      const value = Array.from(
        { length: Math.floor(next() * 40) },
        () => pieces[Math.floor(next() * pieces.length)],
      ).join('');
      for (const name of ['GEO:', 'DESCRIPTION:', 'URL;VALUE=URI:']) {
        expect(propertyLine(name, value), `${name}${value}`).toBe(contentLine(`${name}${value}`));
      }
    }
  });

  it('escapes TEXT values and quoted parameters', () => {
    expect(escapeText('Sala Apolo')).toBe('Sala Apolo');
    expect(escapeText('a\\b;c,d\r\ne\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(paramText('Sala "Apolo" ^ 2\nB')).toBe("Sala ^'Apolo^' ^^ 2^nB");
  });

  it('writes dates from wall strings: UTC, the local time of a zone across its DST changes, and days', () => {
    expect(utcValue('2027-01-31 23:05:09')).toBe('20270131T230509Z');
    // Madrid: +01:00 in winter, +02:00 in summer; the changes of 2027 are on 28 March and 31 October.
    expect(zonedValue('2027-03-28 00:59:59', 'Europe/Madrid')).toBe('20270328T015959');
    expect(zonedValue('2027-03-28 01:00:00', 'Europe/Madrid')).toBe('20270328T030000');
    expect(zonedValue('2027-10-31 00:30:00', 'Europe/Madrid')).toBe('20271031T023000');
    expect(zonedValue('2027-10-31 01:30:00', 'Europe/Madrid')).toBe('20271031T023000');
    expect(zonedValue('2027-12-31 23:30:00', 'America/New_York')).toBe('20271231T183000');
    expect(dateValue('2027-12-31 00:00:00')).toBe('20271231');
    expect(dateValue('2027-12-31 23:59:59', 1)).toBe('20280101');
    expect(dateValue('2028-02-28 00:00:00', 1)).toBe('20280229');
    expect(dateValue('2027-02-28 00:00:00', 1)).toBe('20270301');
    expect(dateValue('2027-01-31 10:00:00', 1)).toBe('20270201');
    expect(() => utcValue('2027-01-31T23:05:09Z')).toThrow(RangeError);
  });
});
