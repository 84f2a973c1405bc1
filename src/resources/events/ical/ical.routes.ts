import type { Context } from 'hono';
import type { AppEnv } from '../../../env';
import { type ApiRoute, defineRoute, type RouteInput, validateInput, validateParams } from '../../../http/routes/route';
import { eventIdParams } from '../events.routes';
import { eventListQuery } from '../list/list.query';
import { isTruthy } from '../list/list.window';

/** `GET /events.ics`: the calendar feed of the list, with every filter of `GET /events`. */
export const eventsFeedRoute = defineRoute({
  method: 'get',
  path: '/events.ics',
  operationId: 'listEventsIcs',
  summary: 'op.list_events_ics',
  tag: 'events',
  auth: false,
  // A feed is iCalendar: `_fields` chooses JSON fields and means nothing here.
  query: () => eventListQuery().omit({ _fields: true }),
  errors: { 400: 'error.400' },
  response: 'Calendar',
});

/** `GET /events/{id}.ics`: one event as a calendar. */
export const eventFeedRoute = defineRoute({
  method: 'get',
  path: '/events/{id}.ics',
  operationId: 'getEventIcs',
  summary: 'op.get_events_ics',
  tag: 'events',
  auth: false,
  params: eventIdParams,
  errors: { 400: 'error.400', 403: 'error.403', 404: 'error.404' },
  response: 'Calendar',
});

/**
 * The input of a feed request against `route` (`/events.ics`, or `/events` with `ical=1`): a feed never pages, so
 * `page` and `per_page` are ignored — not validated either: `?ical=1&per_page=0` is the feed, not a 400.
 */
export function feedInput<R extends ApiRoute>(route: R, c: Context<AppEnv>): RouteInput<R> {
  const { page: _page, per_page: _perPage, ...raw } = c.get('rawInput');
  return validateParams(route, { ...raw, ...c.req.param() });
}

/** The input of `GET /events`: the list's, or a feed's with `ical=1`. */
export function listOrFeedInput<R extends ApiRoute>(route: R, c: Context<AppEnv>): RouteInput<R> {
  return isTruthy(c.get('rawInput').ical) ? feedInput(route, c) : validateInput(route, c);
}
