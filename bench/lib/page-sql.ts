/**
 * The SQL the service runs for `GET /events` (default page), built by the service's own builders with the same
 * inputs `listEvents` gives them, for the benchmark's floor and its `bare-miss-q` ceiling: the same statements run
 * directly on the same SQLite file, and by the bare Worker in one D1 round trip. Loaded through tsx; nothing here
 * touches a database.
 */
import { createDb, newMeter, plannedOnce } from '../../src/db/client';
import type { Lang } from '../../src/i18n/languages';
import type { EventListFilter } from '../../src/resources/events/list/list.plan';
import { firstPageStatements } from '../../src/resources/events/list/list.read';
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

/** A statement's SQL as the service's D1 client prepares it (src/db/client.ts, `plannedOnce`), and its values. */
function toStatement(query: Buildable): Statement {
  const { sql, params } = query.toSQL();
  return { sql: plannedOnce(sql), params };
}

/**
 * The statements of an uncached default `GET /events` page for an anonymous reader of `lang` at `now`: the batch
 * `readPage` sends for it (its count, the page of events, their terms, venues and organizers). The data version
 * that keys the edge cache is the isolate's (no D1 call).
 */
export function defaultEventPage(lang: Lang, now: Date, siteZone: string, perPage = 10): Statement[] {
  const filter: EventListFilter = { lang, statuses: ['publish'], bounds: dateWindow({}, siteZone, now) };
  return Object.values(firstPageStatements(builderDb(), filter, perPage)).map(toStatement);
}

/** The statements of an uncached single-event read, by id or by slug. */
export function singleEvent(lang: Lang, ref: { id: number } | { slug: string }): Statement[] {
  const db = builderDb();
  const page = 'id' in ref ? pageOfId(ref.id) : pageOfSlug(ref.slug, lang);
  return Object.values(planEventPage(db, lang, page)).map(toStatement);
}
