/**
 * The benchmark's "first request" module (bench/README.md, "Startup"): the service's core loaded and built when the
 * Worker loads, as `src/index.ts` does on its first request (the configuration validated, `buildApp()`), and Hono's
 * router matched once, as the first request's dispatch does (the router builds its matcher of every route on its
 * first match). Profiled by `wrangler check startup` beside the service's own entry and the bare Worker: what an
 * isolate's first request pays before its handler runs, which the service's entry leaves out of its startup. A
 * request itself cannot run here (workerd refuses random values and I/O in the global scope); what the first
 * `GET /` and the first list build or load beyond this is measured in Node by bench/startup/profile.mjs.
 */
import { env } from 'cloudflare:workers';
import { buildApp } from '../../src/app';
import { configOf } from '../../src/config';
import type { Bindings } from '../../src/env';

configOf(env as Bindings);
const app = buildApp();
app.router.match('GET', '/');

export default {
  fetch: (request: Request, env: Bindings, ctx: ExecutionContext) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Bindings>;
