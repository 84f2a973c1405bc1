import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * Every JSON response (bodies, `json_ld`, errors, cached answers) escapes `/` after `<` as `<\/`, as the original
 * does: a response embedded in `<script type="application/ld+json">` can then never close the tag. In JSON text
 * `<` only occurs inside strings, where `\/` is a valid escape of `/`, so the document is unchanged once parsed.
 *
 * The escape is applied where the text is made: `c.json` of the request writes it escaped, and the edge cache
 * stores and answers escaped bodies (src/http/cache/cache.ts); both mark their responses. Any other JSON response (one a
 * handler built itself) is read back and escaped on the way out, as before.
 */

const escaped = new WeakSet<Response>();

/** The media type of every JSON answer, with the charset the original names (docs/original.md). */
export const JSON_TYPE = 'application/json; charset=UTF-8';

/** `text` (JSON) with every `</` written `<\/`. */
export function scriptSafeText(text: string): string {
  return text.includes('</') ? text.replaceAll('</', '<\\/') : text;
}

/** Records that `response`'s body is script-safe JSON already. */
export function markScriptSafe(response: Response): Response {
  escaped.add(response);
  return response;
}

/** Whether `response` was marked script-safe. */
export function isScriptSafe(response: Response): boolean {
  return escaped.has(response);
}

/** `c.json`, writing escaped text and marking its response. */
function scriptSafeJsonOf(c: Context<AppEnv>): Context<AppEnv>['json'] {
  // Hono's own `json` (JSON.stringify, then `body` with a default JSON content type), escaped.
  const body = c.body as (data: string, arg?: unknown, headers?: Record<string, string>) => Response;
  return ((object: unknown, arg?: unknown, headers?: Record<string, string>) =>
    markScriptSafe(
      body(scriptSafeText(JSON.stringify(object)), arg, { 'Content-Type': JSON_TYPE, ...headers }),
    )) as Context<AppEnv>['json'];
}

export const scriptSafeJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.json = scriptSafeJsonOf(c);
  await next();
  const res = c.res;
  if (res.body === null || escaped.has(res)) return;
  const type = res.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(type)) return;
  const text = await res.text();
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  c.res = undefined;
  c.res = new Response(scriptSafeText(text), { status: res.status, statusText: res.statusText, headers });
};
