import { FixedOffsetZone, IANAZone, type Zone } from 'luxon';

/** `UTC±H`, `UTC±HH`, `UTC±H:MM`, `UTC±HH:MM` and WordPress's decimal `UTC±H.5` / `.25` / `.75`. */
const OFFSET_ZONE = /^UTC([+-])(\d{1,2})(?::(\d{2})|\.(0|00|25|5|50|75))?$/i;
/** Letters first: Intl also accepts bare `+05:00`, which is not a zone name we store. */
const IANA_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;
const MAX_OFFSET_MINUTES = 14 * 60;
const DECIMAL_MINUTES: ReadonlyMap<string, number> = new Map(
  Object.entries({ '0': 0, '00': 0, '25': 15, '5': 30, '50': 30, '75': 45 }),
);

const zoneCache = new Map<string, Zone>();

/** Minutes east of UTC of an offset-form zone name (`UTC+5:30` → 330), or null when `name` is not one. */
export function parseOffsetZone(name: string): number | null {
  const match = OFFSET_ZONE.exec(name.trim());
  if (!match) return null;
  const [, sign, hours, minutes, decimal] = match;
  const mins =
    minutes !== undefined ? Number(minutes) : decimal !== undefined ? (DECIMAL_MINUTES.get(decimal) ?? 0) : 0;
  if (mins >= 60) return null;
  const total = Number(hours) * 60 + mins;
  if (total > MAX_OFFSET_MINUTES) return null;
  return sign === '-' ? -total : total;
}

/** The stored spelling of a fixed offset: `UTC`, `UTC+5`, `UTC+5:30`, `UTC-3:30`. */
export function formatOffsetZone(minutes: number): string {
  return minutes === 0 ? 'UTC' : `UTC${formatOffset(minutes)}`;
}

/**
 * Validates a time zone given by a client and returns the name to store and echo back, or null if it is invalid.
 * IANA names match case-insensitively and come back in their canonical spelling (`europe/madrid` → `Europe/Madrid`);
 * offset forms are normalized (`UTC+05:30` and `UTC+5.5` → `UTC+5:30`, `UTC+0` → `UTC`).
 */
export function resolveZone(name: string): string | null {
  const trimmed = name.trim();
  const offset = parseOffsetZone(trimmed);
  if (offset !== null) return formatOffsetZone(offset);
  if (!IANA_SHAPE.test(trimmed)) return null;
  const listed = listedZone(trimmed);
  if (listed !== undefined) return listed;
  if (!IANAZone.isValidZone(trimmed)) return null;
  return canonicalSpelling(trimmed);
}

/**
 * The zones the runtime lists (`Intl.supportedValuesOf`), by lowercase name, listed on first use. A name found here
 * is valid and this is its canonical spelling, without the `Intl.DateTimeFormat` that {@link canonicalSpelling}
 * builds: the isolate's first one loads the runtime's date formatting data (about 10 ms of CPU), which the
 * configuration's check of `SITE_TIMEZONE` would otherwise pay before the first answer (docs/performance.md).
 * Links the list leaves out (`US/Eastern`, and `Asia/Kolkata` where the runtime lists `Asia/Calcutta`) take the
 * longer way.
 */
let listedZones: ReadonlyMap<string, string> | undefined;

function listedZone(name: string): string | undefined {
  listedZones ??= new Map(Intl.supportedValuesOf('timeZone').map((zone) => [zone.toLowerCase(), zone]));
  return listedZones.get(name.toLowerCase());
}

/**
 * The luxon zone of a stored zone name (as returned by {@link resolveZone}).
 * @throws RangeError for a name that is neither an offset form nor a valid IANA zone.
 */
export function toLuxonZone(stored: string): Zone {
  const cached = zoneCache.get(stored);
  if (cached) return cached;
  const offset = parseOffsetZone(stored);
  const zone = offset !== null ? FixedOffsetZone.instance(offset) : IANAZone.create(stored);
  if (!zone.isValid) throw new RangeError(`Unknown time zone: ${stored}`);
  zoneCache.set(stored, zone);
  return zone;
}

/**
 * `+5`, `+5:30`, `-3:30`: hours unpadded, minutes only when not zero; seconds too when the offset has them (the
 * local mean times zones kept before standard time: Madrid's `-0:14:44` until 1901).
 */
export function formatOffset(minutes: number): string {
  const seconds = Math.round(Math.abs(minutes) * 60);
  const hours = Math.floor(seconds / 3600);
  const mins = Math.floor(seconds / 60) % 60;
  const secs = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const rest = secs !== 0 ? `:${pad(mins)}:${pad(secs)}` : mins !== 0 ? `:${pad(mins)}` : '';
  return `${minutes < 0 ? '-' : '+'}${hours}${rest}`;
}

/**
 * Intl matches zone names case-insensitively and reports the canonical spelling. Older ICU versions also resolve
 * links (`Asia/Kolkata` → `Asia/Calcutta`): a client who spelled a link with capitals keeps their spelling.
 */
function canonicalSpelling(name: string): string {
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  if (resolved.toLowerCase() === name.toLowerCase()) return resolved;
  const typedWithCase = name !== name.toLowerCase() && name !== name.toUpperCase();
  return typedWithCase ? name : resolved;
}
