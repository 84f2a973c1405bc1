import type { DateTime } from 'luxon';
import { offsetAt } from './instants';
import { formatOffset, formatOffsetZone, parseOffsetZone } from './zones';

/** Zone abbreviations (`CET`, `EST`…): apart from `zones.ts` because they need `offsetAt`, which needs zones. */

/**
 * Locales tried in order for a zone abbreviation. CLDR only knows an abbreviation in the locales where it is in
 * common use: CET/CEST in en-GB, AEST in en-AU, IST (India) in en-IN, IST (Ireland) in en-IE, JST in ja-JP…
 */
const ABBR_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'en-NZ', 'en-CA', 'en-IE', 'en-ZA', 'ja-JP'];
/** Only plain Latin capitals count: other locales return `GMT+1`, localized words or bidi-marked offsets. */
const ABBR_SHAPE = /^[A-Z]{2,5}$/;

const abbrCache = new Map<string, string>();

/**
 * The zone's common abbreviation at an instant (`CET`/`CEST`, `EST`/`EDT`, `GMT`/`BST`, `AEST`, `IST`, `UTC`…),
 * else the `GMT+H` / `GMT+H:MM` form. Offset zones answer with their stored form (`UTC+5`), as the original did.
 * @param instant a DateTime or epoch milliseconds.
 */
export function zoneAbbr(zone: string, instant: DateTime | number): string {
  const offsetZone = parseOffsetZone(zone);
  if (offsetZone !== null) return formatOffsetZone(offsetZone);
  const ms = typeof instant === 'number' ? instant : instant.toMillis();
  const offset = offsetAt(zone, ms);
  // One zone at one offset has one abbreviation, so the Intl work runs once per zone and DST state.
  const key = `${zone}|${offset}`;
  const cached = abbrCache.get(key);
  if (cached !== undefined) return cached;
  const abbr = intlAbbr(zone, ms) ?? (offset === 0 ? 'GMT' : `GMT${formatOffset(offset)}`);
  abbrCache.set(key, abbr);
  return abbr;
}

function intlAbbr(zone: string, ms: number): string | null {
  for (const locale of ABBR_LOCALES) {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(ms);
    const name = parts.find((part) => part.type === 'timeZoneName')?.value;
    if (name !== undefined && ABBR_SHAPE.test(name)) return name;
  }
  return null;
}
