import { parseQueryString } from '../../../http/input/input';
import { isLang } from '../../../i18n/languages';
import { esc } from '../../../pages';
import type { EditorListRow } from '../../../resources/events';
import { formVersion, restWrite } from '../../editor.bridge';
import { tokenField } from '../../editor.forms';
import { htmlPage, jsonAnswer, redirect } from '../../editor.http';
import { screenPage } from '../../editor.layout';
import type { EditorRequest, Screen } from '../../editor.types';
import { whenText } from '../kit/dates';
import { lastValue } from '../kit/inputs';
import { withTextLanguage } from '../kit/languages';
import { notFoundScreen } from '../kit/pages';
import { actionRefused } from '../kit/refused';
import { say, sayText } from '../kit/texts';
import { loadEvent } from './load';
import { findLinked, type LinkedKind } from './pickers';
import { previewHtml } from './repeat-view';
import { valuesOfForm } from './values';

/**
 * @module The event actions apart from the form (docs/editor.md): **Move to trash** (a date of a series: **Cancel
 * this date**), **Restore** (REST's update of a trashed event restores it), the removal of one language's text,
 * and the fragments the script asks for: the repeat preview and the pickers' searches. Each write is REST's, each
 * answer a redirect (Post/Redirect/Get).
 */

const idOf = (request: EditorRequest) => Number(request.params.id);

/** The page of a trashed event: REST does not show it, so its title and dates come from the editor's list. */
export function trashedPage(request: EditorRequest, info: EditorListRow): Response {
  const { lang } = request;
  const body = `<p class="breadcrumb"><a href="${request.href('/')}">${say(lang, 'allEvents')}</a></p>
<h1>${esc(info.title || sayText(lang, 'untitled'))}</h1>
<p>${say(lang, 'inTrash')}</p>
<p class="muted">${esc(whenText(lang, info.startLocal, info.endLocal, info.allDay))}</p>
<form method="post" action="${request.href(`/events/${info.id}/restore`)}">${tokenField(request.token)}
<button type="submit" class="primary">${say(lang, 'restore')}</button></form>`;
  return screenPage(request, { title: info.title, body, path: `/events/${info.id}`, section: 'navEvents' });
}

async function trash(request: EditorRequest): Promise<Response> {
  const id = idOf(request);
  const loaded = await loadEvent(request, id, request.lang);
  if (!loaded) return notFoundScreen(request);
  const seriesId = Number(loaded.item?.series_id ?? 0);
  const occurrence = loaded.item?.occurrence_start != null;
  const result = await restWrite(request, { method: 'DELETE', path: `/events/${id}` }, formVersion(request.form));
  if (!result.ok) return actionRefused(request, result.message, request.href(`/events/${id}`), result.status);
  if (occurrence && seriesId) return redirect(request.href(`/events/${seriesId}?date-cancelled=1`));
  return redirect(request.href('/?trashed=1'));
}

async function restore(request: EditorRequest): Promise<Response> {
  const id = idOf(request);
  const result = await restWrite(request, { method: 'POST', path: `/events/${id}`, body: {} });
  if (!result.ok) return actionRefused(request, result.message, request.href('/?status=trash'));
  return redirect(request.href(`/events/${id}?restored=1`));
}

async function removeTranslation(request: EditorRequest): Promise<Response> {
  const id = idOf(request);
  const translation = lastValue(request.form, 'translation');
  const back = request.href(`/events/${id}`);
  if (!isLang(translation)) return actionRefused(request, '', back);
  const call = { method: 'DELETE' as const, path: `/events/${id}`, query: { translation } };
  const result = await restWrite(request, call, formVersion(request.form));
  if (!result.ok) return actionRefused(request, result.message, back, result.status);
  return redirect(withTextLanguage(request, `/events/${id}`, request.lang, 'translation-removed=1'));
}

/** `GET …/events/repeat?<the form's fields>`: the repeat preview's fragment, for the script. */
function repeatFragment(request: EditorRequest): Response {
  const form = parseQueryString(new URL(request.c.req.url).search.slice(1));
  const values = valuesOfForm(form, { venue: [], organizer: [] });
  return htmlPage(previewHtml(request, values));
}

/** `GET …/events/find/<venue|organizer>?search=`: the pickers' search as you type, for the script. */
async function findFragment(request: EditorRequest): Promise<Response> {
  const kind = request.params.kind as LinkedKind;
  const items = await findLinked(request, kind, (request.query.get('search') ?? '').trim());
  return jsonAnswer({ items });
}

export const eventActionScreens: Screen[] = [
  { method: 'GET', path: '/events/repeat', access: 'signed-in', handler: repeatFragment },
  { method: 'GET', path: '/events/find/:kind{venue|organizer}', access: 'signed-in', handler: findFragment },
  { method: 'POST', path: '/events/:id{[0-9]+}/trash', access: 'signed-in', handler: trash },
  { method: 'POST', path: '/events/:id{[0-9]+}/restore', access: 'signed-in', handler: restore },
  { method: 'POST', path: '/events/:id{[0-9]+}/translation', access: 'signed-in', handler: removeTranslation },
];
