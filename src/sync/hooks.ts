import type { Context, MiddlewareHandler } from 'hono';
import { configOf } from '../config';
import type { AppEnv, Bindings } from '../env';
import { claimRunQuery, startClaimedRun } from '../federation';
import { PLURAL } from './hook-delivery';
import type { HookMessage } from './hook-message';
import { claimHooks, type LogDb, nowSeconds, pruneQuery } from './sync.log';

/**
 * Build hooks (docs/sync.md). After a successful write, each hook not notified within the debounce window is
 * claimed (one conditional UPDATE: concurrent writers cannot both claim it) and one queue message is sent, delayed
 * by the window, so a burst of writes gives one POST that reports the whole burst. The queue consumer signs the POST
 * as Standard Webhooks, records the attempt, and retries failures with exponential backoff. Nothing here runs inside
 * the write: the write's response never waits for it, and its errors are logged, never raised.
 */

export { hookQueue, signWebhook } from './hook-delivery';
export type { HookMessage } from './hook-message';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The kinds a hook's `--types` may name (the `changed` keys of its body). */
export const HOOK_TYPES = [...PLURAL.values()];

/**
 * Claims the hooks due for a POST and enqueues one delayed message each; prunes the change log, and in the same
 * round trip claims a federation run when somebody follows (docs/federation.md: nothing more when nobody does).
 */
export async function scheduleHooks(env: Bindings, db: LogDb): Promise<void> {
  const now = nowSeconds();
  const config = configOf(env);
  const debounce = config.hookDebounceSeconds;
  const [, federationClaim] = await db.batch([pruneQuery(db, config.syncRetentionDays), claimRunQuery(db, now)]);
  await startClaimedRun(env, config, federationClaim);
  if (!env.HOOKS_QUEUE) return;
  const claimed = await claimHooks(db, debounce, now);
  if (claimed.length === 0) return;
  await env.HOOKS_QUEUE.sendBatch(
    claimed.map((hook) => ({ body: { hookId: hook.id } satisfies HookMessage, delaySeconds: debounce })),
  );
}

/** Middleware: after a successful write request, schedules the hooks in the background (`waitUntil`). */
export const notifyHooks: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!WRITE_METHODS.has(c.req.method) || c.res.status >= 400 || c.get('meter').rowsWritten === 0) return;
  const work = scheduleHooks(c.env, c.get('db')).catch((error: unknown) => console.error('build hooks', error));
  waitUntil(c, work);
};

function waitUntil(c: Context<AppEnv>, work: Promise<void>): void {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (direct app calls): the promise runs on its own.
  }
}
