import { inSeriesZone, isLineProblem, parseRecurrence, wallText } from '../../../time';
import { lastValue, listValue } from '../kit/inputs';

/**
 * @module The repeat builder's model (docs/editor.md, "Repeat"): its fields (never, daily, weekly on chosen days,
 * monthly on a day of the month or on the nth or last weekday, yearly; every N; ending never, on a date or after N
 * times; exception dates) and the `recurrence` lines they write, and back. Lines the builder cannot say (several
 * rules' worth of parts, `RDATE`, `BYSETPOS`…) are kept as they are, in the "custom" mode's text area, named
 * `recurrence` like the API's parameter. The API checks every line it receives: nothing here decides what is valid.
 */

export const FREQUENCIES = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number] | 'custom';
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

export interface RepeatFields {
  repeat: Frequency;
  interval: string;
  /** Weekly: the days (`MO`…`SU`). */
  days: string[];
  /** Monthly: on the start's day of the month, on its nth weekday, or on its weekday's last in the month. */
  monthly: 'day' | 'weekday' | 'last';
  end: 'never' | 'until' | 'count';
  until: string;
  count: string;
  /** Exception dates, `YYYY-MM-DD`. */
  except: string[];
  /** Custom mode: the lines, one per line. */
  custom: string;
}

export const NO_REPEAT: RepeatFields = {
  repeat: 'none',
  interval: '1',
  days: [],
  monthly: 'day',
  end: 'never',
  until: '',
  count: '',
  except: [],
  custom: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const compact = (day: string) => day.replaceAll('-', '');

/** The weekday code of a `YYYY-MM-DD` day. */
export function weekdayOf(day: string): string {
  const index = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return WEEKDAYS[index]!;
}

/** The start's position in its month: its weekday's nth (1–5), and whether it is that weekday's last. */
export function positionOf(day: string): { nth: number; last: boolean } {
  const date = Number(day.slice(8, 10));
  const month = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  const days = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  return { nth: Math.ceil(date / 7), last: date + 7 > days };
}

/** The builder's fields from a form (names `repeat`, `repeat_interval`, `repeat_days[]`…, `recurrence`). */
export function repeatOfForm(form: Record<string, unknown>): RepeatFields {
  const pick = <T extends string>(value: string, allowed: readonly T[], fallback: T): T =>
    (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  return {
    repeat: pick(lastValue(form, 'repeat'), [...FREQUENCIES, 'custom'] as const, 'none'),
    interval: lastValue(form, 'repeat_interval').trim() || '1',
    days: listValue(form, 'repeat_days').filter((d) => (WEEKDAYS as readonly string[]).includes(d)),
    monthly: pick(lastValue(form, 'repeat_monthly'), ['day', 'weekday', 'last'] as const, 'day'),
    end: pick(lastValue(form, 'repeat_end'), ['never', 'until', 'count'] as const, 'never'),
    until: lastValue(form, 'repeat_until').trim(),
    count: lastValue(form, 'repeat_count').trim(),
    except: [...new Set(listValue(form, 'repeat_except').map((d) => d.trim()))].filter(Boolean).sort(),
    custom: lastValue(form, 'recurrence'),
  };
}

/** The `recurrence` lines the fields write for a series starting at wall time `start` (`YYYY-MM-DD HH:MM:SS`). */
export function linesOf(fields: RepeatFields, start: string, allDay: boolean): string[] {
  if (fields.repeat === 'none') return [];
  if (fields.repeat === 'custom') {
    return fields.custom
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  }
  const day = start.slice(0, 10);
  const parts = [`FREQ=${fields.repeat.toUpperCase()}`];
  if (fields.interval !== '1') parts.push(`INTERVAL=${fields.interval}`);
  if (fields.repeat === 'weekly') {
    const days = fields.days.length ? fields.days : DAY.test(day) ? [weekdayOf(day)] : [];
    if (days.length) parts.push(`BYDAY=${WEEKDAYS.filter((d) => days.includes(d)).join(',')}`);
  }
  if (fields.repeat === 'monthly' && DAY.test(day)) {
    if (fields.monthly === 'day') parts.push(`BYMONTHDAY=${Number(day.slice(8, 10))}`);
    else if (fields.monthly === 'last') parts.push(`BYDAY=-1${weekdayOf(day)}`);
    else parts.push(`BYDAY=${positionOf(day).nth}${weekdayOf(day)}`);
  }
  // A date with no time is a wall time of the event's zone: the end of that day (docs/recurrence.md).
  if (fields.end === 'until' && fields.until) {
    parts.push(`UNTIL=${DAY.test(fields.until) ? compact(fields.until) : fields.until}${allDay ? '' : 'T235959'}`);
  }
  if (fields.end === 'count' && fields.count) parts.push(`COUNT=${fields.count}`);
  const lines = [`RRULE:${parts.join(';')}`];
  // A day alone excludes that day's date, whatever its time (docs/recurrence.md, "Lines").
  for (const except of fields.except) {
    lines.push(`EXDATE;VALUE=DATE:${DAY.test(except) ? compact(except) : except}`);
  }
  return lines;
}

const SIMPLE_PARTS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'UNTIL', 'COUNT', 'WKST']);

/** The local day of a line's date in `zone`. */
function dayIn(date: Parameters<typeof inSeriesZone>[0], zone: string): string | undefined {
  const value = inSeriesZone(date, zone);
  return value ? wallText(value.wall).slice(0, 10) : undefined;
}

/**
 * The builder's fields of stored `lines` of a series starting at `start` in `zone`: the simple forms the builder
 * writes (whatever form their dates were written in), else the custom mode with the lines as they are.
 */
export function repeatOfLines(lines: readonly string[] | null, start: string, zone: string): RepeatFields {
  if (!lines || lines.length === 0) return NO_REPEAT;
  const custom = { ...NO_REPEAT, repeat: 'custom' as const, custom: lines.join('\n') };
  const parsed = parseRecurrence(lines);
  if (isLineProblem(parsed) || !parsed.rule || parsed.rdates.length > 0) return custom;
  const rule = parsed.rule;
  if (Object.keys(rule).some((part) => !SIMPLE_PARTS.has(part))) return custom;
  const freq = (rule.FREQ ?? '').toLowerCase();
  const day = start.slice(0, 10);
  const fields: RepeatFields = { ...NO_REPEAT, repeat: freq as Frequency, interval: rule.INTERVAL ?? '1' };
  const byday = rule.BYDAY?.split(',') ?? [];
  if (freq === 'weekly') {
    if (rule.BYMONTHDAY || byday.some((d) => !(WEEKDAYS as readonly string[]).includes(d))) return custom;
    fields.days = byday.length ? byday : [weekdayOf(day)];
  } else if (freq === 'monthly') {
    const position = positionOf(day);
    if (rule.BYMONTHDAY && !rule.BYDAY && Number(rule.BYMONTHDAY) === Number(day.slice(8, 10))) fields.monthly = 'day';
    else if (!rule.BYMONTHDAY && rule.BYDAY === `${position.nth}${weekdayOf(day)}`) fields.monthly = 'weekday';
    else if (!rule.BYMONTHDAY && rule.BYDAY === `-1${weekdayOf(day)}` && position.last) fields.monthly = 'last';
    else if (!rule.BYMONTHDAY && !rule.BYDAY) fields.monthly = 'day';
    else return custom;
  } else if (rule.BYDAY || rule.BYMONTHDAY) {
    return custom;
  }
  if (rule.COUNT) fields.end = 'count';
  fields.count = rule.COUNT ?? '';
  if (parsed.until) {
    fields.end = 'until';
    fields.until = dayIn(parsed.until, zone) ?? '';
  }
  fields.except = parsed.exdates.map((date) => dayIn(date, zone) ?? '').filter(Boolean);
  return fields;
}
