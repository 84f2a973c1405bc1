import { isLang, type Lang } from '../../../i18n/languages';
import { esc } from '../../../pages';
import { loadEditorReads } from '../../../resources/posts';
import { versionField } from '../../editor.bridge';
import { type FieldErrors, notice, tokenField } from '../../editor.forms';
import { screenPage } from '../../editor.layout';
import type { EditorRequest } from '../../editor.types';
import { statusKey } from '../events/list';
import { defaultButton, PUBLISHED, publishButtons } from '../kit/buttons';
import { selectField } from '../kit/inputs';
import { type ItemValues, itemFields } from '../kit/item-form';
import { removeTranslationForm, textLanguageNav, withTextLanguage } from '../kit/languages';
import { allTerms, categoryTree } from '../kit/terms';
import { type ContentKey, say, sayText } from '../kit/texts';
import type { ItemKind } from './kinds';

/**
 * @module The page of a venue, organizer, category or tag (docs/editor.md): its text in the text language with the
 * original's beside a translation, its other fields, a category's parent, the publishing buttons of venues and
 * organizers (**Save draft**, **Publish** or **Submit for review**, **Update**), and apart from the form the
 * removal of a translation and **Move to trash** (a term: **Delete**, for good, as REST does).
 */

/** An item as the page shows it. */
export interface LoadedItem {
  item: Record<string, unknown>;
  version: string;
  ownText: boolean;
  originalLang: Lang;
  original?: { lang: Lang; values: ItemValues };
}

/** The item `id` of `kind` in the text language, as the person may edit it; undefined when REST refuses. */
export async function loadItem(
  request: EditorRequest,
  kind: ItemKind,
  id: number,
  textLang: Lang,
  valuesOf: (item: Record<string, unknown>, ownText: boolean) => ItemValues,
): Promise<LoadedItem | undefined> {
  const read = (lang: Lang) =>
    request.rest({ method: 'GET', path: `${kind.path}/${id}`, query: { context: 'edit', i18n_language: lang } });
  const answer = await read(textLang);
  if (answer.status !== 200) return undefined;
  const item = answer.body as Record<string, unknown>;
  const ownText = item.i18n_language === textLang;
  const { originalLanguageOf } = await loadEditorReads();
  const stored = await originalLanguageOf(request.c.get('db'), kind.post ? 'post' : 'term', id);
  const originalLang = isLang(stored) ? stored : textLang;
  let original: LoadedItem['original'];
  if (originalLang !== textLang) {
    const source = ownText ? ((await read(originalLang)).body as Record<string, unknown>) : item;
    original = { lang: originalLang, values: valuesOf(source, true) };
  }
  return { item, version: answer.headers.get('ETag') ?? '', ownText, originalLang, original };
}

export interface ItemPageState {
  request: EditorRequest;
  kind: ItemKind;
  id?: number;
  loaded?: LoadedItem;
  values: ItemValues;
  errors: FieldErrors;
  refusal: string;
  textLang: Lang;
  version: string;
}

/** A category's parent: top level or any category but itself and those under it. */
async function parentField(state: ItemPageState): Promise<string> {
  const { request, values, errors } = state;
  const tree = categoryTree(await allTerms(request, 'categories'));
  const excluded = new Set<number>(state.id ? [state.id] : []);
  for (const { term } of tree) if (excluded.has(term.parent)) excluded.add(term.id);
  const choices: [string, string][] = [
    ['0', sayText(request.lang, 'topLevel')],
    ...tree
      .filter(({ term }) => !excluded.has(term.id))
      .map(({ term, depth }): [string, string] => [String(term.id), `${'— '.repeat(depth)}${term.name}`]),
  ];
  return selectField({
    name: 'parent',
    label: sayText(request.lang, 'parent'),
    value: values.parent || '0',
    choices,
    errors,
  });
}

/** A published venue's or organizer's status choice (its button is **Update**). */
function statusField(state: ItemPageState, status: string): string {
  const { request, values, errors } = state;
  const statuses = ['publish', 'future', 'private', 'draft', 'pending'];
  return selectField({
    name: 'status',
    label: sayText(request.lang, 'status'),
    value: values.status || status,
    choices: statuses.map((s) => [s, sayText(request.lang, statusKey(s))]),
    errors,
  });
}

const NOTICES: [string, ContentKey][] = [
  ['created', 'createdItem'],
  ['saved', 'saved'],
  ['restored', 'restoredItem'],
  ['translation-removed', 'translationRemoved'],
];

/** The page of an item (or of a new one), as a response. */
export async function itemPage(state: ItemPageState, answerStatus = 200): Promise<Response> {
  const { request, kind, loaded, textLang } = state;
  const { lang, user } = request;
  const path = state.id ? `${kind.path}/${state.id}` : `${kind.path}/new`;
  const status = loaded ? String(loaded.item.status ?? '') : undefined;
  const name = loaded ? String(loaded.item[kind.nameField] ?? '') : '';
  const buttons = kind.post
    ? publishButtons(lang, user, status)
    : {
        main: `<button type="submit" name="_action" value="update" class="primary">${say(lang, 'save')}</button>`,
        default: 'update',
      };
  const extra: Partial<Record<ContentKey, string>> = {};
  if (kind.key === 'category') extra.textIn = await parentField(state);
  if (kind.post && status && PUBLISHED.has(status)) extra.contact = statusField(state, status);
  const form = `<form id="item-form" method="post" action="${esc(withTextLanguage(request, path, textLang))}" class="item-form" data-warn-unsaved novalidate>
${tokenField(request.token)}${versionField(state.version)}
${defaultButton(lang, buttons.default)}
${itemFields({ request, specs: kind.specs, values: state.values, errors: state.errors, textLang, original: loaded?.original, extra })}
<div class="form-actions">${buttons.main}</div>
</form>`;
  const after: string[] = [];
  if (loaded && state.id) {
    if (loaded.ownText && loaded.originalLang !== textLang)
      after.push(removeTranslationForm(request, path, textLang, state.version));
    const remove = kind.post ? say(lang, 'moveToTrash') : say(lang, 'delete');
    after.push(
      `<form id="trash-form" method="post" action="${esc(request.href(`${path}/${kind.post ? 'trash' : 'delete'}`))}" class="inline" data-confirm="${esc(sayText(lang, kind.texts.removeConfirm))}">${tokenField(request.token)}${versionField(state.version)}<button type="submit" class="danger">${remove}</button></form>`,
    );
  }
  const nav = textLanguageNav(request, {
    path,
    current: textLang,
    original: loaded?.originalLang,
    present: Object.keys((loaded?.item.translations ?? {}) as Record<string, unknown>),
  });
  const notices = NOTICES.filter(([flag]) => request.query.get(flag))
    .map(([, key]) => notice(sayText(lang, key)))
    .join('');
  const heading = say(lang, loaded ? kind.texts.edit : kind.texts.add);
  const body = `<p class="breadcrumb"><a href="${request.href(kind.path)}">${say(lang, kind.texts.list)}</a></p>
<h1>${heading}</h1>${name ? `<p class="item-title">${esc(name)}</p>` : ''}
${notices}${nav}${state.refusal}${form}
${after.length ? `<div class="danger-zone">${after.join('')}</div>` : ''}`;
  const query = new URLSearchParams(request.query);
  for (const [flag] of NOTICES) query.delete(flag);
  return screenPage(
    request,
    {
      title: name ? `${sayText(lang, kind.texts.edit)}: ${name}` : sayText(lang, kind.texts.add),
      body,
      path,
      query: query.toString(),
      section: kind.section,
    },
    answerStatus,
  );
}

/** A trashed venue or organizer: REST shows it to editors; it is restored, not edited. */
export function trashedItemPage(request: EditorRequest, kind: ItemKind, id: number, name: string): Response {
  const { lang } = request;
  const body = `<p class="breadcrumb"><a href="${request.href(kind.path)}">${say(lang, kind.texts.list)}</a></p>
<h1>${esc(name || sayText(lang, 'untitled'))}</h1><p>${say(lang, 'inTrashItem')}</p>
<form method="post" action="${request.href(`${kind.path}/${id}/restore`)}">${tokenField(request.token)}<button type="submit" class="primary">${say(lang, 'restore')}</button></form>`;
  return screenPage(request, { title: name, body, path: `${kind.path}/${id}`, section: kind.section });
}
