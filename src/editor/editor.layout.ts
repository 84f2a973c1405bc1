import type { SessionUser } from '../auth/sessions';
import { type EditorKey, editorTexts } from '../i18n/catalogues/editor';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { lookup, type TextVars } from '../i18n/lookup';
import { esc, LANGUAGE_NAMES, PAGES_VERSION } from '../pages';
import { tokenField } from './editor.forms';
import { htmlPage } from './editor.http';
import type { EditorRequest } from './editor.types';

/**
 * @module The frame of every editor page (docs/editor.md, "Pages"): the public pages' stylesheet and helpers
 * (src/pages/) plus the editor's own stylesheet and module script (`/editor.css`, `/editor.js`, static assets built
 * by scripts/editor-build.mjs), landmarks and a skip link, the sections, the signed-in user with the **Sign out**
 * button, and the switcher to the same screen in the other interface languages.
 */

/** Bump when `editor-browser/` changes: pages ask for `/editor.js?v=<version>`, so browsers fetch the new one. */
export const EDITOR_ASSETS_VERSION = '2';

/** A text of the editor's catalogue in `lang`, HTML-escaped (to write into markup). */
export function t(lang: Lang, key: EditorKey, vars?: TextVars): string {
  return esc(lookup(editorTexts, lang, key, vars));
}

/** A text of the editor's catalogue in `lang`, as it is (for the form helpers, which escape what they draw). */
export function text(lang: Lang, key: EditorKey, vars?: TextVars): string {
  return lookup(editorTexts, lang, key, vars);
}

/** The sections of the navigation: catalogue key, path under `/{lang}/admin`, and whether only administrators see it. */
const SECTIONS: readonly [EditorKey, string, boolean][] = [
  ['navEvents', '/', false],
  ['navVenues', '/venues/', false],
  ['navOrganizers', '/organizers/', false],
  ['navCategories', '/categories/', false],
  ['navTags', '/tags/', false],
  ['navPeople', '/people/', true],
];

export interface EditorPage {
  lang: Lang;
  title: string;
  body: string;
  /** The signed-in user (the navigation and **Sign out** are shown only then). */
  user: SessionUser | null;
  /** The anti-forgery token of the **Sign out** form. */
  token: string;
  /** The path of this page under `/{lang}/admin` and its query, for the language switcher (`/people/`). */
  path: string;
  query?: string;
  /** The section the page belongs to (its link is marked `aria-current`). */
  section?: EditorKey;
}

/** The same screen in the other interface languages. */
function languageSwitcher(page: EditorPage): string {
  const query = page.query ? `?${page.query}` : '';
  const items = LANGUAGES.filter((lang) => lang !== page.lang)
    .map(
      (lang) =>
        `<li><a href="${esc(`/${lang}/admin${page.path}${query}`)}" hreflang="${lang}" lang="${lang}">${LANGUAGE_NAMES[lang]}</a></li>`,
    )
    .join('');
  return `<nav class="languages" aria-label="${t(page.lang, 'interfaceLanguage')}"><ul>${items}</ul></nav>`;
}

function sections(page: EditorPage, user: SessionUser): string {
  const items = SECTIONS.filter(([, , adminOnly]) => !adminOnly || user.role === 'administrator')
    .map(([key, path]) => {
      const current = key === page.section ? ' aria-current="page"' : '';
      return `<li><a href="/${page.lang}/admin${path}"${current}>${t(page.lang, key)}</a></li>`;
    })
    .join('');
  return `<nav class="sections" aria-label="${t(page.lang, 'sections')}"><ul>${items}</ul></nav>`;
}

function account(page: EditorPage, user: SessionUser): string {
  const role = lookup(editorTexts, page.lang, `role.${user.role}`);
  return `<div class="account"><span>${t(page.lang, 'signedInAs', { name: user.name, role })}</span>
<form method="post" action="/${page.lang}/admin/sign-out">${tokenField(page.token)}<button type="submit" class="secondary">${t(page.lang, 'signOut')}</button></form></div>`;
}

/** A whole editor page. */
export function editorLayout(page: EditorPage): string {
  const { lang, user } = page;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${esc(page.title)} · ${t(lang, 'brand')}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/pages.css?v=${PAGES_VERSION}">
<link rel="stylesheet" href="/editor.css?v=${EDITOR_ASSETS_VERSION}">
<script type="module" src="/editor.js?v=${EDITOR_ASSETS_VERSION}"></script>
</head>
<body class="editor">
<a class="skip" href="#main">${t(lang, 'skip')}</a>
<header class="site editor-bar">
<a class="brand" href="/${lang}/admin/">${t(lang, 'brand')}</a>
${user ? sections(page, user) : ''}
${user ? account(page, user) : ''}
${languageSwitcher(page)}
</header>
<main id="main">
${page.body}
</main>
</body>
</html>
`;
}

/** A screen's page for `request`: the layout around `page`'s body, as an HTML answer. */
export function screenPage(
  request: EditorRequest,
  page: Omit<EditorPage, 'lang' | 'user' | 'token'>,
  status = 200,
): Response {
  const { lang, user, token } = request;
  return htmlPage(editorLayout({ lang, user, token, ...page }), status);
}
