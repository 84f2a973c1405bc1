import { defineRoute } from '../../http/route';
import {
  type TaxonomyRoute,
  termCreateBody,
  termDeleteQuery,
  termGetQuery,
  termIdParams,
  termListQuery,
  termUpdateBody,
} from './terms.schemas';

const singular = { categories: 'Category', tags: 'Tag' } as const;
const plural = { categories: 'Categories', tags: 'Tags' } as const;

/** The routes of one taxonomy: list, create, read, update (POST, PUT, PATCH) and delete. */
export function termRoutes<T extends TaxonomyRoute>(route: T) {
  const one = singular[route];
  const item = `/${route}/{id}` as const;
  const list = ({ categories: 'CategoryList', tags: 'TagList' } as const)[route];
  const update = (method: 'post' | 'put' | 'patch') =>
    defineRoute({
      method,
      path: item,
      operationId: `update${one}${method === 'post' ? '' : method === 'put' ? 'Put' : 'Patch'}`,
      summary: `op.update_${route}`,
      tag: route,
      auth: true,
      params: termIdParams,
      body: termUpdateBody(route),
      errors: { 400: 'error.400', 401: 'error.401', 403: 'error.403' },
      response: 'Term',
    });
  return {
    list: defineRoute({
      method: 'get',
      path: `/${route}`,
      operationId: `list${plural[route]}`,
      summary: `op.list_${route}`,
      tag: route,
      auth: false,
      query: termListQuery(route),
      errors: { 400: 'error.400' },
      response: list,
    }),
    create: defineRoute({
      method: 'post',
      path: `/${route}`,
      operationId: `create${one}`,
      summary: `op.create_${route}`,
      tag: route,
      auth: true,
      body: termCreateBody(route),
      errors: { 400: 'error.400', 401: 'error.401', 403: 'error.403' },
      response: 'Term',
    }),
    get: defineRoute({
      method: 'get',
      path: item,
      operationId: `get${one}`,
      summary: `op.get_${route}`,
      tag: route,
      auth: false,
      params: termIdParams,
      query: termGetQuery,
      errors: { 400: 'error.400' },
      response: 'Term',
    }),
    update: [update('post'), update('put'), update('patch')] as const,
    delete: defineRoute({
      method: 'delete',
      path: item,
      operationId: `delete${one}`,
      summary: `op.delete_${route}`,
      tag: route,
      auth: true,
      params: termIdParams,
      query: termDeleteQuery,
      errors: { 400: 'error.400', 401: 'error.401', 403: 'error.403' },
      response: 'Term',
    }),
  };
}

export type TermRoutes = ReturnType<typeof termRoutes<TaxonomyRoute>>;
