import { sql } from 'drizzle-orm';
import { eventOrganizers, posts } from '../../db/schema';
import { lazy } from '../../http/routes/route';
import { defineLinkedKind } from '../posts/linked/linked.kind';
import { searchFieldsOf } from '../posts/posts.wire';
import { toOrganizer } from './organizers.mapper';
import { type OrganizerRow, selectOrganizerRows } from './organizers.queries';
import type { OrganizerUpdateInput } from './organizers.schemas';
import { organizerSchema } from './organizers.wire';
import { organizerColumns, unlinkOrganizer } from './organizers.writes';

/**
 * Organizers for the generic linked-post routes, handlers, lists and writes. Creating one outside
 * `POST /organizers` (an inline organizer of an event payload): `planCheckedCreate(c, organizerKind, …)`.
 */
export const organizerKind = defineLinkedKind<OrganizerRow, OrganizerUpdateInput>('organizer', selectOrganizerRows, {
  toWire: toOrganizer,
  nameOf: (input) => input.organizer,
  columns: organizerColumns,
  search: lazy(() => searchFieldsOf(organizerSchema())),
  // `cross join` keeps the organizer's links as the outer loop: left alone, SQLite walks the listed events and
  // probes each for the organizer, every published event once per organizer (docs/security.md, "Bounded cost").
  linkedEvents: sql`${eventOrganizers} eo cross join ${posts} e on e.id = eo.event_id where eo.organizer_id = ${posts.id}`,
  unlink: unlinkOrganizer,
});
