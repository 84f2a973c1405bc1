import { type SQL, sql } from 'drizzle-orm';
import { canRead } from '../auth/capabilities';
import { readBatch } from '../db/batch';
import { posts, terms } from '../db/schema';
import type { Scope } from '../http/scope';
import type { ListInput } from '../resources/events/events.schemas';
import { type FeedNameRows, feedNameQueries } from '../resources/events/ical/ical.name';
import { planEventList, readPage } from '../resources/events/list/list.pipeline';
import { assembleEvents } from '../resources/events/wire/wire.mapper';
import { pageOfRef, planEventPage } from '../resources/events/wire/wire.rows';
import { organizerKind, selectOrganizerRows } from '../resources/organizers';
import { passwordUnlocks, refWhere } from '../resources/posts';
import type { LinkedKind } from '../resources/posts/linked/linked.kind';
import type { LinkedRow } from '../resources/posts/linked/linked.rows';
import { selectTermRows } from '../resources/terms/terms.queries';
import { selectVenueRows, venueKind } from '../resources/venues';
import type { Kind, PageEvent } from './pages.model';

/**
 * @module What the public pages read, straight from the resources with the visitor's scope (an anonymous
 * caller): the same queries, list pipeline, mappers and access rules as the JSON routes, and no HTTP call of
 * their own, so every D1 read is the visitor's (their rate limit, their request's `Server-Timing`).
 */

/** What an anonymous reader may see of a post: published (as anyone may read it), not password-protected. */
const isPublic = (row: { status: string; authorId: number | null; password: string | null }) =>
  row.status !== 'trash' && canRead(null, row) && passwordUnlocks(row.password, undefined);

/**
 * A published, unprotected event by a slug of any language, as the JSON read answers it (a series record too;
 * with `day`, that date of the series: docs/recurrence.md); else undefined.
 */
export async function readEvent(scope: Scope, slug: string, day?: string): Promise<PageEvent | undefined> {
  const page = pageOfRef(day === undefined ? { slug } : { slug, day }, scope.lang);
  const results = await readBatch(scope.db, planEventPage(scope.db, scope.lang, page));
  const row = results.events[0];
  if ((row?.type !== 'event' && row?.type !== 'series') || !isPublic(row)) return undefined;
  const [event] = assembleEvents(scope, results, { caller: null, unlockPassword: () => true, jsonLd: true });
  return event;
}

/** A published, unprotected venue or organizer by a slug of any language, as its JSON read answers it. */
export async function readLinked(
  scope: Scope,
  kind: Exclude<Kind, 'event'>,
  slug: string,
): Promise<Record<string, unknown> | undefined> {
  const where = refWhere(kind, { slug }, scope.lang);
  const wire = <Row extends LinkedRow>(linked: LinkedKind<Row, never>, row: Row | undefined) =>
    row && isPublic(row)
      ? (linked.toWire(scope, row, { jsonLd: true, unlocked: true }) as Record<string, unknown>)
      : undefined;
  if (kind === 'venue') return wire(venueKind, (await venueKind.select(scope.db, scope.lang, where))[0]);
  return wire(organizerKind, (await organizerKind.select(scope.db, scope.lang, where))[0]);
}

/**
 * A page of "what is on" (docs/pages.md): the events overlapping the input's days, ongoing ones included, read
 * through the list pipeline (purpose `calendar`) as an anonymous reader; protected events come redacted, as in
 * the JSON list. One bounded read: the page and its exact count.
 */
export async function readEvents(
  scope: Scope,
  input: ListInput,
  page: { perPage: number; offset: number },
): Promise<{ events: PageEvent[]; total: number }> {
  const { total, loaded } = await readPage(scope.db, planEventList(scope, input, 'calendar'), page);
  const unlocked = (row: { password: string | null }) => passwordUnlocks(row.password, undefined);
  const events: PageEvent[] = assembleEvents(scope, loaded, { caller: null, unlockPassword: unlocked });
  loaded.events.forEach((row, i) => {
    if (!unlocked(row) && events[i]) events[i].locked = true;
  });
  return { events, total };
}

/** The choices of the filter bar, and the names of what the request filters by (for its title). */
export interface FilterChoices {
  categories: { value: string; name: string }[];
  venues: { value: string; name: string }[];
  organizers: { value: string; name: string }[];
  /** The names of the request's filters, as the feed reads them. */
  names: FeedNameRows;
}

/** Most choices a select of the filter bar offers (by name): a bound on what a page reads. */
export const MAX_CHOICES = 200;

const publicPosts: SQL = sql`${posts.status} = 'publish' and coalesce(${posts.password}, '') = ''`;

/**
 * The filter bar's choices (categories by name, published venues and organizers by name, at most
 * {@link MAX_CHOICES} each) and the human names of the request's own filters (as the feed names them,
 * src/resources/events/ical/ical.name.ts), in one batch.
 */
export async function readChoices(scope: Scope, input: ListInput): Promise<FilterChoices> {
  const { db, lang } = scope;
  const { filter } = planEventList(scope, { ...input, start_date: undefined, end_date: undefined }, 'calendar');
  const byTitle = sql`title collate nocase`;
  const read = await readBatch(db, {
    categories: selectTermRows(db, lang, sql`${terms.taxonomy} = 'category'`).limit(MAX_CHOICES),
    venues: selectVenueRows(db, lang, publicPosts).orderBy(byTitle).limit(MAX_CHOICES),
    organizers: selectOrganizerRows(db, lang, publicPosts).orderBy(byTitle).limit(MAX_CHOICES),
    ...feedNameQueries(db, filter),
  });
  return {
    categories: read.categories.map((term) => ({ value: term.slug, name: term.name })),
    venues: read.venues.map((venue) => ({ value: String(venue.id), name: venue.title })),
    organizers: read.organizers.map((organizer) => ({ value: String(organizer.id), name: organizer.title })),
    names: { nameTerms: read.nameTerms, nameVenues: read.nameVenues, nameOrganizers: read.nameOrganizers },
  };
}
