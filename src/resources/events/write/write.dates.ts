import { invalidParam, invalidParams, type ParamProblem } from '../../../http/errors';
import {
  computeEventDates,
  type EventDates,
  type EventDatesProblem,
  type ParsedDate,
  parseDateInput,
  recomputeForZone,
  resolveZone,
  SUPPORTED_RANGE,
  wallToInstant,
} from '../../../time';
import type { EventCore } from '../wire/wire.rows';

/**
 * The start, end and zone of an event write (docs/api.md#events-dates-times-and-fields): dates without an offset are wall times in the event's
 * zone, dates with one (and timestamps) are converted into it, all-day events snap to whole days, and an end
 * before the start is a 400 naming `end_date` (docs/differences.md#end-before-start and docs/differences.md#end-date-named).
 */

/** The date fields of a write, as validated (the parser accepts them; the zone decides what they mean). */
export interface DateFields {
  start_date?: string | number;
  end_date?: string | number;
  timezone?: string;
  all_day?: boolean;
}

/** The zone a `timezone` value names: `""` is the site time zone; the schema already refused invalid ones. */
function zoneOf(timezone: string, siteZone: string): string {
  return timezone.trim() === '' ? siteZone : (resolveZone(timezone) ?? siteZone);
}

function parseBoth(input: DateFields, zone: string): { start?: ParsedDate; end?: ParsedDate } {
  const problems: Record<string, ParamProblem> = {};
  const parse = (name: 'start_date' | 'end_date') => {
    const value = input[name];
    if (value === undefined) return undefined;
    const parsed = parseDateInput(value, zone);
    // The schema checked the range in UTC; read in the event's zone, a wall time at the edge may leave it.
    if (!parsed) problems[name] = { key: 'param.date_range', vars: { ...SUPPORTED_RANGE } };
    return parsed ?? undefined;
  };
  const start = parse('start_date');
  const end = parse('end_date');
  if (Object.keys(problems).length > 0) throw invalidParams(problems);
  return { start, end };
}

/**
 * The dates, or the 400 of their problem: an end before the start names `endParam`; a bound out of the supported
 * range names the parameter that moved it there (`timezone` when only the zone changed).
 */
function orThrow(
  dates: EventDates | EventDatesProblem,
  endParam: string,
  rangeParam: (bound: 'start' | 'end') => string,
): EventDates {
  if (!('error' in dates)) return dates;
  if (dates.error === 'end_before_start') throw invalidParam(endParam, 'param.end_before_start');
  throw invalidParam(rangeParam(dates.bound), 'param.date_range', { ...SUPPORTED_RANGE });
}

/** The parameter of a bound: `start_date` or `end_date`. */
const boundParam = (bound: 'start' | 'end') => `${bound}_date`;

/** The dates of a new event (`start_date` and `end_date` are required by the schema). */
export function datesForCreate(input: DateFields, siteZone: string): EventDates {
  const zone = zoneOf(input.timezone ?? '', siteZone);
  const { start, end } = parseBoth(input, zone);
  const dates = computeEventDates({ start: start!, end: end!, allDay: input.all_day ?? false, zone });
  return orThrow(dates, 'end_date', boundParam);
}

/** A stored wall time as a parsed date in `zone` (a wall time, not an instant). */
function storedWall(wall: string, zone: string): ParsedDate {
  return { dt: wallToInstant(wall, zone), explicitOffset: false, hasTime: true };
}

/**
 * The dates of an updated event, or undefined when the update touches none of them. Absent fields keep their
 * stored values: a new `timezone` alone keeps the wall times and moves the instants (docs/original.md#event-update); a new
 * start alone is checked against the stored end (the 400 names `end_date` all the same, as docs/differences.md says).
 */
export function datesForUpdate(input: DateFields, current: EventCore, siteZone: string): EventDates | undefined {
  const touched =
    input.start_date !== undefined ||
    input.end_date !== undefined ||
    input.timezone !== undefined ||
    input.all_day !== undefined;
  if (!touched) return undefined;
  const zone = input.timezone !== undefined ? zoneOf(input.timezone, siteZone) : (current.timezone ?? siteZone);
  const allDay = input.all_day ?? current.allDay ?? false;
  const startLocal = current.startLocal ?? '';
  const endLocal = current.endLocal ?? startLocal;
  if (input.start_date === undefined && input.end_date === undefined && allDay === (current.allDay ?? false)) {
    const param = input.timezone !== undefined ? 'timezone' : 'all_day';
    return orThrow(recomputeForZone({ startLocal, endLocal, allDay, zone }), 'end_date', () => param);
  }
  const parsed = parseBoth(input, zone);
  const start = parsed.start ?? storedWall(startLocal, zone);
  const end = parsed.end ?? storedWall(endLocal, zone);
  // A bound that was not sent left the range through the zone or the all-day snapping.
  const rangeParam = (bound: 'start' | 'end') =>
    input[boundParam(bound) as 'start_date' | 'end_date'] !== undefined
      ? boundParam(bound)
      : input.timezone !== undefined
        ? 'timezone'
        : boundParam(bound);
  return orThrow(computeEventDates({ start, end, allDay, zone }), 'end_date', rangeParam);
}

/** The `posts` columns of computed dates. */
export function dateColumns(dates: EventDates) {
  return {
    startUtc: dates.startUtc,
    endUtc: dates.endUtc,
    startLocal: dates.startLocal,
    endLocal: dates.endLocal,
    timezone: dates.timezone,
  };
}
