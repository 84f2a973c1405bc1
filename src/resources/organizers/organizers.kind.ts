import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Caller } from '../../auth/caller';
import { eventOrganizers, posts } from '../../db/schema';
import type { AppEnv } from '../../env';
import type { Lang } from '../../i18n/languages';
import type { LinkedKind, RowsQuery } from '../posts/linked/linked.kind';
import { type PlannedCreate, planCheckedCreate } from '../posts/linked/linked.writes';
import { ORGANIZER, toOrganizer } from './organizers.mapper';
import { type OrganizerRow, selectOrganizerRows } from './organizers.queries';
import type { OrganizerCreateInput, OrganizerUpdateInput } from './organizers.schemas';
import { organizerColumns, unlinkOrganizer } from './organizers.writes';

/** Organizers for the generic linked-post routes, handlers, lists and writes. */
export const organizerKind: LinkedKind<OrganizerRow, OrganizerUpdateInput> = {
  meta: ORGANIZER,
  codes: {
    notAccessible: 'organizer-not-accessible',
    inTrash: 'organizer-is-in-trash',
    pageNotFound: 'organizer-archive-page-not-found',
  },
  select: (db, lang, where) => selectOrganizerRows(db, lang, where) as unknown as RowsQuery<OrganizerRow>,
  toWire: toOrganizer,
  nameOf: (input) => input.organizer,
  columns: organizerColumns,
  searchColumns: [posts.phone, posts.email, posts.website],
  linkedEvents: sql`${eventOrganizers} eo join ${posts} e on e.id = eo.event_id where eo.organizer_id = ${posts.id}`,
  unlink: unlinkOrganizer,
};

/**
 * Plans the creation of an organizer, for `POST /organizers` and for inline organizers inside an event payload
 * (validate each object with `organizerCreateBody` first). Checks what the schema cannot — 400 naming `author`,
 * `date`, `date_utc`, `image` — and that `caller` may attribute it to `author` (403); the caller's permission to
 * create was checked by the caller of this function. Nothing is written: run `statements` in your `db.batch`
 * (through `runWrite`, `src/db/batch.ts`); `id` is the new organizer's id as SQL, usable by statements later in the same batch.
 * `reservedSlugs`: pass the same set to every organizer create of one batch so no two take the same slug.
 */
export async function planOrganizerCreate(
  c: Context<AppEnv>,
  input: OrganizerCreateInput,
  lang: Lang,
  caller: Caller,
  reservedSlugs?: Set<string>,
): Promise<PlannedCreate> {
  return planCheckedCreate(c, organizerKind, input, lang, caller, reservedSlugs);
}
