import type { z } from '@hono/zod-openapi';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../../env';
import { register } from '../../../http/route';
import { linkedHandlers } from './linked.handlers';
import type { LinkedKind, LinkedWriteInput } from './linked.kind';
import { linkedRoutes } from './linked.routes';
import type { LinkedRow } from './linked.rows';

/**
 * Linked posts (TEC's name for venues and organizers): one generic module for their routes, handlers, lists,
 * writes and wire shape, parameterised by a `LinkedKind` per type.
 */

/** Registers every route of a linked resource, with `bodies` its create and update body schemas. */
export function registerLinkedRoutes<Row extends LinkedRow, Input extends LinkedWriteInput>(
  api: Hono<AppEnv>,
  kind: LinkedKind<Row, Input>,
  bodies: { create: z.ZodObject; update: z.ZodObject },
): void {
  const routes = linkedRoutes(kind.meta, bodies);
  const handlers = linkedHandlers(kind);
  // The kind's `Input` is the output of `bodies.update` (a create body's output is assignable to it): a relation
  // between two type parameters TypeScript cannot check, hence these two casts.
  const write = <I>(handler: (c: Context<AppEnv>, input: I) => Promise<Response>) =>
    handler as unknown as (c: Context<AppEnv>, input: unknown) => Promise<Response>;
  register(api, routes.list, handlers.list);
  register(api, routes.create, write(handlers.create));
  for (const route of routes.get) register(api, route, handlers.get);
  for (const route of routes.update) register(api, route, write(handlers.update));
  for (const route of routes.delete) register(api, route, handlers.delete);
}
