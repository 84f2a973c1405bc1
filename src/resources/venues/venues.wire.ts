import { z } from '@hono/zod-openapi';
import { posts } from '../../db/schema';
import { lazy } from '../../http/routes/route';
import type { DocKey } from '../../i18n/catalogues/docs';
import { linkedHead, linkedTail, linkedText } from '../posts/linked/linked.fields';
import { jsonLd, kept, redacted, searchable } from '../posts/posts.wire';

/**
 * The wire shape of a venue (docs/original.md#venue-object): empty fields are omitted. `searchable` fields are
 * those `search` looks in (docs/api.md).
 */

const d = (key: DocKey) => key;

/** A venue. */
export const venueSchema = lazy(() =>
  z
    .object({
      ...linkedHead('venue', d('field.venue.venue'), d('field.venue.description'), d('field.venue.excerpt')),
      address: searchable(linkedText(d('field.venue.address')), posts.address),
      city: searchable(linkedText(d('field.venue.city')), posts.city),
      country: linkedText(d('field.venue.country')),
      province: searchable(linkedText(d('field.venue.province')), posts.province),
      // Shown on protected venues, as the original shows it.
      state: searchable(kept(z.string().optional().describe(d('field.venue.state'))), posts.state),
      zip: searchable(linkedText(d('field.venue.zip')), posts.zip),
      phone: searchable(linkedText(d('field.venue.phone')), posts.phone),
      website: linkedText(d('field.venue.website')),
      stateprovince: searchable(linkedText(d('field.venue.stateprovince')), posts.stateprovince),
      geo_lat: redacted(z.number().optional().describe(d('field.venue.geo_lat')), () => 0),
      geo_lng: redacted(z.number().optional().describe(d('field.venue.geo_lng')), () => 0),
      json_ld: jsonLd(),
      show_map: redacted(z.boolean().nullable().describe(d('field.venue.show_map')), () => null),
      show_map_link: redacted(z.boolean().nullable().describe(d('field.venue.show_map_link')), () => null),
      ...linkedTail(),
    })
    .describe(d('schema.Venue'))
    .openapi('Venue'),
);

/** A venue on the wire. */
export type VenueWire = z.output<ReturnType<typeof venueSchema>>;
