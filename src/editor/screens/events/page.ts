import type { Lang } from '../../../i18n/languages';
import { esc } from '../../../pages';
import { versionField } from '../../editor.bridge';
import type { FieldErrors } from '../../editor.forms';
import { notice, tokenField } from '../../editor.forms';
import { screenPage } from '../../editor.layout';
import type { EditorRequest } from '../../editor.types';
import { removeTranslationForm, textLanguageNav, withTextLanguage } from '../kit/languages';
import { type ContentKey, say, sayCount, sayText } from '../kit/texts';
import { eventForm } from './form';
import type { Choices, LoadedEvent } from './load';
import { seriesDatesSection, seriesLink } from './series';
import type { EventValues } from './values';

/**
 * @module The page of an event (docs/editor.md, "The event form"): its heading, the text-language control, the
 * notice of what was just done or the refusal of a save, the form, and apart from it the buttons that trash the
 * event (cancel a date of a series) and remove a translation; a series lists its dates.
 */

/** The labels of the form's fields, for the summary of a refused save. */
export function fieldLabels(lang: Lang): Record<string, string> {
  const keys: [string, ContentKey][] = [
    ['title', 'title'],
    ['description', 'description'],
    ['excerpt', 'excerpt'],
    ['start_date', 'start'],
    ['end_date', 'end'],
    ['all_day', 'allDay'],
    ['timezone', 'timezone'],
    ['recurrence', 'repeat'],
    ['venue', 'venue'],
    ['organizer', 'organizers'],
    ['categories', 'categories'],
    ['tags', 'tags'],
    ['cost', 'cost'],
    ['website', 'website'],
    ['image', 'image'],
    ['featured', 'featured'],
    ['sticky', 'sticky'],
    ['hide_from_listings', 'hideFromListings'],
    ['status', 'status'],
    ['password', 'password'],
    ['author', 'author'],
    ['scope', 'applyTo'],
  ];
  return Object.fromEntries(keys.map(([name, key]) => [name, sayText(lang, key)]));
}

export interface EventPageState {
  request: EditorRequest;
  id?: number;
  loaded?: LoadedEvent;
  values: EventValues;
  errors: FieldErrors;
  /** The refusal of a save (its summary, or the newer change it would have overwritten). */
  refusal: string;
  textLang: Lang;
  choices: Choices;
  version: string;
  authors: { id: number; name: string }[];
}

const NOTICES: [string, ContentKey][] = [
  ['saved', 'saved'],
  ['created', 'created'],
  ['restored', 'restored'],
  ['translation-removed', 'translationRemoved'],
  ['date-cancelled', 'dateCancelled'],
];

/** The event page as a response. */
export async function eventPage(state: EventPageState, answerStatus = 200): Promise<Response> {
  const { request, loaded, textLang } = state;
  const { lang } = request;
  const info = loaded?.info;
  const path = state.id ? `/events/${state.id}` : '/events/new';
  const occurrence = info?.type === 'event' && loaded?.item?.occurrence_start != null;
  const seriesId = Number(loaded?.item?.series_id ?? 0);
  const heading = !info
    ? say(lang, 'newEvent')
    : info.type === 'series'
      ? say(lang, 'editSeries')
      : occurrence
        ? say(lang, 'editDate')
        : say(lang, 'editEvent');
  const title = info?.title ? `<p class="item-title">${esc(info.title)}</p>` : '';
  const notices = NOTICES.filter(([flag]) => request.query.get(flag))
    .map(([, key]) => notice(sayText(lang, key)))
    .join('');
  const present = (info?.langs ?? '').split(',').filter(Boolean);
  const nav = textLanguageNav(request, {
    path,
    current: textLang,
    original: info?.originalLang as Lang | undefined,
    present,
  });
  const preview = state.id
    ? `<a class="button secondary" href="${esc(withTextLanguage(request, `${path}/preview`, textLang))}" target="_blank" rel="noopener">${say(lang, 'preview')}<span class="visually-hidden"> ${say(lang, 'opensNewTab')}</span></a>`
    : '';
  const form = eventForm(
    {
      request,
      values: state.values,
      errors: state.errors,
      action: withTextLanguage(request, path, textLang),
      version: state.version,
      textLang,
      original: loaded?.original,
      newText: Boolean(info) && !loaded?.ownText,
      isNew: !info,
      occurrence,
      status: info?.status,
      locked: info?.locked ?? false,
      found: state.choices.found,
      categories: state.choices.categories,
      tags: state.choices.tags,
      authors: state.authors,
    },
    preview,
  ).replace('<form method="post"', '<form id="event-form" method="post"');
  const after: string[] = [];
  if (info && state.id) {
    if (loaded?.ownText && info.originalLang !== textLang)
      after.push(removeTranslationForm(request, path, textLang, state.version));
    const trashKey: ContentKey = occurrence ? 'cancelDate' : 'moveToTrash';
    const confirmKey: ContentKey = occurrence
      ? 'cancelDateConfirm'
      : info.type === 'series'
        ? 'trashSeriesConfirm'
        : 'trashConfirm';
    after.push(
      `<form id="trash-form" method="post" action="${esc(request.href(`${path}/trash`))}" class="inline" data-confirm="${esc(sayText(lang, confirmKey))}">${tokenField(request.token)}${versionField(state.version)}<button type="submit" class="danger">${say(lang, trashKey)}</button></form>`,
    );
  }
  const series =
    info?.type === 'series' && state.id
      ? await seriesDatesSection(request, state.id, info.startLocal.slice(0, 10))
      : '';
  const seriesLine =
    occurrence && seriesId ? seriesLink(request, lang, seriesId, String(loaded?.item?.title ?? info?.title ?? '')) : '';
  const toDates =
    info?.type === 'series' && info.dates !== null
      ? `<p><a href="#dates">${sayCount(lang, 'seriesDates', info.dates)}</a></p>`
      : '';
  const body = `<p class="breadcrumb"><a href="${request.href('/')}">${say(lang, 'allEvents')}</a></p>
<h1>${heading}</h1>${title}${seriesLine}${toDates}
${notices}
${nav}
${state.refusal}
${form}
${after.length ? `<div class="danger-zone">${after.join('')}</div>` : ''}
${series}`;
  const query = new URLSearchParams(request.query);
  for (const [flag] of NOTICES) query.delete(flag);
  return screenPage(
    request,
    {
      title: info?.title ? `${sayText(lang, 'editEvent')}: ${info.title}` : sayText(lang, 'newEvent'),
      body,
      path,
      query: query.toString(),
      section: 'navEvents',
    },
    answerStatus,
  );
}
