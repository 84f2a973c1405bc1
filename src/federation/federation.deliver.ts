import { type HttpMessageSignaturesSpec, signRequest } from '@fedify/fedify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { hookUrlProblem } from '../sync/hook-url';
import type { FederationMessage } from './federation.message';
import { ACTIVITY_JSON, keyId } from './federation.urls';
import { actorKeyPair } from './store/store.keys';
import { D1KvStore } from './store/store.kv';

/**
 * @module One delivery (docs/federation.md, "Deliveries"): the activity's JSON, signed with the actor's key by
 * Fedify's `signRequest`, POSTed to one inbox. RFC 9421 first, as Fedify's own deliveries do; a peer that refuses it
 * (any 4xx or 5xx) gets the draft-cavage signature Mastodon verifies at once, and is remembered for each one's
 * first try. Never to a non-public address (the build hooks' rule) unless `FEDERATION_ALLOW_PRIVATE`; redirects are
 * not followed.
 */

type Deliver = Extract<FederationMessage, { kind: 'deliver' }>;

/** What became of a delivery: done (delivered, or never deliverable), or to retry. */
export type Delivered = { done: true; status: number | null } | { done: false; status: number | null; error?: string };

/** Longest a POST waits for an answer. */
const TIMEOUT_MS = 10_000;

const CAVAGE: HttpMessageSignaturesSpec = 'draft-cavage-http-signatures-12';

async function post(message: Deliver, key: CryptoKey, spec: HttpMessageSignaturesSpec): Promise<Response> {
  const request = new Request(message.inbox, {
    method: 'POST',
    headers: { 'content-type': ACTIVITY_JSON, accept: ACTIVITY_JSON },
    body: message.activity,
    redirect: 'manual',
  });
  const signed = await signRequest(request, key, new URL(keyId(message.origin, message.actor)), { spec });
  const response = await fetch(signed, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  await response.body?.cancel();
  return response;
}

/** Whether a failed POST may succeed later: network errors, timeouts, 408, 429 and 5xx. */
const retriable = (status: number | null) => status === null || status === 408 || status === 429 || status >= 500;

/** Delivers one activity to one inbox. */
export async function deliver(db: Db, config: Config, message: Deliver): Promise<Delivered> {
  const problem = config.federation.allowPrivate ? null : hookUrlProblem(message.inbox);
  if (problem !== null) {
    console.warn(JSON.stringify({ message: 'federation: inbox not delivered', inbox: message.inbox, problem }));
    return { done: true, status: null };
  }
  const { privateKey } = await actorKeyPair(db, message.actor);
  const kv = new D1KvStore(db);
  const peer = ['delivery', 'spec', new URL(message.inbox).origin] as const;
  const known = await kv.get<HttpMessageSignaturesSpec>(peer);
  let status: number | null = null;
  try {
    let response = await post(message, privateKey, known ?? 'rfc9421');
    if (response.status >= 400 && known === undefined) {
      const second = await post(message, privateKey, CAVAGE);
      if (second.ok) await kv.set(peer, CAVAGE);
      response = second;
    } else if (response.ok && known === undefined) {
      await kv.set(peer, 'rfc9421');
    }
    status = response.status;
    if (response.ok) return { done: true, status };
    if (!retriable(status)) {
      console.warn(JSON.stringify({ message: 'federation: delivery refused', inbox: message.inbox, status }));
      return { done: true, status };
    }
    return { done: false, status };
  } catch (failure) {
    return { done: false, status, error: failure instanceof Error ? failure.message : String(failure) };
  }
}
