import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { configOf } from '../config';
import { createDb, type Db, newMeter } from '../db/client';
import { changeLog, hookDeliveries, hooks } from '../db/schema';
import type { AppEnv, Bindings } from '../env';
import type { HookMessage } from './hook-message';
import { encodeToken, nowSeconds, pruneQuery } from './token';

/**
 * Build hooks (docs/sync.md). After a successful write, each hook not notified within the debounce window is
 * claimed (one conditional UPDATE: concurrent writers cannot both claim it) and one queue message is sent, delayed
 * by the window, so a burst of writes gives one POST that reports the whole burst. The queue consumer signs the POST
 * as Standard Webhooks, records the attempt, and retries failures with exponential backoff. Nothing here runs inside
 * the write: the write's response never waits for it, and its errors are logged, never raised.
 */

export type { HookMessage } from './hook-message';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The kinds of the change log by their plural names (`changed` keys and hook `types`). */
const PLURAL: Record<string, string> = {
  event: 'events',
  venue: 'venues',
  organizer: 'organizers',
  category: 'categories',
  tag: 'tags',
};
export const HOOK_TYPES = Object.values(PLURAL);

/** Claims the hooks due for a POST and enqueues one delayed message each; prunes the change log. */
export async function scheduleHooks(env: Bindings, db: Db): Promise<void> {
  const now = nowSeconds();
  const config = configOf(env);
  const debounce = config.hookDebounceSeconds;
  await pruneQuery(db, config.syncRetentionDays);
  if (!env.HOOKS_QUEUE) return;
  const claimed = await db
    .update(hooks)
    .set({ lastSentAt: now })
    .where(or(isNull(hooks.lastSentAt), lte(hooks.lastSentAt, now - debounce)))
    .returning({ id: hooks.id });
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

function base64(bytes: ArrayBuffer | Uint8Array): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
}

/** `webhook-signature` of Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`. */
export async function signWebhook(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const raw = Uint8Array.from(atob(secret.replace(/^whsec_/, '')), (ch) => ch.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return `v1,${base64(mac)}`;
}

/** Delivers one hook message: POST, record, ack or retry with backoff. */
async function deliver(env: Bindings, db: Db, message: Message<HookMessage>): Promise<void> {
  const [hook] = await db.select().from(hooks).where(eq(hooks.id, message.body.hookId)).limit(1);
  if (!hook) return message.ack();
  const counts = await db
    .select({ type: changeLog.type, n: sql<number>`count(*)`, upTo: sql<number>`max(${changeLog.seq})` })
    .from(changeLog)
    .where(gt(changeLog.seq, hook.sentSeq))
    .groupBy(changeLog.type);
  const wanted = hook.types ? new Set(JSON.parse(hook.types) as string[]) : undefined;
  const changed: Record<string, number> = {};
  let upTo = hook.sentSeq;
  for (const row of counts) {
    upTo = Math.max(upTo, row.upTo);
    const name = PLURAL[row.type] ?? row.type;
    // Series (docs/recurrence.md) are reported as `series`, to hooks of events too.
    if (!wanted || wanted.has(name === 'series' ? 'events' : name)) changed[name] = row.n;
  }
  if (Object.keys(changed).length === 0) {
    await db.update(hooks).set({ sentSeq: upTo }).where(eq(hooks.id, hook.id));
    return message.ack();
  }
  const id = `msg_${hook.id}_${message.id}`;
  const timestamp = nowSeconds();
  const body = JSON.stringify({
    type: 'content.changed',
    sync_token: encodeToken({ seq: upTo, issuedAt: timestamp }),
    changed,
  });
  let status: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(hook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': await signWebhook(hook.secret, id, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  const ok = status !== null && status >= 200 && status < 300;
  try {
    await db.batch([
      db.insert(hookDeliveries).values({
        hookId: hook.id,
        messageId: id,
        attempt: message.attempts,
        at: new Date().toISOString(),
        status,
        ok,
        error,
      }),
      ...(ok ? [db.update(hooks).set({ sentSeq: upTo }).where(eq(hooks.id, hook.id))] : []),
      // Keep the last 50 attempts per hook.
      db
        .delete(hookDeliveries)
        .where(
          and(
            eq(hookDeliveries.hookId, hook.id),
            sql`${hookDeliveries.id} not in (select d.id from ${hookDeliveries} d where d.hook_id = ${hook.id} order by d.id desc limit 50)`,
          ),
        ),
    ]);
  } catch (failure) {
    // The POST happened: a failed record must not send it again.
    console.error('build hook delivery record failed', failure);
  }
  if (ok) return message.ack();
  // Exponential backoff: base, 2×base, 4×base… capped at an hour (Queues' `max_retries` ends it).
  message.retry({ delaySeconds: Math.min(3600, configOf(env).hookRetryBaseSeconds * 2 ** (message.attempts - 1)) });
}

/** The Worker's `queue()` handler: build hook deliveries. */
export async function hookQueue(batch: MessageBatch<HookMessage>, env: Bindings): Promise<void> {
  const db = createDb(env.DB, newMeter());
  for (const message of batch.messages) {
    try {
      await deliver(env, db, message);
    } catch (error) {
      console.error('build hook delivery failed', error);
      message.retry({ delaySeconds: configOf(env).hookRetryBaseSeconds });
    }
  }
}
