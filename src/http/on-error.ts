import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { rootOf } from '../i18n/root';
import { isIntegrityViolation } from '../resources/shared/constraints';
import { ApiError } from './errors';

/** The one error renderer: `ApiError`s in the contract's shape, anything else a logged 500 with the request id. */
export function onError(thrown: Error, c: Context<AppEnv>): Response {
  // Before the language middleware ran (or when the configuration itself failed), the raw var, read leniently.
  const lang = c.get('lang') ?? rootOf(c.req.path, c.env.DEFAULT_LANGUAGE).lang;
  // A write the database refused because a concurrent writer changed what it relied on: 409, never a 500.
  const error = apiErrorIn(thrown) ?? (isIntegrityViolation(thrown) ? new ApiError('rest_conflict') : thrown);
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError('rest_internal_error', { vars: { requestId: c.get('requestId') ?? 'unknown' } });
  if (!(error instanceof ApiError)) {
    console.error(
      JSON.stringify({
        level: 'error',
        requestId: c.get('requestId'),
        path: c.req.path,
        error: String(error),
        stack: error.stack,
      }),
    );
  }
  c.header('Cache-Control', 'no-store');
  const retryAfter = apiError.options.data?.retry_after;
  if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
  c.header('Content-Language', lang);
  return c.json(apiError.toBody(lang), apiError.status);
}

/** An `ApiError` thrown inside the database layer reaches here wrapped by Drizzle (as its `cause`). */
function apiErrorIn(error: unknown): ApiError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof ApiError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** 404 `rest_no_route` for every path and method no route serves. */
export function onNotFound(c: Context<AppEnv>): Response {
  return onError(new ApiError('rest_no_route'), c);
}
