import { sql } from 'drizzle-orm';
import { posts } from '../../db/schema';
import { lazy } from '../../http/routes/route';
import { defineLinkedKind } from '../posts/linked/linked.kind';
import { searchFieldsOf } from '../posts/posts.wire';
import { toVenue } from './venues.mapper';
import { selectVenueRows, type VenueRow } from './venues.queries';
import type { VenueUpdateInput } from './venues.schemas';
import { venueSchema } from './venues.wire';
import { unlinkVenue, venueColumns } from './venues.writes';

/**
 * Venues for the generic linked-post routes, handlers, lists and writes. Creating one outside `POST /venues` (an
 * inline venue of an event payload): `planCheckedCreate(c, venueKind, …)`, which also checks the coordinates.
 */
export const venueKind = defineLinkedKind<VenueRow, VenueUpdateInput>('venue', selectVenueRows, {
  toWire: toVenue,
  nameOf: (input) => input.venue,
  columns: venueColumns,
  search: lazy(() => searchFieldsOf(venueSchema())),
  linkedEvents: sql`${posts} e where e.type = 'event' and e.venue_id = ${posts.id}`,
  unlink: unlinkVenue,
});
