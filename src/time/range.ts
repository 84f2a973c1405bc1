import type { DateTime } from 'luxon';

/**
 * The instants the service stores, computes with and renders: those whose wall time is a four-digit year in
 * every time zone, from 1000-01-01 to 9999-12-31 (the range of MySQL's `DATETIME`, where the original keeps its
 * dates). A day of margin on each side covers every zone's offset, so the range is the UTC instants from
 * 1000-01-02 00:00:00 to 9999-12-30 23:59:59. Stored strings (`YYYY-MM-DD HH:MM:SS`), ISO 8601, iCalendar and
 * every renderer read such dates; an input outside it is refused before anything is written (docs/security.md,
 * "Dates that can be stored are readable everywhere").
 */
export const MIN_SUPPORTED_MS = Date.UTC(1000, 0, 2);
export const MAX_SUPPORTED_MS = Date.UTC(9999, 11, 30, 23, 59, 59);

/** The range as `YYYY-MM-DD` days, for error messages. */
export const SUPPORTED_RANGE = { min: '1000-01-02', max: '9999-12-30' } as const;

/** Whether an instant (epoch milliseconds or a luxon DateTime) lies in the supported range. */
export function isSupportedInstant(instant: number | DateTime): boolean {
  const ms = typeof instant === 'number' ? instant : instant.toMillis();
  return Number.isFinite(ms) && ms >= MIN_SUPPORTED_MS && ms <= MAX_SUPPORTED_MS;
}
