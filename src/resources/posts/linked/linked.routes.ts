import type { z } from '@hono/zod-openapi';
import { collectionRoutes, idAndSlugRoutes, itemRoutes } from '../../../http/routes/item-routes';
import { lazy } from '../../../http/routes/route';
import { postDeleteQuery, postGetQuery } from '../posts.schemas';
import { linkedIdParams, linkedListQuery, linkedSlugParams } from './linked.schemas';
import type { LinkedMeta } from './linked.wire';

/**
 * The routes of a linked resource (venues, organizers): `GET|POST /<route>`, and `GET|POST|PUT|PATCH|DELETE` on
 * `/<route>/{id}` and `/<route>/by-slug/{slug}`. `bodies` are the type's create and update body schemas' builders.
 */
export function linkedRoutes<C extends z.ZodObject, U extends z.ZodObject>(
  meta: LinkedMeta,
  bodies: { create: () => C; update: () => U },
) {
  const { type, route } = meta;
  const one = type === 'venue' ? ('Venue' as const) : ('Organizer' as const);
  const many = type === 'venue' ? 'Venues' : 'Organizers';
  const writeErrors = { 400: 'error.400', 401: 'error.401', 403: 'error.403' };
  const item = <P extends z.ZodObject>(path: string, params: () => P, bySlug: boolean) =>
    itemRoutes({
      path,
      params,
      tag: route,
      name: `${one}${bySlug ? 'BySlug' : ''}`,
      summary: (operation) => `op.${operation}_${route}${bySlug ? '_by_slug' : ''}`,
      response: one,
      get: { query: postGetQuery, errors: { 400: 'error.400', 401: 'error.401', 403: 'error.403' } },
      update: { body: bodies.update, errors: writeErrors },
      delete: { query: postDeleteQuery, errors: { ...writeErrors, 410: 'error.410' } },
    });
  const byId = item(
    `/${route}/{id}`,
    lazy(() => linkedIdParams(type)),
    false,
  );
  const bySlug = item(
    `/${route}/by-slug/{slug}`,
    lazy(() => linkedSlugParams(type)),
    true,
  );

  return {
    ...collectionRoutes({
      path: `/${route}`,
      tag: route,
      one,
      many,
      list: {
        query: lazy(() => linkedListQuery(type)),
        errors: { 400: 'error.400', 401: 'error.401', 403: 'error.403', 404: 'error.404' },
        response: `${one}List` as const,
      },
      create: { body: bodies.create, errors: writeErrors, response: one },
    }),
    ...idAndSlugRoutes(byId, bySlug),
  } as const;
}

/** The routes of any linked resource (what the shared handlers' input types derive from). */
export type LinkedRoutes = ReturnType<typeof linkedRoutes<z.ZodObject, z.ZodObject>>;
