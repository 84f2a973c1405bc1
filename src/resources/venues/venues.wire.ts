import { z } from '@hono/zod-openapi';
import type { DocKey } from '../../i18n/catalogues/docs';
import { linkedHead, linkedTail, linkedText } from '../posts/linked/linked.fields';
import { jsonLd, kept, redacted } from '../posts/posts.wire';

/** The wire shape of a venue (docs/original.md#venue-object): empty fields are omitted. */

const d = (key: DocKey) => key;

/** A venue. */
export const Venue = z
  .object({
    ...linkedHead('venue', d('field.venue.venue'), d('field.venue.description'), d('field.venue.excerpt')),
    address: linkedText(d('field.venue.address')),
    city: linkedText(d('field.venue.city')),
    country: linkedText(d('field.venue.country')),
    province: linkedText(d('field.venue.province')),
    // Shown on protected venues, as the original shows it.
    state: kept(z.string().optional().describe(d('field.venue.state'))),
    zip: linkedText(d('field.venue.zip')),
    phone: linkedText(d('field.venue.phone')),
    website: linkedText(d('field.venue.website')),
    stateprovince: linkedText(d('field.venue.stateprovince')),
    geo_lat: redacted(z.number().optional().describe(d('field.venue.geo_lat')), () => 0),
    geo_lng: redacted(z.number().optional().describe(d('field.venue.geo_lng')), () => 0),
    json_ld: jsonLd(),
    show_map: redacted(z.boolean().nullable().describe(d('field.venue.show_map')), () => null),
    show_map_link: redacted(z.boolean().nullable().describe(d('field.venue.show_map_link')), () => null),
    ...linkedTail,
  })
  .describe(d('schema.Venue'))
  .openapi('Venue');

/** A venue on the wire. */
export type VenueWire = z.output<typeof Venue>;
