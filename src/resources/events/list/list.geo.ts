/**
 * @module The geoloc filter of `GET /events` (`geoloc_lat`, `geoloc_lng`, `geoloc_radius`) as SQL over a venue row.
 */
import { type SQL, sql } from 'drizzle-orm';
import { invalidParam, invalidParams } from '../../../http/errors';
import type { ListInput } from './list.query';

/** Mean Earth radius (km), the usual haversine constant. */
export const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** A circle on the Earth: centre in degrees, radius in km. */
export interface Circle {
  lat: number;
  lng: number;
  radiusKm: number;
}

/**
 * The venue row `v` lies within `circle`: a bounding box (longitudes wrapped across ±180°, dropped when the
 * circle reaches a pole) that spares most rows the exact test, then the haversine inequality
 * `hav(Δφ) + cos φ₁ cos φ₂ hav(Δλ) ≤ hav(r/R)`, constants computed here. It needs SQLite's `sin`, `cos` and
 * `radians`, which D1 authorizes (a test checks; `power` is refused); no approximation, so totals are exact.
 */
export function withinCircle(circle: Circle): SQL {
  const angle = Math.min(circle.radiusKm / EARTH_RADIUS_KM, Math.PI);
  const threshold = Math.sin(angle / 2) ** 2;
  const dLat = sql`sin(radians(v.geo_lat - ${circle.lat}) / 2)`;
  const dLng = sql`sin(radians(v.geo_lng - ${circle.lng}) / 2)`;
  const exact = sql`${dLat} * ${dLat} + ${Math.cos(circle.lat * RAD)} * cos(radians(v.geo_lat)) * ${dLng} * ${dLng} <= ${threshold}`;
  const minLat = circle.lat - angle / RAD;
  const maxLat = circle.lat + angle / RAD;
  const lat = sql`v.geo_lat between ${minLat} and ${maxLat}`;
  if (minLat <= -90 || maxLat >= 90) return sql`${lat} and ${exact}`;
  const spread = Math.asin(Math.min(1, Math.sin(angle) / Math.cos(circle.lat * RAD))) / RAD;
  const [west, east] = [circle.lng - spread, circle.lng + spread];
  const lng =
    west < -180
      ? sql`(v.geo_lng >= ${west + 360} or v.geo_lng <= ${east})`
      : east > 180
        ? sql`(v.geo_lng >= ${west} or v.geo_lng <= ${east - 360})`
        : sql`v.geo_lng between ${west} and ${east}`;
  return sql`${lat} and ${lng} and ${exact}`;
}

/** Default `geoloc_radius` in km. */
const DEFAULT_RADIUS_KM = 25;

/** The circle of `geoloc_lat`/`geoloc_lng`/`geoloc_radius`: both coordinates or none (400 naming the missing one). */
export function geoCircle(input: ListInput): Circle | undefined {
  const { geoloc_lat: lat, geoloc_lng: lng, geoloc_radius: radius } = input;
  if (lat === undefined && lng === undefined) {
    if (radius === undefined) return undefined;
    const problem = { key: 'param.missing_pair', vars: { other: 'geoloc_radius' } } as const;
    throw invalidParams({ geoloc_lat: problem, geoloc_lng: problem });
  }
  if (lat === undefined) throw invalidParam('geoloc_lat', 'param.missing_pair', { other: 'geoloc_lng' });
  if (lng === undefined) throw invalidParam('geoloc_lng', 'param.missing_pair', { other: 'geoloc_lat' });
  return { lat, lng, radiusKm: radius ?? DEFAULT_RADIUS_KM };
}
