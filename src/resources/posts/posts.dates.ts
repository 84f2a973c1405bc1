import { invalidParam } from '../../http/errors';
import { dateProblemKey, parseDateInput, SUPPORTED_RANGE, toUtcWall, utcWallIn } from '../../time';

/** Now as a UTC `YYYY-MM-DD HH:MM:SS` string. */
export function utcNow(): string {
  return toUtcWall(Date.now());
}

/**
 * The publication date (UTC) a write sets from `date` (read in the site time zone) or `date_utc` (read in UTC);
 * `date_utc` wins when both are sent. Undefined when neither is sent. 400 naming the parameter otherwise.
 */
export function publicationDateUtc(
  input: { date?: unknown; date_utc?: unknown },
  siteZone: string,
): string | undefined {
  if (input.date_utc !== undefined) {
    const parsed = parseDateInput(input.date_utc, 'UTC');
    if (!parsed) throw invalidParam('date_utc', dateProblemKey(input.date_utc), { ...SUPPORTED_RANGE });
    return toUtcWall(parsed.dt);
  }
  if (input.date !== undefined) {
    const parsed = parseDateInput(input.date, siteZone);
    if (!parsed) throw invalidParam('date', dateProblemKey(input.date), { ...SUPPORTED_RANGE });
    return toUtcWall(parsed.dt);
  }
  return undefined;
}

/** A stored UTC wall time as wall time of the site time zone (the `date` and `modified` response fields). */
export function siteWallOf(utcWall: string, siteZone: string): string {
  return utcWallIn(utcWall, siteZone);
}
