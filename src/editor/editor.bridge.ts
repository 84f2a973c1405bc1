import type { RestAnswer, RestCall } from '../http/rest-call';
import { esc } from '../pages';
import { siteTime } from './editor.format';
import { type FieldErrors, formText } from './editor.forms';
import { t } from './editor.layout';
import type { EditorRequest, FormValues } from './editor.types';

/**
 * @module The write bridge (docs/editor.md, "The write bridge"): a form's submit is the REST request of the same
 * root, made in-process as the signed-in user (`request.rest`, src/http/rest-call.ts), so it runs exactly REST's
 * validation, permissions, sanitizing, atomic batch, data-version bump, hooks and `/changes`: no rule is written
 * twice. The form's field names are the API's parameter names; a refusal comes back as the API's error, its
 * `data.params` messages (already in the page's language) keyed by field, for the page to show beside each field
 * while it keeps what was typed.
 */

/** Fields of the editor's forms that are not API parameters: the anti-forgery token, the version the form opened. */
const EDITOR_FIELDS = new Set(['_csrf', '_version']);

/** The REST body of a form: every field but the editor's own (`_csrf`, `_version`). */
export function formBody(form: FormValues, leaveOut: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(form).filter(([name]) => !EDITOR_FIELDS.has(name) && !leaveOut.includes(name)),
  );
}

/** A REST answer that is not a success: the API's error, its field messages, and the answer itself. */
export interface Refusal {
  ok: false;
  status: number;
  /** The API's error code (`rest_invalid_param`, `rest_forbidden`, `rest_precondition_failed`…). */
  code: string;
  /** The API's message, in the page's language. */
  message: string;
  /** A message per refused field (`data.params`; a missing parameter gets the error's message). */
  errors: FieldErrors;
  answer: RestAnswer;
}

export interface Success<T> {
  ok: true;
  status: number;
  /** The parsed body: the item written, as REST answers it. */
  item: T;
  answer: RestAnswer;
}

interface ErrorShape {
  code?: unknown;
  message?: unknown;
  data?: { params?: unknown };
}

/** The field messages of an API error body (`data.params`: an object of messages, or a list of missing names). */
export function fieldErrorsOf(body: unknown): FieldErrors {
  const error = (body ?? {}) as ErrorShape;
  const params = error.data?.params;
  const message = typeof error.message === 'string' ? error.message : '';
  if (Array.isArray(params)) {
    return Object.fromEntries(params.filter((p): p is string => typeof p === 'string').map((p) => [p, message]));
  }
  if (params && typeof params === 'object') {
    return Object.fromEntries(
      Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return {};
}

/**
 * Runs `call` through the REST bridge of `request`: the item on success, else the refusal to show. `version`: the
 * version the form was opened on (its `_version` field, the item's ETag), sent as `If-Match`, so a save over a
 * newer change made meanwhile (by anyone, through the editor, REST or MCP) is refused (412) and writes nothing.
 */
export async function restWrite<T = Record<string, unknown>>(
  request: EditorRequest,
  call: RestCall,
  version?: string,
): Promise<Success<T> | Refusal> {
  const headers = version ? { ...call.headers, 'If-Match': version } : call.headers;
  const answer = await request.rest(headers ? { ...call, headers } : call);
  if (answer.status >= 200 && answer.status < 300)
    return { ok: true, status: answer.status, item: answer.body as T, answer };
  const error = (answer.body ?? {}) as ErrorShape;
  return {
    ok: false,
    status: answer.status,
    code: typeof error.code === 'string' ? error.code : 'rest_internal_error',
    message: typeof error.message === 'string' ? error.message : '',
    errors: fieldErrorsOf(answer.body),
    answer,
  };
}

/** An item read through the bridge, with its version (the `ETag` of its GET), or the API's refusal. */
export async function readItem<T = Record<string, unknown>>(
  request: EditorRequest,
  path: string,
  query?: Record<string, unknown>,
): Promise<{ ok: true; item: T; version: string } | Refusal> {
  const result = await restWrite<T>(request, { method: 'GET', path, ...(query ? { query } : {}) });
  if (!result.ok) return result;
  return { ok: true, item: result.item, version: result.answer.headers.get('ETag') ?? '' };
}

/** The hidden field carrying the version a form was opened on (`restWrite`'s `version`). */
export function versionField(version: string): string {
  return `<input type="hidden" name="_version" value="${esc(version)}">`;
}

/** The version a form was opened on (its `_version` field), or undefined. */
export const formVersion = (form: FormValues) => formText(form, '_version') || undefined;

/**
 * The message of a save refused because the item changed meanwhile (412): who changed it and when, in the page's
 * language, as the API's refusal names them. Null for any other refusal. Its `version` is the item's current one:
 * the form is drawn again with it (and with what was typed), so saving again, once compared, is deliberate.
 */
export function conflictOf(request: EditorRequest, refusal: Refusal): { message: string; version: string } | null {
  if (refusal.code !== 'rest_precondition_failed') return null;
  const data = ((refusal.answer.body ?? {}) as { data?: Record<string, unknown> }).data ?? {};
  const by = data.modified_by as { name?: unknown } | null | undefined;
  const wall = typeof data.modified_utc === 'string' ? data.modified_utc : '';
  const ms = Date.parse(`${wall.replace(' ', 'T')}Z`);
  const time = Number.isNaN(ms) ? wall : siteTime(ms, request.lang, request.c.var.config.siteTimezone);
  const message =
    typeof by?.name === 'string'
      ? t(request.lang, 'conflictBy', { name: by.name, time })
      : t(request.lang, 'conflictAt', { time });
  return { message, version: typeof data.etag === 'string' ? data.etag : '' };
}
