import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import type { Lang } from '../../i18n/languages';

/**
 * The namespace URL of `lang`'s root on this host, e.g. `https://host/es/calendar/events/v1`, in the layout the
 * request came through (`https://host/es/wp-json/tribe/events/v1` …).
 */
export function apiBaseFor(c: Context<AppEnv>, lang: Lang): string {
  return c.get('namespaceUrl')(`/${lang}`);
}

/**
 * The `translations` object of an item (docs/api.md#content-languages): one key per language it has text in, with that
 * language's slug and the item's by-id URL under that language's root.
 */
export function translationsOf(
  c: Context<AppEnv>,
  slugs: Partial<Record<Lang, string>>,
  path: string,
): Partial<Record<Lang, { slug: string; rest_url: string }>> {
  const out: Partial<Record<Lang, { slug: string; rest_url: string }>> = {};
  for (const lang of ['ca', 'en', 'es'] as const) {
    const slug = slugs[lang];
    if (slug !== undefined) out[lang] = { slug, rest_url: `${apiBaseFor(c, lang)}${path}` };
  }
  return out;
}

/**
 * The public web page of an item: `<PUBLIC_SITE_URL>/<lang>/<kind>/<slug>/` when that variable is set, else the
 * service's own page of the item, `<origin>/<lang>/<kind>/<slug>/` (src/pages/), never a JSON URL.
 */
export function publicUrl(c: Context<AppEnv>, lang: Lang, kind: string, slug: string): string {
  return sitePageUrl(c, lang, kind, slug) ?? `${c.get('origin')}/${lang}/${kind}/${encodeURIComponent(slug)}/`;
}

/** The page of an item on `PUBLIC_SITE_URL`, `null` when that variable is empty (terms then keep a REST URL). */
export function sitePageUrl(c: Context<AppEnv>, lang: Lang, kind: string, slug: string): string | null {
  const site = c.var.config.publicSite;
  return site ? `${site.base}/${lang}/${kind}/${encodeURIComponent(slug)}/` : null;
}

/** `global_id` of an item: `<host>?id=<id>` from `PUBLIC_SITE_URL`, else from the request host. */
export function globalId(c: Context<AppEnv>, id: number): string {
  const host = c.var.config.publicSite?.host ?? c.get('origin').replace(/^[a-z]+:\/\//, '');
  return `${host}?id=${id}`;
}
