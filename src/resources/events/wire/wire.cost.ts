import { messageTexts } from '../../../i18n/catalogues/messages';
import type { Lang } from '../../../i18n/languages';
import { lookup } from '../../../i18n/lookup';
import { slugFromText } from '../../shared/slugs';
import type { CostDetailsWire } from './wire.schema';

/** The wire `cost_details` of an event (docs/original.md#event-object). */

/** A number in a cost text: digits with optional thousands and decimal separators (`1,000.50`, `12,5`). */
const NUMBER = /\d+(?:[.,]\d+)*/g;

/** A number as written → its `.`-decimal form: the last separator is the decimal one unless it groups thousands. */
function normalizeNumber(raw: string): string {
  const lastSep = Math.max(raw.lastIndexOf('.'), raw.lastIndexOf(','));
  if (lastSep === -1) return raw;
  const separators = raw.match(/[.,]/g) ?? [];
  const single = separators.length === 1;
  const decimals = raw.length - lastSep - 1;
  // `1,000` groups thousands; `1.5`, `12,50` and `1,000.50` carry decimals.
  const isDecimal = !(single && raw[lastSep] === ',' && decimals === 3);
  const intPart = (isDecimal ? raw.slice(0, lastSep) : raw).replace(/[.,]/g, '');
  return isDecimal ? `${intPart}.${raw.slice(lastSep + 1)}` : intPart;
}

/**
 * The currency a cost is shown with when its texts name none (the default currency of the site an event was
 * imported from, as the original falls back to its site's currency: docs/migration.md, "Costs").
 */
export interface CostCurrency {
  symbol: string;
  position: 'prefix' | 'postfix';
}

interface ParsedCost {
  /** Numeric values (`.` decimals) and slugs of wordy costs, numeric ascending, wordy first. */
  values: string[];
  numbers: number[];
  symbol: string;
  position: CostDetailsWire['currency_position'];
  /** The texts as sent, for costs without any number. */
  texts: string[];
}

/**
 * Reads the stored cost texts the way the original does (docs/original.md#event-object and docs/original.md#event-create "Cost"): every number found is a
 * value; the currency symbol is the non-numeric part common to every text that holds a number and a symbol,
 * before or after it (a bare `0` beside `40€` keeps the `€`).
 */
function parseCost(texts: readonly string[]): ParsedCost {
  const numbered: { number: string; rest: string; prefix: boolean }[] = [];
  const words: string[] = [];
  const clean = texts.map((t) => t.trim()).filter((t) => t !== '');
  for (const text of clean) {
    const found = text.match(NUMBER);
    if (!found) {
      words.push(slugFromText(text, 'cost'));
      continue;
    }
    const tokens = text
      .replace(NUMBER, ' ')
      .split(/[\s–—-]+/)
      .filter((token) => token !== '');
    const rest = [...new Set(tokens)].join(' ');
    const prefix = text.search(/\S/) !== text.search(/\d/);
    for (const number of found) numbered.push({ number: normalizeNumber(number), rest, prefix });
  }
  // Bare numbers (`0` beside `40€`) do not contradict the symbol of the others.
  const withSymbol = numbered.filter((n) => n.rest !== '');
  const rests = new Set(withSymbol.map((n) => n.rest));
  const symbol = rests.size === 1 ? [...rests][0]! : '';
  const position = symbol === '' ? '' : withSymbol[0]!.prefix ? 'prefix' : 'postfix';
  const unique = [...new Set(numbered.map((n) => n.number))].sort((a, b) => Number(a) - Number(b));
  return {
    values: [...new Set(words), ...unique],
    numbers: unique.map(Number),
    symbol,
    position,
    texts: clean,
  };
}

/**
 * The wire `cost` and `cost_details` of stored cost texts (a JSON array, or null when none). A zero bound reads
 * "Free" in the text's language, as the original's translatable `__( 'Free' )` on a site in that language.
 * `fallback`: the currency the cost is shown with when its texts name none; `cost_details` stays what the texts
 * say, as the original's shows the event's own currency, not its site's.
 */
export function costOf(
  stored: string | null,
  lang: Lang = 'en',
  fallback: CostCurrency | null = null,
): { cost: string; cost_details: CostDetailsWire } {
  const key = `${lang}\u0000${fallback?.symbol ?? ''}\u0000${fallback?.position ?? ''}\u0000${stored ?? ''}`;
  let known = parsedCosts.get(key);
  if (known === undefined) {
    known = parseCostOf(stored, lang, fallback);
    if (parsedCosts.size >= MAX_PARSED_COSTS) parsedCosts.clear();
    parsedCosts.set(key, known);
  }
  // Copies: the caller's object is its own (a list maps many events with the same cost).
  return { cost: known.cost, cost_details: { ...known.cost_details, values: [...known.cost_details.values] } };
}

/**
 * Costs already read in this isolate, by language, fallback currency and texts: a page of events repeats a few
 * costs (`export`, `changes` and lists map hundreds of events an answer), each parsed once (issue 35).
 */
const parsedCosts = new Map<string, { cost: string; cost_details: CostDetailsWire }>();
const MAX_PARSED_COSTS = 1000;

function parseCostOf(
  stored: string | null,
  lang: Lang,
  fallback: CostCurrency | null,
): { cost: string; cost_details: CostDetailsWire } {
  const texts = stored ? (JSON.parse(stored) as string[]) : [];
  const parsed = parseCost(texts);
  const details: CostDetailsWire = {
    currency_symbol: parsed.symbol,
    currency_code: '',
    currency_position: parsed.position,
    values: parsed.values,
  };
  const shown = parsed.symbol === '' && fallback?.symbol ? { ...parsed, ...fallback } : parsed;
  return { cost: formatCost(shown, lookup(messageTexts, lang, 'cost.free')), cost_details: details };
}

/** `$23`, `20$`, `Free – 30$`: the lowest and highest values with the currency at its place (EN DASH range). */
function formatCost(parsed: ParsedCost, free: string): string {
  if (parsed.numbers.length === 0) return parsed.texts.join(', ');
  const format = (n: number, raw: string) => {
    if (n === 0) return free;
    if (parsed.symbol === '') return raw;
    const space = /^[A-Za-z]/.test(parsed.symbol) ? ' ' : '';
    return parsed.position === 'prefix' ? `${parsed.symbol}${space}${raw}` : `${raw}${space}${parsed.symbol}`;
  };
  const numeric = parsed.values.slice(parsed.values.length - parsed.numbers.length);
  const min = format(parsed.numbers[0]!, numeric[0]!);
  const max = format(parsed.numbers.at(-1)!, numeric.at(-1)!);
  return min === max ? min : `${min} – ${max}`;
}

/** The stored fallback currency of an event (both columns set), or null. */
export function costCurrencyOf(row: {
  costCurrencySymbol: string | null;
  costCurrencyPosition: string | null;
}): CostCurrency | null {
  const { costCurrencySymbol: symbol, costCurrencyPosition: position } = row;
  return symbol && (position === 'prefix' || position === 'postfix') ? { symbol, position } : null;
}

/** The lowest and highest numeric cost, for JSON-LD offers; null when the cost has no number. */
export function costRange(
  stored: string | null,
  fallback: CostCurrency | null = null,
): { low: string; high: string; currency: string } | null {
  const parsed = parseCost(stored ? (JSON.parse(stored) as string[]) : []);
  if (parsed.numbers.length === 0) return null;
  const numeric = parsed.values.slice(parsed.values.length - parsed.numbers.length);
  return { low: numeric[0]!, high: numeric.at(-1)!, currency: parsed.symbol || (fallback?.symbol ?? '') };
}
