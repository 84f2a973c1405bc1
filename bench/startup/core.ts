/**
 * The benchmark's "first request" module (bench/README.md, "Startup"): the service's core loaded and built when the
 * Worker loads, as `src/index.ts` does on its first request (the configuration validated, `buildApp()`). Profiled by
 * `wrangler check startup` beside the service's own entry and the bare Worker: what an isolate's first request
 * pays before it is handled, which the service's entry leaves out of its startup.
 */
import { env } from 'cloudflare:workers';
import { buildApp } from '../../src/app';
import { configOf } from '../../src/config';
import type { Bindings } from '../../src/env';

configOf(env as Bindings);
const app = buildApp();

export default {
  fetch: (request: Request, env: Bindings, ctx: ExecutionContext) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Bindings>;
