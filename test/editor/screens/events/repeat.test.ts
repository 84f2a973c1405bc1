import { describe, expect, it } from 'vitest';
import {
  linesOf,
  NO_REPEAT,
  positionOf,
  type RepeatFields,
  repeatOfForm,
  repeatOfLines,
} from '../../../../src/editor/screens/events/repeat';

/** The repeat builder's fields and the `recurrence` lines they write, both ways (docs/editor.md, "Repeat"). */

const fields = (changes: Partial<RepeatFields>): RepeatFields => ({ ...NO_REPEAT, ...changes });

describe('the lines the builder writes', () => {
  it('writes nothing for a single date', () => {
    expect(linesOf(NO_REPEAT, '2027-03-02 19:00:00', false)).toEqual([]);
  });

  it.each([
    [fields({ repeat: 'daily' }), ['RRULE:FREQ=DAILY']],
    [fields({ repeat: 'daily', interval: '3', end: 'count', count: '10' }), ['RRULE:FREQ=DAILY;INTERVAL=3;COUNT=10']],
    // Weekly without chosen days: the start's weekday (2 March 2027 is a Tuesday).
    [fields({ repeat: 'weekly' }), ['RRULE:FREQ=WEEKLY;BYDAY=TU']],
    [fields({ repeat: 'weekly', days: ['TH', 'MO'] }), ['RRULE:FREQ=WEEKLY;BYDAY=MO,TH']],
    [fields({ repeat: 'monthly', monthly: 'day' }), ['RRULE:FREQ=MONTHLY;BYMONTHDAY=2']],
    [fields({ repeat: 'monthly', monthly: 'weekday' }), ['RRULE:FREQ=MONTHLY;BYDAY=1TU']],
    [fields({ repeat: 'yearly', end: 'until', until: '2030-12-31' }), ['RRULE:FREQ=YEARLY;UNTIL=20301231T235959']],
    [
      fields({ repeat: 'weekly', except: ['2027-03-16', '2027-03-30'] }),
      ['RRULE:FREQ=WEEKLY;BYDAY=TU', 'EXDATE;VALUE=DATE:20270316', 'EXDATE;VALUE=DATE:20270330'],
    ],
    [
      fields({ repeat: 'custom', custom: ' RRULE:FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR \r\n\n' }),
      ['RRULE:FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR'],
    ],
  ])('%j → %j', (repeat, lines) => {
    expect(linesOf(repeat, '2027-03-02 19:00:00', false)).toEqual(lines);
  });

  it('ends an all-day series on a date, not a time', () => {
    expect(
      linesOf(fields({ repeat: 'daily', end: 'until', until: '2027-03-09' }), '2027-03-02 00:00:00', true),
    ).toEqual(['RRULE:FREQ=DAILY;UNTIL=20270309']);
  });

  it('knows the last weekday of a month (30 March 2027 is its last Tuesday, and its fifth)', () => {
    expect(positionOf('2027-03-30')).toEqual({ nth: 5, last: true });
    expect(positionOf('2027-03-23')).toEqual({ nth: 4, last: false });
    expect(positionOf('2027-02-23')).toEqual({ nth: 4, last: true });
    expect(positionOf('2027-03-16')).toEqual({ nth: 3, last: false });
    expect(linesOf(fields({ repeat: 'monthly', monthly: 'last' }), '2027-03-30 19:00:00', false)).toEqual([
      'RRULE:FREQ=MONTHLY;BYDAY=-1TU',
    ]);
  });
});

describe('the builder’s fields of stored lines', () => {
  it.each([
    [
      'RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630T235959Z',
      { repeat: 'weekly', days: ['TU', 'TH'], end: 'until', until: '2027-07-01' },
    ],
    [
      'RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=8',
      { repeat: 'weekly', interval: '2', days: ['TU'], end: 'count', count: '8' },
    ],
    ['RRULE:FREQ=MONTHLY;BYDAY=1TU', { repeat: 'monthly', monthly: 'weekday' }],
    ['RRULE:FREQ=MONTHLY', { repeat: 'monthly', monthly: 'day' }],
    ['RRULE:FREQ=YEARLY', { repeat: 'yearly' }],
  ])('%s', (line, expected) => {
    expect(repeatOfLines([line], '2027-03-02 19:00:00', 'Europe/Madrid')).toMatchObject(expected);
  });

  it('reads cancelled dates in any form as the days they exclude in the series’ zone', () => {
    const lines = [
      'RRULE:FREQ=WEEKLY;COUNT=6',
      'EXDATE;TZID=Europe/Madrid:20270316T190000',
      'EXDATE:20270323T180000Z',
      'EXDATE;VALUE=DATE:20270330',
    ];
    expect(repeatOfLines(lines, '2027-03-02 19:00:00', 'Europe/Madrid').except).toEqual([
      '2027-03-16',
      '2027-03-23',
      '2027-03-30',
    ]);
  });

  it('keeps what the builder cannot say as written, in the custom mode', () => {
    for (const lines of [
      ['RRULE:FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR'],
      ['RRULE:FREQ=YEARLY;BYMONTH=3,9'],
      ['RRULE:FREQ=WEEKLY', 'RDATE;VALUE=DATE:20270401'],
      ['RRULE:FREQ=MONTHLY;BYDAY=2WE'],
    ]) {
      expect(repeatOfLines(lines, '2027-03-02 19:00:00', 'Europe/Madrid')).toMatchObject({
        repeat: 'custom',
        custom: lines.join('\n'),
      });
    }
  });

  it('writes again the lines it read, so an untouched builder changes nothing', () => {
    for (const line of [
      'RRULE:FREQ=WEEKLY;BYDAY=MO,TH;COUNT=6',
      'RRULE:FREQ=MONTHLY;BYDAY=1TU',
      'RRULE:FREQ=DAILY;INTERVAL=2',
    ]) {
      expect(linesOf(repeatOfLines([line], '2027-03-02 09:00:00', 'UTC'), '2027-03-02 09:00:00', false)).toEqual([
        line,
      ]);
    }
  });

  it('reads the form’s fields, with defaults for what is missing or unknown', () => {
    expect(repeatOfForm({ repeat: 'hourly', repeat_interval: '', repeat_days: ['MO', 'XX'] })).toMatchObject({
      repeat: 'none',
      interval: '1',
      days: ['MO'],
      end: 'never',
    });
  });
});
