import { env } from 'cloudflare:workers';
import { buildApp } from './app';
import { configOf } from './config';
import { createDb, newMeter } from './db/client';
import type { Bindings } from './env';
import { withMethodOverride } from './http/path';
import { extendSeries } from './resources/events/series/series.extend';
import { type HookMessage, hookQueue } from './sync/hooks';

// An invalid var fails here, when the Worker loads (deploys and `wrangler dev` stop with the message), not per request.
configOf(env as Bindings);

const app = buildApp();

export default {
  fetch(request: Request, env: Bindings, ctx: ExecutionContext): Response | Promise<Response> {
    return app.fetch(withMethodOverride(request), env, ctx);
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
