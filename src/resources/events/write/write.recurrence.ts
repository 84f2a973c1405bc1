import { z } from '@hono/zod-openapi';
import { oneOf, withPolicy } from '../../../http/routes/fields';
import type { MessageKey } from '../../../i18n/catalogues/messages';
import { isLineProblem, type LineProblem, parseRecurrence, RECURRENCE_LIMITS, valuesOf } from '../../../time';

/**
 * The fields of an event write that make or edit a series (docs/recurrence.md): `recurrence`, and `scope` on
 * updates. (`series` and `collapse`, on lists, are `../list/list.query.ts`.)
 */

/** Most lines of one series (each cancelled date adds an `EXDATE` line). */
export const MAX_RECURRENCE_LINES = 1000;
/** Most bytes of one line. */
export const MAX_LINE_BYTES = 4096;
/** The longest quote of a line in a message. */
const QUOTED_CHARS = 200;

const utf8 = new TextEncoder();

/**
 * Whether `lines` are within the limits every write of a series' lines keeps: at most {@link MAX_RECURRENCE_LINES}
 * lines of at most {@link MAX_LINE_BYTES} bytes, at most `RECURRENCE_LIMITS.values` `RDATE`/`EXDATE` values (a
 * cancellation appends its `EXDATE` line only within them, so a series can always write its own lines back).
 */
export function withinLineLimits(lines: readonly string[]): boolean {
  if (lines.length > MAX_RECURRENCE_LINES) return false;
  if (lines.some((line) => utf8.encode(line).length > MAX_LINE_BYTES)) return false;
  const parsed = parseRecurrence(lines);
  return !isLineProblem(parsed) && valuesOf(parsed) <= RECURRENCE_LIMITS.values;
}

/** The message of a refused line, quoting it (docs/recurrence.md, "Lines"). */
export function lineProblemMessage(problem: LineProblem): { key: MessageKey; vars: Record<string, string> } {
  const chars = [...problem.line];
  const line = chars.length > QUOTED_CHARS ? `${chars.slice(0, QUOTED_CHARS).join('')}…` : problem.line;
  const key: MessageKey =
    problem.reason === 'part_not_allowed' && problem.freq === 'all-day'
      ? 'param.recurrence.all_day_part'
      : `param.recurrence.${problem.reason}`;
  return { key, vars: { line, part: problem.part ?? '', freq: problem.freq ?? '' } };
}

/**
 * `recurrence`: an array of strings, one RFC 5545 content line each (`RRULE`, `RDATE`, `EXDATE`), checked line by
 * line (a plain string is refused, never split on commas: an `RDATE` holds commas); `[]` and `null` mean no
 * series. Each refusal names `recurrence` with a message quoting the line.
 */
export const recurrenceParam = () =>
  withPolicy(
    z
      .unknown()
      .superRefine((value, ctx) => {
        if (value === null) return;
        if (!Array.isArray(value) || value.some((line) => typeof line !== 'string')) {
          ctx.addIssue({ code: 'custom', message: 'param.recurrence.not_array' });
          return;
        }
        if (value.length > MAX_RECURRENCE_LINES) {
          ctx.addIssue({
            code: 'too_big',
            origin: 'array',
            maximum: MAX_RECURRENCE_LINES,
            inclusive: true,
            input: value,
          });
          return;
        }
        const long = (value as string[]).find((line) => utf8.encode(line).length > MAX_LINE_BYTES);
        if (long !== undefined) {
          const { vars } = lineProblemMessage({ line: long, reason: 'not_a_line' });
          ctx.addIssue({
            code: 'custom',
            message: 'param.recurrence.line_too_long',
            params: { ...vars, max: MAX_LINE_BYTES },
          });
          return;
        }
        const parsed = parseRecurrence(value as string[]);
        if (isLineProblem(parsed)) {
          const { key, vars } = lineProblemMessage(parsed);
          ctx.addIssue({ code: 'custom', message: key, params: vars });
        }
      })
      .transform((value) => (value === null ? null : (value as string[]).map((line) => line.trim())))
      .openapi({ type: ['array', 'null'], items: { type: 'string' }, maxItems: MAX_RECURRENCE_LINES }),
    'value',
  );

/** `scope` of an update of one date: `this` date (default) or this date and the `following` ones. */
export const scopeParam = () => oneOf(['this', 'following'] as const);
