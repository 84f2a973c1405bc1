import type { WallParts } from '../wall';
import { resolveZone } from '../zones';

/**
 * @module The `recurrence` lines of a series (docs/recurrence.md, "Lines"): RFC 5545 content lines `RRULE`,
 * `RDATE` and `EXDATE`, parsed and checked strictly against the RFC's grammar (section 3.3.10 for rules, 3.8.5 for
 * the date lists). The expansion library is lenient (it accepts unknown parts and out-of-range values), so every
 * refusal is decided here and names the offending line; `recurrence.ts` expands what passed.
 */

/** Why a line was refused: the key of its message (`param.recurrence.<reason>` in the messages catalogue). */
export type LineProblemReason =
  | 'not_a_line'
  | 'property'
  | 'second_rrule'
  | 'param'
  | 'period'
  | 'freq_missing'
  | 'freq_too_fine'
  | 'unknown_part'
  | 'empty_part'
  | 'duplicate_part'
  | 'bad_value'
  | 'count_and_until'
  | 'part_not_allowed'
  | 'setpos_alone'
  | 'too_costly'
  | 'no_dates'
  | 'too_many_values';

/** A refused line: the line as sent, the reason, and the rule part or parameter it is about. */
export interface LineProblem {
  line: string;
  reason: LineProblemReason;
  part?: string;
  freq?: string;
}

/** A date or date-time value of `RDATE`, `EXDATE` or `UNTIL`, before it is read in the series' zone. */
export type LineDate =
  | { kind: 'date'; year: number; month: number; day: number }
  | { kind: 'wall'; zone: string | null; parts: WallValue }
  | { kind: 'utc'; ms: number };

/** The calendar and clock fields of a `DATE-TIME` value. */
export type WallValue = Omit<WallParts, 'millisecond'>;

/** The parts of a valid `RRULE`, upper-cased, values as written. */
export type RuleParts = Record<string, string>;

/** Parsed lines: at most one rule, the extra dates and the excluded ones. */
export interface ParsedRecurrence {
  rule?: RuleParts;
  /** `UNTIL` of the rule, parsed (also in {@link rule}). */
  until?: LineDate;
  rdates: LineDate[];
  exdates: LineDate[];
}

/** Frequencies a series may use; finer ones are refused (docs/recurrence.md). */
export const SERIES_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
const FINER = new Set(['SECONDLY', 'MINUTELY', 'HOURLY']);
const WEEKDAYS = new Set(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']);

const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;

/** A date value, or null when invalid (30 February included). */
function parseDateValue(text: string): { year: number; month: number; day: number } | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** A `DATE` or `DATE-TIME` value; `zone` is the `TZID` parameter (never with a `Z` value). */
export function parseLineDate(text: string, zone: string | null, dateOnly: boolean): LineDate | null {
  const date = parseDateValue(text);
  if (date) return { kind: 'date', ...date };
  if (dateOnly) return null;
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const day = parseDateValue(text.slice(0, 8));
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6])];
  if (!day || hour > 23 || minute > 59 || second > 60) return null;
  const parts = { ...day, hour, minute, second: Math.min(second, 59) };
  if (m[7] === 'Z') {
    if (zone !== null) return null;
    return { kind: 'utc', ms: Date.UTC(parts.year, parts.month - 1, parts.day, hour, minute, parts.second) };
  }
  return { kind: 'wall', zone, parts };
}

/** `name;params:value`, the parameters' values unquoted. Null when the line has no `:` after its name. */
function splitLine(line: string): { name: string; params: [string, string][]; value: string } | null {
  const m = /^([A-Za-z][A-Za-z0-9-]*)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
  if (!m) return null;
  const params = [...(m[2] ?? '').matchAll(/;([A-Za-z0-9-]+)=("[^"]*"|[^";:,]*)/g)].map(
    ([, key = '', value = '']): [string, string] => [key.toUpperCase(), value.replace(/^"|"$/g, '')],
  );
  return { name: (m[1] ?? '').toUpperCase(), params, value: m[3] ?? '' };
}

/** An integer list of `text` within `[min, max]`, zero refused when `signed` (ordinals count from ±1). */
function intList(text: string, min: number, max: number, signed: boolean): boolean {
  return text.split(',').every((item) => {
    if (!/^[+-]?\d{1,3}$/.test(item)) return false;
    const n = Number(item);
    if (signed) return n !== 0 && Math.abs(n) >= min && Math.abs(n) <= max;
    return !/^[+-]/.test(item) && n >= min && n <= max;
  });
}

/** Whether a `BYDAY` list is valid, and whether it has ordinals (`1MO`, `-1FR`). */
function byDay(text: string): { valid: boolean; ordinals: boolean } {
  let ordinals = false;
  const valid = text.split(',').every((item) => {
    const m = /^([+-]?\d{1,2})?([A-Z]{2})$/.exec(item);
    if (!m || !WEEKDAYS.has(m[2] ?? '')) return false;
    if (m[1] === undefined) return true;
    ordinals = true;
    const n = Math.abs(Number(m[1]));
    return n >= 1 && n <= 53;
  });
  return { valid, ordinals };
}

/** Checks of each part's value (RFC 5545 3.3.10). */
const PART_VALUES: ReadonlyMap<string, (value: string) => boolean> = new Map<string, (value: string) => boolean>(
  Object.entries({
    FREQ: () => true,
    UNTIL: (v) => parseLineDate(v, null, false) !== null,
    COUNT: (v) => /^\d{1,6}$/.test(v) && Number(v) >= 1,
    INTERVAL: (v) => /^\d{1,6}$/.test(v) && Number(v) >= 1,
    BYSECOND: (v) => intList(v, 0, 60, false),
    BYMINUTE: (v) => intList(v, 0, 59, false),
    BYHOUR: (v) => intList(v, 0, 23, false),
    BYDAY: (v) => byDay(v).valid,
    BYMONTHDAY: (v) => intList(v, 1, 31, true),
    BYYEARDAY: (v) => intList(v, 1, 366, true),
    BYWEEKNO: (v) => intList(v, 1, 53, true),
    BYMONTH: (v) => intList(v, 1, 12, false),
    BYSETPOS: (v) => intList(v, 1, 366, true),
    WKST: (v) => WEEKDAYS.has(v),
  }),
);

/** Parts refused with some frequencies (RFC 5545 3.3.10's table and notes). */
function notAllowed(parts: RuleParts): string | undefined {
  const freq = parts.FREQ;
  if (parts.BYWEEKNO !== undefined && freq !== 'YEARLY') return 'BYWEEKNO';
  if (parts.BYYEARDAY !== undefined && freq !== 'YEARLY') return 'BYYEARDAY';
  if (parts.BYMONTHDAY !== undefined && freq === 'WEEKLY') return 'BYMONTHDAY';
  if (parts.BYDAY !== undefined && byDay(parts.BYDAY).ordinals) {
    if (freq !== 'MONTHLY' && freq !== 'YEARLY') return 'BYDAY';
    if (freq === 'YEARLY' && parts.BYWEEKNO !== undefined) return 'BYDAY';
  }
  return undefined;
}

/** The parts of an `RRULE` value, or the problem of the line. */
function parseRule(line: string, value: string): { parts: RuleParts; until?: LineDate } | LineProblem {
  const parts: RuleParts = {};
  if (value.trim() === '') return { line, reason: 'freq_missing', part: 'FREQ' };
  for (const item of value.split(';')) {
    if (item.trim() === '') return { line, reason: 'empty_part' };
    const [rawKey = '', ...rest] = item.split('=');
    const key = rawKey.toUpperCase();
    const partValue = rest.join('=').toUpperCase();
    if (!PART_VALUES.has(key)) return { line, reason: 'unknown_part', part: rawKey || item };
    if (parts[key] !== undefined) return { line, reason: 'duplicate_part', part: key };
    if (key === 'FREQ' && FINER.has(partValue)) return { line, reason: 'freq_too_fine', part: key };
    const valid = key === 'FREQ' ? (SERIES_FREQUENCIES as readonly string[]).includes(partValue) : true;
    if (!valid || partValue === '' || !PART_VALUES.get(key)!(partValue))
      return { line, reason: 'bad_value', part: key };
    parts[key] = partValue;
  }
  if (parts.FREQ === undefined) return { line, reason: 'freq_missing', part: 'FREQ' };
  if (parts.COUNT !== undefined && parts.UNTIL !== undefined) return { line, reason: 'count_and_until' };
  const refused = notAllowed(parts);
  if (refused) return { line, reason: 'part_not_allowed', part: refused, freq: parts.FREQ };
  const hasBy = Object.keys(parts).some((key) => key.startsWith('BY') && key !== 'BYSETPOS');
  if (parts.BYSETPOS !== undefined && !hasBy) return { line, reason: 'setpos_alone', part: 'BYSETPOS' };
  const until = parts.UNTIL === undefined ? undefined : (parseLineDate(parts.UNTIL, null, false) ?? undefined);
  return until ? { parts, until } : { parts };
}

/** The dates of an `RDATE` or `EXDATE` line, or its problem. */
function parseDates(line: string, params: [string, string][], value: string): LineDate[] | LineProblem {
  let zone: string | null = null;
  let dateOnly = false;
  for (const [key, paramValue] of params) {
    if (key === 'TZID') {
      zone = resolveZone(paramValue);
      if (zone === null) return { line, reason: 'bad_value', part: 'TZID' };
    } else if (key === 'VALUE') {
      const type = paramValue.toUpperCase();
      if (type === 'PERIOD') return { line, reason: 'period', part: 'VALUE' };
      if (type !== 'DATE' && type !== 'DATE-TIME') return { line, reason: 'bad_value', part: 'VALUE' };
      dateOnly = type === 'DATE';
    } else {
      return { line, reason: 'param', part: key };
    }
  }
  const dates: LineDate[] = [];
  for (const item of value.split(',')) {
    const date = parseLineDate(item.trim().toUpperCase(), zone, dateOnly);
    if (!date) return { line, reason: 'bad_value', part: item.trim() || value };
    dates.push(date);
  }
  return dates;
}

/** Whether `value` is a {@link LineProblem}. */
export function isLineProblem(value: unknown): value is LineProblem {
  return typeof value === 'object' && value !== null && 'reason' in value && 'line' in value;
}

/**
 * Parses a series' `recurrence` lines (each trimmed): at most one `RRULE`, any number of `RDATE` and `EXDATE`
 * lines. @returns the parsed lines, or the first line's problem.
 */
export function parseRecurrence(lines: readonly string[]): ParsedRecurrence | LineProblem {
  const parsed: ParsedRecurrence = { rdates: [], exdates: [] };
  for (const raw of lines) {
    const line = raw.trim();
    // A folded or multi-line value is not one content line.
    const split = /[\r\n]/.test(line) ? null : splitLine(line);
    if (!split) return { line, reason: 'not_a_line' };
    const { name, params, value } = split;
    if (name === 'RRULE') {
      if (parsed.rule) return { line, reason: 'second_rrule' };
      if (params.length > 0) return { line, reason: 'param', part: params[0]![0] };
      const rule = parseRule(line, value);
      if (isLineProblem(rule)) return rule;
      parsed.rule = rule.parts;
      if (rule.until) parsed.until = rule.until;
    } else if (name === 'RDATE' || name === 'EXDATE') {
      const dates = parseDates(line, params, value);
      if (isLineProblem(dates)) return dates;
      (name === 'RDATE' ? parsed.rdates : parsed.exdates).push(...dates);
    } else {
      return { line, reason: 'property', part: name };
    }
  }
  return parsed;
}
