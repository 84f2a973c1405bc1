import { DateTime } from 'luxon';
import type { ParsedDate } from '../types';
import { wallTimeIn } from '../wall';
import { toLuxonZone } from '../zones';
import { parseRelative, type RelativeOffset } from './relative';

interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

type Modifier = 'next' | 'last' | 'this' | '';

/** The date half of a natural input, before it is applied to "now" in a zone. */
interface DatePhrase extends RelativeOffset {
  /** Whether, without a time, the result keeps now's time of day (`now`, `+1 day`) or starts the day (`today`). */
  keepTime: boolean;
  weekday?: { target: number; modifier: Modifier };
  date?: { year: number; month: number; day: number };
  monthDay?: 'first' | 'last';
}

const MIDNIGHT: TimeOfDay = { hour: 0, minute: 0, second: 0, millisecond: 0 };
/**
 * Maps, not plain objects: the words are the client's, and a plain object's lookup finds Object.prototype's members
 * (`date_utc=constructor` answered 500; docs/security.md, "Words that name a member of Object.prototype").
 */
const DAY_WORDS: ReadonlyMap<string, number> = new Map(Object.entries({ today: 0, tomorrow: 1, yesterday: -1 }));
/** Luxon weekday numbers (Monday = 1) of the names and abbreviations PHP accepts. */
const WEEKDAYS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    ...{ monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, wednesday: 3, wed: 3, thursday: 4, thu: 4 },
    ...{ thur: 4, thurs: 4, friday: 5, fri: 5, saturday: 6, sat: 6, sunday: 7, sun: 7 },
  }),
);
const WEEKDAY_PHRASE = /^(?:(next|last|this) )?([a-z]+)$/;
const DATE_PHRASE = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;
const MONTH_DAY_PHRASE = /^(first|last) day of(?: (.+))?$/;
/**
 * A time of day: `9am`, `9 am`, `9:30 p.m.`, `18:30`, `18:30:15`, `18:30:15.250` (hour, minutes, seconds, fraction,
 * meridiem). The grammar chrono-node's strict English parser read here before (docs/performance.md, "What loads
 * when"): the same texts accepted, the same times, compared over every hour, minute and meridiem form.
 */
const CLOCK = /^(\d{1,2})(?::(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(?: ?([ap])(?:m|\.m\.))?$/;

/**
 * Parses the natural forms of PHP's strtotime (`now`, `tomorrow 9am`, `next wednesday 4pm`, `+1 week 2 days`,
 * `3 days ago`, `first day of next month`, `noon`…) relative to `now` in `zone`. The whole text must be one such
 * expression. Both halves are closed grammars here: chrono-node, which read the time of day before, differs from
 * strtotime in its other semantics (its `next friday` skips a week, its month arithmetic overflows, its `midnight` is the
 * next one and it computes in a fixed offset, which is wrong across DST).
 */
export function parseNatural(text: string, zone: string, now: Date): ParsedDate | null {
  const normalized = text.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const [dateText, timeText] of splits(normalized)) {
    const phrase = parseDatePhrase(dateText);
    if (!phrase) continue;
    const time = timeText === null ? null : parseTimeOfDay(timeText);
    if (timeText !== null && !time) continue;
    if (dateText === '' && !time) continue;
    return evaluate(phrase, time, zone, now);
  }
  return null;
}

/** The ways to read a text as date + time: all date, or a time of one or two words at the end or the start. */
function splits(text: string): Array<[string, string | null]> {
  const words = text.split(' ');
  const out: Array<[string, string | null]> = [[text, null]];
  for (const size of [1, 2]) {
    if (size > words.length) break;
    out.push([words.slice(0, -size).join(' '), words.slice(-size).join(' ')]);
    out.push([words.slice(size).join(' '), words.slice(0, size).join(' ')]);
  }
  return out;
}

function parseDatePhrase(text: string): DatePhrase | null {
  const keep = (offset: RelativeOffset): DatePhrase => ({ ...offset, keepTime: true });
  const reset = (days: number): DatePhrase => ({ calendar: { days }, elapsed: {}, keepTime: false });
  if (text === '') return reset(0);
  if (text === 'now') return keep({ calendar: {}, elapsed: {} });
  const dayWord = DAY_WORDS.get(text);
  if (dayWord !== undefined) return reset(dayWord);
  const weekday = WEEKDAY_PHRASE.exec(text);
  const target = weekday && WEEKDAYS.get(weekday[2] ?? '');
  if (weekday && target) return { ...reset(0), weekday: { target, modifier: (weekday[1] ?? '') as Modifier } };
  const date = DATE_PHRASE.exec(text);
  if (date) return { ...reset(0), date: { year: Number(date[1]), month: Number(date[3]), day: Number(date[4]) } };
  const monthDay = MONTH_DAY_PHRASE.exec(text);
  if (monthDay) {
    const rest = monthDay[2];
    // PHP's "first day of" keeps the time of day; "this month" is the current one.
    const offset = rest === undefined || rest === 'this month' ? { calendar: {}, elapsed: {} } : parseRelative(rest);
    if (!offset || !movesWholeMonths(offset)) return null;
    return { ...keep(offset), monthDay: monthDay[1] === 'first' ? 'first' : 'last' };
  }
  const relative = parseRelative(text);
  return relative && keep(relative);
}

function parseTimeOfDay(text: string): TimeOfDay | null {
  if (text === 'noon') return { ...MIDNIGHT, hour: 12 };
  if (text === 'midnight') return MIDNIGHT;
  const clock = CLOCK.exec(text);
  // A bare number is a count ("+1 week 2 days"), not an hour: a time needs a colon or am/pm.
  if (!clock || !/[:m]/.test(text)) return null;
  const [, hours, minutes = '0', seconds = '0', fraction = '', meridiem] = clock;
  const minute = Number(minutes);
  const second = Number(seconds);
  if (minute > 59 || second > 59) return null;
  let hour = Number(hours);
  if (meridiem) {
    if (hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  // The fraction's first three digits as a number of milliseconds (`.5` is 5 ms), as chrono-node read it.
  return { hour, minute, second, millisecond: Number(fraction.slice(0, 3) || '0') };
}

function evaluate(phrase: DatePhrase, time: TimeOfDay | null, zone: string, now: Date): ParsedDate | null {
  const base = DateTime.fromJSDate(now, { zone: toLuxonZone(zone) });
  if (!base.isValid) return null;
  const onlyElapsed = time === null && phrase.keepTime && !phrase.monthDay && isEmpty(phrase.calendar);
  // `now` and `+2 hours` are instants: re-reading their wall time could pick the other side of an autumn overlap.
  const start = onlyElapsed ? base : atWallTime(phrase, time, base, zone);
  const dt = start?.plus(phrase.elapsed);
  if (!dt?.isValid) return null;
  return { dt, explicitOffset: false, hasTime: time !== null || phrase.keepTime };
}

function atWallTime(phrase: DatePhrase, time: TimeOfDay | null, base: DateTime, zone: string): DateTime | null {
  // Calendar arithmetic on a bare date in UTC, where no DST change can move the time of day.
  let day = phrase.date
    ? DateTime.utc(phrase.date.year, phrase.date.month, phrase.date.day)
    : DateTime.utc(base.year, base.month, base.day);
  if (phrase.weekday) {
    const { target, modifier } = phrase.weekday;
    day = day.plus({ days: weekdayShift(day.weekday, target, modifier) });
  }
  if (phrase.monthDay) {
    // Only the month counts: moving day 1 keeps 31 January + 1 month from being a question at all.
    day = day.set({ day: 1 }).plus(phrase.calendar);
    if (phrase.monthDay === 'last') day = day.set({ day: day.daysInMonth ?? 1 });
  } else {
    day = day.plus(phrase.calendar);
  }
  if (!day.isValid) return null;
  const { hour, minute, second, millisecond } = base;
  const clock = time ?? (phrase.keepTime ? { hour, minute, second, millisecond } : MIDNIGHT);
  return wallTimeIn({ year: day.year, month: day.month, day: day.day, ...clock }, zone);
}

/** Days from `current` to `target` (luxon weekdays) as PHP counts them; today counts only without `next`/`last`. */
function weekdayShift(current: number, target: number, modifier: Modifier): number {
  if (modifier === 'last') return -((current - target + 7) % 7 || 7);
  const forward = (target - current + 7) % 7;
  return modifier === 'next' && forward === 0 ? 7 : forward;
}

/** "first day of" only makes sense after whole months or years (`next month`, `+2 months`, `last year`). */
function movesWholeMonths(offset: RelativeOffset): boolean {
  return isEmpty(offset.elapsed) && Object.keys(offset.calendar).every((unit) => unit === 'months' || unit === 'years');
}

function isEmpty(duration: object): boolean {
  return Object.keys(duration).length === 0;
}
