import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Caller } from '../../auth/caller';
import { posts } from '../../db/schema';
import type { AppEnv } from '../../env';
import type { Lang } from '../../i18n/languages';
import type { LinkedKind, RowsQuery } from '../posts/linked/linked.kind';
import { type PlannedCreate, planCheckedCreate } from '../posts/linked/linked.writes';
import { toVenue, VENUE } from './venues.mapper';
import { selectVenueRows, type VenueRow } from './venues.queries';
import type { VenueCreateInput, VenueUpdateInput } from './venues.schemas';
import { unlinkVenue, venueColumns } from './venues.writes';

/** Venues for the generic linked-post routes, handlers, lists and writes. */
export const venueKind: LinkedKind<VenueRow, VenueUpdateInput> = {
  meta: VENUE,
  codes: {
    notAccessible: 'venue-not-accessible',
    inTrash: 'venue-is-in-trash',
    pageNotFound: 'venue-archive-page-not-found',
  },
  select: (db, lang, where) => selectVenueRows(db, lang, where) as unknown as RowsQuery<VenueRow>,
  toWire: toVenue,
  nameOf: (input) => input.venue,
  columns: venueColumns,
  searchColumns: [posts.address, posts.city, posts.province, posts.state, posts.stateprovince, posts.zip, posts.phone],
  linkedEvents: sql`${posts} e where e.type = 'event' and e.venue_id = ${posts.id}`,
  unlink: unlinkVenue,
};

/**
 * Plans the creation of a venue, for `POST /venues` and for inline venues inside an event payload (validate the
 * object with `venueCreateBody` first). Checks what the schema cannot — 400 naming `author`, `date`, `date_utc`,
 * `image`, `geo_lat`/`geo_lng` — and that `caller` may attribute it to `author` (403); the caller's permission to
 * create was checked by the caller of this function. Nothing is written: run `statements` in your `db.batch`
 * (through `runWrite`, `src/db/batch.ts`); `id` is the new venue's id as SQL, usable by statements later in the same batch.
 * `reservedSlugs`: pass the same set to every venue create of one batch so no two take the same slug.
 */
export async function planVenueCreate(
  c: Context<AppEnv>,
  input: VenueCreateInput,
  lang: Lang,
  caller: Caller,
  reservedSlugs?: Set<string>,
): Promise<PlannedCreate> {
  return planCheckedCreate(c, venueKind, input, lang, caller, reservedSlugs);
}
