import { z } from '@hono/zod-openapi';
import { text } from '../../http/routes/fields';
import { collectionRoutes, idAndSlugRoutes, itemRoutes } from '../../http/routes/item-routes';
import { lazy, validateParams } from '../../http/routes/route';
import { postDeleteQuery, postGetQuery } from '../posts';
import { eventListQuery, type ListInput } from './list/list.query';
import { eventCreateBody, eventUpdateBody } from './write/write.schemas';

/** Path of the by-id routes: digits (`0` included, which is a 404 like any missing id). */
export const eventIdParams = lazy(() =>
  z.object({
    id: z
      .preprocess(
        (v) => (typeof v === 'string' ? Number(v) : v),
        z.number({ error: 'param.invalid' }).int({ error: 'param.range' }).min(0),
      )
      .openapi({ type: 'integer', minimum: 0 })
      .describe('param.event_id'),
  }),
);

/** Path of the by-slug routes. */
export const eventSlugParams = lazy(() =>
  z.object({ slug: text({ allowEmpty: false }).describe('param.event_slug_path') }),
);

/** Path of one date of a series: its series' slug and the date's day (`2027-01-05`, `2027-01-05-2`: docs/recurrence.md). */
export const eventDayParams = lazy(() =>
  z.object({
    slug: text({ allowEmpty: false }).describe('param.event_slug_path'),
    day: z
      .string({ error: 'param.invalid' })
      .regex(/^\d{4}-\d{2}-\d{2}(-\d{1,3})?$/, { error: 'param.invalid' })
      .describe('param.event_day'),
  }),
);

/** Query of the single reads (`password` unlocks, `context=edit` for editors). */
export const eventGetQuery = postGetQuery;

/** Query of the deletes: `translation` removes only that language's text. */
export const eventDeleteQuery = postDeleteQuery;

const WRITE_ERRORS = { 400: 'error.400', 401: 'error.401', 403: 'error.403', 404: 'error.404' };
const READ_ERRORS = { 400: 'error.400', 403: 'error.403', 404: 'error.404' };
const DELETE_ERRORS = { ...WRITE_ERRORS, 410: 'error.410' };

/** The routes of one event address; updates by slug share the by-id summary. */
const eventItem = <
  Path extends string,
  P extends ReturnType<typeof eventIdParams | typeof eventSlugParams | typeof eventDayParams>,
>(
  path: Path,
  params: () => P,
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

/** A list's input from raw parameters, validated as `GET /events` validates them (400 naming the parameter). */
export const listInputOf = (raw: Record<string, unknown>): ListInput => validateParams(eventRoutes.list, raw);
