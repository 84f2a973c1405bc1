import type { Config } from '../config';
import type { Db } from '../db/client';
import { NAMESPACE } from '../http/path';
import type { Scope } from '../http/scope';
import type { Lang } from '../i18n/languages';
import { type EventWire, readPublicEventsAmong } from '../resources/events';

/**
 * @module The public events in one actor's language, in their list shape (the export's and `/changes`' reader:
 * published, no password, anonymous), on the origin the follower knows.
 */

/** An anonymous reader's scope on `origin` in `lang`, for code that runs outside a request (queue, cron). */
export function readerScope(db: Db, config: Config, origin: string, lang: Lang): Scope {
  const namespaceUrl = (prefix: string) => `${origin}${prefix}/${NAMESPACE}`;
  return { db, lang, config, caller: null, urls: { origin, apiBase: namespaceUrl(`/${lang}`), namespaceUrl } };
}

/** The public events among `ids` (dates and single events; a series record is read through its shown date). */
export async function readEvents(scope: Scope, ids: readonly number[]): Promise<Map<number, EventWire>> {
  const events = await readPublicEventsAmong(scope, ids);
  return new Map(events.map((event) => [event.id, event]));
}
