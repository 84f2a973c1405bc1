import type { Lang } from '../i18n/languages';
import { publicItemsAmong, publicItemsByPublication, seriesOfDates, shownDates } from '../resources/events';
import { toUtcWall } from '../time';
import { createActivity, itemEvent } from './federation.activities';
import type { FederationData } from './federation.actor';
import { CONTEXT } from './federation.event';
import { readEvents, readerScope } from './federation.read';
import { ACTIVITY_JSON, followersUri, objectUri, outboxUri } from './federation.urls';
import { followerCount } from './store/store.followers';
import { goneAt } from './store/store.objects';

/**
 * @module The documents we serve ourselves rather than through Fedify's vocabulary (docs/federation.md, "Fedify
 * on Workers"): an `Event` (with its `PostalAddress`, which Fedify's `Place` would drop), the outbox of `Create`s
 * and the followers collection (its size only: who follows is for administrators).
 */

/** Items per outbox page. */
export const OUTBOX_PAGE = 20;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': ACTIVITY_JSON, vary: 'Accept' } });

/** The `Event` of item `id` in `lang` on `origin` and its page, or null when it is not a public item. */
export async function itemObject(data: FederationData, origin: string, lang: Lang, id: number) {
  const { db, config } = data;
  const [item] = (await publicItemsAmong(db, [id])).values();
  if (!item || (await seriesOfDates(db, [id])).has(id)) return null;
  const shownId = item.type === 'series' ? (await shownDates(db, [id], toUtcWall(Date.now()))).get(id) : id;
  if (shownId === undefined) return null;
  const event = (await readEvents(readerScope(db, config, origin, lang), [shownId])).get(shownId);
  return event ? itemEvent(config, origin, lang, id, event) : null;
}

/** `GET …/events/{id}`: the `Event`, a `Tombstone` (410) once withdrawn, or null (404). */
export async function objectResponse(data: FederationData, origin: string, lang: Lang, id: number) {
  const object = await itemObject(data, origin, lang, id);
  if (object) return json({ '@context': CONTEXT, ...object });
  const deleted = await goneAt(data.db, id);
  if (deleted === undefined) return null;
  return json(
    { '@context': CONTEXT, id: objectUri(origin, lang, id), type: 'Tombstone', formerType: 'Event', deleted },
    410,
  );
}

/** `GET …/outbox[?page=n]`: the `Create`s of the public items, newest publication first. */
export async function outboxResponse(data: FederationData, origin: string, lang: Lang, page: number | null) {
  const { db, config } = data;
  const id = outboxUri(origin, lang);
  const { items, total } = await publicItemsByPublication(db, {
    limit: page === null ? 0 : OUTBOX_PAGE,
    offset: page === null ? 0 : (page - 1) * OUTBOX_PAGE,
  });
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE));
  if (page === null) {
    return json({
      '@context': CONTEXT,
      id,
      type: 'OrderedCollection',
      totalItems: total,
      first: `${id}?page=1`,
      last: `${id}?page=${pages}`,
    });
  }
  const series = items.filter((item) => item.type === 'series').map((item) => item.id);
  const shown = await shownDates(db, series, toUtcWall(Date.now()));
  const ids = items.map((item) => (item.type === 'series' ? shown.get(item.id) : item.id));
  const events = await readEvents(
    readerScope(db, config, origin, lang),
    ids.filter((x): x is number => x !== undefined),
  );
  const orderedItems = items.flatMap((item, i) => {
    const event = ids[i] === undefined ? undefined : events.get(ids[i]!);
    if (!event) return [];
    const { '@context': _, ...activity } = createActivity(
      origin,
      lang,
      itemEvent(config, origin, lang, item.id, event),
    );
    return [activity];
  });
  return json({
    '@context': CONTEXT,
    id: `${id}?page=${page}`,
    type: 'OrderedCollectionPage',
    partOf: id,
    orderedItems,
    ...(page < pages ? { next: `${id}?page=${page + 1}` } : {}),
    ...(page > 1 ? { prev: `${id}?page=${page - 1}` } : {}),
  });
}

/** `GET …/followers`: how many follow the actor. */
export async function followersResponse(data: FederationData, origin: string, lang: Lang) {
  return json({
    '@context': CONTEXT,
    id: followersUri(origin, lang),
    type: 'OrderedCollection',
    totalItems: await followerCount(data.db, lang),
  });
}
