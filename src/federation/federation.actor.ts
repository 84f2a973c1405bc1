import type { Context } from '@fedify/fedify';
import { Endpoints, Image, LanguageString, Service } from '@fedify/vocab';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Bindings } from '../env';
import { pageTexts } from '../i18n/catalogues/pages';
import { isLang, type Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';
import { agendaUrl, followersUri, outboxUri } from './federation.urls';

/**
 * @module The calendar's actors (docs/federation.md, "Actors"): one `Service` per language root, named and
 * described in its language, its `url` the public agenda of that language, found by its handle
 * (`FEDERATION_HANDLES`), accepting every follower without review.
 */

/** What every federation callback is given. */
export interface FederationData {
  db: Db;
  config: Config;
  env: Bindings;
}

/** The actor of a handle (`ca`, or its configured name), or null. */
export function actorOfHandle(config: Config, handle: string): Lang | null {
  const name = handle.toLowerCase();
  const found = Object.entries(config.federation.handles).find(([, value]) => value === name);
  return found && isLang(found[0]) ? found[0] : null;
}

/** The name the calendar goes by: `PUBLIC_SITE_URL`'s host, else the host it was reached at. */
export function siteName(config: Config, origin: string): string {
  return config.publicSite?.host ?? new URL(origin).host;
}

/** The actor document of `lang`, with its public key. */
export async function actorDocument(ctx: Context<FederationData>, lang: Lang): Promise<Service> {
  const { config } = ctx.data;
  const origin = ctx.origin;
  const keys = await ctx.getActorKeyPairs(lang);
  const name = lookup(pageTexts, lang, 'fediName', { site: siteName(config, origin) });
  const summary = lookup(pageTexts, lang, 'fediSummary');
  return new Service({
    id: ctx.getActorUri(lang),
    preferredUsername: config.federation.handles[lang],
    name: new LanguageString(name, lang),
    summary: new LanguageString(summary, lang),
    url: new URL(agendaUrl(config, origin, lang)),
    icon: new Image({ url: new URL(`${origin}/favicon.svg`), mediaType: 'image/svg+xml' }),
    inbox: ctx.getInboxUri(lang),
    outbox: new URL(outboxUri(origin, lang)),
    followers: new URL(followersUri(origin, lang)),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    publicKey: keys[0]?.cryptographicKey,
    assertionMethods: keys.map((key) => key.multikey),
    discoverable: true,
    manuallyApprovesFollowers: false,
  });
}
