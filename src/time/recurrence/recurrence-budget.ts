import type { LineProblem, ParsedRecurrence, RuleParts, WallValue } from './recurrence-lines';

/**
 * @module What expanding one series may cost (docs/recurrence.md, "Cost of a rule"). The expansion library walks a
 * rule period by period (a day, a week, a month or a year, times `INTERVAL`) and evaluates the candidate dates of
 * each period (every combination of its `BY…` values); its cost is those two counts, not the number of dates it
 * keeps. Both are bounded here before it runs: a rule whose periods hold too many candidates, or that gives no
 * date at all, is refused by checking its parts; a walk is given at most a budget of periods, and a walk that needs
 * more is stopped by the library and refused (or, for the newest dates of an open-ended rule, cut at the oldest
 * dates it reached). Workers freeze the clock while code runs, so the budget is counts, never time.
 */

/** The limits of one series' expansion (docs/recurrence.md, "Cost of a rule"). */
export const RECURRENCE_LIMITS = {
  /** Most candidate dates one period of a rule may hold (its `BY…` values multiplied, an upper bound). */
  periodCandidates: 10_000,
  /** Most candidates one walk of the library may evaluate (its periods × the candidates of each). */
  walkCandidates: 50_000,
  /** Most periods one walk may advance (at least twice the dates a series keeps, when that is more). */
  walkPeriods: 4_000,
  /** Most values of a series' `RDATE` and `EXDATE` lines together. */
  values: 2_000,
} as const;

/** A rule the budget refuses, or a walk the library gave up (too many periods, a date past year 9999). */
export class RecurrenceCostError extends Error {
  constructor(readonly reason: 'too_costly' | 'no_dates') {
    super(`recurrence ${reason}`);
  }
}

const sizeOf = (value: string | undefined) => (value === undefined ? 0 : value.split(',').length);

/** `BYDAY` candidates in one month: an ordinal day is one date, a plain weekday up to five. */
function monthWeekdays(byDay: string): number {
  return byDay.split(',').reduce((sum, item) => sum + (/\d/.test(item) ? 1 : 5), 0);
}

/** Upper bound of the days one period holds, from the date parts of the rule. */
function daysPerPeriod(rule: RuleParts): number {
  const byDay = rule.BYDAY;
  const monthDays = rule.BYMONTHDAY === undefined ? undefined : sizeOf(rule.BYMONTHDAY);
  const inMonth = () =>
    Math.min(31, monthDays ?? (byDay ? monthWeekdays(byDay) : 1), byDay ? monthWeekdays(byDay) : 31);
  switch (rule.FREQ) {
    case 'DAILY':
      return 1;
    case 'WEEKLY':
      return Math.max(1, sizeOf(byDay));
    case 'MONTHLY':
      return inMonth();
    default: {
      if (rule.BYYEARDAY !== undefined) return Math.min(366, sizeOf(rule.BYYEARDAY));
      if (rule.BYWEEKNO !== undefined) return Math.min(366, sizeOf(rule.BYWEEKNO) * Math.max(1, sizeOf(byDay)));
      const months = Math.max(1, sizeOf(rule.BYMONTH));
      if (monthDays === undefined && !byDay) return months;
      return Math.min(366, (rule.BYMONTH === undefined ? 12 : months) * inMonth());
    }
  }
}

/** Upper bound of the candidate dates one period of `rule` holds: its days times its clock combinations. */
export function candidatesPerPeriod(rule: RuleParts): number {
  const clock = ['BYHOUR', 'BYMINUTE', 'BYSECOND'].reduce((n, key) => n * Math.max(1, sizeOf(rule[key])), 1);
  return daysPerPeriod(rule) * clock;
}

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether the month and day parts can never meet: every `BYMONTHDAY` (or, for a `MONTHLY`/`YEARLY` rule without day
 * parts, `DTSTART`'s day) is past the end of every month `BYMONTH` allows (30 February, 31 April).
 */
function impossibleMonthDay(rule: RuleParts, start: WallValue): boolean {
  const dayParts = ['BYMONTHDAY', 'BYDAY', 'BYYEARDAY', 'BYWEEKNO'].some((key) => rule[key] !== undefined);
  const inherited = !dayParts && (rule.FREQ === 'MONTHLY' || rule.FREQ === 'YEARLY');
  if (rule.BYMONTHDAY === undefined && !inherited) return false;
  // A YEARLY rule without BYMONTH keeps DTSTART's month; a MONTHLY or DAILY one, every month.
  const months = rule.BYMONTH
    ? rule.BYMONTH.split(',').map(Number)
    : rule.FREQ === 'YEARLY' && rule.BYMONTHDAY === undefined
      ? [start.month]
      : MONTH_DAYS.map((_, i) => i + 1);
  const days = rule.BYMONTHDAY ? rule.BYMONTHDAY.split(',').map((d) => Math.abs(Number(d))) : [start.day];
  return !months.some((month) => days.some((day) => day <= MONTH_DAYS[month - 1]!));
}

/** Whether every `BYSETPOS` asks for a position past the candidates a period can hold. */
function impossibleSetPos(rule: RuleParts): boolean {
  if (rule.BYSETPOS === undefined) return false;
  const most = candidatesPerPeriod(rule);
  return rule.BYSETPOS.split(',').every((pos) => Math.abs(Number(pos)) > most);
}

/** How many `RDATE` and `EXDATE` values the lines hold. */
export const valuesOf = (parsed: ParsedRecurrence) => parsed.rdates.length + parsed.exdates.length;

/**
 * The problem of lines the budget refuses before any walk, quoting `line` (the `RRULE` line, or the first date line
 * over the values' limit): too many candidates per period, a rule that can never give a date, too many values.
 */
export function costProblem(parsed: ParsedRecurrence, start: WallValue, lines: readonly string[]): LineProblem | null {
  const rule = parsed.rule;
  const ruleLine = lines.find((line) => /^rrule[;:]/i.test(line.trim()))?.trim() ?? '';
  if (rule && candidatesPerPeriod(rule) > RECURRENCE_LIMITS.periodCandidates) {
    return { line: ruleLine, reason: 'too_costly', part: String(RECURRENCE_LIMITS.periodCandidates) };
  }
  if (rule && (impossibleMonthDay(rule, start) || impossibleSetPos(rule)))
    return { line: ruleLine, reason: 'no_dates' };
  if (valuesOf(parsed) > RECURRENCE_LIMITS.values) {
    // The line whose values pass the limit (each value of a date line is one comma-separated item).
    let seen = 0;
    const over = lines.find((line) => {
      if (/^(rdate|exdate)[;:]/i.test(line.trim())) seen += line.slice(line.indexOf(':') + 1).split(',').length;
      return seen > RECURRENCE_LIMITS.values;
    });
    return { line: over?.trim() ?? '', reason: 'too_many_values', part: String(RECURRENCE_LIMITS.values) };
  }
  return null;
}

/**
 * The periods one walk may advance for a rule holding `candidates` per period, when a series keeps `keep` dates:
 * the walk's share of the candidates' budget, at most the periods' budget (or twice `keep`, when more).
 */
export function walkPeriods(candidates: number, keep: number): number {
  const periods = Math.max(RECURRENCE_LIMITS.walkPeriods, 2 * keep);
  return Math.max(1, Math.min(periods, Math.floor(RECURRENCE_LIMITS.walkCandidates / Math.max(1, candidates))));
}
