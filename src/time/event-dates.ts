import { DateTime } from 'luxon';
import { zoneAbbr } from './abbr';
import { toUtcWall, toWall, wallToInstant } from './format';
import { isSupportedInstant } from './range';
import type { ParsedDate } from './types';
import { wallPartsOf, wallTimeIn } from './wall';
import { toLuxonZone } from './zones';

/** Everything stored and returned about an event's start and end. */
export interface EventDates {
  /** `YYYY-MM-DD HH:MM:SS` wall times in the event's zone. */
  startLocal: string;
  endLocal: string;
  /** The same instants as `YYYY-MM-DD HH:MM:SS` in UTC. */
  startUtc: string;
  endUtc: string;
  /** The same instants in epoch milliseconds (whole seconds), for ordering and filtering. */
  startMs: number;
  endMs: number;
  /** The event's stored zone name. */
  timezone: string;
  /** The zone's abbreviation at the start instant (`CET`, `CEST`, `EDT`, `GMT+3`, `UTC+5`). */
  timezoneAbbr: string;
}

/** The inputs of {@link computeEventDates}: parsed start and end, the all-day flag and the event's zone. */
export interface EventDatesInput {
  start: ParsedDate;
  end: ParsedDate;
  allDay: boolean;
  /** A stored zone name (see `resolveZone`). */
  zone: string;
}

/**
 * Why dates cannot be stored: the end before the start, or a bound outside the supported range (which all-day
 * snapping or a new zone can reach from an input inside it).
 */
export type EventDatesProblem = { error: 'end_before_start' } | { error: 'out_of_range'; bound: 'start' | 'end' };

/** The stored wall times of an event whose zone changes, with the zone they are now read in. */
export interface RezoneInput {
  startLocal: string;
  endLocal: string;
  allDay: boolean;
  zone: string;
}

/**
 * Computes an event's stored dates. Inputs with an explicit offset (or timestamps) are converted into the event's
 * zone; inputs without one are wall times in it, whatever zone they were parsed in. All-day events run from
 * 00:00:00 of the start's day to 23:59:59 of the end's day (several days when they differ).
 * @returns a problem when the end is before the start (equal is fine) or a bound is out of the supported range.
 */
export function computeEventDates(input: EventDatesInput): EventDates | EventDatesProblem {
  const { zone, allDay } = input;
  const start = inZone(input.start, zone);
  const end = inZone(input.end, zone);
  if (allDay) {
    const startLocal = `${toWall(start).slice(0, 10)} 00:00:00`;
    const endLocal = `${toWall(end).slice(0, 10)} 23:59:59`;
    // Same fixed-width format, so the strings order like the days they name.
    if (endLocal < startLocal) return { error: 'end_before_start' };
    return recomputeForZone({ startLocal, endLocal, allDay, zone });
  }
  const startSecond = truncateToSecond(start);
  const endSecond = truncateToSecond(end);
  if (endSecond.toMillis() < startSecond.toMillis()) return { error: 'end_before_start' };
  return inRange(fromInstants(startSecond, endSecond, zone, toWall(startSecond), toWall(endSecond)));
}

/**
 * Recomputes an event's dates from its stored wall times in a (possibly new) zone: when an update changes only
 * `timezone`, the local times stay and the UTC values follow (docs/original.md#event-update). A timed wall time that does not
 * exist in the new zone moves forward like any parsed one; all-day bounds keep their 00:00:00 / 23:59:59 text.
 * @returns `out_of_range` when the new zone moves an instant out of the supported range.
 * @throws RangeError when a stored wall time is malformed.
 */
export function recomputeForZone(input: RezoneInput): EventDates | EventDatesProblem {
  const start = wallToInstant(input.startLocal, input.zone);
  const end = wallToInstant(input.endLocal, input.zone);
  if (input.allDay) return inRange(fromInstants(start, end, input.zone, input.startLocal, input.endLocal));
  return inRange(fromInstants(start, end, input.zone, toWall(start), toWall(end)));
}

function inRange(dates: EventDates): EventDates | EventDatesProblem {
  if (!isSupportedInstant(dates.startMs)) return { error: 'out_of_range', bound: 'start' };
  if (!isSupportedInstant(dates.endMs)) return { error: 'out_of_range', bound: 'end' };
  return dates;
}

function fromInstants(start: DateTime, end: DateTime, zone: string, startLocal: string, endLocal: string): EventDates {
  const startMs = start.toMillis();
  const endMs = end.toMillis();
  return {
    startLocal,
    endLocal,
    startUtc: toUtcWall(startMs),
    endUtc: toUtcWall(endMs),
    startMs,
    endMs,
    timezone: zone,
    timezoneAbbr: zoneAbbr(zone, startMs),
  };
}

/** A parsed date in the event's zone: instants are converted, wall times are kept. */
function inZone(parsed: ParsedDate, zone: string): DateTime {
  const luxonZone = toLuxonZone(zone);
  if (parsed.dt.zone.equals(luxonZone)) return parsed.dt;
  if (parsed.explicitOffset) return parsed.dt.setZone(luxonZone);
  return wallTimeIn(wallPartsOf(parsed.dt), zone) ?? parsed.dt.setZone(luxonZone);
}

function truncateToSecond(dt: DateTime): DateTime {
  return DateTime.fromMillis(Math.floor(dt.toMillis() / 1000) * 1000, { zone: dt.zone });
}
