/**
 * English phrases of a series' repeat rule in words (src/i18n/rule-words.ts): the public pages' event pages and the
 * browser widget say how a series repeats with them. `ca.ts` and `es.ts` must have every key (the compiler checks).
 * Imported by the widget's bundle: keep this folder free of other imports.
 */
export const en = {
  'rule.daily': 'Every day',
  'rule.daily_n': 'Every {n} days',
  'rule.weekly': 'Every {days}',
  'rule.weekly_n': 'Every {n} weeks on {days}',
  'rule.monthly': 'Every month on {monthDays}',
  'rule.monthly_n': 'Every {n} months on {monthDays}',
  'rule.monthly_pos': 'The {pos} {days} of each month',
  'rule.monthly_pos_n': 'The {pos} {days} of every {n} months',
  'rule.yearly': 'Every year on {date}',
  'rule.yearly_n': 'Every {n} years on {date}',
  'rule.yearly_pos': 'The {pos} {days} of {months} every year',
  'rule.in_months': '{rule} in {months}',
  'rule.until': '{rule} until {date}',
  'rule.count': '{rule}, {n} times',
  'rule.dates': 'On {n} dates',
  'rule.month_day': 'the {n}',
  'rule.month_days': 'the {list}',
  'rule.last_day': 'the last day',
  'rule.weekday': 'weekday',
  'rule.pos.1': 'first',
  'rule.pos.2': 'second',
  'rule.pos.3': 'third',
  'rule.pos.4': 'fourth',
  'rule.pos.5': 'fifth',
  'rule.pos.-1': 'last',
  'rule.pos.-2': 'second-to-last',
} as const;

export type RuleKey = keyof typeof en;
