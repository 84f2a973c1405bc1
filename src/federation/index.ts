import type { Context, Hono } from 'hono';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AppEnv, Bindings } from '../env';
import type { FederationMessage } from './federation.message';
import { anyoneFollows } from './store/store.followers';
import { claimRunQuery } from './store/store.run';

/**
 * @module The door of federation (ActivityPub, docs/federation.md): what the composition wires, and nothing heavy.
 * The federation code (Fedify and the activities) is loaded by `import()` on the first federation request, queue
 * message or daily run, never at startup and never on a write when nobody follows.
 */

export type { FederationMessage } from './federation.message';
export { listFollowers, removeFollower } from './store/store.followers';
export { claimRunQuery } from './store/store.run';

/** The paths federation answers (WebFinger, NodeInfo, the actors and their collections, objects, inboxes). */
export const FEDERATION_PATHS = ['/.well-known/webfinger', '/.well-known/nodeinfo', '/nodeinfo/2.1', '/ap/*'];

/** Registers the federation paths: 404 when `FEDERATION=off`, else the federation code, loaded on first use. */
export function registerFederation(app: Hono<AppEnv>): void {
  for (const path of FEDERATION_PATHS) {
    app.all(path, async (c: Context<AppEnv>) => {
      if (!c.var.config.federation.enabled) return c.notFound();
      const { handleFederation } = await import('./federation.handle');
      return handleFederation(c);
    });
  }
}

/** After a write: when the claim batched with the log's pruning took a run, sends it to the queue. */
export async function startClaimedRun(env: Bindings, config: Config, claimed: readonly unknown[]): Promise<void> {
  if (claimed.length === 0 || !config.federation.enabled || !env.FEDERATION_QUEUE) return;
  await env.FEDERATION_QUEUE.send({ kind: 'run' } satisfies FederationMessage);
}

/** Claims and starts a run now (a write outside the API's middleware: the daily cron, the CLI's removal). */
export async function claimRun(env: Bindings, db: Db, config: Config, now: number): Promise<void> {
  await startClaimedRun(env, config, await claimRunQuery(db, now));
}

/** The federation queue's consumer (runs and deliveries), loaded on the first message. */
export async function federationQueue(batch: MessageBatch<FederationMessage>, env: Bindings): Promise<void> {
  const { consumeFederation } = await import('./federation.consume');
  await consumeFederation(batch, env);
}

/** The daily cron: when somebody follows, a refresh moves the series' Events to their next date. */
export async function federationDaily(env: Bindings, db: Db, config: Config): Promise<boolean> {
  if (!config.federation.enabled || !env.FEDERATION_QUEUE) return false;
  if (!(await anyoneFollows(db))) return false;
  await env.FEDERATION_QUEUE.send({ kind: 'refresh' } satisfies FederationMessage);
  return true;
}
