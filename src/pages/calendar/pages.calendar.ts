import { type PageKey, pageTexts } from '../../i18n/catalogues/pages';
import { lookup } from '../../i18n/lookup';
import { type Day, type DayCell, monthBounds, monthWeeks, placeEvents, weekDays } from '../../time/calendar-grid';
import { withParams } from '../pages.filters';
import {
  capitalize,
  eventDays,
  formatDay,
  formatMonth,
  formatTime,
  isoWithOffset,
  timeRange,
  weekdayNames,
} from '../pages.format';
import { esc } from '../pages.markup';
import type { PageEvent, View } from '../pages.model';
import { eventLink, linkTarget, pagePath, venueOf } from './pages.events';

/**
 * @module The month grid and the week view (docs/pages.md, "Calendar views"): a table of weeks from the locale's
 * first day, each day listing its events' times and titles (multi-day events on every day they cover, marked as
 * continuing), today marked `aria-current="date"`, "+N more" linking to the day's agenda; under 600 px wide the
 * stylesheet reads both as a list of the days that have events.
 */

/** Most events a month cell shows before its "+N more" link. */
export const MONTH_CELL_MAX = 4;
/** Most events a week day shows. */
export const WEEK_DAY_MAX = 20;

/** What a calendar view shows: its events (in start order) and whether they are all the window's. */
export interface CalendarData {
  events: PageEvent[];
  complete: boolean;
  /** The view's filters, carried into the day agenda links. */
  filters: URLSearchParams;
}

const t = (view: View, key: PageKey, vars?: Record<string, string | number>) =>
  esc(lookup(pageTexts, view.lang, key, vars));

/** The agenda of one day with the view's filters: where "+N more" leads. */
function dayAgenda(view: View, day: Day, filters: URLSearchParams): string {
  const params = new URLSearchParams(filters);
  params.set('start_date', day);
  params.set('end_date', day);
  return pagePath(view, withParams(`/${view.lang}/events/`, params));
}

/** One event in a day: its start time (none when all-day or continuing) and its title, linking to its page. */
function cellEvent(view: View, placed: DayCell<PageEvent>['shown'][number], full: boolean): string {
  const { event, continued } = placed;
  const time =
    event.all_day || continued
      ? ''
      : `<time class="t" datetime="${esc(isoWithOffset(event.start_date, event.utc_start_date))}">${esc(formatTime(view.lang, event.start_date))}</time> `;
  const marker = continued
    ? `<span class="cont" aria-hidden="true">↳ </span><span class="visually-hidden">(${t(view, 'continued')}) </span>`
    : '';
  const classes = ['ev', continued ? 'continued' : '', placed.continues ? 'continues' : ''].filter(Boolean).join(' ');
  const details =
    full && !continued
      ? `<p class="when">${timeRange(view, event)}</p>${venueOf(event) ? `<p class="where">${esc(venueOf(event)?.venue)}</p>` : ''}`
      : '';
  return `<li class="${classes}">${eventLink(view, event, `${marker}${time}<span class="title">${esc(event.title)}</span>`, ` title="${esc(event.title)}"`)}${details}</li>`;
}

/** The "+N more" (or, past the end of what was read, "More events") link of a day. */
function moreLink(view: View, cell: DayCell<PageEvent>, filters: URLSearchParams): string {
  if (cell.more === 0 && !cell.partial) return '';
  const date = formatDay(view.lang, cell.day, 'heading');
  const text = cell.more > 0 ? t(view, 'moreCount', { count: cell.more }) : t(view, 'more');
  const hidden = cell.more > 0 ? ` ${t(view, 'moreOn', { date })}` : ` (${esc(date)})`;
  return `<a class="more" href="${esc(dayAgenda(view, cell.day, filters))}"${linkTarget(view)}>${text}<span class="visually-hidden">${hidden}</span></a>`;
}

/** The date line of a day: its number in the grid, its full date in the narrow list. */
function dateLine(view: View, day: Day): string {
  return `<time datetime="${esc(day)}"><span class="num">${Number(day.slice(8, 10))}</span><span class="full">${esc(capitalize(formatDay(view.lang, day, 'heading')))}</span></time>`;
}

function dayClasses(view: View, cell: DayCell<PageEvent>, outside = false): string {
  const classes = ['day'];
  if (cell.shown.length > 0 || cell.partial) classes.push('has-events');
  if (outside) classes.push('outside');
  if (cell.day === view.today) classes.push('today');
  return classes.join(' ');
}

const current = (view: View, day: Day) => (day === view.today ? ' aria-current="date"' : '');

/** The month grid of `month` (`YYYY-MM`). */
export function monthGrid(view: View, month: string, data: CalendarData): string {
  const weeks = monthWeeks(month, view.weekStart);
  const [first, last] = monthBounds(month);
  const cells = placeEvents(data.events, weeks.flat(), eventDays, { max: MONTH_CELL_MAX, complete: data.complete });
  const byDay = new Map(cells.map((cell) => [cell.day, cell]));
  const head = (weeks[0] ?? [])
    .map((day) => {
      const names = weekdayNames(view.lang, day);
      return `<th scope="col"><abbr title="${esc(names.long)}">${esc(names.short)}</abbr></th>`;
    })
    .join('');
  const rows = weeks
    .map((week) => {
      const tds = week.map((day) => {
        const cell = byDay.get(day) as DayCell<PageEvent>;
        if (day < first || day > last) {
          return `<td class="${dayClasses(view, { ...cell, shown: [], more: 0, partial: false }, true)}"><p class="date">${dateLine(view, day)}</p></td>`;
        }
        const events = cell.shown.length
          ? `<ul class="cell-events" role="list">${cell.shown.map((placed) => cellEvent(view, placed, false)).join('')}</ul>`
          : '';
        return `<td class="${dayClasses(view, cell)}"${current(view, day)}><p class="date">${dateLine(view, day)}</p>${events}${moreLink(view, cell, data.filters)}</td>`;
      });
      return `<tr>${tds.join('')}</tr>`;
    })
    .join('');
  return `<table class="month"><caption class="visually-hidden">${esc(formatMonth(view.lang, month))}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** The week view of the week containing `day`: a column per day, each with its events' times, titles and places. */
export function weekGrid(view: View, day: Day, data: CalendarData): string {
  const days = weekDays(day, view.weekStart);
  const cells = placeEvents(data.events, days, eventDays, { max: WEEK_DAY_MAX, complete: data.complete });
  const items = cells
    .map((cell) => {
      const events = cell.shown.length
        ? `<ul class="cell-events" role="list">${cell.shown.map((placed) => cellEvent(view, placed, true)).join('')}</ul>`
        : '';
      const heading = `<time datetime="${esc(cell.day)}"><span class="num">${esc(weekdayNames(view.lang, cell.day).short)} ${Number(cell.day.slice(8, 10))}</span><span class="full">${esc(capitalize(formatDay(view.lang, cell.day, 'heading')))}</span></time>`;
      return `<li class="${dayClasses(view, cell)}"${current(view, cell.day)}><h2 class="date">${heading}</h2>${events}${moreLink(view, cell, data.filters)}</li>`;
    })
    .join('');
  return `<ol class="week" role="list">${items}</ol>`;
}
