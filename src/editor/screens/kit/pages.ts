import { notFoundPage } from '../../editor.errors';
import type { EditorRequest } from '../../editor.types';

/** The editor's 404 page for an item that does not exist or that the person may not edit. */
export function notFoundScreen(request: EditorRequest): Response {
  const { lang, user, token } = request;
  const path = new URL(request.c.req.url).pathname.replace(/^\/(ca|en|es)\/admin/, '') || '/';
  return notFoundPage({ lang, user, token, path });
}
