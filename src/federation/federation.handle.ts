import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import type { Lang } from '../i18n/languages';
import type { FederationData } from './federation.actor';
import { federationOf } from './federation.build';
import { followersResponse, itemObject, objectResponse, outboxResponse } from './federation.documents';
import { agendaUrl, wantsActivityJson } from './federation.urls';

/**
 * @module A federation request (docs/federation.md): our own documents (objects, outbox, followers), the inboxes
 * (rate limited per remote host, bodies bounded while read), and everything else through Fedify (WebFinger,
 * NodeInfo, actors, signature checks). A browser asking for an actor or an object is sent (303) to its page.
 */

/** Largest inbox body read, in bytes: a larger one is a 413 as soon as it passes this. */
export const MAX_INBOX_BYTES = 256 * 1024;

const DOCUMENT = /^\/ap\/actors\/(ca|en|es)\/(?:events\/(\d{1,15})|(outbox)|(followers))\/?$/;
const INBOX = /^\/ap\/(?:actors\/(?:ca|en|es)\/)?inbox\/?$/;
const ACTOR = /^\/ap\/actors\/(ca|en|es)\/?$/;

/** The body of `request`, read until {@link MAX_INBOX_BYTES}: 413 past it. */
async function boundedBody(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  const tooLarge = () => new ApiError('rest_request_too_large', { vars: { limit: MAX_INBOX_BYTES } });
  if (declared > MAX_INBOX_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_INBOX_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** Counts an inbox request on its remote host's budget (its address): 429 past it. */
async function spendInbox(c: Context<AppEnv>): Promise<void> {
  const binding = c.var.config.rateLimits.enabled ? c.env.RATE_LIMIT_FEDERATION : undefined;
  if (!binding) return;
  const { success } = await binding.limit({ key: `inbox:${c.req.header('cf-connecting-ip') ?? 'unknown'}` });
  if (!success) throw new ApiError('rest_rate_limited', { vars: { retryAfter: 60 }, data: { retry_after: 60 } });
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, vary: 'Accept' } });
}

/** Our own documents: JSON to ActivityStreams clients, a 303 to the page for browsers. */
async function ownDocument(c: Context<AppEnv>, data: FederationData, match: RegExpExecArray) {
  const lang = match[1] as Lang;
  const origin = new URL(c.req.url).origin;
  const id = match[2] === undefined ? null : Number(match[2]);
  if (!wantsActivityJson(c.req.header('accept'))) {
    if (id === null) return seeOther(agendaUrl(data.config, origin, lang));
    const object = await itemObject(data, origin, lang, id);
    return object ? seeOther(object.url) : c.notFound();
  }
  if (id !== null) return (await objectResponse(data, origin, lang, id)) ?? c.notFound();
  if (match[3]) {
    const raw = c.req.query('page');
    const page = raw === undefined ? null : Number(raw);
    if (page !== null && (!Number.isInteger(page) || page < 1)) return c.notFound();
    return outboxResponse(data, origin, lang, page);
  }
  return followersResponse(data, origin, lang);
}

/** Answers one federation request. */
export async function handleFederation(c: Context<AppEnv>): Promise<Response> {
  const data: FederationData = { db: c.get('db'), config: c.var.config, env: c.env };
  const method = c.req.method;
  const document = DOCUMENT.exec(c.req.path);
  const reading = method === 'GET' || method === 'HEAD';
  if (document && reading) return ownDocument(c, data, document);
  // A browser asking for an actor: its agenda (Fedify would answer its own HTML-less document).
  const actor = ACTOR.exec(c.req.path);
  if (actor && reading && !wantsActivityJson(c.req.header('accept'))) {
    return seeOther(agendaUrl(data.config, new URL(c.req.url).origin, actor[1] as Lang));
  }
  let request = c.req.raw;
  if (method === 'POST' && INBOX.test(c.req.path)) {
    await spendInbox(c);
    const body = await boundedBody(request);
    request = new Request(request.url, { method: 'POST', headers: request.headers, body });
  }
  const federation = await federationOf(data);
  return federation.fetch(request, {
    contextData: data,
    onNotFound: () => c.notFound(),
    onNotAcceptable: () => c.notFound(),
  });
}
