import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Bindings } from '../env';
import type { Lang } from '../i18n/languages';
import { createActivity, deleteActivity, itemEvent, updateActivity } from './federation.activities';
import type { FederationMessage } from './federation.message';
import { readEvents, readerScope } from './federation.read';
import { followerInboxes } from './store/store.followers';
import { recordSent, type SentChange } from './store/store.objects';

/**
 * @module Sending decided changes (docs/federation.md, "Deliveries"): each change becomes one activity per actor
 * and origin its followers know, and one queue message per inbox (a server's shared inbox once for all its
 * followers, else each follower's own); then what was sent is recorded (`store/store.objects.ts`), so the next
 * change of the item is an Update and a withdrawn one is not deleted twice.
 */

/** One item's change: its id, the verb, and (Create/Update) the event whose text and dates it shows. */
export interface Change extends SentChange {
  /** The event read for the object: the item itself, or the date a series shows. */
  shownId?: number;
}

/** Queue messages of one `sendBatch`: well under its 100 messages and 256 KB. */
const CHUNK_MESSAGES = 50;
const CHUNK_BYTES = 200_000;

/** The inboxes of each actor and origin: shared inboxes first, each inbox once. */
async function audiences(db: Db): Promise<Map<string, { lang: Lang; origin: string; inboxes: Set<string> }>> {
  const rows = await followerInboxes(db);
  const groups = new Map<string, { lang: Lang; origin: string; inboxes: Set<string> }>();
  for (const row of rows) {
    const key = `${row.actor} ${row.origin}`;
    let group = groups.get(key);
    if (!group) {
      group = { lang: row.actor as Lang, origin: row.origin, inboxes: new Set() };
      groups.set(key, group);
    }
    group.inboxes.add(row.sharedInbox ?? row.inbox);
  }
  return groups;
}

/** Sends `changes` to every follower's inbox through the queue, then records them. */
export async function sendChanges(env: Bindings, db: Db, config: Config, changes: Change[], at: Date): Promise<number> {
  if (changes.length === 0) return 0;
  const messages: FederationMessage[] = [];
  for (const { lang, origin, inboxes } of (await audiences(db)).values()) {
    const scope = readerScope(db, config, origin, lang);
    const shown = changes.flatMap((change) => (change.shownId === undefined ? [] : [change.shownId]));
    const events = await readEvents(scope, shown);
    for (const change of changes) {
      const event = change.shownId === undefined ? undefined : events.get(change.shownId);
      let activity: object;
      if (change.verb === 'Delete') activity = deleteActivity(origin, lang, change.itemId, at);
      else if (!event) continue;
      else {
        const object = itemEvent(config, origin, lang, change.itemId, event);
        activity =
          change.verb === 'Create' ? createActivity(origin, lang, object) : updateActivity(origin, lang, object, at);
      }
      const body = JSON.stringify(activity);
      for (const inbox of inboxes) messages.push({ kind: 'deliver', actor: lang, origin, inbox, activity: body });
    }
  }
  await enqueue(env, messages);
  await recordSent(db, changes, at);
  return messages.length;
}

/** Sends the messages in chunks the queue accepts. */
export async function enqueue(env: Bindings, messages: FederationMessage[]): Promise<void> {
  const queue = env.FEDERATION_QUEUE;
  if (!queue) return;
  let chunk: { body: FederationMessage }[] = [];
  let bytes = 0;
  for (const body of messages) {
    const size = JSON.stringify(body).length;
    if (chunk.length > 0 && (chunk.length >= CHUNK_MESSAGES || bytes + size > CHUNK_BYTES)) {
      await queue.sendBatch(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push({ body });
    bytes += size;
  }
  if (chunk.length > 0) await queue.sendBatch(chunk);
}
