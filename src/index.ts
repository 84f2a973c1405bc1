import type { Bindings } from './env';
import type { FederationMessage } from './federation';
import type { HookMessage } from './sync/hooks';

/**
 * @module The Worker's entry: nothing but the handlers. Every isolate evaluates this module before its first
 * answer, so it imports no code (types only): the service (src/app.ts and what it imports) is loaded and built by
 * the first request, the queue consumers by the first message, the series extension by the first cron run
 * (docs/performance.md, "What loads when"). The configuration is validated by the first request before it is
 * answered (src/http/context.ts): an invalid var is a logged 500 naming it.
 */

type Serve = (request: Request, env: Bindings, ctx: ExecutionContext) => Response | Promise<Response>;

/** The service, built once per isolate by the first request (a failed load is tried again by the next). */
let service: Promise<Serve> | undefined;
/**
 * The service once built: later requests are handed to it without awaiting `service`. Each await costs a hot
 * answer, which needs none, more than the rest of its work under the local runtime (docs/performance.md, "A cache
 * hit").
 */
let ready: Serve | undefined;

function serve(): Promise<Serve> {
  service ??= Promise.all([
    import('./app'),
    import('./config'),
    import('./http/input/body-drain'),
    import('./http/path'),
    import('./http/cache/hot-answers'),
  ]).then(
    ([{ buildApp }, { configOf }, { drainUnreadBody }, { withMethodOverride }, { hotAnswerOf }]): Serve => {
      const app = buildApp();
      const answer = async (request: Request, env: Bindings, ctx: ExecutionContext) => {
        const incoming = withMethodOverride(request);
        const response = await app.fetch(incoming, env, ctx);
        // A body no route read to its end (a 404, a GET with a body, a 413, a refusal before reading) is drained
        // after the answer, within bounds: cancelled under a sender, it turns the answer into a reset or a 500 of
        // the runtime's front (src/http/input/body-drain.ts).
        await drainUnreadBody(incoming, configOf(env).bodyTimeoutSeconds);
        return response;
      };
      // A repeated anonymous public read the isolate holds the whole answer of (src/http/cache/hot-answers.ts) is
      // answered at once, before the app (it has no body to drain).
      ready = (request, env, ctx) => hotAnswerOf(request, env) ?? answer(request, env, ctx);
      return ready;
    },
    (error: unknown) => {
      service = undefined;
      throw error;
    },
  );
  return service;
}

export default {
  fetch(request: Request, env: Bindings, ctx: ExecutionContext): Response | Promise<Response> {
    return ready ? ready(request, env, ctx) : serve().then((handle) => handle(request, env, ctx));
  },
  async queue(batch: MessageBatch<HookMessage | FederationMessage>, env: Bindings): Promise<void> {
    // One consumer for both queues (wrangler.toml): the batch names its queue.
    if (batch.queue === 'calendar-federation') {
      const { federationQueue } = await import('./federation');
      return federationQueue(batch as MessageBatch<FederationMessage>, env);
    }
    const { hookQueue } = await import('./sync/hooks');
    return hookQueue(batch as MessageBatch<HookMessage>, env);
  },
  /** The daily Cron Trigger: open-ended series get their dates up to the horizon (docs/recurrence.md). */
  async scheduled(controller: ScheduledController, env: Bindings, ctx?: ExecutionContext): Promise<void> {
    const [{ configOf }, { createDb, newMeter }, { extendSeries }, { federationDaily }, { purgePublicAnswers }] =
      await Promise.all([
        import('./config'),
        import('./db/client'),
        import('./resources/events'),
        import('./federation'),
        import('./http/cache/workers-cache'),
      ]);
    const now = new Date(controller.scheduledTime).getTime();
    const db = createDb(env.DB, newMeter());
    const run = await extendSeries(db, configOf(env), now);
    // New dates change public answers: Workers Cache, when on, drops what it holds (docs/performance.md).
    if (run.extended > 0) await purgePublicAnswers(ctx);
    // Federated series move on to their next date (docs/federation.md, "Series"), when somebody follows.
    const federation = await federationDaily(env, db, configOf(env));
    console.log(JSON.stringify({ message: 'series extended', ...run, federation, cron: controller.cron }));
  },
} satisfies ExportedHandler<Bindings, HookMessage | FederationMessage>;
