import type { z } from '@hono/zod-openapi';
import type { ResponseName } from '../docs/components';
import { defineRoute } from './route';

// biome-ignore lint/suspicious/noExplicitAny: any zod object shape
type AnyObject = z.ZodObject<any>;

/** Status → catalogue key of the description, as `ApiRoute.errors`. */
type Errors = Record<number, string>;

/** The operations an item address carries. */
export type ItemOperation = 'get' | 'update' | 'delete';

/** How an item is addressed and what its read, update and delete take and answer. */
export interface ItemSpec<
  Path extends string,
  P extends AnyObject,
  GQ extends AnyObject,
  UB extends AnyObject,
  DQ extends AnyObject,
  Res extends ResponseName,
> {
  /** OpenAPI path of the item (`/events/{id}`, `/venues/by-slug/{slug}`). */
  path: Path;
  /** Its path parameters (the id or the slug). */
  params: P;
  tag: string;
  /** Operation-id stem: `EventBySlug` → `getEventBySlug`, `updateEventBySlug`, `updateEventBySlugPut`… */
  name: string;
  /** Catalogue key of an operation's summary. */
  summary: (operation: ItemOperation) => string;
  response: Res;
  get: { query: GQ; errors: Errors };
  update: { body: UB; errors: Errors };
  delete: { query: DQ; errors: Errors };
}

const METHOD_SUFFIX = { post: '', put: 'Put', patch: 'Patch' } as const;

/**
 * The routes of one item address (by id or by slug) of events, venues, organizers and terms: `GET`, the update
 * triple (`POST`, `PUT` and `PATCH` are the same partial update, as WordPress's EDITABLE) and `DELETE`.
 */
export function itemRoutes<
  Path extends string,
  P extends AnyObject,
  GQ extends AnyObject,
  UB extends AnyObject,
  DQ extends AnyObject,
  Res extends ResponseName,
>(spec: ItemSpec<Path, P, GQ, UB, DQ, Res>) {
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
