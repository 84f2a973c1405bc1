import type { InboxContext } from '@fedify/fedify';
import { type Delete, Follow, isActor, type Undo } from '@fedify/vocab';
import { isLang, type Lang } from '../i18n/languages';
import type { FederationData } from './federation.actor';
import { CONTEXT } from './federation.event';
import { enqueue } from './federation.send';
import { actorUri } from './federation.urls';
import { type NewFollower, removeFollows, storeFollower } from './store/store.followers';

/**
 * @module What the inboxes do (docs/federation.md, "Inbox"), once Fedify has verified the request's signature
 * (unsigned or badly signed: 401 before any of this): a `Follow` of one of our actors stores the follower and
 * sends a signed `Accept` through the queue; an `Undo` of it, or the `Delete` of the following actor, removes it.
 * Anything else is accepted (202) and ignored.
 */

/** The actor `uri` names, when it is one of ours on this request's origin. */
function ourActor(ctx: InboxContext<FederationData>, uri: URL | null): Lang | null {
  const parsed = uri ? ctx.parseUri(uri) : null;
  return parsed?.type === 'actor' && isLang(parsed.identifier) ? parsed.identifier : null;
}

/** `Follow`: store (or refresh) the follower, then `Accept` it. */
export async function onFollow(ctx: InboxContext<FederationData>, follow: Follow): Promise<void> {
  const lang = ourActor(ctx, follow.objectId);
  if (lang === null || follow.actorId === null) return;
  const follower = await follow.getActor(ctx);
  if (!follower || !isActor(follower) || follower.id?.href !== follow.actorId.href || !follower.inboxId) return;
  const host = follower.id.host;
  const name = follower.preferredUsername?.toString();
  const row: NewFollower = {
    actor: lang,
    followerUri: follower.id.href,
    handle: name ? `@${name}@${host}` : null,
    inbox: follower.inboxId.href,
    sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
    followId: follow.id?.href ?? null,
    origin: ctx.origin,
    createdAt: new Date().toISOString(),
  };
  // The first follower starts from the log's end: what changed before anyone followed is not sent.
  await storeFollower(ctx.data.db, row);
  const us = actorUri(ctx.origin, lang);
  const accept = {
    '@context': CONTEXT,
    id: `${us}#accept-${encodeURIComponent(follow.id?.href ?? follower.id.href)}`,
    type: 'Accept',
    actor: us,
    object: { id: follow.id?.href, type: 'Follow', actor: follower.id.href, object: us },
    to: [follower.id.href],
  };
  await enqueue(ctx.data.env, [
    { kind: 'deliver', actor: lang, origin: ctx.origin, inbox: row.inbox, activity: JSON.stringify(accept) },
  ]);
}

/** `Undo` of a `Follow`: the follower is removed (of the actor it followed, or of all when unnamed). */
export async function onUndo(ctx: InboxContext<FederationData>, undo: Undo): Promise<void> {
  if (undo.actorId === null) return;
  const object = await undo.getObject(ctx);
  if (!(object instanceof Follow)) return;
  await removeFollows(ctx.data.db, undo.actorId.href, ourActor(ctx, object.objectId));
}

/** `Delete` of the following actor itself: it follows nothing any more. */
export async function onDelete(ctx: InboxContext<FederationData>, deletion: Delete): Promise<void> {
  if (deletion.actorId === null || deletion.objectId?.href !== deletion.actorId.href) return;
  await removeActor(ctx.data, deletion.actorId.href);
}

/** Removes every follow of actor `uri`. */
export async function removeActor(data: FederationData, uri: string): Promise<void> {
  await removeFollows(data.db, uri);
}
