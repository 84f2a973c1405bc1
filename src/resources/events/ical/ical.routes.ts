import { defineRoute } from '../../../http/route';
import { eventIdParams, eventListQuery } from '../events.schemas';

/** `GET /events.ics`: the calendar feed of the list, with every filter of `GET /events`. */
export const eventsFeedRoute = defineRoute({
  method: 'get',
  path: '/events.ics',
  operationId: 'listEventsIcs',
  summary: 'op.list_events_ics',
  tag: 'events',
  auth: false,
  // A feed is iCalendar: `_fields` chooses JSON fields and means nothing here.
  query: eventListQuery.omit({ _fields: true }),
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
