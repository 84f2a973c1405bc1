import { buildApp } from './app';
import type { Bindings } from './env';
import { withMethodOverride } from './http/path';
import { type HookMessage, hookQueue } from './sync/hooks';

const app = buildApp();

export default {
  fetch(request: Request, env: Bindings, ctx: ExecutionContext): Response | Promise<Response> {
    return app.fetch(withMethodOverride(request), env, ctx);
  },
  queue(batch: MessageBatch<HookMessage>, env: Bindings): Promise<void> {
    return hookQueue(batch, env);
  },
} satisfies ExportedHandler<Bindings, HookMessage>;
