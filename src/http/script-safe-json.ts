import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * Every JSON response (bodies, `json_ld`, errors, cached answers) escapes `/` after `<` as `<\/`, as the original
 * does: a response embedded in `<script type="application/ld+json">` can then never close the tag. In JSON text
 * `<` only occurs inside strings, where `\/` is a valid escape of `/`, so the document is unchanged once parsed.
 */
export const scriptSafeJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get('content-type') ?? '';
  if (res.body === null || !/[/+]json\b/i.test(type)) return;
  const text = await res.text();
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  c.res = undefined;
  c.res = new Response(text.includes('</') ? text.replaceAll('</', '<\\/') : text, {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
};
