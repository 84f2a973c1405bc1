import type { Config } from '../config';
import type { Lang } from '../i18n/languages';

/**
 * @module Where the calendar's actors and objects live (docs/federation.md, "Addresses"), on the origin a follower
 * found them at. An actor is named by its language, not its handle, so a new `FEDERATION_HANDLES` keeps every id.
 */

export const actorUri = (origin: string, lang: Lang) => `${origin}/ap/actors/${lang}`;
export const followersUri = (origin: string, lang: Lang) => `${actorUri(origin, lang)}/followers`;
export const outboxUri = (origin: string, lang: Lang) => `${actorUri(origin, lang)}/outbox`;
export const objectUri = (origin: string, lang: Lang, id: number) => `${actorUri(origin, lang)}/events/${id}`;
export const keyId = (origin: string, lang: Lang) => `${actorUri(origin, lang)}#main-key`;

/** The public agenda of `lang`: `PUBLIC_SITE_URL`'s when set, else the service's own (`/{lang}/events/`). */
export function agendaUrl(config: Config, origin: string, lang: Lang): string {
  return `${config.publicSite?.base ?? origin}/${lang}/events/`;
}

/** Whether an `Accept` header asks for ActivityStreams JSON (`application/activity+json` or JSON-LD). */
export function wantsActivityJson(accept: string | undefined): boolean {
  const value = (accept ?? '').toLowerCase();
  return value.includes('application/activity+json') || value.includes('application/ld+json');
}

/** The content type of the documents we serve. */
export const ACTIVITY_JSON = 'application/activity+json';
