import {
  addDays,
  addMonths,
  type Day,
  type DayCell,
  monthBounds,
  monthWeeks,
  placeEvents,
  type WeekStart,
  weekDays,
} from '../src/time/calendar-grid';
import { capitalize, DAY_HEADING, el, fmt, TIME, type WireEvent } from './dom';
import { type RenderContext, ruleLine, shownEvent, whenLine } from './list';

/**
 * The widget's `month` and `week` layouts: the same views as the public pages (docs/pages.md, "Calendar views"),
 * built in the DOM, with previous/next buttons. Under 600 px of the widget's own width its stylesheet reads them
 * as a list of the days that have events.
 */

/** The period shown: a month `YYYY-MM`, or a week by its first day. */
export interface Period {
  layout: 'month' | 'week';
  key: string;
}

export const MONTH_CELL_MAX = 4;
export const WEEK_DAY_MAX = 20;

/** The first and last days of a period. */
export function periodDays(period: Period, weekStart: WeekStart): [Day, Day] {
  if (period.layout === 'month') return monthBounds(period.key);
  const days = weekDays(period.key, weekStart);
  return [days[0] as Day, days[6] as Day];
}

/** The period `step` periods after `period`. */
export function movePeriod(period: Period, step: number): Period {
  return {
    layout: period.layout,
    key: period.layout === 'month' ? addMonths(period.key, step) : addDays(period.key, 7 * step),
  };
}

/** The period's title: "December 2031", "Week of December 29". */
export function periodTitle(ctx: RenderContext, period: Period): string {
  if (period.layout === 'month')
    return capitalize(fmt(ctx.lang, `${period.key}-01`, { month: 'long', year: 'numeric' }));
  return ctx.text('weekOf', { date: fmt(ctx.lang, period.key, { day: 'numeric', month: 'long' }) });
}

/** The agenda of one day: where "+N more" leads. */
const dayLink = (ctx: RenderContext, day: Day) => ctx.agenda({ start_date: day, end_date: day });

function cellEvent(ctx: RenderContext, placed: DayCell<WireEvent>['shown'][number], full: boolean): HTMLElement {
  const { event, continued } = placed;
  const link = el('a', { part: 'cell-link', href: event.url });
  if (continued) {
    link.append(
      el('span', { 'aria-hidden': 'true' }, '↳ '),
      el('span', { class: 'vh' }, `(${ctx.text('continued')}) `),
    );
  } else if (!event.all_day) {
    const { start } = shownEvent(event, ctx.viewer);
    link.append(el('time', { part: 'cell-time', datetime: start.iso }, fmt(ctx.lang, start.wall, TIME)), ' ');
  }
  link.append(el('span', { part: 'cell-title' }, event.title));
  const item = el('li', { part: continued ? 'cell-event continued' : 'cell-event' }, link);
  // Its dates and times once, on the day it starts (a continuing event says them there).
  if (full && !continued)
    item.append(...[whenLine(ctx, event), ruleLine(ctx, event)].filter((node) => node !== undefined));
  return item;
}

function moreLink(ctx: RenderContext, cell: DayCell<WireEvent>): HTMLElement | undefined {
  if (cell.more === 0 && !cell.partial) return undefined;
  const date = fmt(ctx.lang, cell.day, DAY_HEADING);
  return el(
    'a',
    { part: 'more-day', href: dayLink(ctx, cell.day) },
    cell.more > 0 ? ctx.text('moreCount', { count: cell.more }) : ctx.text('more'),
    el('span', { class: 'vh' }, cell.more > 0 ? ` ${ctx.text('moreOn', { date })}` : ` (${date})`),
  );
}

/** The parts of one day: its date line, its events and its "+N more" link. */
function dayContent(ctx: RenderContext, cell: DayCell<WireEvent>, full: boolean, heading: boolean): Node[] {
  const date = el(
    'time',
    { datetime: cell.day },
    el(
      'span',
      { class: 'num' },
      heading
        ? `${capitalize(fmt(ctx.lang, cell.day, { weekday: 'short' }))} ${Number(cell.day.slice(8, 10))}`
        : String(Number(cell.day.slice(8, 10))),
    ),
    el('span', { class: 'full' }, capitalize(fmt(ctx.lang, cell.day, DAY_HEADING))),
  );
  const nodes: Node[] = [heading ? el('h4', { part: 'cell-date' }, date) : el('p', { part: 'cell-date' }, date)];
  if (cell.shown.length) {
    nodes.push(el('ul', { part: 'cell-events', role: 'list' }, ...cell.shown.map((p) => cellEvent(ctx, p, full))));
  }
  const more = moreLink(ctx, cell);
  if (more) nodes.push(more);
  return nodes;
}

/** The classes of a day: with events, outside the month, today. */
function dayClass(cell: DayCell<WireEvent>, today: Day, outside = false): string {
  return [
    'day',
    cell.shown.length || cell.partial ? 'has-events' : '',
    outside ? 'outside' : '',
    cell.day === today ? 'today' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const spanOf = (ctx: RenderContext) => (event: WireEvent) => shownEvent(event, ctx.viewer && !event.all_day).days;

/** The month grid: a table of weeks, days of other months shown without events. */
export function monthBody(
  ctx: RenderContext,
  period: Period,
  events: WireEvent[],
  options: { complete: boolean; weekStart: WeekStart; today: Day },
): HTMLElement {
  const weeks = monthWeeks(period.key, options.weekStart);
  const [first, last] = monthBounds(period.key);
  const cells = placeEvents(events, weeks.flat(), spanOf(ctx), { max: MONTH_CELL_MAX, complete: options.complete });
  const head = el(
    'tr',
    {},
    ...(weeks[0] ?? []).map((day) =>
      el(
        'th',
        { scope: 'col' },
        el('abbr', { title: fmt(ctx.lang, day, { weekday: 'long' }) }, fmt(ctx.lang, day, { weekday: 'short' })),
      ),
    ),
  );
  const rows = weeks.map((week, w) =>
    el(
      'tr',
      {},
      ...week.map((day, d) => {
        const cell = cells[w * 7 + d] as DayCell<WireEvent>;
        const outside = day < first || day > last;
        const attrs: Record<string, string> = { part: 'cell', class: dayClass(cell, options.today, outside) };
        if (day === options.today && !outside) attrs['aria-current'] = 'date';
        return el(
          'td',
          attrs,
          ...dayContent(ctx, outside ? { ...cell, shown: [], more: 0, partial: false } : cell, false, false),
        );
      }),
    ),
  );
  const caption = el('caption', { class: 'vh' }, periodTitle(ctx, period));
  return el('table', { part: 'grid', class: 'month' }, caption, el('thead', {}, head), el('tbody', {}, ...rows));
}

/** The week: a list of its seven days, each with its events' times, titles and places. */
export function weekBody(
  ctx: RenderContext,
  period: Period,
  events: WireEvent[],
  options: { complete: boolean; weekStart: WeekStart; today: Day },
): HTMLElement {
  const days = weekDays(period.key, options.weekStart);
  const cells = placeEvents(events, days, spanOf(ctx), { max: WEEK_DAY_MAX, complete: options.complete });
  return el(
    'ol',
    { part: 'grid', class: 'week', role: 'list' },
    ...cells.map((cell) => {
      const attrs: Record<string, string> = { part: 'cell', class: dayClass(cell, options.today) };
      if (cell.day === options.today) attrs['aria-current'] = 'date';
      return el('li', attrs, ...dayContent(ctx, cell, true, true));
    }),
  );
}
