import { isLang } from '../../../i18n/languages';
import { formVersion, restWrite } from '../../editor.bridge';
import { notAllowedPage } from '../../editor.errors';
import { redirect } from '../../editor.http';
import type { EditorRequest, Screen } from '../../editor.types';
import { STATUS_OF } from '../kit/buttons';
import { lastValue } from '../kit/inputs';
import { emptyValues, type ItemValues, itemBody, valuesOfForm, valuesOfItem } from '../kit/item-form';
import { textLanguage, withTextLanguage } from '../kit/languages';
import { notFoundScreen } from '../kit/pages';
import { actionRefused } from '../kit/refused';
import { refusalTop } from '../kit/save';
import { sayText } from '../kit/texts';
import { CATEGORY, type ItemKind, mayManage, ORGANIZER, TAG, VENUE } from './kinds';
import { itemList } from './list';
import { itemPage, loadItem, trashedItemPage } from './page';

/**
 * @module The handlers of the venues, organizers, categories and tags screens (docs/editor.md): list, new, edit,
 * save (only what changed, with the version the form was opened on), trash or delete, restore, and the removal of
 * one language's text; every write is REST's, through the bridge, answered by a redirect (Post/Redirect/Get).
 */

/** The values of a REST item: its fields, a category's parent, a post's status. */
function valuesOf(kind: ItemKind, item: Record<string, unknown>, ownText: boolean): ItemValues {
  const values = valuesOfItem(kind.specs, item, ownText);
  if (kind.key === 'category') values.parent = String(item.parent ?? 0);
  if (kind.post) values.status = String(item.status ?? '');
  return values;
}

/** The values of a submitted form; a field it does not carry keeps its current value (it is not a change). */
function formValues(kind: ItemKind, form: Record<string, unknown>, current?: ItemValues): ItemValues {
  const sent = valuesOfForm(kind.specs, form);
  const values = Object.fromEntries(
    kind.specs.map((spec) => [
      spec.name,
      spec.name in form ? (sent[spec.name] ?? '') : (current?.[spec.name] ?? sent[spec.name] ?? ''),
    ]),
  );
  if (kind.key === 'category') values.parent = lastValue(form, 'parent') || current?.parent || '0';
  if (kind.post) values.status = lastValue(form, 'status') || current?.status || '';
  return values;
}

/** The REST body of a save: the changed fields, a category's parent, a post's status by its button. */
function bodyOf(kind: ItemKind, values: ItemValues, current: ItemValues | undefined, newText: boolean, action: string) {
  const body = itemBody(kind.specs, values, current, newText);
  if (kind.key === 'category' && (current ? current.parent !== values.parent : values.parent !== '0')) {
    body.parent = Number(values.parent);
  }
  if (kind.post) {
    const status = STATUS_OF.get(action) ?? values.status;
    if (status && status !== current?.status) body.status = status;
  }
  return body;
}

const idOf = (request: EditorRequest) => Number(request.params.id);
/**
 * The screens of a kind its person may not manage show the 403 page (they could do nothing there); their writes go
 * to REST all the same, which decides and says why in the form (no rule written twice).
 */
const guard = (kind: ItemKind, handler: (request: EditorRequest, kind: ItemKind) => Promise<Response>) => {
  return (request: EditorRequest) => {
    if (request.c.req.method !== 'POST' && !mayManage(request.user, kind)) {
      const { lang, user, token } = request;
      return notAllowedPage({ lang, user, token, path: kind.path });
    }
    return handler(request, kind);
  };
};

async function newItem(request: EditorRequest, kind: ItemKind): Promise<Response> {
  const values = emptyValues(kind.specs);
  if (kind.key === 'category') values.parent = request.query.get('parent') ?? '0';
  return itemPage({ request, kind, values, errors: {}, refusal: '', textLang: textLanguage(request), version: '' });
}

async function createItem(request: EditorRequest, kind: ItemKind): Promise<Response> {
  const textLang = textLanguage(request);
  const values = formValues(kind, request.form);
  const body = bodyOf(kind, values, undefined, false, lastValue(request.form, '_action'));
  const result = await restWrite<{ id: number }>(request, {
    method: 'POST',
    path: kind.path,
    body,
    query: { i18n_language: textLang },
  });
  if (result.ok) return redirect(withTextLanguage(request, `${kind.path}/${result.item.id}`, textLang, 'created=1'));
  const { top } = refusalTop(request, result, labelsOf(request, kind), '');
  return itemPage({ request, kind, values, errors: result.errors, refusal: top, textLang, version: '' }, result.status);
}

/** The labels of the fields, for the summary of a refused save. */
function labelsOf(request: EditorRequest, kind: ItemKind): Record<string, string> {
  const labels = Object.fromEntries(kind.specs.map((spec) => [spec.name, sayText(request.lang, spec.label)]));
  return { ...labels, parent: sayText(request.lang, 'parent'), status: sayText(request.lang, 'status') };
}

async function editItem(request: EditorRequest, kind: ItemKind): Promise<Response> {
  const id = idOf(request);
  const textLang = textLanguage(request);
  const loaded = await loadItem(request, kind, id, textLang, (item, own) => valuesOf(kind, item, own));
  if (!loaded) return notFoundScreen(request);
  if (loaded.item.status === 'trash')
    return trashedItemPage(request, kind, id, String(loaded.item[kind.nameField] ?? ''));
  const values = valuesOf(kind, loaded.item, loaded.ownText);
  return itemPage({ request, kind, id, loaded, values, errors: {}, refusal: '', textLang, version: loaded.version });
}

async function saveItem(request: EditorRequest, kind: ItemKind): Promise<Response> {
  const id = idOf(request);
  const textLang = textLanguage(request);
  const loaded = await loadItem(request, kind, id, textLang, (item, own) => valuesOf(kind, item, own));
  if (!loaded) return notFoundScreen(request);
  const action = lastValue(request.form, '_action');
  const current = valuesOf(kind, loaded.item, loaded.ownText);
  const values = formValues(kind, request.form, current);
  const version = formVersion(request.form) ?? '';
  const body = bodyOf(kind, values, current, !loaded.ownText, action);
  const call = { method: 'POST' as const, path: `${kind.path}/${id}`, body, query: { i18n_language: textLang } };
  const result = await restWrite(request, call, version || undefined);
  if (result.ok) return redirect(withTextLanguage(request, `${kind.path}/${id}`, textLang, 'saved=1'));
  // After a save over a newer change, the form comes back with that version: saving again is a decision.
  const refused = refusalTop(request, result, labelsOf(request, kind), version);
  const state = { request, kind, id, loaded, values, textLang, version: refused.version };
  return itemPage({ ...state, errors: result.errors, refusal: refused.top }, result.status);
}

async function trashItem(request: EditorRequest, kind: ItemKind): Promise<Response> {
  const id = idOf(request);
  const result = await restWrite(request, { method: 'DELETE', path: `${kind.path}/${id}` }, formVersion(request.form));
  if (!result.ok)
    return result.status === 404 || result.status === 403
      ? notFoundScreen(request)
      : failed(request, kind, id, result.message, result.status);
  return redirect(request.href(`${kind.path}?${kind.post ? 'trashed' : 'deleted'}=1`));
}

async function restoreItem(request: EditorRequest, kind: ItemKind): Promise<Response> {
  const id = idOf(request);
  // A venue or organizer comes back published (REST scales a contributor's request back to pending).
  const result = await restWrite(request, { method: 'POST', path: `${kind.path}/${id}`, body: { status: 'publish' } });
  if (!result.ok) return failed(request, kind, id, result.message);
  return redirect(request.href(`${kind.path}/${id}?restored=1`));
}

async function removeTranslation(request: EditorRequest, kind: ItemKind): Promise<Response> {
  const id = idOf(request);
  const translation = lastValue(request.form, 'translation');
  if (!isLang(translation)) return failed(request, kind, id, '');
  const call = { method: 'DELETE' as const, path: `${kind.path}/${id}`, query: { translation } };
  const result = await restWrite(request, call, formVersion(request.form));
  if (!result.ok) return failed(request, kind, id, result.message, result.status);
  return redirect(withTextLanguage(request, `${kind.path}/${id}`, request.lang, 'translation-removed=1'));
}

/** The page of an action REST refused: its message, and the item's page to go back to. */
const failed = (request: EditorRequest, kind: ItemKind, id: number, message: string, status?: number) =>
  actionRefused(request, message, request.href(`${kind.path}/${id}`), status);

/** The screens of one kind of item. */
function screensOf(kind: ItemKind): Screen[] {
  const one = `${kind.path}/:id{[0-9]+}`;
  const screens: Screen[] = [
    { method: 'GET', path: kind.path, access: 'signed-in', handler: guard(kind, (r, k) => itemList(r, k)) },
    { method: 'GET', path: `${kind.path}/new`, access: 'signed-in', handler: guard(kind, newItem) },
    { method: 'POST', path: `${kind.path}/new`, access: 'signed-in', handler: guard(kind, createItem) },
    { method: 'GET', path: one, access: 'signed-in', handler: guard(kind, editItem) },
    { method: 'POST', path: one, access: 'signed-in', handler: guard(kind, saveItem) },
    // Venues and organizers go to the trash; terms are deleted for good, as REST does.
    {
      method: 'POST',
      path: `${one}/${kind.post ? 'trash' : 'delete'}`,
      access: 'signed-in',
      handler: guard(kind, trashItem),
    },
    { method: 'POST', path: `${one}/translation`, access: 'signed-in', handler: guard(kind, removeTranslation) },
  ];
  if (kind.post)
    screens.push({ method: 'POST', path: `${one}/restore`, access: 'signed-in', handler: guard(kind, restoreItem) });
  return screens;
}

/** The venues, organizers, categories and tags screens. */
export const itemScreens: Screen[] = [VENUE, ORGANIZER, CATEGORY, TAG].flatMap(screensOf);
