import type { RestAnswer, RestCall } from '../http/rest-call';
import type { FieldErrors } from './editor.forms';
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

/** Runs `call` through the REST bridge of `request`: the item on success, else the refusal to show. */
export async function restWrite<T = Record<string, unknown>>(
  request: EditorRequest,
  call: RestCall,
): Promise<Success<T> | Refusal> {
  const answer = await request.rest(call);
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
