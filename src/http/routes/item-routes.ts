import type { z } from '@hono/zod-openapi';
import { type ApiRoute, defineRoute, endpoint, type Handler, type ResponseName } from './route';

// biome-ignore lint/suspicious/noExplicitAny: any zod object shape
type AnyObject = z.ZodObject<any>;

/** Status → catalogue key of the description, as `ApiRoute.errors`. */
type Errors = Record<number, string>;

/** The operations an item address carries. */
export type ItemOperation = 'get' | 'update' | 'delete';

const METHOD_SUFFIX = { post: '', put: 'Put', patch: 'Patch' } as const;

/**
 * The routes of one item address (by id or by slug) of events, venues, organizers and terms: `GET`, the update
 * triple (`POST`, `PUT` and `PATCH` are the same partial update, as WordPress's EDITABLE) and `DELETE`. `name` is
 * the operation-id stem (`EventBySlug` → `getEventBySlug`, `updateEventBySlugPut`…), `summary` gives the
 * catalogue key of each operation's summary. Schemas are given as builders (`lazy` of `route.ts`, built on first use).
 */
export function itemRoutes<
  Path extends string,
  P extends AnyObject,
  GQ extends AnyObject,
  UB extends AnyObject,
  DQ extends AnyObject,
  Res extends ResponseName,
>(spec: {
  path: Path;
  params: () => P;
  tag: string;
  name: string;
  summary: (operation: ItemOperation) => string;
  response: Res;
  get: { query: () => GQ; errors: Errors };
  update: { body: () => UB; errors: Errors };
  delete: { query: () => DQ; errors: Errors };
}) {
  const { path, params, tag, name, response } = spec;
  const update = <M extends 'post' | 'put' | 'patch'>(method: M) =>
    defineRoute({
      method,
      path,
      operationId: `update${name}${METHOD_SUFFIX[method]}`,
      summary: spec.summary('update'),
      tag,
      auth: true,
      params,
      body: spec.update.body,
      errors: spec.update.errors,
      response,
    });
  return {
    get: defineRoute({
      method: 'get',
      path,
      operationId: `get${name}`,
      summary: spec.summary('get'),
      tag,
      auth: false,
      params,
      query: spec.get.query,
      errors: spec.get.errors,
      response,
    }),
    update: [update('post'), update('put'), update('patch')] as const,
    delete: defineRoute({
      method: 'delete',
      path,
      operationId: `delete${name}`,
      summary: spec.summary('delete'),
      tag,
      auth: true,
      params,
      query: spec.delete.query,
      errors: spec.delete.errors,
      response,
    }),
  };
}

/** The routes of one address, as `itemRoutes` returns them. */
interface AddressRoutes<G, U, D> {
  get: G;
  update: readonly U[];
  delete: D;
}

/** The routes of an item addressed by id and by slug, named for their handlers (`get` and `getBySlug` → `get`). */
export function idAndSlugRoutes<G1, U1, D1, G2, U2, D2>(
  byId: AddressRoutes<G1, U1, D1>,
  bySlug: AddressRoutes<G2, U2, D2>,
) {
  return {
    get: byId.get,
    getBySlug: bySlug.get,
    update: byId.update,
    updateBySlug: bySlug.update,
    delete: byId.delete,
    deleteBySlug: bySlug.delete,
  };
}

/**
 * The endpoints of an item addressed by id and by slug, in registration order: read by id, by slug, the update
 * triple by id, by slug, delete by id, by slug. One handler serves both addresses of an operation.
 */
export function idAndSlugEndpoints<
  G1 extends ApiRoute,
  G2 extends ApiRoute,
  U1 extends ApiRoute,
  U2 extends ApiRoute,
  D1 extends ApiRoute,
  D2 extends ApiRoute,
>(
  routes: { get: G1; getBySlug: G2; update: readonly U1[]; updateBySlug: readonly U2[]; delete: D1; deleteBySlug: D2 },
  handlers: {
    get: Handler<NoInfer<G1>> & Handler<NoInfer<G2>>;
    update: Handler<NoInfer<U1>> & Handler<NoInfer<U2>>;
    delete: Handler<NoInfer<D1>> & Handler<NoInfer<D2>>;
  },
) {
  return [
    endpoint(routes.get, handlers.get),
    endpoint(routes.getBySlug, handlers.get),
    ...routes.update.map((route) => endpoint(route, handlers.update)),
    ...routes.updateBySlug.map((route) => endpoint(route, handlers.update)),
    endpoint(routes.delete, handlers.delete),
    endpoint(routes.deleteBySlug, handlers.delete),
  ] as const;
}

/**
 * The routes of a collection (`/events`, `/venues`, `/categories`…): `GET` lists it, `POST` creates an item.
 * Operation ids `list<Many>` and `create<One>`, summaries `op.list_<tag>` and `op.create_<tag>`. Schemas are given
 * as builders (`lazy` of `route.ts`).
 */
export function collectionRoutes<
  Path extends string,
  Q extends AnyObject,
  B extends AnyObject,
  ListRes extends ResponseName,
  Res extends ResponseName,
>(spec: {
  path: Path;
  tag: string;
  one: string;
  many: string;
  list: { query: () => Q; errors: Errors; response: ListRes };
  create: { body: () => B; errors: Errors; response: Res };
}) {
  const { path, tag } = spec;
  return {
    list: defineRoute({
      method: 'get',
      path,
      operationId: `list${spec.many}`,
      summary: `op.list_${tag}`,
      tag,
      auth: false,
      query: spec.list.query,
      errors: spec.list.errors,
      response: spec.list.response,
    }),
    create: defineRoute({
      method: 'post',
      path,
      operationId: `create${spec.one}`,
      summary: `op.create_${tag}`,
      tag,
      auth: true,
      body: spec.create.body,
      errors: spec.create.errors,
      response: spec.create.response,
    }),
  };
}
