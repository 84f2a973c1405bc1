import { type PageKey, pageTexts } from '../i18n/catalogues/pages';
import { lookup } from '../i18n/lookup';
import { type FilterChoices, filterTitle, type ListInput } from '../resources/events';
import { esc } from './pages.markup';
import type { View } from './pages.model';

/**
 * @module A view's query: the `/events` filters it carries through its navigation (previous/next, other views,
 * pages), the filter bar that sets them without JavaScript (a GET form: its state is the URL), and the title they
 * give the view.
 */

/** Parameters that are not filters a view carries: paging, dates (each view sets its own), and what pages ignore. */
const NOT_CARRIED = new Set([
  'page',
  'per_page',
  'start_date',
  'end_date',
  'strict_dates',
  'starts_before',
  'starts_after',
  'ends_before',
  'ends_after',
  'password',
  'context',
  'status',
  'i18n_language',
  'layout',
  'date',
]);

/** The filters of a query that a view carries into its links, in the order sent. */
export function carriedFilters(query: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of query) if (!NOT_CARRIED.has(name) && value !== '') kept.append(name, value);
  return kept;
}

/** `path` with `params` (none: the bare path). */
export function withParams(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The query of the visitor's filters as the list's raw input: what pages never take from a visitor dropped. */
export function listParams(query: URLSearchParams): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [name, value] of query) {
    if (['password', 'context', 'status', 'i18n_language'].includes(name)) continue;
    raw[name] = value;
  }
  return raw;
}

/** The view's title: the calendar's name, then what it is filtered by, as the feed of the same query is named. */
export function filteredTitle(view: View, input: ListInput, choices: FilterChoices): string {
  return filterTitle(view.lang, choices.names, input.search);
}

/** The fields of the filter bar: the select ones and their choices. */
const SELECTS = [
  ['categories', 'filterCategory', 'categories'],
  ['venue', 'filterVenue', 'venues'],
  ['organizer', 'filterOrganizer', 'organizers'],
] as const;

/**
 * The filter bar: category, venue and organizer by name, a search box and (on the agenda) a range of days; the
 * view's other filters ride along as hidden fields. A GET form, so it needs no script and its state is the URL.
 */
export function filterBar(
  view: View,
  action: string,
  query: URLSearchParams,
  choices: FilterChoices,
  withDates: boolean,
): string {
  const t = (key: PageKey) => esc(lookup(pageTexts, view.lang, key));
  const fields: string[] = [];
  const shown = new Set<string>(['search', ...(withDates ? ['start_date', 'end_date'] : [])]);
  for (const [name, label, list] of SELECTS) {
    shown.add(name);
    const current = query.get(name) ?? '';
    const options = choices[list]
      .map((c) => `<option value="${esc(c.value)}"${c.value === current ? ' selected' : ''}>${esc(c.name)}</option>`)
      .join('');
    fields.push(
      `<div class="field"><label for="f-${name}">${t(label)}</label><select id="f-${name}" name="${name}"><option value="">${t('filterAny')}</option>${options}</select></div>`,
    );
  }
  fields.push(
    `<div class="field wide"><label for="f-search">${t('filterSearch')}</label><input id="f-search" type="search" name="search" value="${esc(query.get('search') ?? '')}" maxlength="200"></div>`,
  );
  if (withDates) {
    for (const [name, label] of [
      ['start_date', 'filterFrom'],
      ['end_date', 'filterTo'],
    ] as const) {
      const value = /^\d{4}-\d\d-\d\d$/.test(query.get(name) ?? '') ? (query.get(name) ?? '') : '';
      fields.push(
        `<div class="field"><label for="f-${name}">${t(label)}</label><input id="f-${name}" type="date" name="${name}" value="${esc(value)}"></div>`,
      );
    }
  }
  const hidden = [...carriedFilters(query)]
    .filter(([name]) => !shown.has(name))
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
  const active = [...query.keys()].some((name) => shown.has(name) && query.get(name));
  const clear = active ? `<a class="clear" href="${esc(action)}">${t('filterClear')}</a>` : '';
  return `<form class="filters" method="get" action="${esc(action)}" role="search" aria-label="${t('filters')}">${fields.join('')}${hidden}<div class="field wide actions"><button type="submit">${t('filterApply')}</button>${clear}</div></form>`;
}
