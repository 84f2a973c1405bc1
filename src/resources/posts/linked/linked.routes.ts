import type { z } from '@hono/zod-openapi';
import { defineRoute } from '../../../http/route';
import { postDeleteQuery, postGetQuery } from '../posts.schemas';
import { linkedIdParams, linkedListQuery, linkedSlugParams } from './linked.schemas';
import type { LinkedMeta } from './linked.wire';

const METHOD_SUFFIX = { post: '', put: 'Put', patch: 'Patch' } as const;

/**
 * The routes of a linked resource (issue 3): `GET|POST /<route>`, and `GET|POST|PUT|PATCH|DELETE` on
 * `/<route>/{id}` and `/<route>/by-slug/{slug}`. `bodies` are the type's create and update body schemas.
 */
export function linkedRoutes<C extends z.ZodObject, U extends z.ZodObject>(
  meta: LinkedMeta,
  bodies: { create: C; update: U },
) {
  const { type, route } = meta;
  const one = type === 'venue' ? ('Venue' as const) : ('Organizer' as const);
  const many = type === 'venue' ? 'Venues' : 'Organizers';
  const byId = { path: `/${route}/{id}`, params: linkedIdParams(type), suffix: '' };
  const bySlug = { path: `/${route}/by-slug/{slug}`, params: linkedSlugParams(type), suffix: 'BySlug' };
  const summary = (op: string, address: { suffix: string }) => `op.${op}_${route}${address.suffix ? '_by_slug' : ''}`;
  const writeErrors = { 400: 'error.400', 401: 'error.401', 403: 'error.403' };

  const get = <P extends z.ZodObject>(address: { path: string; params: P; suffix: string }) =>
    defineRoute({
      method: 'get',
      path: address.path,
      operationId: `get${one}${address.suffix}`,
      summary: summary('get', address),
      tag: route,
      auth: false,
      params: address.params,
      query: postGetQuery,
      errors: { 400: 'error.400', 401: 'error.401', 403: 'error.403' },
      response: one,
    });
  const update = <P extends z.ZodObject>(address: { path: string; params: P; suffix: string }) =>
    (['post', 'put', 'patch'] as const).map((method) =>
      defineRoute({
        method,
        path: address.path,
        operationId: `update${one}${address.suffix}${METHOD_SUFFIX[method]}`,
        summary: summary('update', address),
        tag: route,
        auth: true,
        params: address.params,
        body: bodies.update,
        errors: writeErrors,
        response: one,
      }),
    );
  const remove = <P extends z.ZodObject>(address: { path: string; params: P; suffix: string }) =>
    defineRoute({
      method: 'delete',
      path: address.path,
      operationId: `delete${one}${address.suffix}`,
      summary: summary('delete', address),
      tag: route,
      auth: true,
      params: address.params,
      query: postDeleteQuery,
      errors: { ...writeErrors, 410: 'error.410' },
      response: one,
    });

  return {
    list: defineRoute({
      method: 'get',
      path: `/${route}`,
      operationId: `list${many}`,
      summary: `op.list_${route}`,
      tag: route,
      auth: false,
      query: linkedListQuery(type),
      errors: { 400: 'error.400', 401: 'error.401', 403: 'error.403', 404: 'error.404' },
      response: `${one}List` as const,
    }),
    create: defineRoute({
      method: 'post',
      path: `/${route}`,
      operationId: `create${one}`,
      summary: `op.create_${route}`,
      tag: route,
      auth: true,
      body: bodies.create,
      errors: writeErrors,
      response: one,
    }),
    get: [get(byId), get(bySlug)] as const,
    update: [...update(byId), ...update(bySlug)],
    delete: [remove(byId), remove(bySlug)] as const,
  };
}
