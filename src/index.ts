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

type Serve = (request: Request, env: Bindings, ctx: ExecutionContext) => Promise<Response>;

/** The service, built once per isolate by the first request (a failed load is tried again by the next). */
let service: Promise<Serve> | undefined;

function serve(): Promise<Serve> {
  service ??= Promise.all([
    import('./app'),
    import('./config'),
    import('./http/input/body-drain'),
    import('./http/path'),
  ]).then(
    ([{ buildApp }, { configOf }, { drainUnreadBody }, { withMethodOverride }]): Serve => {
      const app = buildApp();
      return async (request, env, ctx) => {
        const incoming = withMethodOverride(request);
        const response = await app.fetch(incoming, env, ctx);
        // A body no route read to its end (a 404, a GET with a body, a 413, a refusal before reading) is drained
        // after the answer, within bounds: cancelled under a sender, it turns the answer into a reset or a 500 of
        // the runtime's front (src/http/input/body-drain.ts).
        await drainUnreadBody(incoming, configOf(env).bodyTimeoutSeconds);
        return response;
      };
    },
    (error: unknown) => {
      service = undefined;
      throw error;
    },
  );
  return service;
}

export default {
  async fetch(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
    return (await serve())(request, env, ctx);
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
  async scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
    const [{ configOf }, { createDb, newMeter }, { extendSeries }, { federationDaily }] = await Promise.all([
      import('./config'),
      import('./db/client'),
      import('./resources/events'),
      import('./federation'),
    ]);
    const now = new Date(controller.scheduledTime).getTime();
    const db = createDb(env.DB, newMeter());
    const run = await extendSeries(db, configOf(env), now);
    // Federated series move on to their next date (docs/federation.md, "Series"), when somebody follows.
    const federation = await federationDaily(env, db, configOf(env));
    console.log(JSON.stringify({ message: 'series extended', ...run, federation, cron: controller.cron }));
  },
} satisfies ExportedHandler<Bindings, HookMessage | FederationMessage>;
