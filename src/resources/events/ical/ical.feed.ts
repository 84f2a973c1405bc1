import type { Context } from 'hono';
import { canRead } from '../../../auth/capabilities';
import { readBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import type { AppEnv } from '../../../env';
import { ApiError } from '../../../http/errors';
import { type Scope, scopeOf } from '../../../http/scope';
import { messageTexts } from '../../../i18n/catalogues/messages';
import type { Lang } from '../../../i18n/languages';
import { lookup } from '../../../i18n/lookup';
import { isUnprotected } from '../../posts/posts.visibility';
import { filterNameQueries } from '../list/list.names';
import type { EventListFilter } from '../list/list.plan';
import { type EventListPlan, FEED_LOOKBACK_DAYS, planEventList } from '../list/list.plan';
import type { ListInput } from '../list/list.query';
import { idsSql, readNearest } from '../list/list.read';
import { prefixed } from '../wire/wire.rows';
import { buildCalendar, type CalendarHeader, type LiveEntry } from './ical.calendar';
import { feedEvents } from './ical.events';
import { escapeText, feedName } from './ical.name';
import { feedPage, feedRowsOf, type SingleFeedRow } from './ical.rows';
import { dateEntry, planSeries, type SeriesResults, seriesEntries } from './ical.series';
import { withdrawnCandidates, withdrawnEntries, withdrawnQuery } from './ical.withdrawn';

/** What anonymous readers see of a series' dates in the feed of the series alone. */
function anonymousFilter(lang: Lang): EventListFilter {
  return { lang, statuses: ['publish'], bounds: [] };
}

/**
 * iCalendar feeds of the event list (`GET /events.ics`, `GET /events?ical=1`) and of one event
 * (`GET /events/{id}.ics`): the list's read pipeline (`../list/`) chooses the events, `ical.calendar.ts`
 * writes them. Decisions in docs/ical.md.
 */

/** The calendar's header: its name, and the host of UIDs (`PUBLIC_SITE_URL`'s host when set, else the request's). */
function headerOf(scope: Scope, name: string): CalendarHeader {
  // `src/config.ts` has checked the URL parses.
  const site = scope.config.publicSite;
  const host = new URL(site ? site.base : scope.urls.origin).host;
  return { lang: scope.lang, name, host, siteZone: scope.config.siteTimezone };
}

function calendarResponse(c: Context<AppEnv>, body: string, filename: string): Response {
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Content-Disposition', `inline; filename="${filename}"`);
  return c.body(body, 200);
}

/**
 * The statements reading the names of what `filter` names (`filterNameQueries`), only those it names: every
 * statement of a batch costs D1 its preparation, and the default feed names nothing.
 */
function nameQueries(db: Db, filter: EventListFilter): Partial<ReturnType<typeof filterNameQueries>> {
  const { nameTerms, nameVenues, nameOrganizers } = filterNameQueries(db, filter);
  return {
    ...(filter.categories || filter.tags ? { nameTerms } : {}),
    ...(filter.venues ? { nameVenues } : {}),
    ...(filter.organizers ? { nameOrganizers } : {}),
  };
}

/**
 * `GET /events.ics` (and `/events?ical=1`): the published, unprotected events matching the list's filters, the
 * `ICS_MAX_EVENTS` nearest to now; without date filters, those ending after 30 days ago; plus, as cancelled, the
 * events that left `publish` in the last 30 days whose last published dates fall in the feed's window (matched
 * and written from their last published copy only: docs/ical.md, "Cancelled events").
 */
export async function eventsFeed(c: Context<AppEnv>, input: ListInput): Promise<Response> {
  const scope = scopeOf(c);
  const { db, lang } = scope;
  const now = new Date();
  const plan: EventListPlan = planEventList(scope, input, 'feed', now);
  const take = { limit: scope.config.icsMaxEvents, now, extra: withdrawnCandidates(plan.filter, FEED_LOOKBACK_DAYS) };
  const read = await readNearest(db, plan, take, nameQueries(db, plan.filter));
  const { singleIds, venueIds, extraIds, seriesIds } = read;
  const names = { nameTerms: [], nameVenues: [], nameOrganizers: [], ...read.with };
  // One more round trip for everything the feed writes (and one for the exceptions of its series, if any): its
  // single events, its series (written as series, docs/recurrence.md "Feeds"), and the copies of its cancelled
  // events, which are rare, so read only when it has some.
  const results = await readBatch(db, {
    ...prefixed('single_', feedPage(db, lang, singleIds, { venueIds })),
    ...(seriesIds.length > 0 ? planSeries(db, lang, plan.filter, seriesIds) : {}),
    ...(extraIds.length > 0 ? { withdrawn: withdrawnQuery(db, idsSql(extraIds)) } : {}),
  });
  const live: LiveEntry[] = [...feedEvents(scope, feedRowsOf<SingleFeedRow>(results, 'single_')).values()].map(
    (event) => ({ event }),
  );
  const withdrawn = 'withdrawn' in results && results.withdrawn ? withdrawnEntries(results.withdrawn, lang) : [];
  const series = seriesIds.length > 0 ? await seriesEntries(scope, results as SeriesResults, now.getTime()) : [];
  const header = headerOf(scope, feedName(lang, names, input.search));
  return calendarResponse(c, buildCalendar(header, live, withdrawn, series), 'events.ics');
}

/** `GET /events/{id}.ics`: one published, unprotected event; otherwise the JSON route's error. */
export async function eventFeed(c: Context<AppEnv>, input: { id: number }): Promise<Response> {
  const scope = scopeOf(c);
  const { db, lang } = scope;
  const page = feedRowsOf(await readBatch(db, feedPage(db, lang, [input.id])));
  const row = page.events[0];
  if (!row) throw new ApiError('rest-event-not-found', { vars: { id: input.id } });
  if (row.type !== 'event' && row.type !== 'series') throw new ApiError('rest-invalid-event-id');
  if (row.status === 'trash') throw new ApiError('event-no-longer-available');
  if (!canRead(null, { status: row.status, authorId: row.author_id })) throw new ApiError('event-not-accessible');
  if (!isUnprotected(row)) throw new ApiError('event-password-protected');
  const event = feedEvents(scope, page).get(row.id);
  const name = escapeText(event?.title || lookup(messageTexts, lang, 'ical.calendar_name'));
  const header = headerOf(scope, name);
  // A series: its master and exceptions; one date of a series: that date alone, as an exception of its series.
  if (row.type === 'series') {
    const results = await readBatch(db, planSeries(db, lang, anonymousFilter(lang), [row.id]));
    return calendarResponse(
      c,
      buildCalendar(header, [], [], await seriesEntries(scope, results, Date.now())),
      `event-${input.id}.ics`,
    );
  }
  const body =
    row.occurrence_key !== null && event
      ? buildCalendar(header, [], [], [dateEntry({ event }, row, scope.config.siteTimezone)])
      : buildCalendar(header, event ? [{ event }] : [], []);
  return calendarResponse(c, body, `event-${input.id}.ics`);
}
