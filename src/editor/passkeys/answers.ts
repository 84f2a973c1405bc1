import type { EditorKey } from '../../i18n/catalogues/editor';
import { editorTexts } from '../../i18n/catalogues/editor';
import type { Lang } from '../../i18n/languages';
import { lookup } from '../../i18n/lookup';
import { jsonAnswer } from '../editor.http';
import { overSignInLimit } from '../editor.limits';
import type { EditorRequest } from '../editor.types';

/**
 * @module The JSON answers of the passkey ceremonies (`…/options`, `…/verify`), which the editor's script reads:
 * `{ options }`, `{ redirect }`, or a refusal `{ message }` in the page's language, which it shows as it is.
 */

/** A refusal the script shows: `message` in `lang`. */
export function refusal(lang: Lang, key: EditorKey, status: number, vars?: Record<string, string | number>): Response {
  return jsonAnswer({ message: lookup(editorTexts, lang, key, vars) }, status);
}

/** Counts one attempt at `door`; a 429 refusal (with `Retry-After`) once over the limit, else null. */
export async function limited(request: EditorRequest, door: 'sign-in' | 'invite'): Promise<Response | null> {
  const wait = await overSignInLimit(request.c, door);
  if (wait === null) return null;
  const answer = refusal(request.lang, 'rateLimitedText', 429, { seconds: wait });
  answer.headers.set('Retry-After', String(wait));
  return answer;
}

/** The object a ceremony's verify request sent as `response` (the browser's credential), or null. */
export function credentialOf<T>(request: EditorRequest): T | null {
  const response = request.form.response;
  return response !== null && typeof response === 'object' && !Array.isArray(response) ? (response as T) : null;
}
