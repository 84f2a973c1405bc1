import { configOf } from '../config';
import type { Bindings } from '../env';
import type { HookMessage } from './hook-message';
import { hookUrlProblem } from './hook-url';
import { changeCounts, hookById, type LogDb, markSent, nowSeconds, openLog, recordDelivery } from './sync.log';
import { encodeToken } from './token';

/**
 * The queue consumer of build hooks (docs/sync.md, "Deliveries"): a batch's messages are delivered at once, each
 * POST bounded by a timeout, so a hook that never answers delays no other hook; retries are scheduled when the batch
 * ends, with the time already spent since the failure taken off their delay, so a slow batch does not stretch
 * anyone's backoff.
 */

/** The kinds of the change log by their plural names (`changed` keys and hook `types`). */
export const PLURAL: ReadonlyMap<string, string> = new Map(
  Object.entries({ event: 'events', venue: 'venues', organizer: 'organizers', category: 'categories', tag: 'tags' }),
);

/** Longest a delivery waits for an answer. */
const MAX_DELIVERY_SECONDS = 10;

/**
 * A delivery's timeout: 10 s, and never longer than the first retry interval, so a batch ends before any of its
 * retries is due (a batch holds the queue while it runs; its retries cannot leave before it ends).
 */
export function deliveryTimeoutSeconds(retryBaseSeconds: number): number {
  return Math.min(MAX_DELIVERY_SECONDS, Math.max(1, retryBaseSeconds));
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

/** What became of one message: done (ack), or to retry `backoffSeconds` after `failedAt` (ms). */
type Outcome = { done: true } | { done: false; failedAt: number; backoffSeconds: number };

interface Attempt {
  status: number | null;
  error: string | null;
}

/**
 * One POST. Redirects are not followed (`redirect: 'manual'`): the signed body goes to the registered URL only,
 * and a 3xx is a failed delivery naming where it pointed, so the operator registers the final URL.
 */
async function post(url: string, headers: Record<string, string>, body: string, timeout: number): Promise<Attempt> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeout * 1000),
    });
    await response.body?.cancel();
    const location = response.headers.get('location');
    const redirected = response.status >= 300 && response.status < 400;
    return { status: response.status, error: redirected ? `redirect not followed (to ${location ?? '?'})` : null };
  } catch (failure) {
    return { status: null, error: failure instanceof Error ? failure.message : String(failure) };
  }
}

/** Records an attempt; a failed record is logged, never raised: the POST happened and must not be sent again. */
async function record(db: LogDb, hookId: number, messageId: string, attempt: number, result: Attempt, upTo?: number) {
  try {
    await recordDelivery(db, { hookId, messageId, attempt, status: result.status, error: result.error }, upTo);
  } catch (failure) {
    console.error('build hook delivery record failed', failure);
  }
}

/** Delivers one hook message: POST and record; says whether it is done or when to retry it. */
async function deliver(env: Bindings, db: LogDb, message: Message<HookMessage>): Promise<Outcome> {
  const config = configOf(env);
  const hook = await hookById(db, message.body.hookId);
  if (!hook) return { done: true };
  const id = `msg_${hook.id}_${message.id}`;
  const problem = hook.allowPrivate ? null : hookUrlProblem(hook.url);
  if (problem !== null) {
    // A URL stored before destinations were checked: it will never be delivered, so it is not retried.
    await record(db, hook.id, id, message.attempts, { status: null, error: `not delivered: the URL ${problem}` });
    return { done: true };
  }
  const counts = await changeCounts(db, hook.sentSeq);
  const wanted = hook.types ? new Set(JSON.parse(hook.types) as string[]) : undefined;
  const changed: Record<string, number> = {};
  let upTo = hook.sentSeq;
  for (const row of counts) {
    upTo = Math.max(upTo, row.upTo);
    const name = PLURAL.get(row.type) ?? row.type;
    // Series (docs/recurrence.md) are reported as `series`, to hooks of events too.
    if (!wanted || wanted.has(name === 'series' ? 'events' : name)) changed[name] = row.n;
  }
  if (Object.keys(changed).length === 0) {
    await markSent(db, hook.id, upTo);
    return { done: true };
  }
  const timestamp = nowSeconds();
  const body = JSON.stringify({
    type: 'content.changed',
    sync_token: encodeToken({ seq: upTo, issuedAt: timestamp }),
    changed,
  });
  const headers = {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': await signWebhook(hook.secret, id, timestamp, body),
  };
  const result = await post(hook.url, headers, body, deliveryTimeoutSeconds(config.hookRetryBaseSeconds));
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  const failedAt = Date.now();
  await record(db, hook.id, id, message.attempts, result, ok ? upTo : undefined);
  if (ok) return { done: true };
  // Exponential backoff: base, 2×base, 4×base… capped at an hour (Queues' `max_retries` ends it).
  return {
    done: false,
    failedAt,
    backoffSeconds: Math.min(3600, config.hookRetryBaseSeconds * 2 ** (message.attempts - 1)),
  };
}

/** The Worker's `queue()` handler: every message of the batch delivered at once, then acked or retried. */
export async function hookQueue(batch: MessageBatch<HookMessage>, env: Bindings): Promise<void> {
  const db = openLog(env);
  const base = configOf(env).hookRetryBaseSeconds;
  const outcomes = await Promise.all(
    batch.messages.map((message) =>
      deliver(env, db, message).catch((error: unknown): Outcome => {
        console.error('build hook delivery failed', error);
        return { done: false, failedAt: Date.now(), backoffSeconds: base };
      }),
    ),
  );
  const end = Date.now();
  for (const [i, message] of batch.messages.entries()) {
    const outcome = outcomes[i]!;
    if (outcome.done) {
      message.ack();
      continue;
    }
    // The interval runs from the failure, not from the end of the batch.
    const left = outcome.backoffSeconds - (end - outcome.failedAt) / 1000;
    message.retry({ delaySeconds: Math.max(0, Math.ceil(left)) });
  }
}
