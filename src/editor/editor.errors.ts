import type { SessionUser } from '../auth/sessions';
import type { ApiError } from '../http/errors';
import type { EditorKey } from '../i18n/catalogues/editor';
import type { Lang } from '../i18n/languages';
import { htmlPage } from './editor.http';
import { editorLayout, t } from './editor.layout';

/** @module The editor's message pages: refusals (403), unknown addresses (404), limits and failures, localized. */

/** What a message page needs to know of its request. */
export interface MessageContext {
  lang: Lang;
  user: SessionUser | null;
  token: string;
  /** The path under `/{lang}/admin` (the language switcher links to the same page). */
  path: string;
}

/** A page with a title, a text and a link back to the editor. */
export function messagePage(
  context: MessageContext,
  status: number,
  title: EditorKey,
  text: string,
  cookies: string[] = [],
): Response {
  const { lang } = context;
  const body = `<div class="message">
<h1>${t(lang, title)}</h1>
<p>${text}</p>
<p><a href="/${lang}/admin/">${t(lang, 'backToEditor')}</a></p>
</div>`;
  const html = editorLayout({ ...context, title: t(lang, title), body });
  return htmlPage(html, status, cookies);
}

/** 403: a POST from another origin or without its page's token. Nothing was written. */
export const forgedPage = (context: MessageContext) =>
  messagePage(context, 403, 'forbiddenTitle', t(context.lang, 'forbiddenText'));

/** 403: the user's role does not open this screen. */
export const notAllowedPage = (context: MessageContext) =>
  messagePage(context, 403, 'notAllowedTitle', t(context.lang, 'notAllowedText'));

/** 404: no screen at this address. */
export const notFoundPage = (context: MessageContext) =>
  messagePage(context, 404, 'notFoundTitle', t(context.lang, 'notFoundText'));

/** 429: too many attempts; come back in `seconds` (also in `Retry-After`). */
export function rateLimitedPage(context: MessageContext, seconds: number): Response {
  const page = messagePage(context, 429, 'rateLimitedTitle', t(context.lang, 'rateLimitedText', { seconds }));
  page.headers.set('Retry-After', String(seconds));
  return page;
}

/** The page of an error the request ended in: rate limits (with `Retry-After`), a body too large, a failure. */
export function failurePage(context: MessageContext, error: ApiError, requestId: string): Response {
  const { lang } = context;
  if (error.code === 'rest_rate_limited')
    return rateLimitedPage(context, Number(error.options.data?.retry_after ?? 60));
  if (error.code === 'rest_request_too_large') {
    return messagePage(context, 413, 'tooLargeTitle', t(lang, 'tooLargeText'));
  }
  const status = error.status >= 500 ? error.status : 400;
  return messagePage(context, status, 'errorTitle', t(lang, 'errorText', { id: requestId }));
}
