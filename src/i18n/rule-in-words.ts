import { inSeriesZone, isLineProblem, parseRecurrence, wallText } from '../time';
import type { Lang } from './languages';
import { ruleSentence } from './rule-words';

/**
 * How the series of `lines` starting at wall time `start` in `zone` repeats, as one sentence in `lang`
 * ("Every Tuesday and Thursday until 30 June 2027"; the phrases: src/i18n/rule-words.ts); undefined for lines
 * that do not parse.
 */
export function ruleInWords(lang: Lang, lines: readonly string[], start: string, zone: string): string | undefined {
  const parsed = parseRecurrence(lines);
  if (isLineProblem(parsed)) return undefined;
  // The end's date as it was written (`UNTIL=20270630T235959Z` ends "on 30 June"), a wall time's in its zone.
  const until = parsed.until;
  const untilDay =
    until?.kind === 'utc'
      ? new Date(until.ms).toISOString().slice(0, 10)
      : until
        ? wallText(inSeriesZone(until, zone)?.wall ?? { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 })
        : undefined;
  const summary = { rule: parsed.rule, rdates: parsed.rdates.length, untilDay: untilDay?.slice(0, 10) };
  return ruleSentence(lang, summary, start);
}
