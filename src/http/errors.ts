import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Lang } from '../i18n/languages';
import { type MessageKey, translate } from '../i18n/translate';

/** One invalid parameter: the message key of its `data.params` text and the values for its placeholders. */
export interface ParamProblem {
  key: MessageKey;
  vars?: Record<string, string | number>;
}

/**
 * The one error type of the API. Everything that answers with an error throws (or returns) an `ApiError`;
 * `onError` renders it as the contract's `{code, message, data: {status, ...}}` body in the request's language.
 */
export class ApiError extends Error {
  constructor(
    readonly code: MessageKey,
    readonly status: ContentfulStatusCode,
    readonly options: {
      /** Placeholder values for the message. */
      vars?: Record<string, string | number>;
      /** Invalid parameters (rendered as `data.params` objects with per-parameter messages). */
      params?: Record<string, ParamProblem>;
      /** Missing parameters (rendered as the `data.params` list of `rest_missing_callback_param`). */
      missing?: string[];
      /** Extra keys of `data` (e.g. `term_id`). */
      data?: Record<string, unknown>;
      /** The message's catalogue key when it is not the code's (same code, a more precise message). */
      messageKey?: MessageKey;
    } = {},
  ) {
    super(code);
  }

  /** The response body in `lang`. */
  toBody(lang: Lang): ErrorBody {
    const { vars = {}, params, missing, data } = this.options;
    const data_: ErrorBody['data'] = { status: this.status, ...data };
    let message: string;
    if (missing) {
      message = translate(lang, this.code, { params: missing.join(', ') });
      data_.params = missing;
    } else if (params) {
      const names = Object.keys(params);
      message = translate(lang, this.code, { params: names.join(', ') });
      data_.params = Object.fromEntries(
        names.map((name) => {
          const problem = params[name]!;
          return [name, translate(lang, problem.key, { param: name, ...problem.vars })];
        }),
      );
      data_.details = [];
    } else {
      message = translate(lang, this.options.messageKey ?? this.code, vars);
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
  return new ApiError('rest_invalid_param', 400, { params: { [param]: { key, vars } } });
}

/** A 400 `rest_invalid_param` naming several parameters at once. */
export function invalidParams(params: Record<string, ParamProblem>): ApiError {
  return new ApiError('rest_invalid_param', 400, { params });
}

/** 401 for anonymous callers, 403 for authenticated ones, as WordPress's `rest_authorization_required_code`. */
export function forbidden(authenticated: boolean): ApiError {
  return new ApiError('rest_forbidden', authenticated ? 403 : 401);
}

/** 404 `rest_no_route`. */
export function noRoute(): ApiError {
  return new ApiError('rest_no_route', 404);
}
