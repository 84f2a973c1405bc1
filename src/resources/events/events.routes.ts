import { defineRoute } from '../../http/route';
import {
  eventCreateBody,
  eventDeleteQuery,
  eventGetQuery,
  eventIdParams,
  eventSlugParams,
  eventUpdateBody,
} from './events.schemas';

const WRITE_ERRORS = { 400: 'error.400', 401: 'error.401', 403: 'error.403', 404: 'error.404' };
const READ_ERRORS = { 400: 'error.400', 403: 'error.403', 404: 'error.404' };
const DELETE_ERRORS = { ...WRITE_ERRORS, 410: 'error.410' };

const methodSuffix = { post: '', put: 'Put', patch: 'Patch' } as const;

/** The update routes of one address (by id or by slug): POST, PUT and PATCH are the same partial update. */
function updateRoutes<P extends typeof eventIdParams | typeof eventSlugParams, Path extends string>(
  path: Path,
  params: P,
  name: string,
) {
  return (['post', 'put', 'patch'] as const).map((method) =>
    defineRoute({
      method,
      path,
      operationId: `update${name}${methodSuffix[method]}`,
      summary: 'op.update_events',
      tag: 'events',
      auth: true,
      params,
      body: eventUpdateBody,
      errors: WRITE_ERRORS,
      response: 'Event',
    }),
  );
}

/** The single-event routes: create, and read, update, delete by id and by slug. */
export const eventRoutes = {
  create: defineRoute({
    method: 'post',
    path: '/events',
    operationId: 'createEvent',
    summary: 'op.create_events',
    tag: 'events',
    auth: true,
    body: eventCreateBody,
    errors: { 400: 'error.400', 401: 'error.401', 403: 'error.403' },
    response: 'Event',
  }),
  get: defineRoute({
    method: 'get',
    path: '/events/{id}',
    operationId: 'getEvent',
    summary: 'op.get_events',
    tag: 'events',
    auth: false,
    params: eventIdParams,
    query: eventGetQuery,
    errors: READ_ERRORS,
    response: 'Event',
  }),
  getBySlug: defineRoute({
    method: 'get',
    path: '/events/by-slug/{slug}',
    operationId: 'getEventBySlug',
    summary: 'op.get_events_by_slug',
    tag: 'events',
    auth: false,
    params: eventSlugParams,
    query: eventGetQuery,
    errors: READ_ERRORS,
    response: 'Event',
  }),
  update: updateRoutes('/events/{id}', eventIdParams, 'Event'),
  updateBySlug: updateRoutes('/events/by-slug/{slug}', eventSlugParams, 'EventBySlug'),
  delete: defineRoute({
    method: 'delete',
    path: '/events/{id}',
    operationId: 'deleteEvent',
    summary: 'op.delete_events',
    tag: 'events',
    auth: true,
    params: eventIdParams,
    query: eventDeleteQuery,
    errors: DELETE_ERRORS,
    response: 'Event',
  }),
  deleteBySlug: defineRoute({
    method: 'delete',
    path: '/events/by-slug/{slug}',
    operationId: 'deleteEventBySlug',
    summary: 'op.delete_events_by_slug',
    tag: 'events',
    auth: true,
    params: eventSlugParams,
    query: eventDeleteQuery,
    errors: DELETE_ERRORS,
    response: 'Event',
  }),
};

export type EventRoutes = typeof eventRoutes;
