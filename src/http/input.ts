import qs from 'qs';
import { ApiError } from './errors';

/** Largest accepted request body (API.md §4). */
export const MAX_BODY_BYTES = 1024 * 1024;

const QS_OPTIONS: qs.IParseOptions = { arrayLimit: 500, parameterLimit: 2000, depth: 5 };

/**
 * Parses a query or form string the way WordPress reads `$_GET`/`$_POST`: `a[]=1&a[]=2` and `a=1&a=2` are lists,
 * `a[0][b]=x` nests.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, QS_OPTIONS) as Record<string, unknown>;
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_BODY_BYTES) throw tooLarge();
  if (bytes.byteLength === 0) return {};
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) {
    const text = new TextDecoder().decode(bytes);
    if (text.trim() === '') return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError('rest_invalid_json');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new ApiError('rest_invalid_json');
    }
    return parsed as Record<string, unknown>;
  }
  if (type === 'application/x-www-form-urlencoded') {
    return parseQueryString(new TextDecoder().decode(bytes));
  }
  if (type === 'multipart/form-data') {
    const form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type')! } })
      .formData()
      .catch(() => {
        throw new ApiError('rest_invalid_param', { params: { body: { key: 'param.invalid' } } });
      });
    const flat = new URLSearchParams();
    for (const [key, value] of form.entries()) if (typeof value === 'string') flat.append(key, value);
    return parseQueryString(flat.toString());
  }
  return {};
}

function tooLarge(): ApiError {
  return new ApiError('rest_request_too_large', { vars: { limit: MAX_BODY_BYTES } });
}

/**
 * The request's parameters: JSON body, else form body, over the query string (WordPress's precedence).
 * Throws 413 over 1 MiB and 400 `rest_invalid_json` for a malformed JSON body.
 */
export async function readRequestInput(request: Request): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  const query = parseQueryString(url.search.slice(1));
  const hasBody = request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await readBody(request) : {};
  return { ...query, ...body };
}
