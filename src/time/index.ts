export { zoneAbbr } from './abbr';
export {
  computeEventDates,
  type EventDates,
  type EventDatesInput,
  type EventDatesProblem,
  type RezoneInput,
  recomputeForZone,
} from './event-dates';
export {
  calendarDay,
  type DateDetails,
  dateDetails,
  endOfDay,
  inZone,
  isDaylightTime,
  parseWall,
  startOfDay,
  toUtcWall,
  toWall,
  utcAt,
  utcInstant,
  utcWallRounded,
  wallToInstant,
} from './format';
export {
  isRepeatedWallTime,
  isWallShape,
  msToWall,
  offsetAt,
  utcWallIn,
  utcWallToIso,
  utcWallToMs,
} from './instants';
export { dateProblemKey, isDateInput, parseDateInput } from './parse/parse';
export { isSupportedInstant, SUPPORTED_RANGE } from './range';
export {
  allDayProblem,
  type Expansion,
  type ExpansionLimits,
  inSeriesZone,
  partsOfWall,
  type SeriesDate,
  type SeriesStart,
  wallText,
} from './recurrence/recurrence';
export { costProblem, RECURRENCE_LIMITS, RecurrenceCostError, valuesOf } from './recurrence/recurrence-budget';
export { expandSeries } from './recurrence/recurrence-expand';
export { feedRecurrence, foldedStarts, masterLines, recurrenceIdLine, utcStamp } from './recurrence/recurrence-feed';
export { exdateLine, seriesDateValue } from './recurrence/recurrence-format';
export {
  isLineProblem,
  type LineDate,
  type LineProblem,
  type LineProblemReason,
  type ParsedRecurrence,
  parseRecurrence,
  SERIES_FREQUENCIES,
} from './recurrence/recurrence-lines';
export { type ScheduleInput, scheduleOf } from './recurrence/recurrence-schedule';
export { type SplitLines, splitRecurrence } from './recurrence/recurrence-split';
export { loadRecurrenceRules } from './recurrence/recurrence-walk';
export type { Instant, ParsedDate } from './types';
export { type WallParts, wallPartsOf, wallTimeIn } from './wall';
export { formatOffsetZone, parseOffsetZone, resolveZone, toLuxonZone } from './zones';
