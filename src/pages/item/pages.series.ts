import { type PageKey, pageTexts } from '../../i18n/catalogues/pages';
import { lookup } from '../../i18n/lookup';
import { ruleInWords } from '../../i18n/rule-in-words';
import { allDayProblem, expandSeries, isLineProblem, parseRecurrence, type SeriesStart, zoneAbbr } from '../../time';
import { eventWhen } from '../pages.format';
import { esc } from '../pages.markup';
import type { PageEvent, View } from '../pages.model';

/**
 * @module What a page of a recurring event adds (docs/recurrence.md, "Pages"): how the series repeats, in words;
 * for one of its dates, the series it belongs to; and the series' next dates with links to their pages.
 */

/** How many next dates an event page lists. */
export const NEXT_DATES = 10;

const text = (view: View, key: PageKey) => esc(lookup(pageTexts, view.lang, key));
const row = (label: string, value: string) => `<dt>${label}</dt><dd>${value}</dd>`;

/** The series page of an event: its own url without the date (a date's url is `…/<slug>/<day>/`). */
export function seriesPage(event: PageEvent): string {
  return event.occurrence_start === null ? event.url : event.url.replace(/[^/]+\/$/, '');
}

/** The rows of a recurring event's details: how it repeats, and for a date, its series. */
export function seriesRows(view: View, event: PageEvent): string[] {
  if (!event.recurrence) return [];
  const start = event.occurrence_start ?? event.start_date;
  const words = ruleInWords(view.lang, event.recurrence, start, event.timezone);
  const rows = words ? [row(text(view, 'repeats'), esc(words))] : [];
  if (event.occurrence_start !== null) {
    rows.push(row(text(view, 'series'), `<a href="${esc(seriesPage(event))}">${esc(event.title)}</a>`));
  }
  return rows;
}

/** The section of a series' next dates (each a link to its page), and a link to every date in the agenda. */
export function nextDatesSection(view: View, seriesId: number, dates: PageEvent[]): string {
  if (dates.length === 0) return '';
  const items = dates.map((date) => `<li><a href="${esc(date.url)}">${eventWhen(view, date)}</a></li>`).join('');
  const all = `<p><a href="/${view.lang}/events/?series=${seriesId}">${text(view, 'allDates')}</a></p>`;
  return `<section class="next-dates" aria-labelledby="next-dates"><h2 id="next-dates">${text(view, 'nextDates')}</h2><ul class="dates">${items}</ul>${all}</section>`;
}

/** How a series not saved yet repeats and its next dates, as its page will show them; none for unreadable lines. */
export interface SeriesPreview {
  /** The rule in words (`undefined` when the lines have no words, such as dates listed one by one). */
  words?: string;
  /** Its next dates from now, as HTML (`<time>` elements), at most `count`. */
  dates: string[];
}

/**
 * The editor's preview of a series being written (docs/editor.md, "Repeat"): the same words and the same dates as
 * its page (`seriesRows`, `nextDatesSection`), computed from its lines and first date by the expansion that will
 * store its dates (src/time/recurrence.ts), up to `untilMs`. Undefined when a line does not parse (the save says
 * which and why).
 */
export function seriesPreview(
  view: View,
  lines: readonly string[],
  first: SeriesStart,
  range: { nowMs: number; untilMs: number; max: number },
  count = NEXT_DATES,
): SeriesPreview | undefined {
  const parsed = parseRecurrence(lines);
  if (isLineProblem(parsed) || allDayProblem(parsed, first.allDay, '')) return undefined;
  const { dates } = expandSeries(parsed, first, { untilMs: range.untilMs, max: range.max });
  const next = dates.filter((date) => Date.parse(`${date.endUtc.replace(' ', 'T')}Z`) >= range.nowMs).slice(0, count);
  return {
    words: ruleInWords(view.lang, lines, first.startLocal, first.zone),
    dates: next.map((date) =>
      eventWhen(view, {
        start_date: date.startLocal,
        end_date: date.endLocal,
        utc_start_date: date.startUtc,
        utc_end_date: date.endUtc,
        all_day: first.allDay,
        timezone: first.zone,
        timezone_abbr: zoneAbbr(first.zone, Date.parse(`${date.startUtc.replace(' ', 'T')}Z`)),
      }),
    ),
  };
}
