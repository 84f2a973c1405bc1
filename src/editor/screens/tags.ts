import { esc } from '../../pages';
import { conflictOf, formBody, formVersion, type Refusal, readItem, restWrite, versionField } from '../editor.bridge';
import { messagePage } from '../editor.errors';
import { errorSummary, type FieldErrors, field, formText, notice, tokenField } from '../editor.forms';
import { redirect } from '../editor.http';
import { screenPage, t, text } from '../editor.layout';
import type { EditorRequest, Screen } from '../editor.types';

/**
 * @module `/{lang}/admin/tags/` (docs/editor.md, "A worked example"): the tags, written through the REST bridge. The
 * smallest complete screen of content, and the pattern of the others: a list read through REST, a form whose field
 * names are the API's, a save that is the REST write (its refusals shown beside the fields, what was typed kept),
 * the version the form was opened on sent as `If-Match` (a save over a newer change is refused, saying who made it
 * and when), Post/Redirect/Get after success, and `?i18n_language=` for the language of the text.
 */

interface Tag {
  id: number;
  name: string;
  slug: string;
  description: string;
  count: number;
}

/** The language of the text being written: `?i18n_language=` when given (as in REST), else the interface's. */
function textQuery(request: EditorRequest): Record<string, string> {
  const lang = request.query.get('i18n_language');
  return lang ? { i18n_language: lang } : {};
}

async function list(request: EditorRequest): Promise<Response> {
  const { lang } = request;
  const answer = await readItem<{ tags: Tag[] }>(request, '/tags', { per_page: 50, orderby: 'name', hide_empty: 0 });
  const tags = answer.ok ? answer.item.tags : [];
  const rows = tags
    .map(
      (
        tag,
      ) => `<tr><td data-label="${t(lang, 'tagName')}"><a href="${request.href(`/tags/${tag.id}`)}">${esc(tag.name)}</a></td>
<td data-label="${t(lang, 'tagSlug')}">${esc(tag.slug)}</td><td data-label="${t(lang, 'tagCount')}">${tag.count}</td></tr>`,
    )
    .join('');
  const flash = request.query.has('deleted') ? notice(t(lang, 'deleted')) : '';
  const body = `<h1>${t(lang, 'tagsTitle')}</h1>${flash}
<p><a href="${request.href('/tags/new')}">${t(lang, 'newTag')}</a></p>
${rows ? `<table class="list"><thead><tr><th>${t(lang, 'tagName')}</th><th>${t(lang, 'tagSlug')}</th><th>${t(lang, 'tagCount')}</th></tr></thead><tbody>${rows}</tbody></table>` : `<p class="muted">${t(lang, 'tagsEmpty')}</p>`}`;
  return screenPage(request, { title: t(lang, 'tagsTitle'), body, path: '/tags', section: 'navTags' });
}

/** The tag form: `values` as typed (or read), each refused field's message beside it, `top` above the form. */
function form(
  request: EditorRequest,
  target: { id?: number; version?: string },
  values: Record<string, string>,
  errors: FieldErrors = {},
  top = '',
  status = 200,
): Response {
  const { lang } = request;
  const action = target.id === undefined ? '/tags/new' : `/tags/${target.id}`;
  const query = new URLSearchParams(textQuery(request)).toString();
  const title = target.id === undefined ? t(lang, 'newTag') : t(lang, 'editTag', { name: values.name ?? '' });
  const remove =
    target.id === undefined
      ? ''
      : `<form method="post" action="${request.href(`/tags/${target.id}/delete`)}" data-confirm="${t(lang, 'deleteTagConfirm')}">${tokenField(request.token)}${versionField(target.version ?? '')}<button type="submit" class="danger">${t(lang, 'moveToTrash')}</button></form>`;
  const body = `<h1>${title}</h1>
${top}
<form method="post" action="${request.href(action)}${query ? `?${query}` : ''}" class="stacked" data-warn-unsaved>
${tokenField(request.token)}${target.version ? versionField(target.version) : ''}
${field({ name: 'name', label: lookupText(request, 'tagName'), value: values.name, required: true, errors })}
${field({ name: 'slug', label: lookupText(request, 'tagSlug'), value: values.slug, hint: lookupText(request, 'tagSlugHint'), errors })}
${field({ name: 'description', label: lookupText(request, 'tagDescription'), value: values.description, errors })}
<div><button type="submit" class="primary">${t(lang, 'save')}</button></div>
</form>
${remove}`;
  return screenPage(request, { title, body, path: action, query, section: 'navTags' }, status);
}

/** A catalogue text as it is (the form helpers escape what they draw). */
const lookupText = (request: EditorRequest, key: 'tagName' | 'tagSlug' | 'tagSlugHint' | 'tagDescription') =>
  text(request.lang, key);

/** What was typed, for the form drawn again. */
const typed = (request: EditorRequest) => ({
  name: formText(request.form, 'name'),
  slug: formText(request.form, 'slug'),
  description: formText(request.form, 'description'),
});

/** A refused save: the API's message and each field's, or who saved first; what was typed stays. */
function refused(request: EditorRequest, id: number | undefined, refusal: Refusal): Response {
  const conflict = conflictOf(request, refusal);
  const version = conflict?.version || formVersion(request.form);
  const top = conflict
    ? `<div class="error-summary" role="alert" tabindex="-1" id="error-summary"><h2>${t(request.lang, 'conflictTitle')}</h2><p>${conflict.message}</p></div>`
    : errorSummary(t(request.lang, 'formErrors'), refusal.message, refusal.errors, {
        name: lookupText(request, 'tagName'),
        slug: lookupText(request, 'tagSlug'),
        description: lookupText(request, 'tagDescription'),
      });
  return form(request, { id, version }, typed(request), refusal.errors, top, refusal.status);
}

async function create(request: EditorRequest): Promise<Response> {
  const body = { ...formBody(request.form), ...textQuery(request) };
  const result = await restWrite<Tag>(request, { method: 'POST', path: '/tags', body });
  if (!result.ok) return refused(request, undefined, result);
  return redirect(request.href(`/tags/${result.item.id}?saved=1`));
}

async function edit(request: EditorRequest): Promise<Response> {
  const id = Number(request.params.id);
  const read = await readItem<Tag>(request, `/tags/${id}`, textQuery(request));
  if (!read.ok) {
    const context = { lang: request.lang, user: request.user, token: request.token, path: `/tags/${id}` };
    return messagePage(context, 404, 'notFoundTitle', t(request.lang, 'notFoundText'));
  }
  const { name, slug, description } = read.item;
  const top = request.query.has('saved') ? notice(t(request.lang, 'saved')) : '';
  return form(request, { id, version: read.version }, { name, slug, description }, {}, top);
}

async function update(request: EditorRequest): Promise<Response> {
  const id = Number(request.params.id);
  const body = { ...formBody(request.form), ...textQuery(request) };
  const result = await restWrite(request, { method: 'POST', path: `/tags/${id}`, body }, formVersion(request.form));
  if (!result.ok) return refused(request, id, result);
  const query = new URLSearchParams({ ...textQuery(request), saved: '1' });
  return redirect(request.href(`/tags/${id}?${query}`));
}

async function remove(request: EditorRequest): Promise<Response> {
  const id = Number(request.params.id);
  const result = await restWrite(request, { method: 'DELETE', path: `/tags/${id}` }, formVersion(request.form));
  if (!result.ok) {
    const read = await readItem<Tag>(request, `/tags/${id}`);
    if (!read.ok) return redirect(request.href('/tags?deleted=1'));
    const { name, slug, description } = read.item;
    const conflict = conflictOf(request, result);
    const top = `<div class="error-summary" role="alert" tabindex="-1" id="error-summary"><h2>${t(request.lang, conflict ? 'conflictTitle' : 'formErrors')}</h2><p>${conflict?.message ?? esc(result.message)}</p></div>`;
    return form(request, { id, version: read.version }, { name, slug, description }, {}, top, result.status);
  }
  return redirect(request.href('/tags?deleted=1'));
}

export const tagScreens: Screen[] = [
  { method: 'GET', path: '/tags', access: 'signed-in', handler: list },
  { method: 'GET', path: '/tags/new', access: 'signed-in', handler: (request) => form(request, {}, {}) },
  { method: 'POST', path: '/tags/new', access: 'signed-in', handler: create },
  { method: 'GET', path: '/tags/:id{[0-9]+}', access: 'signed-in', handler: edit },
  { method: 'POST', path: '/tags/:id{[0-9]+}', access: 'signed-in', handler: update },
  { method: 'POST', path: '/tags/:id{[0-9]+}/delete', access: 'signed-in', handler: remove },
];
