import { htmlToText } from '../../../text';
import { isLineProblem, parseRecurrence, scheduleOf, utcWallToIso } from '../../../time';
import { type CostCurrency, costRange } from './wire.cost';
import type { EventRow } from './wire.rows';

/** What the schema.org `Event` of an event is built from: its wire fields and its stored cost. */
export interface JsonLdSource {
  title: string;
  description: string;
  excerpt: string;
  url: string;
  image: { url: string } | false;
  utcStart: string;
  utcEnd: string;
  timezone: string;
  dateUtc: string;
  cost: string | null;
  /** The currency shown when the cost texts name none (imported events). */
  costCurrency?: CostCurrency | null;
  /** `json_ld` of the embedded venue (a schema.org `Place`), if shown. */
  location?: unknown;
  /** `json_ld` of the embedded organizers, if shown. */
  organizers: unknown[];
  /** Series (docs/recurrence.md): a series record's `eventSchedule`, a date's `superEvent`. */
  series?: Record<string, unknown>;
}

/** ISO 4217 codes of the currency symbols common enough to name one currency. */
/** A Map: the symbol is the client's text (`10constructor` has the symbol `constructor`). */
const CURRENCY_CODES: ReadonlyMap<string, string> = new Map(
  Object.entries({ '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', '₩': 'KRW' }),
);

/** A stored UTC wall time as ISO 8601 with the event zone's offset (`2027-03-01T00:00:00-05:00`). */
function isoInZone(utcWall: string, zone: string): string {
  return utcWallToIso(utcWall, zone);
}

function offersOf(source: JsonLdSource): Record<string, unknown> | undefined {
  const range = costRange(source.cost, source.costCurrency ?? null);
  if (!range) return undefined;
  const code = CURRENCY_CODES.get(range.currency) ?? (/^[A-Z]{3}$/.test(range.currency) ? range.currency : undefined);
  const common = {
    url: source.url,
    ...(code ? { priceCurrency: code } : {}),
    availability: 'https://schema.org/InStock',
    validFrom: isoInZone(source.dateUtc, 'UTC'),
  };
  return range.low === range.high
    ? { '@type': 'Offer', price: range.low, ...common }
    : { '@type': 'AggregateOffer', lowPrice: range.low, highPrice: range.high, ...common };
}

/**
 * The schema.org `Event` of a single event read (docs/original.md#event-object `json_ld`), in the original's key order:
 * `location` is the venue's `Place`, `organizer` one object or a list, `offers` from the cost.
 */
export function eventJsonLd(source: JsonLdSource): Record<string, unknown> {
  const organizer = source.organizers.length === 1 ? source.organizers[0] : source.organizers;
  const offers = offersOf(source);
  return {
    '@context': 'http://schema.org',
    '@type': 'Event',
    name: source.title,
    description: htmlToText(source.excerpt || source.description),
    ...(source.image ? { image: source.image.url } : {}),
    url: source.url,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    startDate: isoInZone(source.utcStart, source.timezone),
    endDate: isoInZone(source.utcEnd, source.timezone),
    ...(source.location ? { location: source.location } : {}),
    ...(source.organizers.length > 0 ? { organizer } : {}),
    performer: 'Organization',
    ...(offers ? { offers } : {}),
    ...source.series,
  };
}

/**
 * What a series record or a date adds to its `Event` (docs/recurrence.md, "JSON-LD"): a series record's `Event`
 * carries its schema.org `eventSchedule`; a date's `Event` points at its series with `superEvent`.
 */
export function seriesJsonLd(
  row: EventRow,
  shown: { startLocal: string; zone: string; title: string; seriesUrl: string },
): Record<string, unknown> {
  if (row.type === 'series') {
    const parsed = parseRecurrence(JSON.parse(row.recurrence ?? '[]') as string[]);
    if (isLineProblem(parsed)) return {};
    const last = row.lastDates ? (JSON.parse(row.lastDates) as [string])[0] : shown.startLocal;
    const schedule = scheduleOf({
      parsed,
      zone: shown.zone,
      allDay: row.allDay === true,
      startLocal: row.startLocal ?? '',
      endLocal: row.endLocal ?? '',
      firstLocal: shown.startLocal,
      lastLocal: last,
    });
    return { eventSchedule: schedule };
  }
  if (row.occurrenceKey === null) return {};
  const url = shown.seriesUrl;
  return { superEvent: { '@type': 'Event', '@id': url, url, name: row.seriesTitle ?? shown.title } };
}
