import { type PageKey, pageTexts } from '../i18n/catalogues/pages';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';

/** Bump when the markup or stylesheet of the pages changes, so cached pages (ETag) are not reused. */
export const PAGES_VERSION = '1';

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

/** The stylesheet of every page (served at `/pages.css`): no inline styles, so a strict CSP holds. */
export const PAGES_CSS = `:root{color-scheme:light;--accent:#0b57d0;--muted:#555}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1a1a1a;background:#fff}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #f0b400;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
header.site,footer.site{padding:.75rem 1.25rem;background:#f4f4f6;border-bottom:1px solid #ddd}
footer.site{border-top:1px solid #ddd;border-bottom:0;font-size:.9rem}
header.site nav ul,footer.site ul{list-style:none;margin:0;padding:0;display:flex;gap:1rem;flex-wrap:wrap}
main{max-width:48rem;margin:0 auto;padding:1rem 1.25rem 2rem}
h1{line-height:1.2}
.meta dt{font-weight:600;margin-top:.75rem}.meta dd{margin:0}
.events{list-style:none;margin:0;padding:0}
.events li{padding:.75rem 0;border-bottom:1px solid #e2e2e2}
.events h2,.events h3{margin:0;font-size:1.1rem}
.events p{margin:.15rem 0;color:var(--muted)}
.actions{display:flex;flex-wrap:wrap;gap:.5rem 1rem;padding:0;list-style:none}
.pager{display:flex;gap:1rem;margin-top:1rem}
img.hero{max-width:100%;height:auto}
.error{border-left:4px solid #b3261e;padding:.5rem 1rem;background:#fdecea}
body.embed main{max-width:none;padding:.5rem}
form.config{display:grid;gap:.6rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}
form.config label{display:flex;flex-direction:column;font-size:.9rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
textarea.snippet{width:100%;min-height:6rem;font-family:ui-monospace,monospace}
`;

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
  /** Absolute URL of this page in each language, for `<link rel="alternate" hreflang>`. */
  alternates?: Partial<Record<Lang, string>>;
  head?: string;
  body: string;
  /** The embed page: no site header and footer. */
  embed?: boolean;
  scripts?: string[];
}

/** A whole page: landmarks (header, nav, main, footer), a skip link, the language alternates. */
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
  const scripts = (page.scripts ?? []).map((src) => `<script type="module" src="${esc(src)}"></script>`).join('');
  const header = page.embed
    ? ''
    : `<a class="skip" href="#main">${esc(page.title)}</a>
<header class="site"><nav aria-label="${t('agenda')}"><ul><li><a href="/${page.lang}/events/">${t('agenda')}</a></li>${
        others ? others : ''
      }</ul></nav></header>`;
  const footer = page.embed
    ? ''
    : `<footer class="site"><ul><li><a href="/${page.lang}/widget">${t('widgetTitle')}</a></li><li><a href="/${page.lang}/docs">${t('apiDocs')}</a></li></ul></footer>`;
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/pages.css?v=${PAGES_VERSION}">
${alternates}
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

export { LANGUAGES };
