import type { Lang } from '../../../i18n/languages';
import { esc } from '../../../pages';
import { notice, tokenField } from '../../editor.forms';
import { screenPage } from '../../editor.layout';
import type { EditorRequest } from '../../editor.types';
import { languagesCell, pager, statusKey } from '../events/list';
import { instantText } from '../kit/dates';
import { allTerms, categoryTree, type TermItem } from '../kit/terms';
import { type ContentKey, say, sayText } from '../kit/texts';
import type { ItemKind } from './kinds';

/**
 * @module The list screens of venues, organizers, categories and tags (`/{lang}/admin/venues/`…): REST's lists as
 * the person may see them (venues and organizers of every status but the trash by default, or of the status
 * asked; categories as their tree; tags by name), each row with its languages, paged where REST pages.
 */

const PER_PAGE = 20;
const STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;

const languagesOf = (item: Record<string, unknown>) =>
  Object.keys((item.translations ?? {}) as Record<string, unknown>).join(',');

function filters(request: EditorRequest, kind: ItemKind, search: string, status: string): string {
  const { lang } = request;
  const option = (value: string, label: string) =>
    `<option value="${esc(value)}"${value === status ? ' selected' : ''}>${esc(label)}</option>`;
  const statuses = kind.post
    ? `<div class="field"><label for="f-status">${say(lang, 'status')}</label><select id="f-status" name="status">${option('', sayText(lang, 'allButTrash'))}${STATUSES.map((s) => option(s, sayText(lang, statusKey(s)))).join('')}</select></div>`
    : '';
  return `<form method="get" action="${request.href(kind.path)}" class="filters inline" role="search" aria-label="${say(lang, 'filterItems')}">
${statuses}<div class="field"><label for="f-search">${say(lang, 'words')}</label><input id="f-search" type="search" name="search" value="${esc(search)}"></div>
<button type="submit" class="secondary">${say(lang, 'filter')}</button></form>`;
}

function row(request: EditorRequest, kind: ItemKind, item: Record<string, unknown>, depth = 0): string {
  const { lang } = request;
  const label = (key: ContentKey) => esc(sayText(lang, key));
  const name = String(item[kind.nameField] ?? '') || sayText(lang, 'untitled');
  const indent = depth ? `${'— '.repeat(depth)}` : '';
  const restore =
    item.status === 'trash'
      ? `<form method="post" action="${request.href(`${kind.path}/${item.id}/restore`)}" class="inline">${tokenField(request.token)}<button type="submit" class="small">${say(lang, 'restore')}</button></form>`
      : '';
  const cells = [
    `<td data-label="${label('name')}">${esc(indent)}<a href="${request.href(`${kind.path}/${item.id}`)}">${esc(name)}</a>${restore}</td>`,
    kind.post
      ? `<td data-label="${label('status')}">${say(lang, statusKey(String(item.status)))}</td>`
      : `<td data-label="${label('eventsCountLabel')}">${esc(String(item.count ?? 0))}</td>`,
    `<td data-label="${label(kind.post ? 'details' : 'slug')}">${esc(kind.detail(item))}</td>`,
    `<td data-label="${label('languages')}">${languagesCell(lang, languagesOf(item))}</td>`,
  ];
  if (kind.post) {
    cells.push(
      `<td data-label="${label('changed')}">${esc(instantText(lang, String(item.modified_utc ?? ''), request.c.var.config.siteTimezone))}</td>`,
    );
  }
  return `<tr>${cells.join('')}</tr>`;
}

function table(lang: Lang, kind: ItemKind, rows: string[]): string {
  const heads: ContentKey[] = kind.post
    ? ['name', 'status', 'details', 'languages', 'changed']
    : ['name', 'eventsCountLabel', 'slug', 'languages'];
  return `<table class="list"><thead><tr>${heads.map((key) => `<th scope="col">${say(lang, key)}</th>`).join('')}</tr></thead>
<tbody>${rows.join('')}</tbody></table>`;
}

/** The rows of a list: REST's page (venues, organizers, tags), or every category in tree order. */
async function rowsOf(request: EditorRequest, kind: ItemKind, search: string, status: string, page: number) {
  if (kind.key === 'category' && !search) {
    const tree = categoryTree(await allTerms(request, 'categories'));
    return {
      rows: tree.map(({ term, depth }) => row(request, kind, term as unknown as Record<string, unknown>, depth)),
      pages: 1,
    };
  }
  const query: Record<string, unknown> = { per_page: PER_PAGE, page };
  if (search) query.search = search;
  if (status) query.status = status;
  if (!kind.post) query.hide_empty = 'false';
  const answer = await request.rest({ method: 'GET', path: kind.path, query });
  const items = answer.status === 200 ? ((answer.body as Record<string, unknown>)[kind.listKey] as TermItem[]) : [];
  const pages = Number(answer.headers.get('X-TEC-TotalPages') ?? '1') || 1;
  return { rows: (items ?? []).map((item) => row(request, kind, item as unknown as Record<string, unknown>)), pages };
}

/** The list screen of `kind`. */
export async function itemList(request: EditorRequest, kind: ItemKind): Promise<Response> {
  const { lang } = request;
  const search = (request.query.get('search') ?? '').trim().slice(0, 200);
  const asked = request.query.get('status') ?? '';
  const status = kind.post && (STATUSES as readonly string[]).includes(asked) ? asked : '';
  const page = Math.max(1, Number(request.query.get('page') ?? '1') || 1);
  const { rows, pages } = await rowsOf(request, kind, search, status, page);
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  const href = (p: number) => {
    const q = new URLSearchParams(params);
    if (p > 1) q.set('page', String(p));
    return `${request.href(kind.path)}${q.size ? `?${q}` : ''}`;
  };
  const notices = (['trashed', 'deleted', 'restored'] as const)
    .filter((flag) => request.query.get(flag))
    .map((flag) => notice(sayText(lang, `${flag}Item`)))
    .join('');
  const body = `<div class="heading-row"><h1>${say(lang, kind.texts.list)}</h1>
<a class="button primary" href="${request.href(`${kind.path}/new`)}">${say(lang, kind.texts.add)}</a></div>
${notices}${filters(request, kind, search, status)}
${rows.length ? table(lang, kind, rows) : `<p>${say(lang, search || status ? 'noMatchItems' : kind.texts.empty)}</p>`}
${pager(lang, href, Math.min(page, pages), pages)}`;
  return screenPage(request, {
    title: sayText(lang, kind.texts.list),
    body,
    path: kind.path,
    query: params.toString(),
    section: kind.section,
  });
}
