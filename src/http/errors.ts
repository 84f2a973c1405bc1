import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type MessageKey, messageTexts } from '../i18n/catalogues/messages';
import type { Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';

/** One invalid parameter: the message key of its `data.params` text and the values for its placeholders. */
export interface ParamProblem {
  key: MessageKey;
  vars?: Record<string, string | number>;
}

/**
 * The status of every error code the API answers with: the one place a code gets its status. `rest_forbidden` is
 * the exception that depends on the caller (401 anonymous, 403 authenticated): only {@link forbidden} makes it.
 */
export const ERROR_STATUS = {
  rest_invalid_param: 400,
  rest_missing_callback_param: 400,
  rest_invalid_json: 400,
  rest_callback_invalid: 400,
  rest_taxonomy_not_hierarchical: 400,
  term_exists: 400,
  'rest-invalid-event-id': 400,
  rest_forbidden: 401,
  'event-not-accessible': 403,
  'event-password-protected': 403,
  'event-no-longer-available': 403,
  'venue-not-accessible': 403,
  'organizer-not-accessible': 403,
  rest_no_route: 404,
  rest_invalid_namespace: 404,
  'rest-event-not-found': 404,
  'event-archive-page-not-found': 404,
  'venue-archive-page-not-found': 404,
  'organizer-archive-page-not-found': 404,
  'event-is-in-trash': 410,
  'venue-is-in-trash': 410,
  'organizer-is-in-trash': 410,
  rest_sync_token_expired: 410,
  rest_conflict: 409,
  rest_precondition_failed: 412,
  rest_request_timeout: 408,
  rest_request_too_large: 413,
  rest_rate_limited: 429,
  rest_internal_error: 500,
  rest_unavailable: 503,
} as const satisfies Partial<Record<MessageKey, ContentfulStatusCode>>;

/** A code the API answers with (a key of {@link ERROR_STATUS}, and of the message catalogues). */
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The one error type of the API. Everything that answers with an error throws (or returns) an `ApiError`;
 * `onError` renders it as the contract's `{code, message, data: {status, ...}}` body in the request's language.
 */
export class ApiError extends Error {
  /** The HTTP status, from {@link ERROR_STATUS} (and the caller for `rest_forbidden`). */
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    readonly options: {
      /** Placeholder values for the message. */
      vars?: Record<string, string | number>;
      /** Invalid parameters (rendered as `data.params` objects with per-parameter messages). */
      params?: Record<string, ParamProblem>;
      /** Missing parameters (rendered as the `data.params` list of `rest_missing_callback_param`). */
      missing?: string[];
      /** Extra keys of `data` (e.g. `term_id`). */
      data?: Record<string, unknown>;
      /** `rest_forbidden` only, set by {@link forbidden}: whether the caller is authenticated (403) or not (401). */
      authenticated?: boolean;
      /** The message's catalogue key when it is not the code's (same code, a more precise message). */
      messageKey?: MessageKey;
    } = {},
  ) {
    super(code);
    this.status = code === 'rest_forbidden' && options.authenticated ? 403 : ERROR_STATUS[code];
  }

  /** The response body in `lang`. */
  toBody(lang: Lang): ErrorBody {
    const { vars = {}, params, missing, data } = this.options;
    const data_: ErrorBody['data'] = { status: this.status, ...data };
    let message: string;
    if (missing) {
      message = lookup(messageTexts, lang, this.code, { params: missing.join(', ') });
      data_.params = missing;
    } else if (params) {
      const names = Object.keys(params);
      message = lookup(messageTexts, lang, this.code, { params: names.join(', ') });
      data_.params = Object.fromEntries(
        names.map((name) => {
          const problem = params[name]!;
          return [name, lookup(messageTexts, lang, problem.key, { param: name, ...problem.vars })];
        }),
      );
      data_.details = [];
    } else {
      message = lookup(messageTexts, lang, this.options.messageKey ?? this.code, vars);
    }
    return { code: this.code, message, data: data_ };
  }
}

/** The contract's error body. */
export interface ErrorBody {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> | string[]; details?: unknown[] } & Record<string, unknown>;
}

/** A 400 `rest_invalid_param` naming `param` (with the generic text unless `key` says more). */
export function invalidParam(
  param: string,
  key: MessageKey = 'param.invalid',
  vars?: Record<string, string | number>,
): ApiError {
  return new ApiError('rest_invalid_param', { params: { [param]: { key, vars } } });
}

/** A 400 `rest_invalid_param` naming several parameters at once. */
export function invalidParams(params: Record<string, ParamProblem>): ApiError {
  return new ApiError('rest_invalid_param', { params });
}

/**
 * 401 for anonymous callers, 403 for authenticated ones, as WordPress's `rest_authorization_required_code`; the one
 * place that choice is made. `messageKey` gives a more precise message under the same code.
 */
export function forbidden(authenticated: boolean, messageKey?: MessageKey): ApiError {
  return new ApiError('rest_forbidden', { authenticated, messageKey });
}

/** 404 `rest_no_route`. */
export function noRoute(): ApiError {
  return new ApiError('rest_no_route');
}
