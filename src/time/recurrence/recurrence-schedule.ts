import { parseOffsetZone } from '../zones';
import { inSeriesZone, wallText } from './recurrence';
import type { ParsedRecurrence } from './recurrence-lines';

/**
 * The schema.org `Schedule` of a series (docs/recurrence.md, "JSON-LD"): how often it repeats (an ISO 8601
 * duration), on which days, from its first to its last generated date, at which local times, in which zone, and
 * its cancelled dates. Parts with no schema.org counterpart (`BYSETPOS`, `BYWEEKNO`…) are left to the lines.
 */
export interface ScheduleInput {
  parsed: ParsedRecurrence;
  zone: string;
  allDay: boolean;
  /** `DTSTART` and its end, wall times. */
  startLocal: string;
  endLocal: string;
  /** The first and last generated (remaining) dates, wall times. */
  firstLocal: string;
  lastLocal: string;
}

const UNIT = { DAILY: 'D', WEEKLY: 'W', MONTHLY: 'M', YEARLY: 'Y' } as const;
const DAY_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries({ MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday' }),
).set('SU', 'Sunday');
const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The weekday code of a wall date. */
const weekdayOf = (wall: string) => WEEKDAY_CODES[new Date(`${wall.slice(0, 10)}T00:00:00Z`).getUTCDay()]!;

/** The `Schedule` object of a series. */
export function scheduleOf(input: ScheduleInput): Record<string, unknown> {
  const { parsed, zone, allDay } = input;
  const rule = parsed.rule;
  const freq = rule?.FREQ as keyof typeof UNIT | undefined;
  const days = rule?.BYDAY?.split(',') ?? (freq === 'WEEKLY' ? [weekdayOf(input.startLocal)] : []);
  const monthDays =
    rule?.BYMONTHDAY?.split(',').map(Number) ??
    (freq === 'MONTHLY' && !rule?.BYDAY ? [Number(input.startLocal.slice(8, 10))] : []);
  const except = parsed.exdates
    .map((date) => inSeriesZone(date, zone))
    .filter((value) => value !== null)
    .map((value) => wallText(value.wall).slice(0, 10));
  return {
    '@type': 'Schedule',
    ...(freq ? { repeatFrequency: `P${rule?.INTERVAL ?? '1'}${UNIT[freq]}` } : {}),
    ...(days.length > 0
      ? { byDay: days.map((day) => (DAY_NAMES.has(day) ? `https://schema.org/${DAY_NAMES.get(day)}` : day)) }
      : {}),
    ...(monthDays.length > 0 ? { byMonthDay: monthDays } : {}),
    startDate: input.firstLocal.slice(0, 10),
    endDate: input.lastLocal.slice(0, 10),
    ...(allDay ? {} : { startTime: input.startLocal.slice(11), endTime: input.endLocal.slice(11) }),
    ...(parseOffsetZone(zone) === null ? { scheduleTimezone: zone } : {}),
    ...(except.length > 0 ? { exceptDate: [...new Set(except)].sort() } : {}),
  };
}
