/**
 * The SQL the service runs for `GET /events` (default page), built by the service's own query builders with the
 * same inputs `listEvents` gives them, for the benchmark's floor: the same statements run directly on the same
 * SQLite file. Loaded by `bench/lib/floor.mjs` through tsx; nothing here touches a database.
 */
import { sql } from 'drizzle-orm';
import { createDb, newMeter } from '../../src/db/client';
import { posts } from '../../src/db/schema';
import type { Lang } from '../../src/i18n/languages';
import { eventListOrder } from '../../src/resources/events/list/list.filters';
import type { EventListFilter } from '../../src/resources/events/list/list.plan';
import { eventCountQuery, eventPageIdsQuery } from '../../src/resources/events/list/list.source';
import { dateWindow } from '../../src/resources/events/list/list.window';
import { pageOfId, pageOfSlug, planEventPage } from '../../src/resources/events/wire/wire.rows';

/** One statement as D1 receives it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

type Buildable = { toSQL(): { sql: string; params: unknown[] } };

/** A database object for building SQL only: nothing is ever executed on it. */
function builderDb() {
  return createDb({} as D1Database, newMeter());
}

const toStatement = (query: Buildable): Statement => query.toSQL();

/**
 * The statements of an uncached default `GET /events` page for an anonymous reader of `lang` at `now`: the batch
 * of `listEvents` (count, linked-post check — empty without `venue`/`organizer`/`post_parent` —, page of events,
 * their terms, venues and organizers). The data version that keys the edge cache is the isolate's (no D1 call).
 */
export function defaultEventPage(lang: Lang, now: Date, siteZone: string, perPage = 10): Statement[] {
  const db = builderDb();
  const filter: EventListFilter = { lang, statuses: ['publish'], bounds: dateWindow({}, siteZone, now) };
  const ids = eventPageIdsQuery(db, filter, perPage, 0).getSQL();
  const linked = db
    .select({ id: posts.id, type: posts.type })
    .from(posts)
    .where(sql`${posts.id} in (select value from json_each(${'[]'}))`);
  return [
    toStatement(eventCountQuery(db, filter)),
    toStatement(linked),
    ...Object.values(planEventPage(db, lang, { ids, orderBy: eventListOrder(filter), listed: true })).map(toStatement),
  ];
}

/** The statements of an uncached single-event read, by id or by slug. */
export function singleEvent(lang: Lang, ref: { id: number } | { slug: string }): Statement[] {
  const db = builderDb();
  const page = 'id' in ref ? pageOfId(ref.id) : pageOfSlug(ref.slug, lang);
  return Object.values(planEventPage(db, lang, page)).map(toStatement);
}
