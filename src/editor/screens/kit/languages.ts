import { isLang, LANGUAGES, type Lang } from '../../../i18n/languages';
import { esc, LANGUAGE_NAMES } from '../../../pages';
import { versionField } from '../../editor.bridge';
import { tokenField } from '../../editor.forms';
import type { EditorRequest } from '../../editor.types';
import { say, sayText } from './texts';

/**
 * @module The language of the text being written (docs/editor.md, "Languages"): the interface's (the root's)
 * unless `?i18n_language=<lang>` says another, as in REST, so a translator works in their own interface. The
 * control that changes it is apart from the interface's switcher: it lists the item's languages, marks the missing
 * ones (a link adds one), the original, and offers to remove a translation (`DELETE …?translation=<lang>`).
 */

/** The language of the text the screen writes. */
export function textLanguage(request: EditorRequest): Lang {
  const asked = request.query.get('i18n_language');
  return isLang(asked) ? asked : request.lang;
}

/** `path` with the text language in its query when it is not the interface's. */
export function withTextLanguage(request: EditorRequest, path: string, textLang: Lang, extra = ''): string {
  const params = new URLSearchParams(textLang === request.lang ? '' : `i18n_language=${textLang}`);
  for (const [name, value] of new URLSearchParams(extra)) params.append(name, value);
  const query = params.toString();
  return `${request.href(path)}${query ? `?${query}` : ''}`;
}

export interface LanguagesOfItem {
  /** The screen's path under `/{lang}/admin` (`/events/12`). */
  path: string;
  current: Lang;
  /** The item's original language (undefined for a new item: the text language will be it). */
  original?: Lang;
  /** The languages it has text in. */
  present: readonly string[];
}

/** The text-language control: every language, the current one marked, the original and the missing ones said. */
export function textLanguageNav(request: EditorRequest, item: LanguagesOfItem): string {
  const { lang } = request;
  const items = LANGUAGES.map((code) => {
    const notes = [
      code === item.original ? sayText(lang, 'originalLanguage') : '',
      item.original && !item.present.includes(code) ? sayText(lang, 'missingAdd') : '',
    ].filter(Boolean);
    const current = code === item.current ? ' aria-current="true"' : '';
    const missing = item.original && !item.present.includes(code) ? ' class="missing"' : '';
    return `<li${missing}><a href="${esc(withTextLanguage(request, item.path, code))}" hreflang="${code}" lang="${code}"${current}>${esc(
      LANGUAGE_NAMES[code],
    )}</a>${notes.length ? ` <span class="muted">(${esc(notes.join(', '))})</span>` : ''}</li>`;
  }).join('');
  return `<nav class="text-languages" aria-label="${say(lang, 'textLanguage')}"><p>${say(lang, 'textLanguageIs', {
    language: sayText(lang, `lang.${item.current}`),
  })}</p><ul>${items}</ul></nav>`;
}

/**
 * The button that removes the current language's text (not the original's, which the item falls back to), with the
 * version the page was opened on (`version`: sent as `If-Match`, so a removal over a newer change is refused).
 */
export function removeTranslationForm(request: EditorRequest, path: string, textLang: Lang, version: string): string {
  const { lang } = request;
  const language = sayText(lang, `lang.${textLang}`);
  return `<form id="translation-form" method="post" action="${esc(request.href(`${path}/translation`))}" class="inline" data-confirm="${esc(
    sayText(lang, 'removeTranslationConfirm', { language }),
  )}">${tokenField(request.token)}${versionField(version)}<input type="hidden" name="translation" value="${textLang}">
<button type="submit" class="danger small">${say(lang, 'removeTranslation', { language })}</button></form>`;
}

/** The original language's text beside a field being translated. */
export function originalBeside(request: EditorRequest, original: Lang, label: string, html: string): string {
  return `<div class="original" lang="${original}"><p class="original-label" lang="${request.lang}">${say(
    request.lang,
    'originalText',
    { field: label, language: sayText(request.lang, `lang.${original}`) },
  )}</p><div class="original-text">${html || `<span class="muted" lang="${request.lang}">${say(request.lang, 'empty')}</span>`}</div></div>`;
}
