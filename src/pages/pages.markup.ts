import { NAMESPACE } from '../http/path';
import { discoveryRoot, TEC_API_VERSION } from '../http/wordpress/tec-discovery';
import { type PageKey, pageTexts } from '../i18n/catalogues/pages';
import type { Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';

/** Bump when the stylesheet (`/pages.css`) changes: pages ask for `/pages.css?v=<version>`, so browsers fetch the new one. */
export const PAGES_VERSION = '3';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const LANGUAGE_NAMES: Record<Lang, string> = { ca: 'Català', en: 'English', es: 'Español' };

/** Content-Security-Policy of the pages: everything from this origin only; `frameAncestors` for the embed page. */
export function pageCsp(frameAncestors: string, extra = ''): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    'img-src * data:',
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    extra,
  ]
    .filter(Boolean)
    .join('; ');
}

export interface Layout {
  lang: Lang;
  title: string;
  /** The service's origin (the footer's feed link). */
  origin: string;
  /** Absolute URL of this page in each language, for `<link rel="alternate" hreflang>`. */
  alternates?: Partial<Record<Lang, string>>;
  head?: string;
  body: string;
  /** The REST URL this page is about (discovery, src/http/wordpress/tec-discovery.ts); default the language's REST root. */
  apiRoot?: string;
  /** The embed page: no site header and footer. */
  embed?: boolean;
  scripts?: string[];
}

/**
 * A whole page: landmarks (header, nav, main, footer), a skip link, the language alternates. The footer is for
 * visitors (the calendar's feed); the widget configurator and the API reference are linked from the docs.
 */
export function layout(page: Layout): string {
  const t = (key: PageKey) => esc(lookup(pageTexts, page.lang, key));
  const alternates = Object.entries(page.alternates ?? {})
    .map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${esc(href)}">`)
    .join('\n');
  const others = Object.entries(page.alternates ?? {})
    .filter(([lang]) => lang !== page.lang)
    .map(
      ([lang, href]) =>
        `<li><a href="${esc(href)}" hreflang="${lang}" lang="${lang}">${LANGUAGE_NAMES[lang as Lang]}</a></li>`,
    )
    .join('');
  const apiRoot = page.apiRoot ?? discoveryRoot(page.origin, `/${page.lang}`);
  const discovery = `<meta name="tec-api-version" content="${TEC_API_VERSION}">
<meta name="tec-api-origin" content="${esc(page.origin)}">
<link rel="alternate" href="${esc(apiRoot)}">`;
  const scripts = (page.scripts ?? []).map((src) => `<script type="module" src="${esc(src)}"></script>`).join('');
  const feed = `${page.origin.replace(/^https?:/, 'webcal:')}/${page.lang}/${NAMESPACE}/events.ics`;
  const header = page.embed
    ? ''
    : `<a class="skip" href="#main">${esc(page.title)}</a>
<header class="site"><a class="brand" href="/${page.lang}/events/">${t('agenda')}</a>${
        others ? `<nav aria-label="${t('languages')}"><ul>${others}</ul></nav>` : ''
      }</header>`;
  const footer = page.embed
    ? ''
    : `<footer class="site"><a href="${esc(feed)}" type="text/calendar">${t('subscribeAll')}</a></footer>`;
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${esc(page.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/pages.css?v=${PAGES_VERSION}">
${alternates}
${discovery}
${page.head ?? ''}${scripts}
</head>
<body${page.embed ? ' class="embed"' : ''}>
${header}
<main id="main">
${page.body}
</main>
${footer}
</body>
</html>
`;
}
