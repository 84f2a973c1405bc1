import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import { invalidParam } from '../../http/errors';
import type { PostColumns } from '../posts/linked/linked.kind';
import type { VenueRow } from './venues.queries';
import type { VenueUpdateInput } from './venues.schemas';

const ADDRESS_FIELDS = ['address', 'city', 'country', 'province', 'state', 'zip'] as const;

/**
 * `stateprovince` derived as the original does when none is sent (docs/original.md#stateprovince): the state when the country
 * is empty or the United States, else the province, else `""`.
 */
export function deriveStateProvince(state: string, province: string, country: string): string {
  const where = country.trim().toLowerCase();
  if (state !== '' && (where === '' || where === 'us' || where === 'united states')) return state;
  return province;
}

/**
 * The `stateprovince` a write stores: the one sent when not empty; else derived from the state, province and
 * country as they will be (sent values over stored ones) when the venue is new or any of those was sent; else
 * unchanged (undefined).
 */
function stateProvinceOf(input: VenueUpdateInput, current: VenueRow | undefined): string | undefined {
  if (input.stateprovince) return input.stateprovince;
  const touched = [input.stateprovince, input.state, input.province, input.country].some((v) => v !== undefined);
  if (current && !touched) return undefined;
  const value = (key: 'state' | 'province' | 'country') => input[key] ?? current?.[key] ?? '';
  return deriveStateProvince(value('state'), value('province'), value('country'));
}

/**
 * Coordinates come as a pair (both numbers, or both cleared with `""`/`null`); one without the other is a 400
 * naming the missing one.
 */
function coordinatesOf(input: VenueUpdateInput): PostColumns {
  const { geo_lat: lat, geo_lng: lng } = input;
  if (lat === undefined && lng === undefined) return {};
  if (lat === undefined || lng === undefined || (lat === null) !== (lng === null)) {
    const missing = lat === undefined || lat === null ? 'geo_lat' : 'geo_lng';
    throw invalidParam(missing, 'param.missing_pair', { other: missing === 'geo_lat' ? 'geo_lng' : 'geo_lat' });
  }
  return { geoLat: lat, geoLng: lng };
}

/**
 * The venue columns a validated body writes: on create (`current` undefined) `show_map` and `show_map_link`
 * default to true; on update only what was sent changes (docs/differences.md#partial-update), `stateprovince` re-derived as above.
 */
export function venueColumns(input: VenueUpdateInput, current?: VenueRow): PostColumns {
  const columns: PostColumns = coordinatesOf(input);
  for (const key of ADDRESS_FIELDS) if (input[key] !== undefined) columns[key] = input[key];
  if (input.show_map !== undefined || !current) columns.showMap = input.show_map ?? true;
  if (input.show_map_link !== undefined || !current) columns.showMapLink = input.show_map_link ?? true;
  const stateprovince = stateProvinceOf(input, current);
  if (stateprovince !== undefined) columns.stateprovince = stateprovince;
  return columns;
}

/** The statement unlinking venue `id` from every event (`posts.venue_id` set to null). */
export function unlinkVenue(db: Db, id: number) {
  return db
    .update(posts)
    .set({ venueId: null })
    .where(and(eq(posts.type, 'event'), eq(posts.venueId, id)));
}
