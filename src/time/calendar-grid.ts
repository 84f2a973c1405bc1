/**
 * @module Calendar days as `YYYY-MM-DD` strings: the days of a month grid or a week, and which events cover which
 * day. Pure date arithmetic on calendar dates (never on instants), so a day is a day whatever a zone's daylight
 * saving does to its length. Shared by the public pages (src/pages/) and the widget (widget/), which bundles this
 * file alone: it imports nothing.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

/** The first day of a week: Monday or Sunday (`WEEK_START`, docs/pages.md). */
export type WeekStart = 'monday' | 'sunday';

const DAY_MS = 86_400_000;
const ms = (day: Day) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
const dayOf = (time: number): Day => new Date(time).toISOString().slice(0, 10);

/** Whether `text` is a real calendar day `YYYY-MM-DD` (no 31 April), years 1000 to 9999. */
export function isDay(text: string): boolean {
  return /^[1-9]\d{3}-\d\d-\d\d$/.test(text) && dayOf(ms(text)) === text;
}

/** Whether `text` is a month `YYYY-MM`, years 1000 to 9999. */
export function isMonth(text: string): boolean {
  return /^[1-9]\d{3}-(0[1-9]|1[0-2])$/.test(text);
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: Day, n: number): Day {
  return dayOf(ms(day) + n * DAY_MS);
}

/** The day of the week: 0 Sunday … 6 Saturday. */
export function weekday(day: Day): number {
  return new Date(ms(day)).getUTCDay();
}

/** The first day of the week containing `day`. */
export function weekOf(day: Day, start: WeekStart): Day {
  const back = (weekday(day) - (start === 'monday' ? 1 : 0) + 7) % 7;
  return addDays(day, -back);
}

/** The seven days of the week containing `day`. */
export function weekDays(day: Day, start: WeekStart): Day[] {
  const first = weekOf(day, start);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The month `n` months after `month` (`YYYY-MM`). */
export function addMonths(month: string, n: number): string {
  const index = +month.slice(0, 4) * 12 + (+month.slice(5, 7) - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and last days of a month. */
export function monthBounds(month: string): [Day, Day] {
  const first = `${month}-01`;
  return [first, addDays(`${addMonths(month, 1)}-01`, -1)];
}

/** The weeks of a month grid: whole weeks from the week of the 1st to the week of the last day. */
export function monthWeeks(month: string, start: WeekStart): Day[][] {
  const [first, last] = monthBounds(month);
  const weeks: Day[][] = [];
  for (let day = weekOf(first, start); day <= last; day = addDays(day, 7)) weeks.push(weekDays(day, start));
  return weeks;
}

/**
 * The days an event covers, from its local wall dates (`YYYY-MM-DD HH:MM:SS`): its start day to its end day, except
 * that an end at midnight exactly belongs to the day before (an evening until 00:00 is not on the next day).
 */
export function coveredDays(startWall: string, endWall: string): [Day, Day] {
  const first = startWall.slice(0, 10);
  let last = endWall.slice(0, 10);
  if (last > first && endWall.slice(11, 19) === '00:00:00') last = addDays(last, -1);
  // An end before the start (never stored) would make an empty span: the event is on its start day.
  if (last < first) last = first;
  return [first, last];
}

/** One event shown on a day. */
export interface Placed<E> {
  event: E;
  /** It started on an earlier day (shown as continuing). */
  continued: boolean;
  /** It goes on after this day. */
  continues: boolean;
}

/** A day of a view with the events shown on it. */
export interface DayCell<E> {
  day: Day;
  shown: Placed<E>[];
  /** How many more events cover the day than are shown (exact when not `partial`). */
  more: number;
  /** The view read fewer events than the window holds and this day may miss some: link to its agenda. */
  partial: boolean;
}

/**
 * Places `events` (in start order) on `days`, at most `max` per day. When the read stopped before the end of the
 * window (`complete` false), the days from the start day of the last event read on may miss events: they are
 * `partial` (events start in order, so every earlier day is whole).
 */
export function placeEvents<E>(
  events: readonly E[],
  days: readonly Day[],
  span: (event: E) => [Day, Day],
  options: { max: number; complete: boolean },
): DayCell<E>[] {
  const spans = events.map((event) => ({ event, range: span(event) }));
  const last = spans[spans.length - 1];
  const cut = options.complete || !last ? undefined : last.range[0];
  return days.map((day) => {
    const covering = spans.filter(({ range }) => range[0] <= day && day <= range[1]);
    return {
      day,
      shown: covering
        .slice(0, options.max)
        .map(({ event, range }) => ({ event, continued: range[0] < day, continues: range[1] > day })),
      more: Math.max(0, covering.length - options.max),
      partial: cut !== undefined && day >= cut,
    };
  });
}
