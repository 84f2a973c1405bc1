import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { NAMESPACE } from '../../http/path';
import { type PageKey, pageTexts } from '../../i18n/catalogues/pages';
import { LANGUAGES, type Lang } from '../../i18n/languages';
import { lookup } from '../../i18n/lookup';
import { listInputOf, readFilterChoices } from '../../resources/events';
import { htmlResponse } from '../pages.guard';
import { esc, LANGUAGE_NAMES, layout } from '../pages.markup';
import { pageScope } from '../pages.view';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The widget's text and number attributes, as the configurator's form fields (same names as the attributes); a
 * value its field would not take (`per-page="abc"`, `refresh="-5"`) is left out of the snippets rather than given to
 * sites as a widget that shows an error or never refreshes.
 */
const FIELDS: { name: string; label: PageKey; type: string; min?: number; valid?: (value: string) => boolean }[] = [
  { name: 'search', label: 'widgetSearch', type: 'search' },
  { name: 'tags', label: 'widgetTags', type: 'text' },
  { name: 'start-date', label: 'widgetStart', type: 'date', valid: (v) => DAY.test(v) },
  { name: 'end-date', label: 'widgetEnd', type: 'date', valid: (v) => DAY.test(v) },
  { name: 'per-page', label: 'widgetPerPage', type: 'number', min: 1, valid: (v) => /^[1-9]\d{0,5}$/.test(v) },
  // `0` turns polling off (docs/widget.md).
  { name: 'refresh', label: 'widgetRefresh', type: 'number', min: 0, valid: (v) => /^\d{1,6}$/.test(v) },
];

const LAYOUTS = [
  ['list', 'layoutList'],
  ['compact', 'layoutCompact'],
  ['month', 'layoutMonth'],
  ['week', 'layoutWeek'],
] as const;

const ZONES = [
  ['event', 'zoneEvent'],
  ['viewer', 'zoneViewer'],
] as const;

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`;

/**
 * `/{lang}/widget`: the configurator. A plain GET form (no script needed): the server renders a live preview of
 * the chosen layout (the real widget, loaded from `/widget.js`) and the snippets to copy: the element, and an
 * iframe of the embed with the small script that makes it as tall as its content (`/embed.js`).
 */
export async function configuratorPage(c: Context<AppEnv>, lang: Lang): Promise<Response> {
  const t = (key: PageKey) => esc(lookup(pageTexts, lang, key));
  const query = new URL(c.req.url).searchParams;
  const origin = c.get('origin');
  const choices = await readFilterChoices(pageScope(c), listInputOf({}));
  const widgetLang = (LANGUAGES as readonly string[]).includes(query.get('lang') ?? '')
    ? (query.get('lang') as Lang)
    : lang;
  const attrs: [string, string][] = [['src', `${origin}/${widgetLang}/${NAMESPACE}`]];
  const picked = (name: string, list: { value: string }[]) => {
    const value = query.get(name) ?? '';
    return list.some((choice) => choice.value === value) ? value : '';
  };
  for (const [name, list] of [
    ['categories', choices.categories],
    ['venue', choices.venues],
    ['organizer', choices.organizers],
  ] as const) {
    const value = picked(name, list);
    if (value) attrs.push([name, value]);
  }
  for (const field of FIELDS) {
    const value = query.get(field.name)?.trim();
    if (value && (field.valid?.(value) ?? true)) attrs.push([field.name, value.slice(0, 200)]);
  }
  if (query.get('featured') === '1') attrs.push(['featured', '1']);
  const layoutChoice = LAYOUTS.find(([value]) => value === query.get('layout'))?.[0] ?? 'list';
  if (layoutChoice !== 'list') attrs.push(['layout', layoutChoice]);
  const zone = query.get('time-zone') === 'viewer' ? 'viewer' : 'event';
  if (zone !== 'event') attrs.push(['time-zone', zone]);
  if (widgetLang === 'en' && c.var.config.weekStart === 'sunday') attrs.push(['week-start', 'sunday']);
  const attrText = attrs.map(([name, value]) => ` ${name}="${esc(value)}"`).join('');
  const snippet = `<script type="module" src="${origin}/widget.js"></script>\n<calendar-events${attrs
    .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('')}></calendar-events>`;
  const embedQuery = new URLSearchParams();
  for (const [name, value] of attrs) {
    if (['src', 'refresh', 'time-zone', 'week-start'].includes(name)) continue;
    embedQuery.set(name.replace('-', '_'), value);
  }
  const eq = embedQuery.toString();
  const iframe = `<iframe src="${origin}/${widgetLang}/embed${eq ? `?${eq}` : ''}" title="${lookup(
    pageTexts,
    widgetLang,
    'agenda',
  )}" width="100%" height="600" loading="lazy"></iframe>\n<script src="${origin}/embed.js" defer></script>`;
  const field = (f: (typeof FIELDS)[number]) =>
    `<label>${t(f.label)}<input name="${f.name}" type="${f.type}" value="${esc(query.get(f.name) ?? '')}"${
      f.min === undefined ? '' : ` min="${f.min}"`
    }></label>`;
  const pickerOf = (name: string, label: PageKey, list: { value: string; name: string }[]) =>
    `<label>${t(label)}<select name="${name}">${option('', lookup(pageTexts, lang, 'filterAny'), false)}${list
      .map((choice) => option(choice.value, choice.name, choice.value === picked(name, list)))
      .join('')}</select></label>`;
  const body = `<h1>${t('widgetTitle')}</h1>
<p>${t('widgetIntro')}</p>
<section aria-labelledby="filters"><h2 id="filters">${t('widgetFilters')}</h2>
<form class="config" method="get" action="/${lang}/widget">
<label>${t('widgetLanguage')}<select name="lang">${LANGUAGES.map((l) => option(l, LANGUAGE_NAMES[l], l === widgetLang)).join('')}</select></label>
<label>${t('widgetLayout')}<select name="layout">${LAYOUTS.map(([value, label]) => option(value, lookup(pageTexts, lang, label), value === layoutChoice)).join('')}</select></label>
${pickerOf('categories', 'widgetCategories', choices.categories)}
${pickerOf('venue', 'widgetVenue', choices.venues)}
${pickerOf('organizer', 'widgetOrganizer', choices.organizers)}
${FIELDS.map(field).join('\n')}
<label>${t('widgetTimeZone')}<select name="time-zone">${ZONES.map(([value, label]) => option(value, lookup(pageTexts, lang, label), value === zone)).join('')}</select></label>
<label class="check"><input type="checkbox" name="featured" value="1"${query.get('featured') === '1' ? ' checked' : ''}> ${t('widgetFeatured')}</label>
<div><button type="submit">${t('widgetApply')}</button></div>
</form></section>
<section aria-labelledby="preview"><h2 id="preview">${t('widgetPreview')}</h2>
<div class="preview"><calendar-events${attrText}><p><a href="/${widgetLang}/events/">${esc(lookup(pageTexts, widgetLang, 'agenda'))}</a></p></calendar-events></div>
</section>
<section aria-labelledby="snippet"><h2 id="snippet">${t('widgetSnippet')}</h2>
<label for="snippet-code" class="visually-hidden">${t('widgetSnippet')}</label>
<textarea id="snippet-code" class="snippet" readonly>${esc(snippet)}</textarea>
<h3>${t('widgetIframe')}</h3>
<p>${t('widgetIframeHelp')}</p>
<label for="iframe-code" class="visually-hidden">${t('widgetIframe')}</label>
<textarea id="iframe-code" class="snippet" readonly>${esc(iframe)}</textarea>
</section>`;
  const html = layout({
    lang,
    title: lookup(pageTexts, lang, 'widgetTitle'),
    origin,
    alternates: Object.fromEntries(LANGUAGES.map((l) => [l, `${origin}/${l}/widget`])),
    body,
    scripts: ['/widget.js'],
  });
  return htmlResponse(c, html);
}
