/**
 * Password-protected content (docs/original.md#password-protected-content). Protected items are redacted in lists and embeddings unless the
 * request's `password` unlocks them; the redaction walks the wire object and blanks these keys wherever they occur.
 */
const REDACTED: Record<string, () => unknown> = {
  description: () => '',
  excerpt: () => '',
  image: () => false,
  all_day: () => null,
  cost: () => '',
  cost_details: () => ({ currency_symbol: '', currency_position: '', currency_code: '', values: [] }),
  website: () => '',
  show_map: () => null,
  show_map_link: () => null,
  hide_from_listings: () => null,
  sticky: () => null,
  featured: () => null,
  categories: () => [],
  tags: () => [],
  venue: () => [],
  organizer: () => [],
  ticketed: () => null,
  custom_fields: () => [],
  email: () => '',
  phone: () => '',
  geo_lat: () => 0,
  geo_lng: () => 0,
  stateprovince: () => '',
  zip: () => '',
  province: () => '',
  country: () => '',
  city: () => '',
  address: () => '',
};

/** Keys that identify an item and must survive redaction of nested objects (`translations`, `urls`). */
const OPAQUE = new Set(['translations', 'urls', 'json_ld']);

/** A copy of `value` with protected fields blanked (keys absent stay absent). */
export function redactProtected<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => redactProtected(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const replacement = REDACTED[key];
    out[key] = replacement ? replacement() : OPAQUE.has(key) ? inner : redactProtected(inner);
  }
  return out as T;
}

/** Whether `given` unlocks an item protected by `stored` (constant-time comparison). */
export function passwordUnlocks(stored: string | null, given: unknown): boolean {
  if (!stored) return true;
  if (typeof given !== 'string' || given.length !== stored.length) return false;
  let diff = 0;
  for (let i = 0; i < stored.length; i++) diff |= stored.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}
