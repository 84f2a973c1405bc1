import { collectionRoutes, itemRoutes } from '../../http/routes/item-routes';
import { lazy } from '../../http/routes/route';
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

/** The routes of one taxonomy: list, create, read, update (POST, PUT, PATCH) and delete (by id only). */
export function termRoutes<T extends TaxonomyRoute>(route: T) {
  const one = singular[route];
  const list = ({ categories: 'CategoryList', tags: 'TagList' } as const)[route];
  const item = itemRoutes({
    path: `/${route}/{id}` as const,
    params: termIdParams,
    tag: route,
    name: one,
    summary: (operation) => `op.${operation}_${route}`,
    response: 'Term',
    get: { query: termGetQuery, errors: { 400: 'error.400' } },
    update: {
      body: lazy(() => termUpdateBody(route)),
      errors: { 400: 'error.400', 401: 'error.401', 403: 'error.403' },
    },
    delete: { query: termDeleteQuery, errors: { 400: 'error.400', 401: 'error.401', 403: 'error.403' } },
  });
  return {
    ...collectionRoutes({
      path: `/${route}`,
      tag: route,
      one,
      many: plural[route],
      list: { query: lazy(() => termListQuery(route)), errors: { 400: 'error.400' }, response: list },
      create: {
        body: lazy(() => termCreateBody(route)),
        errors: { 400: 'error.400', 401: 'error.401', 403: 'error.403' },
        response: 'Term',
      },
    }),
    get: item.get,
    update: item.update,
    delete: item.delete,
  } as const;
}

export type TermRoutes = ReturnType<typeof termRoutes<TaxonomyRoute>>;
