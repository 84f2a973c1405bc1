import type { DateTime } from 'luxon';

/**
 * An instant with the zone it is read in (luxon's `DateTime`, which only `src/time/` handles directly: other
 * modules pass it along and use the functions of this module on it).
 */
export type Instant = DateTime;

/** A date input understood by `parseDateInput`. */
export interface ParsedDate {
  /** The instant, set in the zone the input was parsed in. */
  dt: DateTime;
  /** The input named its own instant (offset, `Z` or a Unix timestamp) rather than a wall time in the zone. */
  explicitOffset: boolean;
  /** The input carried a time of day (explicit, or the current one as in `now` and `+2 hours`). */
  hasTime: boolean;
}
