import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { edgeCache } from '../http/cache/cache';
import { publicCacheControl } from '../http/cache/cache-headers';
import { readInput } from '../http/input/read-input';
import { pageRateLimit, pageRateLimitHeaders } from '../http/rate-limit';
import { discoveryHeaders, discoveryRoot, restApiLink } from '../http/wordpress/tec-discovery';
import { type PageKey, pageTexts } from '../i18n/catalogues/pages';
import { lookup } from '../i18n/lookup';
import { esc, layout, pageCsp } from './pages.markup';

/**
 * @module What every public page goes through (docs/pages.md, "Caching, limits and errors"): the edge cache of
 * public reads (a strong `ETag`, 304s, no D1 read but the data version on a hit), the anonymous rate limit of the
 * visitor's own address (cached answers never count), and errors as localized HTML pages that no cache keeps.
 */

/** Paths that may be framed by any site (the app's other HTML keeps `X-Frame-Options: DENY`). */
export function isFrameablePath(path: string): boolean {
  return /^\/(ca|en|es)\/embed\/?$/i.test(path);
}

/**
 * An HTML answer of a page: its CSP (framing allowed only on the embed), cacheable only when a 200, and the
 * original's discovery headers (`headers` may name the page's own `X-TEC-API-ROOT`).
 */
export function htmlResponse(c: Context<AppEnv>, html: string, status = 200, headers: Record<string, string> = {}) {
  const frameable = isFrameablePath(c.req.path);
  const origin = c.get('origin');
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': pageCsp(frameable ? '*' : "'none'"),
      // An error is never kept: a cache would serve it to every visitor after the cause is gone.
      'Cache-Control': status === 200 ? publicCacheControl(c.var.config) : 'no-store',
      Vary: 'Accept-Encoding',
      ...discoveryHeaders(origin, discoveryRoot(origin, c.get('rootPrefix'))),
      Link: restApiLink(origin, c.get('rootPrefix')),
      ...headers,
    },
  });
}

const TITLES: Partial<Record<number, PageKey>> = {
  400: 'badQueryTitle',
  404: 'notFoundTitle',
  429: 'rateLimitedTitle',
  503: 'unavailableTitle',
};

/** A localized error page: its title, the message (the API's own, for an API error), a way back. */
export function errorPage(
  c: Context<AppEnv>,
  status: number,
  detail: { code?: string; message?: string; retryAfter?: string | null },
): Response {
  const lang = c.get('lang');
  const t = (key: PageKey, vars?: Record<string, string>) => esc(lookup(pageTexts, lang, key, vars));
  const title = lookup(pageTexts, lang, TITLES[status] ?? 'errorTitle');
  const message = detail.message ?? lookup(pageTexts, lang, status === 404 ? 'notFoundText' : 'errorTitle');
  const retry = detail.retryAfter ? ` ${t('tryAgain', { seconds: detail.retryAfter })}` : '';
  const embed = isFrameablePath(c.req.path);
  const body = `<h1>${esc(title)}</h1><p class="error" role="alert"${detail.code ? ` data-code="${esc(detail.code)}"` : ''}>${esc(message)}${retry}</p><p><a href="/${lang}/events/"${embed ? ' target="_top"' : ''}>${t('backToAgenda')}</a></p>`;
  const origin = c.get('origin');
  const apiRoot = discoveryRoot(origin, c.get('rootPrefix'));
  const html = layout({ lang, title, origin, body, embed, apiRoot });
  return htmlResponse(c, html, status, detail.retryAfter ? { 'Retry-After': detail.retryAfter } : {});
}

/** The localized 404 page of an unknown (or not public) slug, or of a page that does not exist. */
export const notFoundPage = (c: Context<AppEnv>) => errorPage(c, 404, {});

/**
 * Turns an error raised anywhere after it (a refused filter, the rate limit, D1 unavailable) into the page's
 * HTML error page, with the status, message and `Retry-After` the API's error renderer gave it.
 */
const pageErrors: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.error) return;
  const failed = c.res;
  const body = (await failed
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string; message?: string };
  const page = errorPage(c, failed.status, { ...body, retryAfter: failed.headers.get('retry-after') });
  c.res = undefined;
  c.res = page;
};

/** The middleware of every page, in order. */
export const pageMiddleware: MiddlewareHandler<AppEnv>[] = [
  pageRateLimitHeaders,
  pageErrors,
  readInput,
  edgeCache,
  pageRateLimit,
];
