import { createFederationBuilder, type Federation } from '@fedify/fedify';
import { Delete, Follow, Undo } from '@fedify/vocab';
import { isLang } from '../i18n/languages';
import { actorDocument, actorOfHandle, type FederationData } from './federation.actor';
import { onDelete, onFollow, onUndo, removeActor } from './federation.inbox';
import { actorKeyPair } from './store/store.keys';
import { D1KvStore } from './store/store.kv';

/**
 * @module The Fedify federation (docs/federation.md, "Fedify on Workers"): WebFinger, NodeInfo 2.1, the actors
 * with their keys, and the inboxes with their signature checks. Its dispatchers are declared once per isolate
 * (the builder); a federation is built per request on that request's D1 session, as Fedify's Workers guide does.
 * The `Event` objects, the outbox and the followers collection are ours (src/federation/federation.documents.ts).
 */

const builder = createFederationBuilder<FederationData>();

builder
  .setActorDispatcher('/ap/actors/{identifier}', (ctx, identifier) =>
    isLang(identifier) ? actorDocument(ctx, identifier) : null,
  )
  .setKeyPairsDispatcher(async (ctx, identifier) =>
    isLang(identifier) ? [await actorKeyPair(ctx.data.db, identifier)] : [],
  )
  .mapHandle((ctx, username) => actorOfHandle(ctx.data.config, username));

builder
  .setInboxListeners('/ap/actors/{identifier}/inbox', '/ap/inbox')
  .on(Follow, onFollow)
  .on(Undo, onUndo)
  .on(Delete, onDelete)
  // A `Delete` of an actor comes signed with the key of an actor that is gone (its document answers 410): accepted
  // without verification, it can only remove that actor's own follows.
  .onUnverifiedActivity(async (ctx, activity, reason) => {
    const gone = reason.type === 'keyFetchError' && 'status' in reason.result && reason.result.status === 410;
    if (!gone || !(activity instanceof Delete) || !activity.actorId) return;
    if (activity.objectId?.href !== activity.actorId.href) return;
    await removeActor(ctx.data, activity.actorId.href);
    return new Response(null, { status: 202 });
  });

builder.setNodeInfoDispatcher('/nodeinfo/2.1', () => ({
  software: { name: 'calendar-events-api', version: '0.1.0' },
  protocols: ['activitypub'],
  usage: { users: { total: 3, activeHalfyear: 3, activeMonth: 3 }, localPosts: 0, localComments: 0 },
  openRegistrations: false,
}));

/** A federation on this request's D1 session. */
export function federationOf(data: FederationData): Promise<Federation<FederationData>> {
  return builder.build({
    kv: new D1KvStore(data.db),
    allowPrivateAddress: data.config.federation.allowPrivate,
    userAgent: { software: 'calendar-events-api/0.1.0' },
  });
}
