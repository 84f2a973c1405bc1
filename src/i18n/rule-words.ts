import { type RuleKey, ruleTexts } from './catalogues/rule';
import type { Lang } from './languages';
import { isTextKey, lookup } from './lookup';

/**
 * @module How a series repeats, in words (docs/recurrence.md, "Pages"): its frequency and interval, its days
 * (`BYDAY`, with ordinals: "the first Monday of each month"; `BYSETPOS` where common: "the last weekday of each
 * month"), its days of the month, its months, and its end ("until 30 June 2027", "12 times"). The phrases are the
 * rule catalogue's; names of days and months, lists and dates come from `Intl` in the language. Parts with no
 * common phrasing (`BYWEEKNO`, `BYYEARDAY`, clock parts) leave the sentence at its frequency. Said by the event
 * pages (src/i18n/rule-in-words.ts, which parses the lines strictly) and by the browser widget (which reads the lines
 * the service sent with {@link summarizeLines}): this file and the catalogue import nothing else, so the widget's
 * bundle carries only them.
 */

/** What the sentence is made of: a series' rule, how many dates it adds one by one, and the day its rule ends. */
export interface RuleSummary {
  /** The parts of its `RRULE` (`FREQ`, `INTERVAL`, `BYDAY`…); none when its dates are listed one by one. */
  rule?: Readonly<Record<string, string>>;
  /** How many `RDATE` dates it lists. */
  rdates: number;
  /** The calendar day (`YYYY-MM-DD`) of the rule's `UNTIL`, as written (docs/recurrence.md). */
  untilDay?: string;
}

type Vars = Record<string, string | number>;
const say = (lang: Lang, key: RuleKey, vars?: Vars) => lookup(ruleTexts, lang, key, vars);

/** Locales of the words: British English writes "30 June 2027", as the pages' rule sentences do. */
const LOCALE: Record<Lang, string> = { ca: 'ca', en: 'en-GB', es: 'es' };
const CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const WORKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR'];

/** A UTC instant of a calendar date (names are formatted in UTC, so a date is shown as it is). */
const dateMs = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const intl = (lang: Lang, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE[lang], { ...options, timeZone: 'UTC' });

/** The name of a weekday code (1 January 2024 was a Monday). */
const dayName = (lang: Lang, code: string) =>
  intl(lang, { weekday: 'long' }).format(dateMs(2024, 1, 1 + Math.max(0, CODES.indexOf(code))));
const monthName = (lang: Lang, month: number) => intl(lang, { month: 'long' }).format(dateMs(2024, month, 1));
const list = (lang: Lang, items: string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
  new Intl.ListFormat(LOCALE[lang], { type }).format(items);

/** "1st", "22nd" (English); the number elsewhere. */
function nth(lang: Lang, n: number): string {
  if (lang !== 'en') return String(n);
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "first", "last", "second-to-last"… */
function position(lang: Lang, n: number): string {
  const key = `rule.pos.${n}`;
  return isTextKey(ruleTexts, key) ? say(lang, key) : nth(lang, n);
}

/** A day and month ("24 June", "24 de juny", "24 de junio"). */
const dayMonth = (lang: Lang, month: number, day: number) =>
  intl(lang, { day: 'numeric', month: 'long' }).format(dateMs(2024, month, day));

/** A whole date ("30 June 2027", "30 de juny de 2027", "30 de junio de 2027"). */
function fullDate(lang: Lang, wall: string): string {
  const [y, m, d] = wall.slice(0, 10).split('-').map(Number) as [number, number, number];
  // Catalan Intl writes "del 2027"; the pages write "de 2027", as Catalan style guides do.
  if (lang === 'ca') return `${dayMonth(lang, m, d)} de ${y}`;
  return intl(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(dateMs(y, m, d));
}

/** The days of the month ("the 15th", "els dies 1 i 15", "the last day"). */
function monthDays(lang: Lang, days: number[]): string {
  if (days.length === 1 && days[0] === -1) return say(lang, 'rule.last_day');
  if (days.length === 1) return say(lang, 'rule.month_day', { n: nth(lang, days[0]!) });
  return say(lang, 'rule.month_days', {
    list: list(
      lang,
      days.map((d) => nth(lang, d)),
    ),
  });
}

interface ByDay {
  ord?: number;
  code: string;
}

const byDays = (value: string | undefined): ByDay[] =>
  (value?.split(',') ?? []).map((item) => {
    const m = /^([+-]?\d+)?([A-Z]{2})$/.exec(item);
    return m?.[1] ? { ord: Number(m[1]), code: m[2]! } : { code: m?.[2] ?? item };
  });

/** "The first Monday", "the last weekday", "the first and third Monday": undefined when no ordinal applies. */
function positioned(lang: Lang, days: ByDay[], setPos: string | undefined): { pos: string; days: string } | undefined {
  const codes = days.map((d) => d.code);
  const names = (type: 'conjunction' | 'disjunction') =>
    codes.length === 5 && WORKDAYS.every((code) => codes.includes(code))
      ? say(lang, 'rule.weekday')
      : list(
          lang,
          codes.map((code) => dayName(lang, code)),
          type,
        );
  if (setPos !== undefined && !setPos.includes(',') && days.every((d) => d.ord === undefined)) {
    return { pos: position(lang, Number(setPos)), days: names('disjunction') };
  }
  const ords = [...new Set(days.map((d) => d.ord))];
  if (ords.length === 1 && ords[0] !== undefined) return { pos: position(lang, ords[0]), days: names('conjunction') };
  if (new Set(codes).size === 1 && days.every((d) => d.ord !== undefined)) {
    return {
      pos: list(
        lang,
        days.map((d) => position(lang, d.ord!)),
      ),
      days: dayName(lang, codes[0]!),
    };
  }
  return undefined;
}

/** The sentence of the rule without its months and its end. */
function frequency(lang: Lang, rule: Readonly<Record<string, string>>, start: string): string {
  const n = Number(rule.INTERVAL ?? '1');
  const days = byDays(rule.BYDAY);
  const [y, m, d] = start.slice(0, 10).split('-').map(Number) as [number, number, number];
  const startCode = CODES[(new Date(dateMs(y, m, d)).getUTCDay() + 6) % 7]!;
  const plainDays = days.length > 0 && days.every((day) => day.ord === undefined) ? days : [{ code: startCode }];
  const weekly = () =>
    say(lang, n > 1 ? 'rule.weekly_n' : 'rule.weekly', {
      n,
      days: list(
        lang,
        plainDays.map((day) => dayName(lang, day.code)),
      ),
    });
  switch (rule.FREQ) {
    case 'DAILY':
      return days.length > 0 ? weekly() : say(lang, n > 1 ? 'rule.daily_n' : 'rule.daily', { n });
    case 'WEEKLY':
      return weekly();
    case 'MONTHLY': {
      const pos = days.length > 0 ? positioned(lang, days, rule.BYSETPOS) : undefined;
      if (pos) return say(lang, n > 1 ? 'rule.monthly_pos_n' : 'rule.monthly_pos', { ...pos, n });
      if (days.length > 0) return weekly();
      const monthDaysList = rule.BYMONTHDAY?.split(',').map(Number) ?? [d];
      return say(lang, n > 1 ? 'rule.monthly_n' : 'rule.monthly', { n, monthDays: monthDays(lang, monthDaysList) });
    }
    default: {
      const months = rule.BYMONTH?.split(',').map(Number) ?? [m];
      const pos = days.length > 0 ? positioned(lang, days, rule.BYSETPOS) : undefined;
      if (pos)
        return say(lang, 'rule.yearly_pos', {
          ...pos,
          months: list(
            lang,
            months.map((x) => monthName(lang, x)),
          ),
        });
      const day = Number(rule.BYMONTHDAY?.split(',')[0] ?? d);
      return say(lang, n > 1 ? 'rule.yearly_n' : 'rule.yearly', { n, date: dayMonth(lang, months[0]!, day) });
    }
  }
}

/**
 * How a series whose first date starts on `start` (`YYYY-MM-DD…`, its wall time) repeats, as one sentence in
 * `lang` ("Every Tuesday and Thursday until 30 June 2027").
 */
export function ruleSentence(lang: Lang, summary: RuleSummary, start: string): string {
  const sentence = rawSentence(lang, summary, start);
  // Catalan elides the article before a vowel: "L’últim dia feiner", not "El últim".
  return lang === 'ca' ? sentence.replace(/^El (?=[aeiouàèéíòóú])/i, 'L’') : sentence;
}

function rawSentence(lang: Lang, { rule, rdates, untilDay }: RuleSummary, start: string): string {
  if (!rule) return say(lang, 'rule.dates', { n: rdates + 1 });
  let sentence = frequency(lang, rule, start);
  const months = rule.BYMONTH?.split(',').map(Number);
  if (months && rule.FREQ !== 'YEARLY') {
    sentence = say(lang, 'rule.in_months', {
      rule: sentence,
      months: list(
        lang,
        months.map((x) => monthName(lang, x)),
      ),
    });
  }
  if (untilDay) return say(lang, 'rule.until', { rule: sentence, date: fullDate(lang, untilDay) });
  if (rule.COUNT) return say(lang, 'rule.count', { rule: sentence, n: Number(rule.COUNT) });
  return sentence;
}

/** `20270630`, `20270630T190000` or `20270630T235959Z` as the day written, `2027-06-30`. */
const dayOfValue = (value: string): string | undefined => {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(value);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
};

/**
 * The summary of `recurrence` lines the service wrote (an event's `recurrence`, checked when the series was
 * saved): its `RRULE`'s parts, the number of its `RDATE` dates, and the day of its `UNTIL`; undefined without
 * lines. A reading for display, not a check (src/time/recurrence/recurrence-lines.ts checks).
 */
export function summarizeLines(lines: readonly string[] | null | undefined): RuleSummary | undefined {
  if (!lines?.length) return undefined;
  let rule: Record<string, string> | undefined;
  let rdates = 0;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'RRULE') {
      rule = Object.fromEntries(
        value.split(';').map((part) => {
          const [key = '', text = ''] = part.split('=');
          return [key.toUpperCase(), text.toUpperCase()];
        }),
      );
    } else if (name === 'RDATE') rdates += value.split(',').length;
  }
  const untilDay = rule?.UNTIL ? dayOfValue(rule.UNTIL) : undefined;
  return { rule, rdates, ...(untilDay ? { untilDay } : {}) };
}
