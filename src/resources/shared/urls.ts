import type { Scope } from '../../http/scope';
import type { Lang } from '../../i18n/languages';

/** The URLs items carry, built from the request's scope (its root, layout and `PUBLIC_SITE_URL`). */

type UrlScope = Pick<Scope, 'urls' | 'config'>;

/**
 * The namespace URL of `lang`'s root on this host, e.g. `https://host/es/calendar/events/v1`, in the layout the
 * request came through (`https://host/es/wp-json/tribe/events/v1` …).
 */
export function apiBaseFor(scope: UrlScope, lang: Lang): string {
  return scope.urls.namespaceUrl(`/${lang}`);
}

/**
 * The `translations` object of an item (docs/api.md#content-languages): one key per language it has text in, with that
 * language's slug and the item's by-id URL under that language's root.
 */
export function translationsOf(
  scope: UrlScope,
  slugs: Partial<Record<Lang, string>>,
  path: string,
): Partial<Record<Lang, { slug: string; rest_url: string }>> {
  const out: Partial<Record<Lang, { slug: string; rest_url: string }>> = {};
  for (const lang of ['ca', 'en', 'es'] as const) {
    const slug = slugs[lang];
    if (slug !== undefined) out[lang] = { slug, rest_url: `${apiBaseFor(scope, lang)}${path}` };
  }
  return out;
}

/**
 * The public web page of an item: `<PUBLIC_SITE_URL>/<lang>/<kind>/<slug>/` when that variable is set, else the
 * service's own page of the item, `<origin>/<lang>/<kind>/<slug>/` (src/pages/), never a JSON URL.
 */
export function publicUrl(scope: UrlScope, lang: Lang, kind: string, slug: string): string {
  return sitePageUrl(scope, lang, kind, slug) ?? `${scope.urls.origin}/${lang}/${kind}/${encodeURIComponent(slug)}/`;
}

/** The page of an item on `PUBLIC_SITE_URL`, `null` when that variable is empty (terms then keep a REST URL). */
export function sitePageUrl(scope: UrlScope, lang: Lang, kind: string, slug: string): string | null {
  const site = scope.config.publicSite;
  return site ? `${site.base}/${lang}/${kind}/${encodeURIComponent(slug)}/` : null;
}

/**
 * `global_id` of an item: `<host>?id=<id>` from `PUBLIC_SITE_URL`, else from the request host; the host name
 * without a port, as the original (its recorded `127.0.0.1?id=10309` for a site on `127.0.0.1:8080`).
 */
export function globalId(scope: UrlScope, id: number): string {
  const host = scope.config.publicSite?.host ?? new URL(scope.urls.origin).hostname;
  return `${host}?id=${id}`;
}
