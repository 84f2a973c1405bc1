import type { Config } from '../../../config';
import type { DbMeter } from '../../../db/client';
import { type ApiError, invalidParam } from '../../../http/errors';
import {
  allDayProblem,
  costProblem,
  type Expansion,
  exdateLine,
  expandSeries,
  isLineProblem,
  type LineProblem,
  parseRecurrence,
  partsOfWall,
  RecurrenceCostError,
  toUtcWall,
} from '../../../time';
import { lineProblemMessage } from '../write/write.recurrence';

/** What a series' dates are computed from: its first date, zone, all-day flag and lines. */
export interface SeriesShape {
  startLocal: string;
  endLocal: string;
  timezone: string;
  allDay: boolean;
  lines: readonly string[];
}

/** The end of the generated range at `now`: now + `RECURRENCE_HORIZON_DAYS` × 24 h (docs/recurrence.md). */
export function horizonMs(config: Config, now: number): number {
  return now + config.recurrence.horizonDays * 86_400_000;
}

/** What an expansion needs of its request: the configuration, and the meter its work is added to. */
export interface ExpandContext {
  config: Config;
  meter?: DbMeter | undefined;
}

/** The 400 of a refused line (naming `recurrence`, quoting the line). */
function refused(problem: LineProblem): ApiError {
  const { key, vars } = lineProblemMessage(problem);
  return invalidParam('recurrence', key, vars);
}

/**
 * The generated dates of a series at `now` (docs/recurrence.md, "Range and cap"), its lines validated by the
 * request schema; a part the series' kind refuses (a clock part in an all-day series), and a rule the expansion's
 * budget refuses (docs/recurrence.md, "Cost of a rule"), are a 400 naming `recurrence` and quoting the line.
 */
export function seriesDates(
  { config, meter }: ExpandContext,
  shape: SeriesShape,
  now: number,
): Expansion & { horizon: string | null } {
  const parsed = parseRecurrence(shape.lines);
  if (isLineProblem(parsed)) throw refused(parsed);
  const rruleLine = shape.lines.find((line) => /^rrule:/i.test(line.trim()))?.trim() ?? '';
  const problem =
    allDayProblem(parsed, shape.allDay, rruleLine) ??
    costProblem(parsed, partsOfWall(shape.startLocal), shape.lines) ??
    undefined;
  if (problem) throw refused(problem);
  const until = horizonMs(config, now);
  let expansion: Expansion;
  try {
    expansion = expandSeries(
      parsed,
      { startLocal: shape.startLocal, endLocal: shape.endLocal, zone: shape.timezone, allDay: shape.allDay },
      { untilMs: until, max: config.recurrence.maxOccurrences },
    );
  } catch (error) {
    if (error instanceof RecurrenceCostError) throw refused({ line: rruleLine, reason: error.reason });
    throw error;
  }
  if (meter) meter.recurrence += expansion.work;
  return { ...expansion, horizon: expansion.complete ? null : toUtcWall(until) };
}

/** Whether a line is an `EXDATE` of date-times (not `VALUE=DATE`, whose days match whatever the time). */
const isTimedExdate = (line: string) => /^exdate[;:]/i.test(line.trim()) && !/;value=date[;:]/i.test(line);

/**
 * The lines of a series whose time, zone or all-day flag changes while its lines stay (docs/recurrence.md,
 * "Cancelled and removed dates"): an `EXDATE` names a date by its start, so the cancelled dates are written again
 * at their new starts (one `EXDATE` line each, in the new `DTSTART` form) and stay cancelled; the old date-time
 * `EXDATE` lines go. Unchanged when no date-time `EXDATE` cancelled anything.
 */
export function carryCancellations(
  context: ExpandContext,
  before: SeriesShape,
  after: SeriesShape,
  now: number,
): string[] {
  const lines = [...after.lines];
  if (!lines.some(isTimedExdate)) return lines;
  const withoutTimed = lines.filter((line) => !isTimedExdate(line));
  // The dates the old shape cancelled by date-time values: those the date-only EXDATEs leave.
  const old = seriesDates(context, before, now);
  const oldKept = seriesDates(context, { ...before, lines: withoutTimed }, now);
  const kept = new Set(old.dates.map((date) => date.key));
  const cancelled = new Set(oldKept.dates.filter((date) => !kept.has(date.key)).map((date) => date.key));
  const moved = seriesDates(context, { ...after, lines: withoutTimed }, now).dates.filter((d) => cancelled.has(d.key));
  return [...withoutTimed, ...moved.map((date) => exdateLine(date.startLocal, after.timezone, after.allDay))];
}
