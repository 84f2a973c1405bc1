import type { Context } from 'hono';
import type { SessionUser } from '../auth/sessions';
import type { AppEnv } from '../env';
import type { RestCaller } from '../http/rest-call';
import type { Lang } from '../i18n/languages';

/** @module The shapes every screen of the editor is written against (docs/editor.md, "Adding a screen"). */

/** Who may open a screen: anyone (sign-in, invitations), any signed-in user, or administrators only. */
export type Access = 'anyone' | 'signed-in' | 'administrator';

/** The values of a submitted form: one string per field, a list for repeated fields (`tags[]`). */
export type FormValues = Record<string, unknown>;

/** One editor request, as a screen sees it. */
export interface EditorRequest {
  /** The request's Hono context (its `c.var.db`, `c.var.config`, `c.req`); screens rarely need it. */
  c: Context<AppEnv>;
  /** The interface language: the root's (`/ca/admin/…` → `ca`). */
  lang: Lang;
  /** The signed-in user, or null (only on `anyone` screens). */
  user: SessionUser | null;
  /** The anti-forgery token every form of the page carries (`tokenField`, editor.forms.ts). */
  token: string;
  /** Path parameters of the screen's pattern (`/people/:id` → `{ id }`). */
  params: Record<string, string>;
  /** The query string's parameters. */
  query: URLSearchParams;
  /** A POST's form values (checked for origin and token before the screen runs); `{}` on GET. */
  form: FormValues;
  /**
   * The REST API of the same root, called in-process as the signed-in user (docs/editor.md, "The write bridge"):
   * every read and write of content goes through it. Throws on `anyone` screens.
   */
  rest: RestCaller;
  /** An editor path in this language: `href('/people')` → `/ca/admin/people`. */
  href(path?: string): string;
}

/** A screen: a method and path under `/{lang}/admin`, who may open it, and its handler. */
export interface Screen {
  method: 'GET' | 'POST';
  /** The path under `/{lang}/admin`, a Hono pattern in lower case without trailing slash (`''` is the events list). */
  path: string;
  access: Access;
  handler: (request: EditorRequest) => Response | Promise<Response>;
}
