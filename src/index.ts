import { buildApp } from './app';
import type { Bindings } from './env';
import { withMethodOverride } from './http/path';

const app = buildApp();

export default {
  fetch(request: Request, env: Bindings, ctx: ExecutionContext): Response | Promise<Response> {
    return app.fetch(withMethodOverride(request), env, ctx);
  },
} satisfies ExportedHandler<Bindings>;
