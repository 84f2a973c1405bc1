import type { DurationLikeObject } from 'luxon';

/** A strtotime-style relative offset such as `+1 week 2 days`, split by how it must be applied. */
export interface RelativeOffset {
  /** Years, months, weeks, days: wall-clock arithmetic (the time of day stays, months clamp like luxon's `plus`). */
  calendar: DurationLikeObject;
  /** Hours, minutes, seconds: elapsed time, so `+2 hours` across a DST change is two real hours. */
  elapsed: DurationLikeObject;
}

type Unit = 'years' | 'months' | 'weeks' | 'days' | 'hours' | 'minutes' | 'seconds';

/** Unit words PHP understands, with the number of units each stands for (a fortnight is two weeks). A Map: a word
 * looked up in a plain object would find Object.prototype's members (`+1 constructor`). */
const UNITS: ReadonlyMap<string, readonly [Unit, number]> = new Map([
  ['sec', ['seconds', 1]],
  ['secs', ['seconds', 1]],
  ['second', ['seconds', 1]],
  ['seconds', ['seconds', 1]],
  ['min', ['minutes', 1]],
  ['mins', ['minutes', 1]],
  ['minute', ['minutes', 1]],
  ['minutes', ['minutes', 1]],
  ['hour', ['hours', 1]],
  ['hours', ['hours', 1]],
  ['day', ['days', 1]],
  ['days', ['days', 1]],
  ['week', ['weeks', 1]],
  ['weeks', ['weeks', 1]],
  ['fortnight', ['weeks', 2]],
  ['fortnights', ['weeks', 2]],
  ['month', ['months', 1]],
  ['months', ['months', 1]],
  ['year', ['years', 1]],
  ['years', ['years', 1]],
]);

const CALENDAR_UNITS: ReadonlySet<Unit> = new Set(['years', 'months', 'weeks', 'days']);

/** One item: `+2 weeks`, `-1 day`, `3 days`, `+2weeks`, `next month`, `last year`. Sticky: items must be adjacent. */
const ITEM = /(?:([+-]?)(\d{1,6}) ?|(next|last) )([a-z]+)(?: |$)/y;

/**
 * Parses a whole (lower-case, single-spaced) relative phrase: one or more items, optionally followed by `ago`,
 * which negates all of them as in PHP. Each number carries its own sign (`-1 week 2 days` is -7 + 2 days).
 * @returns null unless the entire text is such a phrase.
 */
export function parseRelative(text: string): RelativeOffset | null {
  const ago = text.endsWith(' ago');
  const body = ago ? text.slice(0, -' ago'.length) : text;
  const totals = new Map<Unit, number>();
  ITEM.lastIndex = 0;
  while (ITEM.lastIndex < body.length) {
    const match = ITEM.exec(body);
    if (!match) return null;
    const [, sign, count, word, unitWord = ''] = match;
    const unit = UNITS.get(unitWord);
    if (!unit) return null;
    const amount = word !== undefined ? (word === 'next' ? 1 : -1) : Number(count) * (sign === '-' ? -1 : 1);
    totals.set(unit[0], (totals.get(unit[0]) ?? 0) + amount * unit[1] * (ago ? -1 : 1));
  }
  if (totals.size === 0) return null;
  const offset: RelativeOffset = { calendar: {}, elapsed: {} };
  for (const [unit, amount] of totals) {
    (CALENDAR_UNITS.has(unit) ? offset.calendar : offset.elapsed)[unit] = amount;
  }
  return offset;
}
