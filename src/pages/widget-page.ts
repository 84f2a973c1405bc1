import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { NAMESPACE } from '../http/path';
import { type PageKey, pageTexts } from '../i18n/catalogues/pages';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { lookup } from '../i18n/lookup';
import { esc, LANGUAGE_NAMES, layout, pageCsp } from './pages.markup';

/** The widget's filter attributes, as the configurator's form fields (same names as the attributes). */
const FIELDS: { name: string; label: PageKey; type: string }[] = [
  { name: 'search', label: 'widgetSearch', type: 'search' },
  { name: 'categories', label: 'widgetCategories', type: 'text' },
  { name: 'tags', label: 'widgetTags', type: 'text' },
  { name: 'venue', label: 'widgetVenue', type: 'text' },
  { name: 'organizer', label: 'widgetOrganizer', type: 'text' },
  { name: 'start-date', label: 'widgetStart', type: 'date' },
  { name: 'end-date', label: 'widgetEnd', type: 'date' },
  { name: 'per-page', label: 'widgetPerPage', type: 'number' },
  { name: 'refresh', label: 'widgetRefresh', type: 'number' },
];

/**
 * `/{lang}/widget`: the configurator. A plain GET form (no script needed): the server renders the preview with the
 * chosen attributes and the snippet to copy; the preview itself is the real widget loaded from `/widget.js`.
 */
export function configuratorPage(c: Context<AppEnv>, lang: Lang): Response {
  const t = (key: PageKey) => esc(lookup(pageTexts, lang, key));
  const query = new URL(c.req.url).searchParams;
  const origin = c.get('origin');
  const widgetLang = (LANGUAGES as readonly string[]).includes(query.get('lang') ?? '')
    ? (query.get('lang') as Lang)
    : lang;
  const attrs: [string, string][] = [['src', `${origin}/${widgetLang}/${NAMESPACE}`]];
  for (const field of FIELDS) {
    const value = query.get(field.name)?.trim();
    if (value) attrs.push([field.name, value.slice(0, 200)]);
  }
  if (query.get('featured') === '1') attrs.push(['featured', '1']);
  const layoutChoice = query.get('layout') === 'compact' ? 'compact' : 'list';
  if (layoutChoice !== 'list') attrs.push(['layout', layoutChoice]);
  const zone = query.get('time-zone') === 'viewer' ? 'viewer' : 'event';
  if (zone !== 'event') attrs.push(['time-zone', zone]);
  const attrText = attrs.map(([name, value]) => ` ${name}="${esc(value)}"`).join('');
  const snippet = `<script type="module" src="${origin}/widget.js"></script>\n<calendar-events${attrs
    .map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`)
    .join('')}></calendar-events>`;
  const filterQuery = new URLSearchParams();
  for (const [name, value] of attrs) {
    if (name === 'src' || name === 'refresh' || name === 'layout' || name === 'time-zone') continue;
    filterQuery.set(name.replace('-', '_'), value);
  }
  const fq = filterQuery.toString();
  const iframe = `<iframe src="${origin}/${widgetLang}/embed${fq ? `?${fq}` : ''}" title="${lookup(
    pageTexts,
    widgetLang,
    'agenda',
  )}" width="100%" height="600" loading="lazy"></iframe>`;
  const field = (f: (typeof FIELDS)[number]) =>
    `<label>${t(f.label)}<input name="${f.name}" type="${f.type}" value="${esc(query.get(f.name) ?? '')}"${
      f.type === 'number' ? ' min="1"' : ''
    }></label>`;
  const option = (value: string, label: string, selected: boolean) =>
    `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`;
  const body = `<h1>${t('widgetTitle')}</h1>
<p>${t('widgetIntro')}</p>
<section aria-labelledby="filters"><h2 id="filters">${t('widgetFilters')}</h2>
<form class="config" method="get" action="/${lang}/widget">
<label>${t('widgetLanguage')}<select name="lang">${LANGUAGES.map((l) => option(l, LANGUAGE_NAMES[l], l === widgetLang)).join('')}</select></label>
${FIELDS.map(field).join('\n')}
<label>${t('widgetLayout')}<select name="layout">${option('list', 'list', layoutChoice === 'list')}${option('compact', 'compact', layoutChoice === 'compact')}</select></label>
<label>${t('widgetTimeZone')}<select name="time-zone">${option('event', 'event', zone === 'event')}${option('viewer', 'viewer', zone === 'viewer')}</select></label>
<label><span>${t('widgetFeatured')}</span><input type="checkbox" name="featured" value="1"${query.get('featured') === '1' ? ' checked' : ''}></label>
<div><button type="submit">${t('widgetApply')}</button></div>
</form></section>
<section aria-labelledby="preview"><h2 id="preview">${t('widgetPreview')}</h2>
<calendar-events${attrText}><p><a href="/${widgetLang}/events/${fq ? `?${fq}` : ''}">${esc(lookup(pageTexts, widgetLang, 'agenda'))}</a></p></calendar-events>
</section>
<section aria-labelledby="snippet"><h2 id="snippet">${t('widgetSnippet')}</h2>
<label for="snippet-code" class="visually-hidden">${t('widgetSnippet')}</label>
<textarea id="snippet-code" class="snippet" readonly>${esc(snippet)}</textarea>
<h3>${t('widgetIframe')}</h3>
<label for="iframe-code" class="visually-hidden">${t('widgetIframe')}</label>
<textarea id="iframe-code" class="snippet" readonly>${esc(iframe)}</textarea>
</section>`;
  const html = layout({
    lang,
    title: lookup(pageTexts, lang, 'widgetTitle'),
    alternates: Object.fromEntries(LANGUAGES.map((l) => [l, `${origin}/${l}/widget`])),
    body,
    scripts: ['/widget.js'],
  });
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': pageCsp("'none'"),
      'Cache-Control': 'public, max-age=300',
    },
  });
}
