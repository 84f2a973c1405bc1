import { type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { canRead } from '../../../auth/capabilities';
import { readBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import type { AppEnv } from '../../../env';
import { ApiError, invalidParam } from '../../../http/errors';
import { messageTexts } from '../../../i18n/catalogues/messages';
import { lookup } from '../../../i18n/lookup';
import { toUtcWall } from '../../../time';
import { jsonIds } from '../../shared/sql';
import { type EventListFilter, eventPageIdsQuery, unknownTermRefsQuery } from '../events.filters';
import { assertLinkedPosts, buildFilter, type ListInput, linkedPostsQuery } from '../events.list';
import { assembleEvents } from '../events.mapper';
import { type EventRow, pageOfId, planEventPage } from '../events.queries';
import { buildCalendar, type CalendarHeader, type LiveEntry } from './ical.calendar';
import { escapeText, feedName, feedNameQueries } from './ical.name';
import { withdrawnCandidates, withdrawnEntries, withdrawnQuery } from './ical.withdrawn';

/**
 * iCalendar feeds of the event list (`GET /events.ics`, `GET /events?ical=1`) and of one event
 * (`GET /events/{id}.ics`): which events, read in two round trips; `ical.calendar.ts` writes them. Decisions in
 * docs/ical.md.
 */

/** Days a feed looks back without date filters, and keeps events that left `publish` as cancelled. */
const LOOKBACK_DAYS = 30;
const DATE_PARAMS = ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'] as const;

function maxEvents(c: Context<AppEnv>): number {
  return c.var.config.icsMaxEvents;
}

/** The calendar's header: its name, and the host of UIDs (`PUBLIC_SITE_URL`'s host when set, else the request's). */
function headerOf(c: Context<AppEnv>, name: string): CalendarHeader {
  // `src/config.ts` has checked the URL parses.
  const site = c.var.config.publicSite;
  return {
    lang: c.get('lang'),
    name,
    host: new URL(site ? site.base : c.req.url).host,
    siteZone: c.var.config.siteTimezone,
  };
}

/**
 * How feeds assemble events: as an anonymous reader sees linked venues and organizers. Protected events never
 * reach the assembly (the feed's query and the single-event checks leave them out), so nothing is redacted.
 */
const FEED_READER = { caller: null, unlockPassword: () => true };

/** The SEQUENCE of each event of a page. */
function sequenceQuery(db: Db, ids: SQL) {
  return db.select({ id: posts.id, sequence: posts.sequence }).from(posts).where(sql`${posts.id} in (${ids})`);
}

function liveEntries(
  c: Context<AppEnv>,
  loaded: Parameters<typeof assembleEvents>[1],
  sequences: { id: number; sequence: number }[],
): LiveEntry[] {
  const sequence = new Map(sequences.map((row) => [row.id, row.sequence]));
  return assembleEvents(c, loaded, FEED_READER).map((event) => ({ event, sequence: sequence.get(event.id) ?? 0 }));
}

function calendarResponse(c: Context<AppEnv>, body: string, filename: string): Response {
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Content-Disposition', `inline; filename="${filename}"`);
  return c.body(body, 200);
}

/**
 * `GET /events.ics` (and `/events?ical=1`): the published, unprotected events matching the list's filters, the
 * `ICS_MAX_EVENTS` nearest to now; without date filters, those ending after 30 days ago; plus, as cancelled, the
 * events that left `publish` in the last 30 days whose last published dates fall in the feed's window (matched
 * and written from their last published copy only: docs/ical.md, "Cancelled events").
 */
export async function eventsFeed(c: Context<AppEnv>, input: ListInput): Promise<Response> {
  const db = c.get('db');
  const lang = c.get('lang');
  const now = new Date();
  const since = toUtcWall(now.getTime() - LOOKBACK_DAYS * 86_400_000);
  const filter = await buildFilter(c, input);
  const dated = DATE_PARAMS.some((key) => input[key] !== undefined);
  const live: EventListFilter = {
    ...filter,
    statuses: ['publish'],
    bounds: dated || filter.include ? filter.bounds : [{ param: 'ends_after', column: 'end', op: '>', utc: since }],
  };
  const liveIds = eventPageIdsQuery(db, live, -1, 0).getSQL();
  // Nearest to now first for the cut; the feed itself is in start order.
  const chosen = sql`select id, withdrawn from (select p.id as id, 0 as withdrawn, p.start_utc as start from ${posts} p where p.id in (${liveIds}) and coalesce(p.password, '') = '' union all ${withdrawnCandidates(live, since)}) order by abs(julianday(start) - julianday(${toUtcWall(now.getTime())})), id limit ${maxEvents(c)}`;
  // Two round trips: the chosen ids first, then the page by that id list. Embedding the selection (a whole list
  // filter) in each of the page's statements exceeds SQLite's expression depth limit of 100.
  const { linked, unknownTerms, chosenRows, ...names } = await readBatch(db, {
    linked: linkedPostsQuery(db, input),
    unknownTerms: unknownTermRefsQuery(db, filter),
    chosenRows: db.select({ id: sql<number>`id`, withdrawn: sql<number>`withdrawn` }).from(sql`(${chosen})`),
    ...feedNameQueries(db, filter),
  });
  const [unknownTerm] = unknownTerms;
  if (unknownTerm) throw invalidParam(unknownTerm.param, 'param.unknown_term');
  assertLinkedPosts(input, linked);
  const idsOf = (withdrawn: number) =>
    sql`select value from json_each(${jsonIds(chosenRows.filter((row) => row.withdrawn === withdrawn).map((row) => row.id))})`;
  const { sequences, withdrawn, ...loaded } = await readBatch(db, {
    sequences: sequenceQuery(db, idsOf(0)),
    withdrawn: withdrawnQuery(db, idsOf(1)),
    ...planEventPage(db, lang, { ids: idsOf(0) }),
  });
  const header = headerOf(c, feedName(lang, names, input.search));
  const body = buildCalendar(header, liveEntries(c, loaded, sequences), withdrawnEntries(withdrawn, lang));
  return calendarResponse(c, body, 'events.ics');
}

/** `GET /events/{id}.ics`: one published, unprotected event; otherwise the JSON route's error. */
export async function eventFeed(c: Context<AppEnv>, input: { id: number }): Promise<Response> {
  const db = c.get('db');
  const lang = c.get('lang');
  const page = pageOfId(input.id);
  const { sequences, ...loaded } = await readBatch(db, {
    sequences: sequenceQuery(db, page.ids),
    ...planEventPage(db, lang, page),
  });
  const row: EventRow | undefined = loaded.events[0];
  if (!row) throw new ApiError('rest-event-not-found', { vars: { id: input.id } });
  if (row.type !== 'event') throw new ApiError('rest-invalid-event-id');
  if (row.status === 'trash') throw new ApiError('event-no-longer-available');
  if (!canRead(null, row)) throw new ApiError('event-not-accessible');
  if (row.password) throw new ApiError('event-password-protected');
  const entries = liveEntries(c, loaded, sequences);
  const name = escapeText(entries[0]?.event.title || lookup(messageTexts, lang, 'ical.calendar_name'));
  return calendarResponse(c, buildCalendar(headerOf(c, name), entries, []), `event-${input.id}.ics`);
}
