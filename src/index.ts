import { env } from 'cloudflare:workers';
import { buildApp } from './app';
import { configOf } from './config';
import { createDb, newMeter } from './db/client';
import type { Bindings } from './env';
import { type FederationMessage, federationDaily, federationQueue } from './federation';
import { drainUnreadBody } from './http/input/body-drain';
import { withMethodOverride } from './http/path';
import { extendSeries } from './resources/events';
import { type HookMessage, hookQueue } from './sync/hooks';

// An invalid var fails here, when the Worker loads (deploys and `wrangler dev` stop with the message), not per request.
configOf(env as Bindings);

const app = buildApp();

export default {
  async fetch(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
    const incoming = withMethodOverride(request);
    const response = await app.fetch(incoming, env, ctx);
    // A body no route read to its end (a 404, a GET with a body, a 413, a refusal before reading) is drained after
    // the answer, within bounds: cancelled under a sender, it turns the answer into a reset or a 500 of the
    // runtime's front (src/http/input/body-drain.ts).
    await drainUnreadBody(incoming, configOf(env).bodyTimeoutSeconds);
    return response;
  },
  queue(batch: MessageBatch<HookMessage | FederationMessage>, env: Bindings): Promise<void> {
    // One consumer for both queues (wrangler.toml): the batch names its queue.
    if (batch.queue === 'calendar-federation') return federationQueue(batch as MessageBatch<FederationMessage>, env);
    return hookQueue(batch as MessageBatch<HookMessage>, env);
  },
  /** The daily Cron Trigger: open-ended series get their dates up to the horizon (docs/recurrence.md). */
  async scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
    const now = new Date(controller.scheduledTime).getTime();
    const db = createDb(env.DB, newMeter());
    const run = await extendSeries(db, configOf(env), now);
    // Federated series move on to their next date (docs/federation.md, "Series"), when somebody follows.
    const federation = await federationDaily(env, db, configOf(env));
    console.log(JSON.stringify({ message: 'series extended', ...run, federation, cron: controller.cron }));
  },
} satisfies ExportedHandler<Bindings, HookMessage | FederationMessage>;
