import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { NAMESPACE } from '../http/path';
import { type DocKey, docTexts } from '../i18n/catalogues/docs';
import { pageTexts } from '../i18n/catalogues/pages';
import { scalarCatalan } from '../i18n/catalogues/scalar/ca';
import { scalarClientCatalan } from '../i18n/catalogues/scalar-client/ca';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';

/** Where the reference renderer's bundle is served from (Workers static assets, see `scripts/docs-assets.mjs`). */
export const RENDERER_PATH = '/docs-assets/scalar/standalone.js';

const CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
].join('; ');

const LANGUAGE_NAMES: Record<Lang, string> = { ca: 'Català', en: 'English', es: 'Español' };

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

/** JSON for an inline `<script>`: `<` escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The interactive API reference of one language root (`/{lang}/docs`, `/docs` for the default root): the page
 * chrome in that language, and Scalar's renderer reading that root's `/doc`, whose descriptions are in the same
 * language. Everything is served by this service: no CDN, no web fonts, no telemetry.
 */
export function docsPage(c: Context<AppEnv>): Response {
  const lang = c.get('rootLang');
  const prefix = c.get('rootPrefix');
  const t = (key: DocKey) => escapeHtml(lookup(docTexts, lang, key));
  const specUrl = `${prefix}/${NAMESPACE}/doc`;
  const indexUrl = `${prefix}/${NAMESPACE}`;
  // Calendar apps subscribe to `webcal://` links (src/resources/events/ical).
  const feedUrl = `${c.get('origin').replace(/^https?:/, 'webcal:')}${prefix}/${NAMESPACE}/events.ics`;
  const others = LANGUAGES.filter((other) => other !== lang)
    .map((other) => `<a href="/${other}/docs" hreflang="${other}" lang="${other}">${LANGUAGE_NAMES[other]}</a>`)
    .join(' · ');
  const alternates = LANGUAGES.map((other) => `<link rel="alternate" hreflang="${other}" href="/${other}/docs">`).join(
    '\n    ',
  );
  const config = {
    url: specUrl,
    withDefaultFonts: false,
    telemetry: false,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
    // Its "Open API Client" button leads to client.scalar.com; "Test request" opens the same client in the page.
    hideClientButton: true,
    // Scalar's own labels, the request window's included: built in for English and Spanish, from our catalogues
    // for Catalan (Scalar has no Catalan locale).
    localization:
      lang === 'ca'
        ? { locale: 'ca', translations: { ...scalarCatalan, apiClient: scalarClientCatalan } }
        : { locale: lang },
  };
  const html = `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${t('page.title')}</title>
    <link rel="icon" href="data:,">
    ${alternates}
    <style>
      body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
      .docs-bar { display: flex; flex-wrap: wrap; gap: .25rem 1.5rem; align-items: baseline; padding: .6rem 1.25rem;
        border-bottom: 1px solid #ddd; background: #fafafa; font-size: .9rem; }
      .docs-bar strong { font-size: 1rem; }
      .docs-bar nav a { color: #0b57d0; }
      /* The renderer's "Powered by Scalar" footer links to scalar.com: nothing on this page needs the internet. */
      .darklight-reference a[href*="//www.scalar.com"] { display: none; }
    </style>
  </head>
  <body>
    <header class="docs-bar">
      <strong>${t('doc.title')}</strong>
      <span>${t('page.intro')}</span>
      <nav aria-label="${t('page.languages')}">${t('page.languages')}: ${others}</nav>
      <nav><a href="${specUrl}">${t('page.spec')}</a> · <a href="${indexUrl}">${t('page.index')}</a> · <a href="${feedUrl}">${t('page.calendar_feed')}</a> · <a href="/${lang}/events/">${escapeHtml(lookup(pageTexts, lang, 'agenda'))}</a> · <a href="/${lang}/widget">${escapeHtml(lookup(pageTexts, lang, 'widgetTitle'))}</a></nav>
    </header>
    <noscript>${t('page.noscript')} <a href="${specUrl}">${specUrl}</a></noscript>
    <div id="scalar-reference"></div>
    <script src="${RENDERER_PATH}"></script>
    <script>Scalar.createApiReference('#scalar-reference', ${scriptJson(config)});</script>
  </body>
</html>
`;
  // Nothing leaves the service: the renderer's web fonts (which it requests even with `withDefaultFonts: false`)
  // and any other third-party request are refused by the browser itself.
  c.header('Content-Security-Policy', CSP);
  c.header('Cache-Control', 'public, max-age=300');
  c.header('Content-Language', lang);
  return c.html(html);
}
