import { collectionRoutes, idAndSlugRoutes, itemRoutes } from '../../http/routes/item-routes';
import {
  eventCreateBody,
  eventDayParams,
  eventDeleteQuery,
  eventGetQuery,
  eventIdParams,
  eventListQuery,
  eventSlugParams,
  eventUpdateBody,
} from './events.schemas';

const WRITE_ERRORS = { 400: 'error.400', 401: 'error.401', 403: 'error.403', 404: 'error.404' };
const READ_ERRORS = { 400: 'error.400', 403: 'error.403', 404: 'error.404' };
const DELETE_ERRORS = { ...WRITE_ERRORS, 410: 'error.410' };

/** The routes of one event address; updates by slug share the by-id summary. */
const eventItem = <
  Path extends string,
  P extends typeof eventIdParams | typeof eventSlugParams | typeof eventDayParams,
>(
  path: Path,
  params: P,
  by: '' | 'Slug' | 'Day',
) =>
  itemRoutes({
    path,
    params,
    tag: 'events',
    name: `Event${by ? `By${by}` : ''}`,
    summary: (operation) => `op.${operation}_events${by && operation !== 'update' ? `_by_${by.toLowerCase()}` : ''}`,
    response: 'Event',
    get: { query: eventGetQuery, errors: READ_ERRORS },
    update: { body: eventUpdateBody, errors: WRITE_ERRORS },
    delete: { query: eventDeleteQuery, errors: DELETE_ERRORS },
  });

const byId = eventItem('/events/{id}', eventIdParams, '');
const bySlug = eventItem('/events/by-slug/{slug}', eventSlugParams, 'Slug');
/** One date of a series by its series' slug and its day (docs/recurrence.md). */
const byDay = eventItem('/events/by-slug/{slug}/{day}', eventDayParams, 'Day');

/** The event routes: the archive, create, and read, update, delete by id and by slug. */
export const eventRoutes = {
  // `GET /events` (the archive) and `POST /events`.
  ...collectionRoutes({
    path: '/events',
    tag: 'events',
    one: 'Event',
    many: 'Events',
    list: {
      query: eventListQuery,
      errors: { 400: 'error.400', 401: 'error.401', 404: 'error.404' },
      response: 'EventList',
    },
    create: {
      body: eventCreateBody,
      errors: { 400: 'error.400', 401: 'error.401', 403: 'error.403' },
      response: 'Event',
    },
  }),
  ...idAndSlugRoutes(byId, bySlug),
  getByDay: byDay.get,
  updateByDay: byDay.update,
  deleteByDay: byDay.delete,
} as const;

export type EventRoutes = typeof eventRoutes;
