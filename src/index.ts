import { env } from 'cloudflare:workers';
import { buildApp } from './app';
import { configOf } from './config';
import { createDb, newMeter } from './db/client';
import type { Bindings } from './env';
import { drainUnreadBody } from './http/input/body-drain';
import { withMethodOverride } from './http/path';
import { extendSeries } from './resources/events/series/series.extend';
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
  queue(batch: MessageBatch<HookMessage>, env: Bindings): Promise<void> {
    return hookQueue(batch, env);
  },
  /** The daily Cron Trigger: open-ended series get their dates up to the horizon (docs/recurrence.md). */
  async scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
    const now = new Date(controller.scheduledTime).getTime();
    const extended = await extendSeries(createDb(env.DB, newMeter()), configOf(env), now);
    console.log(JSON.stringify({ message: 'series extended', extended, cron: controller.cron }));
  },
} satisfies ExportedHandler<Bindings, HookMessage>;
