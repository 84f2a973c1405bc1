import type { Context } from 'hono';
import { fallbackLanguage } from '../config';
import { DbIntegrityError, DbUnavailableError, dbErrorIn } from '../db/errors';
import type { AppEnv } from '../env';
import { ApiError } from './errors';
import { rootOf } from './language-root';

/**
 * `thrown` as the `ApiError` it stands for: itself (also wrapped, as a `cause`), the database layer's errors (503,
 * 409), or, for anything unexpected, a logged 500 `rest_internal_error` with the request id. Shared by the API's
 * renderer below and the editor's error pages (src/editor/).
 */
export function asApiError(thrown: unknown, requestId: string | undefined, path: string): ApiError {
  const error = apiErrorIn(thrown) ?? fromDbError(dbErrorIn(thrown)) ?? thrown;
  if (error instanceof ApiError) return error;
  console.error(
    JSON.stringify({
      level: 'error',
      requestId,
      path,
      error: String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  );
  return new ApiError('rest_internal_error', { vars: { requestId: requestId ?? 'unknown' } });
}

/** The one error renderer: `ApiError`s in the contract's shape, anything else a logged 500 with the request id. */
export function onError(thrown: Error, c: Context<AppEnv>): Response {
  // Before the language middleware ran: the root's language; when the configuration itself failed to parse, with
  // the default language read leniently.
  const lang = c.get('lang') ?? rootOf(c.req.path, c.get('config')?.defaultLanguage ?? fallbackLanguage(c.env)).lang;
  const apiError = asApiError(thrown, c.get('requestId'), c.req.path);
  // Never stored; and, to a request with credentials, private like every answer to one (docs/api.md#caching-cors-and-headers).
  c.header('Cache-Control', c.req.header('authorization') === undefined ? 'no-store' : 'private, no-store');
  const retryAfter = apiError.options.data?.retry_after;
  if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
  c.header('Content-Language', lang);
  return c.json(apiError.toBody(lang), apiError.status);
}

/** The one translation of the database layer's errors (`src/db/errors.ts`) into the API's. */
function fromDbError(error: DbUnavailableError | DbIntegrityError | undefined): ApiError | undefined {
  if (error instanceof DbUnavailableError) {
    return new ApiError('rest_unavailable', {
      vars: { retryAfter: error.retryAfter },
      data: { retry_after: error.retryAfter },
    });
  }
  // A write sent with `If-Match` whose item changed between its check and its batch (docs/api.md, "No lost work").
  if (error instanceof DbIntegrityError && error.kind === 'version') return new ApiError('rest_precondition_failed');
  // A write the database refused because a concurrent writer changed what it relied on: 409, never a 500.
  if (error instanceof DbIntegrityError) return new ApiError('rest_conflict');
  return undefined;
}

/** An `ApiError`, also when it reaches here wrapped (as an error's `cause`, e.g. by Drizzle). */
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
