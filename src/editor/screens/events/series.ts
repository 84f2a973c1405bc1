import type { Lang } from '../../../i18n/languages';
import { esc } from '../../../pages';
import type { EditorRequest } from '../../editor.types';
import { whenText } from '../kit/dates';
import { say, sayText } from '../kit/texts';
import { pager, statusKey } from './list';

/**
 * @module A series on the editor (docs/editor.md, "A date of a series"): the series' page lists its dates, each
 * linking to its own page (`/{lang}/admin/events/<date id>`), where it is changed alone or with the following ones
 * (`scope`), or cancelled. The dates are REST's list of the series (`series=<id>`), as the person may see them.
 */

const PER_PAGE = 50;

/** The section of a series' dates, paged (`?dates=<page>`). */
export async function seriesDatesSection(request: EditorRequest, seriesId: number, firstDay: string): Promise<string> {
  const { lang } = request;
  const page = Math.max(1, Number(request.query.get('dates') ?? '1') || 1);
  const answer = await request.rest({
    method: 'GET',
    path: '/events',
    query: {
      series: seriesId,
      status: 'publish,future,draft,pending,private',
      start_date: firstDay,
      per_page: PER_PAGE,
      page,
    },
  });
  const body = answer.body as { events?: Record<string, unknown>[]; total?: number } | null;
  const dates = answer.status === 200 ? (body?.events ?? []) : [];
  const pages = Math.max(1, Number(answer.headers.get('X-TEC-TotalPages') ?? '1'));
  const items = dates
    .map((date) => {
      const when = whenText(lang, String(date.start_date), String(date.end_date), date.all_day === true);
      const status =
        date.status === 'publish' ? '' : ` <span class="muted">(${say(lang, statusKey(String(date.status)))})</span>`;
      return `<li><a href="${esc(request.href(`/events/${date.id}`))}">${esc(when)}</a>${status}</li>`;
    })
    .join('');
  const href = (p: number) => `${request.href(`/events/${seriesId}`)}?dates=${p}#dates`;
  return `<section class="panel series-dates" aria-labelledby="dates"><h2 id="dates">${say(lang, 'seriesDatesTitle')}</h2>
<p class="hint">${say(lang, 'seriesDatesHint')}</p>
${items ? `<ul class="dates">${items}</ul>` : `<p>${say(lang, 'noDates')}</p>`}
${pager(lang, href, Math.min(page, pages), pages)}</section>`;
}

/** The line on a date's page that names its series, with a link to it. */
export function seriesLink(request: EditorRequest, lang: Lang, seriesId: number, title: string): string {
  return `<p class="series-of">${say(lang, 'dateOfSeries')} <a href="${esc(request.href(`/events/${seriesId}`))}">${esc(
    title || sayText(lang, 'untitled'),
  )}</a></p>`;
}
