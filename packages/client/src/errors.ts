/**
 * An error answer of the API (`{code, message, data: {status, params}}`), or a failure of the client itself
 * (`code` `client_*`: a stream that ended before its sync line, a body that is not JSON…).
 */
export class CalendarApiError extends Error {
  override readonly name = 'CalendarApiError';
  /** The API's machine-readable code (`rest_invalid_param`, `rest_sync_token_expired`…). */
  readonly code: string;
  /** The HTTP status (0 when the client failed before or after any answer). */
  readonly status: number;
  /** The offending parameters, as the API names them (an object by name, or a list of names). */
  readonly params: Record<string, unknown> | string[] | undefined;

  constructor(code: string, status: number, message: string, params?: Record<string, unknown> | string[]) {
    super(message);
    this.code = code;
    this.status = status;
    this.params = params;
  }
}

/** The error a failed response carries, read from its body when it is the API's error shape. */
export async function errorOf(response: Response): Promise<CalendarApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown; data?: { params?: unknown } };
    if (typeof body.code === 'string') {
      const params = body.data?.params as Record<string, unknown> | string[] | undefined;
      return new CalendarApiError(body.code, response.status, String(body.message ?? body.code), params);
    }
  } catch {
    // Not JSON: a proxy's page, an empty body.
  }
  return new CalendarApiError(
    'client_http_error',
    response.status,
    `HTTP ${response.status} ${response.statusText}`.trim(),
  );
}
