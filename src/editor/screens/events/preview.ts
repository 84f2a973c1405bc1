import { esc, eventPreviewHtml } from '../../../pages';
import { htmlPage } from '../../editor.http';
import { EDITOR_ASSETS_VERSION } from '../../editor.layout';
import type { EditorRequest, Screen } from '../../editor.types';
import { textLanguage, withTextLanguage } from '../kit/languages';
import { notFoundScreen } from '../kit/pages';
import { say } from '../kit/texts';
import { loadEvent } from './load';

/**
 * @module **Preview** (docs/editor.md, "Preview"): the public page of an event as it will look, in the text
 * language, drawn by the public pages' own code from the event as its editor reads it through REST (so also a
 * draft, pending, scheduled, private or protected one), seen only by those who may edit it (this screen is the
 * editor's: signed in, the event theirs to edit, `no-store`).
 */
async function preview(request: EditorRequest): Promise<Response> {
  const id = Number(request.params.id);
  const textLang = textLanguage(request);
  const loaded = await loadEvent(request, id, textLang);
  if (!loaded?.item) return notFoundScreen(request);
  const item = loaded.item;
  const seriesId = typeof item.series_id === 'number' ? item.series_id : undefined;
  let dates: never[] = [];
  if (seriesId !== undefined) {
    const answer = await request.rest({
      method: 'GET',
      path: '/events',
      query: {
        series: seriesId,
        per_page: 10,
        status: 'publish,future,draft,pending,private',
        i18n_language: textLang,
      },
    });
    dates = ((answer.body as { events?: never[] } | null)?.events ?? []) as never[];
  }
  const { lang } = request;
  const banner = `<aside class="preview-banner" lang="${lang}" aria-label="${say(lang, 'preview')}"><p><strong>${say(
    lang,
    'previewTitle',
  )}</strong> ${say(lang, item.status === 'publish' ? 'previewPublished' : 'previewUnpublished')}</p><p><a href="${esc(
    withTextLanguage(request, `/events/${id}`, textLang),
  )}">${say(lang, 'backToForm')}</a></p></aside>`;
  const head = `<link rel="stylesheet" href="/editor.css?v=${EDITOR_ASSETS_VERSION}">`;
  return htmlPage(eventPreviewHtml(request.c, textLang, item, dates, { banner, head }));
}

export const eventPreviewScreens: Screen[] = [
  { method: 'GET', path: '/events/:id{[0-9]+}/preview', access: 'signed-in', handler: preview },
];
