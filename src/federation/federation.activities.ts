import type { Config } from '../config';
import type { Lang } from '../i18n/languages';
import type { EventWire } from '../resources/events';
import { CONTEXT, eventObject, PUBLIC } from './federation.event';
import { actorUri, agendaUrl, followersUri, objectUri } from './federation.urls';

/**
 * @module The activities the calendar sends (docs/federation.md, "What is sent"): `Create` when an item becomes
 * public, `Update` when a public item changes (or a series moves to its next date), `Delete` with a `Tombstone`
 * when it stops being public. Addressed to Public and the actor's followers, on the activity and on the object.
 */

/** What happens to one item. */
export type Verb = 'Create' | 'Update' | 'Delete';

/** The `Event` object of item `itemId` (an event, or a series shown through one of its dates) in `event`'s text. */
export function itemEvent(config: Config, origin: string, lang: Lang, itemId: number, event: EventWire) {
  return eventObject(event, {
    id: objectUri(origin, lang, itemId),
    actor: actorUri(origin, lang),
    followers: followersUri(origin, lang),
    agenda: agendaUrl(config, origin, lang),
  });
}

/** The `Create` of an `Event` (the outbox's items too): its id is the object's with `#create`. */
export function createActivity(origin: string, lang: Lang, object: ReturnType<typeof itemEvent>) {
  return {
    '@context': CONTEXT,
    id: `${object.id}#create`,
    type: 'Create',
    actor: actorUri(origin, lang),
    published: object.published,
    to: [PUBLIC],
    cc: [followersUri(origin, lang)],
    object,
  };
}

/** The `Update` of an `Event`, sent at `at` (its id names the moment, so each Update is a new activity). */
export function updateActivity(origin: string, lang: Lang, object: ReturnType<typeof itemEvent>, at: Date) {
  return {
    '@context': CONTEXT,
    id: `${object.id}#update-${at.getTime()}`,
    type: 'Update',
    actor: actorUri(origin, lang),
    published: at.toISOString(),
    to: [PUBLIC],
    cc: [followersUri(origin, lang)],
    object,
  };
}

/** The `Delete` of item `itemId`: a `Tombstone` carrying the object's id. */
export function deleteActivity(origin: string, lang: Lang, itemId: number, at: Date) {
  const id = objectUri(origin, lang, itemId);
  return {
    '@context': CONTEXT,
    id: `${id}#delete-${at.getTime()}`,
    type: 'Delete',
    actor: actorUri(origin, lang),
    published: at.toISOString(),
    to: [PUBLIC],
    cc: [followersUri(origin, lang)],
    object: { type: 'Tombstone', id, formerType: 'Event', deleted: at.toISOString() },
  };
}
