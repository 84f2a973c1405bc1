import { LANGUAGES, type Lang } from '../../../i18n/languages';
import { esc } from '../../../pages';
import { type EditorListRow, loadEditorEvents } from '../../../resources/events';
import { tokenField } from '../../editor.forms';
import { screenPage } from '../../editor.layout';
import type { EditorRequest, Screen } from '../../editor.types';
import { instantText, whenText } from '../kit/dates';
import { allTerms, categoryTree } from '../kit/terms';
import { type ContentKey, say, sayCount, sayText } from '../kit/texts';

/**
 * @module The events screen, the editor's home (`/{lang}/admin/`, docs/editor.md, "The events screen"): the events
 * the person may edit, most recently changed first, filtered by status (every status but the trash by default),
 * words, dates and category; each row with its status, dates, the languages it has text in and, for a series, how
 * many dates it has; paged. A trashed row has its **Restore** button here (REST reads of a trashed event are 403).
 */

const PER_PAGE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The status names of the screens (`publish` → "Published"). */
export const statusKey = (status: string) => `status.${status}` as ContentKey;

/** The statuses of the filter, in its order; without one, every status but the trash is listed. */
export const EDITOR_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
type EditorStatus = (typeof EDITOR_STATUSES)[number];

const isStatus = (value: string | null): value is EditorStatus =>
  (EDITOR_STATUSES as readonly string[]).includes(value ?? '');

/** The filter of the screen's query string; what does not parse is left out. */
function filterOf(request: EditorRequest) {
  const q = request.query;
  const status = q.get('status');
  const page = Number(q.get('page') ?? '1');
  const category = Number(q.get('category') ?? '');
  const day = (name: string) => {
    const value = q.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  return {
    status: isStatus(status) ? status : undefined,
    search: (q.get('search') ?? '').trim().slice(0, 200),
    from: day('from'),
    to: day('to'),
    category: Number.isInteger(category) && category > 0 ? category : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
type Filter = ReturnType<typeof filterOf>;

/** The query string of `filter` at `page` (empty values left out). */
function queryOf(filter: Filter, page = filter.page): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.search) params.set('search', filter.search);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.category) params.set('category', String(filter.category));
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

async function filtersForm(request: EditorRequest, filter: Filter): Promise<string> {
  const { lang } = request;
  const statuses = [
    ['', sayText(lang, 'allButTrash')],
    ...EDITOR_STATUSES.map((s) => [s, sayText(lang, statusKey(s))]),
  ];
  const option = (value: string, label: string, current: string) =>
    `<option value="${esc(value)}"${value === current ? ' selected' : ''}>${esc(label)}</option>`;
  const categories = categoryTree(await allTerms(request, 'categories'))
    .map(({ term, depth }) =>
      option(String(term.id), `${'— '.repeat(depth)}${term.name}`, String(filter.category ?? '')),
    )
    .join('');
  return `<form method="get" action="${request.href('/')}" class="filters inline" role="search" aria-label="${say(lang, 'filterEvents')}">
<div class="field"><label for="f-status">${say(lang, 'status')}</label><select id="f-status" name="status">${statuses
    .map(([value, label]) => option(value!, label!, filter.status ?? ''))
    .join('')}</select></div>
<div class="field"><label for="f-search">${say(lang, 'words')}</label><input id="f-search" type="search" name="search" value="${esc(filter.search)}"></div>
<div class="field"><label for="f-from">${say(lang, 'from')}</label><input id="f-from" type="date" name="from" value="${esc(filter.from ?? '')}"></div>
<div class="field"><label for="f-to">${say(lang, 'to')}</label><input id="f-to" type="date" name="to" value="${esc(filter.to ?? '')}"></div>
<div class="field"><label for="f-category">${say(lang, 'category')}</label><select id="f-category" name="category">${option('', sayText(lang, 'anyCategory'), '')}${categories}</select></div>
<button type="submit" class="secondary">${say(lang, 'filter')}</button>
</form>`;
}

/** The languages of a row: those it has, and those it lacks marked as missing. */
export function languagesCell(lang: Lang, langs: string): string {
  const present = new Set(langs.split(',').filter(Boolean));
  return `<ul class="langs">${LANGUAGES.map((code) =>
    present.has(code)
      ? `<li><abbr title="${esc(sayText(lang, `lang.${code}`))}">${code.toUpperCase()}</abbr></li>`
      : `<li class="missing"><abbr title="${esc(sayText(lang, 'missingLanguage', { language: sayText(lang, `lang.${code}`) }))}">${code.toUpperCase()}</abbr><span class="visually-hidden"> ${say(lang, 'missing')}</span></li>`,
  ).join('')}</ul>`;
}

function row(request: EditorRequest, item: EditorListRow): string {
  const { lang } = request;
  const label = (key: ContentKey) => esc(sayText(lang, key));
  const title = item.title || sayText(lang, 'untitled');
  const series =
    item.dates === null ? '' : `<br><span class="muted">${sayCount(lang, 'seriesDates', item.dates)}</span>`;
  const locked = item.locked ? ` <span class="muted">(${say(lang, 'protected')})</span>` : '';
  const restore =
    item.status === 'trash'
      ? `<form method="post" action="${request.href(`/events/${item.id}/restore`)}" class="inline">${tokenField(request.token)}<button type="submit" class="small">${say(lang, 'restore')}</button></form>`
      : '';
  return `<tr>
<td data-label="${label('title')}"><a href="${request.href(`/events/${item.id}`)}">${esc(title)}</a>${locked}${series}${restore}</td>
<td data-label="${label('status')}"><span class="status status-${esc(item.status)}">${say(lang, statusKey(item.status))}</span></td>
<td data-label="${label('dates')}">${esc(whenText(lang, item.startLocal, item.endLocal, item.allDay))}</td>
<td data-label="${label('languages')}">${languagesCell(lang, item.langs)}</td>
<td data-label="${label('changed')}">${esc(instantText(lang, item.modifiedUtc, request.c.var.config.siteTimezone))}</td>
</tr>`;
}

/** "Page 2 of 5" with the previous and next pages, keeping the filters. */
export function pager(lang: Lang, href: (page: number) => string, page: number, pages: number): string {
  if (pages <= 1) return '';
  const prev = page > 1 ? `<a rel="prev" href="${esc(href(page - 1))}">${say(lang, 'previous')}</a>` : '';
  const next = page < pages ? `<a rel="next" href="${esc(href(page + 1))}">${say(lang, 'next')}</a>` : '';
  return `<nav class="pager" aria-label="${say(lang, 'pagination')}">${prev}<span>${say(lang, 'pageOf', { page, pages })}</span>${next}</nav>`;
}

async function eventsScreen(request: EditorRequest): Promise<Response> {
  const { lang, user } = request;
  const filter = filterOf(request);
  const { listEditableEvents } = await loadEditorEvents();
  const { rows, total } = await listEditableEvents(request.c.get('db'), {
    caller: user!,
    lang,
    statuses: filter.status ? [filter.status] : EDITOR_STATUSES.filter((status) => status !== 'trash'),
    words: filter.search.split(/\s+/).filter(Boolean).slice(0, 10),
    from: filter.from,
    to: filter.to,
    category: filter.category,
    page: filter.page,
    perPage: PER_PAGE,
  });
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const head = ['title', 'status', 'dates', 'languages', 'changed'] as const;
  const table = rows.length
    ? `<table class="list events"><caption class="visually-hidden">${say(lang, 'eventsCaption', { total })}</caption>
<thead><tr>${head.map((key) => `<th scope="col">${say(lang, key)}</th>`).join('')}</tr></thead>
<tbody>${rows.map((item) => row(request, item)).join('')}</tbody></table>`
    : `<p>${say(lang, filter.status || filter.search || filter.from || filter.to || filter.category ? 'noMatch' : 'noEvents')}</p>`;
  const notices = [
    request.query.get('trashed') ? `<div class="notice" role="status">${say(lang, 'trashed')}</div>` : '',
    request.query.get('restored') ? `<div class="notice" role="status">${say(lang, 'restored')}</div>` : '',
  ].join('');
  const body = `<div class="heading-row"><h1>${say(lang, 'eventsTitle')}</h1>
<a class="button primary" href="${request.href('/events/new')}">${say(lang, 'newEvent')}</a></div>
${notices}
${await filtersForm(request, filter)}
<p class="muted" role="status">${sayCount(lang, 'eventsCount', total)}</p>
${table}
${pager(lang, (page) => `${request.href('/')}?${queryOf(filter, page)}`, Math.min(filter.page, pages), pages)}`;
  return screenPage(request, {
    title: sayText(lang, 'eventsTitle'),
    body,
    path: '/',
    query: queryOf(filter),
    section: 'navEvents',
  });
}

export const eventListScreens: Screen[] = [{ method: 'GET', path: '/', access: 'signed-in', handler: eventsScreen }];
