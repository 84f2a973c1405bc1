import type { Scope } from '../../http/scope';
import type { Lang } from '../../i18n/languages';
import { sitePageUrl, translationsOf } from '../shared/urls';
import type { TermRow } from './terms.queries';
import { TAXONOMIES, type TaxonomyRoute } from './terms.schemas';
import type { EventTermWire, TermWire } from './terms.wire';

function urlsOf(scope: Scope, route: TaxonomyRoute, row: TermRow) {
  const collection = `${scope.urls.apiBase}/${route}`;
  const urls: TermWire['urls'] = { self: `${collection}/${row.id}`, collection };
  if (row.parentId !== 0) urls.up = `${collection}/${row.parentId}`;
  return urls;
}

function translationsOfRow(scope: Scope, route: TaxonomyRoute, row: TermRow): TermWire['translations'] {
  return translationsOf(scope, JSON.parse(row.slugs) as Partial<Record<Lang, string>>, `/${route}/${row.id}`);
}

/** Maps a term row to the standalone wire shape. */
export function toStandaloneTerm(scope: Scope, route: TaxonomyRoute, row: TermRow): TermWire {
  const urls = urlsOf(scope, route, row);
  const term: TermWire = {
    id: row.id,
    count: row.count,
    description: row.description,
    name: row.name,
    slug: row.slug,
    taxonomy: TAXONOMIES[route].wire,
    meta: [],
    url: sitePageUrl(scope, scope.lang, TAXONOMIES[route].kind, row.slug) ?? urls.self,
    urls,
    i18n_language: row.lang as Lang,
    translations: translationsOfRow(scope, route, row),
  };
  if (route === 'categories') {
    // Categories carry `parent` right after `taxonomy`, as the original.
    const { meta, url, urls: u, i18n_language, translations, ...head } = term;
    return { ...head, parent: row.parentId, meta, url, urls: u, i18n_language, translations };
  }
  return term;
}

/** Maps a term row to the shape embedded in events. */
export function toEmbeddedTerm(scope: Scope, route: TaxonomyRoute, row: TermRow): EventTermWire {
  return {
    name: row.name,
    slug: row.slug,
    term_group: 0,
    term_taxonomy_id: row.id,
    taxonomy: TAXONOMIES[route].wire,
    description: row.description,
    parent: row.parentId,
    count: row.count,
    filter: 'raw',
    id: row.id,
    urls: urlsOf(scope, route, row),
    i18n_language: row.lang as Lang,
    translations: translationsOfRow(scope, route, row),
  };
}
