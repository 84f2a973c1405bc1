/**
 * Fields of the original that need more than a copy (docs/migration.md, "WordPress's quirks" and "Costs"):
 * WordPress's zero dates on unpublished items, costs rendered from values, a symbol and its position, and URLs the
 * service would refuse. Each function returns what to send and, when something could not be kept as it was, a
 * note for the summary.
 */
import { type CostCurrency, costOf } from '../../src/resources/events/wire/wire.cost';
import { normalizedUrl } from '../../src/text';
import { resolveZone, toUtcWall, wallToInstant } from '../../src/time';
import { decodeTitle, type SourceItem } from './tec-source';

const WALL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * A `YYYY-MM-DD HH:MM:SS` date as epoch milliseconds (read as UTC), or null for anything else: WordPress's
 * `0000-00-00 00:00:00` (the GMT date of a draft that was never published) and impossible dates included.
 */
function wallMs(value: unknown): number | null {
  const match = typeof value === 'string' ? WALL.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, ...number[]];
  if (year < 1) return null;
  const ms = Date.UTC(year, month! - 1, day, hour, minute, second);
  const back = new Date(ms);
  // Date.UTC rolls 2024-02-31 over to March: such a date is not one.
  return back.getUTCMonth() === month! - 1 && back.getUTCDate() === day ? ms : null;
}

function wallOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** A site-local date in UTC, in the site's time zone. */
function inZone(ms: number, zone: string): number | null {
  try {
    return Date.parse(`${toUtcWall(wallToInstant(wallOf(ms), zone)).replace(' ', 'T')}Z`);
  } catch {
    return null;
  }
}

/**
 * The publication and modification dates of an item in UTC. WordPress gives an unpublished item a GMT
 * publication date of `0000-00-00 00:00:00` (its local `date` is set): the UTC date is then derived from the local
 * one in the site's time zone (`siteZone`, from WordPress's REST index), else with the offset of the same item's
 * `modified` and `modified_utc`; with neither, it is left out (the service then dates it now).
 */
export function postDatesOf(
  item: SourceItem,
  siteZone: string | null = null,
): { dateUtc?: string; modifiedUtc?: string } {
  const zone = siteZone ? resolveZone(siteZone) : null;
  const date = wallMs(item.date);
  const dateUtc = wallMs(item.date_utc);
  const modified = wallMs(item.modified);
  const modifiedUtc = wallMs(item.modified_utc);
  const offset =
    modified !== null && modifiedUtc !== null
      ? modified - modifiedUtc
      : date !== null && dateUtc !== null
        ? date - dateUtc
        : null;
  const derive = (local: number | null) =>
    local === null ? null : zone ? inZone(local, zone) : offset !== null ? local - offset : null;
  const publication = dateUtc ?? derive(date);
  const modification = modifiedUtc ?? derive(modified);
  return {
    ...(publication !== null ? { dateUtc: wallOf(publication) } : {}),
    ...(modification !== null ? { modifiedUtc: wallOf(modification) } : {}),
  };
}

/** What an event's cost becomes: the texts to send, the fallback currency, and a note when it cannot be exact. */
export interface CostChoice {
  texts: string[];
  currency: CostCurrency | null;
  note?: string;
}

function sameDetails(
  a: { currency_symbol: string; currency_position: string; values: string[] },
  b: { symbol: string; position: string; values: string[] },
): boolean {
  return (
    a.currency_symbol === b.symbol &&
    a.currency_position === b.position &&
    a.values.length === b.values.length &&
    a.values.every((value, i) => value === b.values[i])
  );
}

/**
 * The cost of a source event, chosen so that this service renders exactly the source's `cost` and
 * `cost_details` (values, symbol, position). The original renders its cost from the stored values and a currency
 * symbol at a position; an event without a currency of its own is shown in the site's (so `$25` beside
 * `currency_symbol: ""`). Tried in order: the source's `cost` text itself; its values with the symbol at its
 * position; its values alone; each also with the site's currency read from the `cost` text as the fallback
 * currency. The first that renders both exactly wins; none does: the `cost` text, with a note.
 */
export function costChoiceOf(item: SourceItem, lang: 'ca' | 'en' | 'es'): CostChoice {
  const shown = decodeTitle(item.cost).trim();
  const details = item.cost_details && typeof item.cost_details === 'object' ? item.cost_details : {};
  const values: string[] = Array.isArray(details.values) ? details.values.map(String) : [];
  const symbol = typeof details.currency_symbol === 'string' ? decodeTitle(details.currency_symbol) : '';
  const position = details.currency_position === 'postfix' ? 'postfix' : 'prefix';
  const target = {
    symbol,
    position: typeof details.currency_position === 'string' ? details.currency_position : '',
    values,
  };
  if (shown === '' && values.length === 0) return { texts: [], currency: null };
  const numeric = /^\d+(?:\.\d+)?$/;
  const candidates: string[][] = [];
  if (shown) candidates.push([shown]);
  if (symbol)
    candidates.push(
      values.map((v) => (!numeric.test(v) ? v : position === 'postfix' ? `${v}${symbol}` : `${symbol}${v}`)),
    );
  if (values.length) candidates.push(values);
  const parsed = shown ? costOf(JSON.stringify([shown]), lang).cost_details : null;
  const siteCurrency: CostCurrency | null =
    parsed?.currency_symbol && parsed.currency_position
      ? { symbol: parsed.currency_symbol, position: parsed.currency_position }
      : null;
  const code = typeof details.currency_code === 'string' && details.currency_code ? details.currency_code : '';
  const codeNote = code ? `currency code ${code} not kept (the service has none)` : undefined;
  for (const texts of candidates) {
    for (const currency of siteCurrency ? [null, siteCurrency] : [null]) {
      const rendered = costOf(JSON.stringify(texts), lang, currency);
      if (rendered.cost === shown && sameDetails(rendered.cost_details, target)) {
        return { texts, currency, ...(codeNote ? { note: codeNote } : {}) };
      }
    }
  }
  const texts = candidates[0] ?? [];
  const rendered = costOf(JSON.stringify(texts), lang).cost;
  return {
    texts,
    currency: null,
    note: [`cost "${shown}" (values ${JSON.stringify(values)}) is shown here as "${rendered}"`, codeNote]
      .filter(Boolean)
      .join('; '),
  };
}

/**
 * A URL field as the service stores it, or null with a note when the service would refuse it. WordPress escapes
 * URLs for HTML (`&#038;` for `&`): decoded first.
 */
export function urlOf(field: string, value: unknown, notes: string[]): string | null {
  const raw = decodeTitle(value).trim();
  if (raw === '') return null;
  const url = normalizedUrl(raw);
  if (url === null) notes.push(`${field} left out: "${raw.slice(0, 80)}" is not an http(s) URL`);
  return url;
}
