import qs from 'qs';
import { ApiError, invalidParam } from '../errors';
import { decodeComponent, formBodyText, jsonBodyText, paramWithInvalidText } from './input-text';

/** Largest accepted request body (docs/api.md#requests-and-responses). */
export const MAX_BODY_BYTES = 1024 * 1024;

const QS_OPTIONS: qs.IParseOptions = {
  arrayLimit: 500,
  parameterLimit: 2000,
  depth: 5,
  decoder: (text: string) => decodeComponent(text),
};

/**
 * Parses a query or form string the way WordPress reads `$_GET`/`$_POST`: `a[]=1&a[]=2` and `a=1&a=2` are lists,
 * `a[0][b]=x` nests.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, QS_OPTIONS) as Record<string, unknown>;
}

async function readBody(request: Request, timeoutSeconds: number): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  // Over the limit, the body is left unread: the Worker's entry drains it after the answer (src/http/input/body-drain.ts).
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const bytes = await readLimited(request, timeoutSeconds);
  if (bytes.byteLength === 0) return {};
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) {
    const text = jsonBodyText(bytes);
    if (text === null) throw new ApiError('rest_invalid_json');
    if (text.trim() === '') return {};
    if (nestingExceeds(text, MAX_JSON_DEPTH)) throw new ApiError('rest_invalid_json');
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
    return parseQueryString(formBodyText(bytes));
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

/**
 * The body's bytes, read chunk by chunk: a chunked or lying body larger than the limit gets its 413 as soon as the
 * limit is passed, without buffering the rest (which the Worker's entry drains after the answer:
 * src/http/input/body-drain.ts), and a body still arriving after `timeoutSeconds` its 408 (a slow client cannot hold the
 * request open; the stream is cancelled).
 */
export async function readLimited(request: Request, timeoutSeconds: number): Promise<Uint8Array> {
  const body = request.body;
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutSeconds * 1000);
  });
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), deadline]);
      if (read === 'timeout') {
        await reader.cancel().catch(() => undefined);
        throw new ApiError('rest_request_timeout', { vars: { seconds: timeoutSeconds } });
      }
      const { done, value } = read;
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        // The rest is drained after the answer (src/http/input/body-drain.ts), not cancelled under a sender.
        reader.releaseLock();
        throw tooLarge();
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Deepest accepted nesting of a JSON body: deeper documents only serve to exhaust the stack of whoever walks them. */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text nests arrays/objects deeper than `limit`, by one scan that skips string contents. */
export function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* backslash */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 || ch === 123 /* [ { */) {
      if (++depth > limit) return true;
    } else if (ch === 93 || ch === 125 /* ] } */) depth--;
  }
  return false;
}

function tooLarge(): ApiError {
  return new ApiError('rest_request_too_large', { vars: { limit: MAX_BODY_BYTES } });
}

/**
 * The request's parameters: JSON body, else form body, over the query string (WordPress's precedence).
 * Throws 413 over 1 MiB, 408 when the body takes longer than `bodyTimeoutSeconds` to arrive, 400
 * `rest_invalid_json` for a malformed JSON body, and 400 naming the parameter for text that is not acceptable
 * (control characters, lone surrogates, bytes that are not UTF-8: `input-text.ts`).
 */
export async function readRequestInput(request: Request, bodyTimeoutSeconds: number): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  const query = parseQueryString(url.search.slice(1));
  const hasBody = request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await readBody(request, bodyTimeoutSeconds) : {};
  const input = { ...query, ...body };
  const bad = paramWithInvalidText(input);
  if (bad !== null) throw invalidParam(bad.param, bad.key);
  return input;
}
