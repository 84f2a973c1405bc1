import { type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import ical, { ICalCalendarMethod, ICalEventClass, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { canRead } from '../../../auth/capabilities';
import { readBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import type { AppEnv } from '../../../env';
import { ApiError, invalidParam } from '../../../http/errors';
import type { Lang } from '../../../i18n/languages';
import { translate } from '../../../i18n/translate';
import { parseOffsetZone, toUtcWall, utcWallToMs } from '../../../time';
import { type PostStatus, REGISTERED_STATUSES } from '../../posts/posts.status';
import { jsonIds } from '../../shared/sql';
import { type EventListFilter, eventPageIdsQuery, unknownTermRefsQuery } from '../events.filters';
import { assertLinkedPosts, buildFilter, type ListInput, linkedPostsQuery } from '../events.list';
import { assembleEvents, type EventWire } from '../events.mapper';
import { type EventRow, pageOfId, planEventPage } from '../events.queries';
import { escapeText, feedName, feedNameQueries } from './ical.name';
import { htmlToText } from './ical.text';
import { vtimezone } from './ical.vtimezone';

/**
 * iCalendar feeds of the event list (`GET /events.ics`, `GET /events?ical=1`) and of one event
 * (`GET /events/{id}.ics`), serialized by `ical-generator` (line folding, escaping, CRLF). Decisions in
 * docs/ical.md.
 */

/** Days a feed looks back without date filters, and keeps trashed events as cancelled. */
const LOOKBACK_DAYS = 30;
const DEFAULT_MAX_EVENTS = 1000;
/** Statuses of events that are no longer public: listed as cancelled for `LOOKBACK_DAYS` after leaving `publish`. */
const UNPUBLISHED: readonly PostStatus[] = REGISTERED_STATUSES.filter((status) => status !== 'publish');
/** Refresh hint of feeds (`REFRESH-INTERVAL`, `X-PUBLISHED-TTL`). */
const TTL_SECONDS = 3600;
const DATE_PARAMS = ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'] as const;

function maxEvents(c: Context<AppEnv>): number {
  const value = Number(c.env.ICS_MAX_EVENTS ?? DEFAULT_MAX_EVENTS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_EVENTS;
}

/** The host of UIDs: `PUBLIC_SITE_URL`'s host when set, else the request's (`URL.host`). */
function uidHost(c: Context<AppEnv>): string {
  // `src/config.ts` has checked the URL parses.
  const site = c.var.config.publicSite;
  return new URL(site ? site.base : c.req.url).host;
}

/**
 * How feeds assemble events: as an anonymous reader sees linked venues and organizers. Protected events never
 * reach the assembly (the feed's query and the single-event checks leave them out), so nothing is redacted.
 */
const FEED_READER = { caller: null, unlockPassword: () => true };

/** Per-event data the wire event does not carry. */
interface FeedMeta {
  id: number;
  sequence: number;
  status: string;
}

function metaQuery(db: Db, ids: SQL) {
  return db
    .select({ id: posts.id, sequence: posts.sequence, status: posts.status })
    .from(posts)
    .where(sql`${posts.id} in (${ids})`);
}

/** Luxon instant of a stored UTC wall string. */
function instant(utcWall: string): DateTime {
  return DateTime.fromMillis(utcWallToMs(utcWall), { zone: 'utc' });
}

/** A date-only value (all-day events), as a Luxon date at midnight UTC. */
function dateOnly(localWall: string, plusDays = 0): DateTime {
  return DateTime.fromISO(localWall.slice(0, 10), { zone: 'utc' }).plus({ days: plusDays });
}

/** `LOCATION` text: venue name and address parts, comma-separated. */
function locationOf(venue: Record<string, unknown>): string | undefined {
  const parts = ['venue', 'address', 'city', 'stateprovince', 'zip', 'country']
    .map((key) => venue[key])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : undefined;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** `CONTACT` text of an organizer: name, email, phone and website, comma-separated (RFC 5545 3.8.4.2). */
function contactOf(organizer: Record<string, unknown>): string {
  return ['organizer', 'email', 'phone', 'website']
    .map((key) => textOf(organizer[key]))
    .filter((v): v is string => v !== undefined)
    .join(', ');
}

/**
 * Builds the calendar of `events` (wire events as the JSON API shows them to anonymous readers). `name` is already
 * escaped RFC 5545 text: ical-generator writes `NAME` and `X-WR-CALNAME` as given.
 */
function buildCalendar(c: Context<AppEnv>, lang: Lang, name: string, events: EventWire[], meta: Map<number, FeedMeta>) {
  const siteZone = c.var.config.siteTimezone;
  const host = uidHost(c);
  // The starts and ends of each IANA zone's events, which its VTIMEZONE covers.
  const spans = new Map<string, number[]>();
  for (const event of events) {
    if (event.all_day || parseOffsetZone(event.timezone) !== null || event.timezone === 'UTC') continue;
    const instants = spans.get(event.timezone) ?? [];
    instants.push(utcWallToMs(event.utc_start_date), utcWallToMs(event.utc_end_date));
    spans.set(event.timezone, instants);
  }
  const calendar = ical({
    prodId: `//Calendar Events API//calendar/events/v1//${lang.toUpperCase()}`,
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    name,
    ttl: TTL_SECONDS,
    // No calendar zone name: DTSTAMP and fixed-offset events are then written in UTC with `Z`; the
    // generator writes one VTIMEZONE per zone the events use.
    timezone: {
      name: '',
      generator: (zone: string) => {
        const instants = spans.get(zone);
        return instants ? vtimezone(zone, instants) : null;
      },
    },
    x: parseOffsetZone(siteZone) === null ? [['X-WR-TIMEZONE', siteZone]] : [],
  });
  for (const event of events) {
    const info = meta.get(event.id);
    const cancelled = info?.status !== 'publish';
    const zoned = !event.all_day && spans.has(event.timezone);
    const venue = Array.isArray(event.venue) ? undefined : event.venue;
    const lat = venue?.geo_lat;
    const lng = venue?.geo_lng;
    const item = calendar.createEvent({
      id: `event-${event.id}@${host}`,
      sequence: info?.sequence ?? 0,
      stamp: instant(event.modified_utc),
      created: instant(event.date_utc),
      lastModified: instant(event.modified_utc),
      allDay: event.all_day,
      start: event.all_day ? dateOnly(event.start_date) : instant(event.utc_start_date),
      end: event.all_day ? dateOnly(event.end_date, 1) : instant(event.utc_end_date),
      timezone: zoned ? event.timezone : null,
      // Titles are plain text (tags were removed on write): `a<b` is a title, not markup.
      summary: event.title,
      description: htmlToText(event.description) || null,
      url: event.url,
      location: venue ? locationOf(venue) : null,
      categories: event.categories.map((term) => ({ name: term.name })),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      class: ICalEventClass.PUBLIC,
    });
    if (typeof lat === 'number' && typeof lng === 'number')
      item.location({ title: locationOf(venue!) ?? '', geo: { lat, lon: lng } });
    // ORGANIZER may occur once per event (RFC 5545 3.6.1) and its value is a calendar address: the first
    // organizer that has an email. Every organizer, in the event's order, is also a CONTACT (repeatable text).
    const withEmail = event.organizer.find((o) => textOf(o.email) !== undefined);
    if (withEmail)
      item.organizer({ name: textOf(withEmail.organizer) ?? String(withEmail.email), email: String(withEmail.email) });
    const contacts = event.organizer.map(contactOf).filter((text) => text !== '');
    // ical-generator checks the `X-` prefix of keys given as objects only; tuples are written as `KEY:value` with
    // the library's text escaping and folding, which is what CONTACT needs.
    if (contacts.length > 0) item.x(contacts.map((text): [string, string] => ['CONTACT', text]));
    if (event.image && typeof event.image === 'object' && typeof event.image.url === 'string') {
      item.createAttachment(event.image.url);
    }
  }
  return calendar.toString();
}

function calendarResponse(c: Context<AppEnv>, body: string, filename: string): Response {
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Content-Disposition', `inline; filename="${filename}"`);
  // RFC 5545 ends every content line with CRLF, the last one too; the generator leaves the last one bare.
  return c.body(body.endsWith('\r\n') ? body : `${body}\r\n`, 200);
}

/**
 * `GET /events.ics` (and `/events?ical=1`): the published, unprotected events matching the list's filters, the
 * `ICS_MAX_EVENTS` nearest to now; without date filters, those ending after 30 days ago; plus the events that
 * left `publish` (trashed, unpublished, made private) in the last 30 days and match by their data, as cancelled.
 */
export async function eventsFeed(c: Context<AppEnv>, input: ListInput): Promise<Response> {
  const db = c.get('db');
  const lang = c.get('lang');
  const now = DateTime.utc();
  const since = toUtcWall(now.minus({ days: LOOKBACK_DAYS }));
  const filter = await buildFilter(c, input);
  const dated = DATE_PARAMS.some((key) => input[key] !== undefined);
  const live: EventListFilter = {
    ...filter,
    statuses: ['publish'],
    bounds: dated || filter.include ? filter.bounds : [{ param: 'ends_after', column: 'end', op: '>', utc: since }],
  };
  // Events that left `publish` (trash, draft, pending, private, future) and still match by their stored data.
  const withdrawn: EventListFilter = { ...live, statuses: UNPUBLISHED };
  const liveIds = eventPageIdsQuery(db, live, -1, 0).getSQL();
  const withdrawnIds = eventPageIdsQuery(db, withdrawn, -1, 0).getSQL();
  const nowWall = toUtcWall(now);
  // Nearest to now first for the cut; the feed itself is in start order. `unpublished_utc` is kept by a trigger
  // (migrations/0009_event_unpublished.sql): set when an event leaves `publish`, null if it never was published.
  const chosen = sql`select p.id from ${posts} p where (p.id in (${liveIds}) or (p.id in (${withdrawnIds}) and p.unpublished_utc > ${since})) and coalesce(p.password, '') = '' order by abs(julianday(p.start_utc) - julianday(${nowWall})), p.id limit ${maxEvents(c)}`;
  // Two round trips: the chosen ids first, then the page by that id list. Embedding the selection (two whole
  // list filters) in each of the page's statements exceeds SQLite's expression depth limit of 100.
  const { linked, unknownTerms, chosenRows, ...names } = await readBatch(db, {
    linked: linkedPostsQuery(db, input),
    unknownTerms: unknownTermRefsQuery(db, filter),
    chosenRows: db.select({ id: posts.id }).from(posts).where(sql`${posts.id} in (${chosen})`),
    ...feedNameQueries(db, filter),
  });
  const [unknownTerm] = unknownTerms;
  if (unknownTerm) throw invalidParam(unknownTerm.param, 'param.unknown_term');
  assertLinkedPosts(input, linked);
  const ids = sql`select value from json_each(${jsonIds(chosenRows.map((row) => row.id))})`;
  const { meta, ...loaded } = await readBatch(db, { meta: metaQuery(db, ids), ...planEventPage(db, lang, { ids }) });
  const events = assembleEvents(c, loaded, FEED_READER);
  const name = feedName(lang, names, input.search);
  const body = buildCalendar(c, lang, name, events, new Map(meta.map((m) => [m.id, m])));
  return calendarResponse(c, body, 'events.ics');
}

/** `GET /events/{id}.ics`: one published, unprotected event; otherwise the JSON route's error. */
export async function eventFeed(c: Context<AppEnv>, input: { id: number }): Promise<Response> {
  const db = c.get('db');
  const lang = c.get('lang');
  const page = pageOfId(input.id);
  const { meta, ...loaded } = await readBatch(db, { meta: metaQuery(db, page.ids), ...planEventPage(db, lang, page) });
  const row: EventRow | undefined = loaded.events[0];
  if (!row) throw new ApiError('rest-event-not-found', { vars: { id: input.id } });
  if (row.type !== 'event') throw new ApiError('rest-invalid-event-id');
  if (row.status === 'trash') throw new ApiError('event-no-longer-available');
  if (!canRead(null, row)) throw new ApiError('event-not-accessible');
  if (row.password) throw new ApiError('event-password-protected');
  const events = assembleEvents(c, loaded, FEED_READER);
  const body = buildCalendar(
    c,
    lang,
    escapeText(events[0]?.title || translate(lang, 'ical.calendar_name')),
    events,
    new Map(meta.map((m) => [m.id, m])),
  );
  return calendarResponse(c, body, `event-${input.id}.ics`);
}
