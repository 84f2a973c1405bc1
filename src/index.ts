import { env } from 'cloudflare:workers';
import { buildApp } from './app';
import { configOf } from './config';
import type { Bindings } from './env';
import { withMethodOverride } from './http/path';
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
} satisfies ExportedHandler<Bindings, HookMessage>;
