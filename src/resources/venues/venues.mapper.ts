import { htmlToText } from '../../text';
import { linkedMapper, schemaOrg, stringOf } from '../posts/linked/linked.wire';
import type { VenueRow } from './venues.queries';
import { type VenueWire, venueSchema } from './venues.wire';

export type { VenueWire };

/**
 * A venue row as the API returns it: empty fields omitted, `show_map*` booleans (true when never set),
 * coordinates only when both exist, `json_ld` (schema.org `Place`) when `options.jsonLd` (single GET), and the
 * original's redaction (docs/original.md#password-protected-content) of a password-protected venue unless `options.unlocked`.
 */
export const toVenue = linkedMapper<VenueRow, VenueWire>(
  'venue',
  venueSchema,
  (row) => {
    const hasGeo = row.geoLat !== null && row.geoLng !== null;
    return {
      body: {
        address: row.address,
        city: row.city,
        country: row.country,
        province: row.province,
        state: row.state,
        zip: row.zip,
        phone: row.phone,
        website: row.website,
        stateprovince: row.stateprovince,
        geo_lat: hasGeo ? row.geoLat : undefined,
        geo_lng: hasGeo ? row.geoLng : undefined,
      },
      flags: { show_map: row.showMap ?? true, show_map_link: row.showMapLink ?? true },
    };
  },
  placeJsonLd,
);

/** schema.org `Place` of a (possibly redacted) venue wire object; no coordinates when it is locked. */
export function placeJsonLd(venue: Record<string, unknown>, locked = false): Record<string, unknown> {
  const geo =
    !locked && typeof venue.geo_lat === 'number' && typeof venue.geo_lng === 'number'
      ? { '@type': 'GeoCoordinates', latitude: venue.geo_lat, longitude: venue.geo_lng }
      : undefined;
  return schemaOrg('Place', {
    name: stringOf(venue.venue),
    description: htmlToText(stringOf(venue.description)),
    url: venue.url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.address,
      addressLocality: venue.city,
      addressRegion: venue.stateprovince || venue.state || venue.province,
      postalCode: venue.zip,
      addressCountry: venue.country,
    },
    geo,
    telephone: venue.phone,
    sameAs: venue.website,
  });
}
