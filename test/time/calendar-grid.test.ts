import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  coveredDays,
  isDay,
  isMonth,
  monthBounds,
  monthWeeks,
  placeEvents,
  weekDays,
  weekOf,
} from '../../src/time/calendar-grid';

/** Calendar days as strings (src/time/calendar-grid.ts): the arithmetic of the month grid and the week view. */

describe('days, weeks and months', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2031-01-31', 1)).toBe('2031-02-01');
    expect(addDays('2031-03-01', -1)).toBe('2031-02-28');
    expect(addDays('2032-03-01', -1)).toBe('2032-02-29');
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01');
    expect(addMonths('2031-12', 1)).toBe('2032-01');
    expect(addMonths('2031-01', -1)).toBe('2030-12');
    expect(monthBounds('2032-02')).toEqual(['2032-02-01', '2032-02-29']);
    expect(monthBounds('2031-04')).toEqual(['2031-04-01', '2031-04-30']);
  });

  it('tells real days and months from look-alikes', () => {
    expect(isDay('2031-02-28')).toBe(true);
    expect(isDay('2031-02-29')).toBe(false);
    expect(isDay('2031-04-31')).toBe(false);
    expect(isDay('31-04-2031')).toBe(false);
    expect(isMonth('2031-12')).toBe(true);
    expect(isMonth('2031-13')).toBe(false);
    expect(isMonth('0999-01')).toBe(false);
  });

  it('starts weeks on Monday or Sunday, seven days each, DST weeks included', () => {
    // 2031-03-30 is the Sunday Madrid moves to summer time: a 23-hour day, still one day of its week.
    expect(weekOf('2031-03-30', 'monday')).toBe('2031-03-24');
    expect(weekDays('2031-03-30', 'monday')).toEqual([
      '2031-03-24',
      '2031-03-25',
      '2031-03-26',
      '2031-03-27',
      '2031-03-28',
      '2031-03-29',
      '2031-03-30',
    ]);
    expect(weekOf('2031-03-30', 'sunday')).toBe('2031-03-30');
    expect(weekOf('2031-10-26', 'monday')).toBe('2031-10-20');
  });

  it('covers a month with whole weeks from its first day to its last', () => {
    // December 2031: Monday 1 to Wednesday 31.
    const weeks = monthWeeks('2031-12', 'monday');
    expect(weeks.length).toBe(5);
    expect(weeks[0]?.[0]).toBe('2031-12-01');
    expect(weeks[4]?.[6]).toBe('2032-01-04');
    const sunday = monthWeeks('2031-12', 'sunday');
    expect(sunday[0]?.[0]).toBe('2031-11-30');
    expect(sunday.flat()).toContain('2031-12-31');
  });
});

describe('events on days', () => {
  it('covers days from start to end, an end at midnight belonging to the day before', () => {
    expect(coveredDays('2031-12-31 22:00:00', '2032-01-01 02:00:00')).toEqual(['2031-12-31', '2032-01-01']);
    expect(coveredDays('2031-12-31 22:00:00', '2032-01-01 00:00:00')).toEqual(['2031-12-31', '2031-12-31']);
    expect(coveredDays('2031-12-25 00:00:00', '2032-01-08 23:59:59')).toEqual(['2031-12-25', '2032-01-08']);
  });

  it('places an event on every day it covers, marks continuations and counts what a day cannot show', () => {
    const events = [
      { id: 1, span: ['2031-12-29', '2032-01-02'] as [string, string] },
      ...[2, 3, 4, 5, 6].map((id) => ({ id, span: ['2031-12-31', '2031-12-31'] as [string, string] })),
    ];
    const days = ['2031-12-30', '2031-12-31', '2032-01-01'];
    const cells = placeEvents(events, days, (e) => e.span, { max: 4, complete: true });
    expect(cells.map((c) => c.shown.map((p) => p.event.id))).toEqual([[1], [1, 2, 3, 4], [1]]);
    expect(cells[1]?.more).toBe(2);
    expect(cells[0]?.shown[0]).toMatchObject({ continued: true, continues: true });
    expect(cells.every((c) => !c.partial)).toBe(true);
  });

  it('marks the days from the last event read as partial when the read stopped early', () => {
    const events = [
      { span: ['2031-12-01', '2031-12-01'] as [string, string] },
      { span: ['2031-12-03', '2031-12-03'] as [string, string] },
    ];
    const cells = placeEvents(events, ['2031-12-01', '2031-12-02', '2031-12-03', '2031-12-04'], (e) => e.span, {
      max: 4,
      complete: false,
    });
    expect(cells.map((c) => c.partial)).toEqual([false, false, true, true]);
  });
});
