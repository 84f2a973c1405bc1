import type { Config } from '../../../config';
import { invalidParam } from '../../../http/errors';
import { allDayProblem, type Expansion, expandSeries, isLineProblem, parseRecurrence, toUtcWall } from '../../../time';
import { lineProblemMessage } from './series.schemas';

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

/**
 * The generated dates of a series at `now` (docs/recurrence.md, "Range and cap"), its lines validated by the
 * request schema; a part the series' kind refuses (a clock part in an all-day series) is a 400 naming
 * `recurrence` and quoting the line.
 */
export function seriesDates(config: Config, shape: SeriesShape, now: number): Expansion & { horizon: string | null } {
  const parsed = parseRecurrence(shape.lines);
  if (isLineProblem(parsed)) {
    const { key, vars } = lineProblemMessage(parsed);
    throw invalidParam('recurrence', key, vars);
  }
  const rruleLine = shape.lines.find((line) => /^rrule:/i.test(line.trim())) ?? '';
  const problem = allDayProblem(parsed, shape.allDay, rruleLine.trim());
  if (problem) {
    const { key, vars } = lineProblemMessage(problem);
    throw invalidParam('recurrence', key, vars);
  }
  const until = horizonMs(config, now);
  const expansion = expandSeries(
    parsed,
    { startLocal: shape.startLocal, endLocal: shape.endLocal, zone: shape.timezone, allDay: shape.allDay },
    { untilMs: until, max: config.recurrence.maxOccurrences },
  );
  return { ...expansion, horizon: expansion.complete ? null : toUtcWall(until) };
}
