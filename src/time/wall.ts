import { DateTime, FixedOffsetZone } from 'luxon';
import { toLuxonZone } from './zones';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The components of a wall-clock time (calendar date and time of day), as read on a clock in some zone. */
export interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond?: number;
}

/**
 * The instant at which clocks in `zone` show `parts`, decided the way PHP does and independent of the current
 * date: a time inside a spring-forward gap moves forward by the gap (02:30 → 03:30 CEST), and an ambiguous
 * autumn time takes the earlier instant (02:30 CEST rather than 02:30 CET).
 * @returns null when the components are impossible (month 13, 30 February, hour 24).
 */
export function wallTimeIn(parts: WallParts, zone: string): DateTime | null {
  const probe = DateTime.fromObject({ millisecond: 0, ...parts }, { zone: FixedOffsetZone.utcInstance });
  if (!probe.isValid) return null;
  const wallMs = probe.toMillis();
  const luxonZone = toLuxonZone(zone);
  // Luxon guesses with the offset in force *now*, so ambiguous times would depend on the clock: try both sides.
  const before = luxonZone.offset(wallMs - DAY_MS);
  const after = luxonZone.offset(wallMs + DAY_MS);
  const matches = [before, after]
    .map((offset) => ({ offset, ms: wallMs - offset * MINUTE_MS }))
    .filter(({ offset, ms }) => luxonZone.offset(ms) === offset)
    .map(({ ms }) => ms);
  // No match means a gap: reading the wall time with the offset before it lands after it, shifted by its length.
  const ms = matches.length > 0 ? Math.min(...matches) : wallMs - before * MINUTE_MS;
  return DateTime.fromMillis(ms, { zone: luxonZone });
}

/** The wall-clock components of a DateTime in its own zone. */
export function wallPartsOf(dt: DateTime): WallParts {
  const { year, month, day, hour, minute, second, millisecond } = dt;
  return { year, month, day, hour, minute, second, millisecond };
}
