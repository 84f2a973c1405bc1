import { configOf } from '../config';
import type { Bindings } from '../env';
import { deliver } from './federation.deliver';
import type { FederationMessage } from './federation.message';
import { refreshSeries, runChanges } from './federation.run';
import { openStore } from './store/store.run';

/**
 * @module The federation queue's consumer (docs/federation.md, "Deliveries"): runs, refreshes and deliveries, each
 * message on its own; a failed delivery is retried with exponential backoff (30 s, 1 min, 2 min… capped at 6 h;
 * the queue's `max_retries` ends it), so a slow or failing peer holds nothing but its own message.
 */

/** First retry delay of a failed delivery, in seconds; doubled on every attempt. */
export const RETRY_BASE_SECONDS = 30;

/** Handles one message; whether it is done, else the seconds to wait before its retry. */
async function handle(env: Bindings, message: Message<FederationMessage>): Promise<number | null> {
  const config = configOf(env);
  const db = openStore(env);
  const body = message.body;
  if (body.kind === 'run') await runChanges(env, db, config);
  else if (body.kind === 'refresh') await refreshSeries(env, db, config);
  else {
    const outcome = await deliver(db, config, body);
    if (!outcome.done) return Math.min(6 * 3600, RETRY_BASE_SECONDS * 2 ** (message.attempts - 1));
  }
  return null;
}

/** The queue handler: every message of the batch at once, then acked or retried. */
export async function consumeFederation(batch: MessageBatch<FederationMessage>, env: Bindings): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        const delay = await handle(env, message);
        if (delay === null) message.ack();
        else message.retry({ delaySeconds: delay });
      } catch (error) {
        console.error('federation queue', message.body.kind, error instanceof Error ? error.message : String(error));
        message.retry({ delaySeconds: RETRY_BASE_SECONDS });
      }
    }),
  );
}
