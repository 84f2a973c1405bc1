import { esc } from '../../../pages';
import { errorSummary } from '../../editor.forms';
import { screenPage } from '../../editor.layout';
import type { EditorRequest } from '../../editor.types';
import { say, sayText } from './texts';

/**
 * The page of an action REST refused (a trash, a restore, a translation's removal): its message, a way back. A
 * refusal because the item changed since its page was opened keeps REST's 412 (docs/editor.md, "No lost work");
 * any other is a 409.
 */
export function actionRefused(request: EditorRequest, message: string, back: string, status?: number): Response {
  const { lang } = request;
  const body = `${errorSummary(sayText(lang, 'notDone'), message, {}, {})}<p><a href="${esc(back)}">${say(lang, 'back')}</a></p>`;
  const path = back.replace(/^\/\w\w\/admin/, '') || '/';
  return screenPage(request, { title: sayText(lang, 'notDone'), body, path }, status === 412 ? 412 : 409);
}
