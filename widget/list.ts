import type { WidgetKey } from '../src/i18n/catalogues/widget';
import type { Lang } from '../src/i18n/languages';
import { ruleSentence, summarizeLines } from '../src/i18n/rule-words';
import { coveredDays, type Day } from '../src/time/calendar-grid';
import { capitalize, DAY_HEADING, el, fmt, type Shown, shownAt, TIME, type WireEvent, zoneLabel } from './dom';

/**
 * The widget's list layouts (`list`, `compact`): the events grouped by day under localized headings, each with
 * its image, title, time (and its zone's abbreviation when it is not the viewer's), venue and category chips.
 */

/** What a layout renders with. */
export interface RenderContext {
  lang: Lang;
  /** Times in the viewer's zone (`time-zone="viewer"`) rather than the event's. */
  viewer: boolean;
  text: (key: WidgetKey, vars?: Record<string, string | number>) => string;
  /** The public agenda of the widget's language (on the public site when the items live there). */
  agenda: (params: Record<string, string>) => string;
}

/** The start and end of an event as shown. */
export function shownEvent(event: WireEvent, viewer: boolean): { start: Shown; end: Shown; days: [Day, Day] } {
  const start = shownAt(event.start_date, event.utc_start_date, viewer);
  const end = shownAt(event.end_date, event.utc_end_date, viewer);
  return { start, end, days: coveredDays(start.wall, end.wall) };
}

const time = (shown: Shown, text: string) => el('time', { datetime: shown.iso }, text);

/** "7:00 PM – 9:00 PM", "All day", or both dates and times across days; with the zone label. */
export function whenLine(ctx: RenderContext, event: WireEvent): HTMLElement {
  const { start, end, days } = shownEvent(event, ctx.viewer && !event.all_day);
  const line = el('p', { part: 'date' });
  const short: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
  if (event.all_day) {
    if (days[0] !== days[1]) {
      line.append(
        el('time', { datetime: days[0] }, fmt(ctx.lang, days[0], short)),
        ' – ',
        el('time', { datetime: days[1] }, fmt(ctx.lang, days[1], short)),
        ' · ',
      );
    }
    line.append(ctx.text('allDay'));
    return line;
  }
  const both = { ...short, hour: 'numeric', minute: '2-digit' } as const;
  const sameDay = days[0] === days[1];
  line.append(
    time(start, fmt(ctx.lang, start.wall, sameDay ? TIME : both)),
    ' – ',
    time(end, fmt(ctx.lang, end.wall, sameDay ? TIME : both)),
  );
  const zone = zoneLabel(event, ctx.viewer);
  if (zone) line.append(' ', el('abbr', { part: 'zone', title: event.timezone }, zone));
  return line;
}

/**
 * How the series of a date repeats ("Every Tuesday and Thursday"), in the widget's language, from the lines the
 * date carries (the sentence of its event page: src/i18n/rule-words.ts); nothing for a single event.
 */
export function ruleLine(ctx: RenderContext, event: WireEvent): HTMLElement | undefined {
  const summary = summarizeLines(event.recurrence);
  if (!summary) return undefined;
  return el('p', { part: 'rule' }, ruleSentence(ctx.lang, summary, event.occurrence_start ?? event.start_date));
}

/** One event card (an event still on from an earlier day says from when until when in its time line). */
function card(ctx: RenderContext, event: WireEvent): HTMLElement {
  const venue = event.venue && !Array.isArray(event.venue) ? event.venue : undefined;
  const body = el(
    'div',
    { part: 'body' },
    el('h4', { part: 'title' }, el('a', { part: 'link', href: event.url }, event.title)),
    whenLine(ctx, event),
  );
  const rule = ruleLine(ctx, event);
  if (rule) body.append(rule);
  if (venue?.venue) body.append(el('p', { part: 'venue' }, [venue.venue, venue.city].filter(Boolean).join(', ')));
  if (event.categories?.length) {
    const chips = event.categories.map((term) =>
      el('li', {}, el('a', { part: 'chip', href: ctx.agenda({ categories: term.slug }) }, term.name)),
    );
    body.append(el('ul', { part: 'chips', 'aria-label': ctx.text('categories') }, ...chips));
  }
  const article = el('article', {});
  if (event.image) {
    // No alternative text is kept for images and the title is beside it: decorative (docs/widget.md).
    const size: Record<string, string> =
      event.image.width && event.image.height
        ? { width: String(event.image.width), height: String(event.image.height) }
        : {};
    article.append(
      el('img', { part: 'image', src: event.image.url, alt: '', loading: 'lazy', decoding: 'async', ...size }),
    );
  }
  article.append(body);
  return el('li', { part: 'item' }, article);
}

/** The events grouped by the day they start on, or `firstDay` when they began earlier and are still on. */
export function listBody(ctx: RenderContext, events: WireEvent[], firstDay: Day): Node[] {
  if (events.length === 0) return [el('p', { part: 'status' }, ctx.text('empty'))];
  const keyed = events.map((event) => {
    const start = shownEvent(event, ctx.viewer && !event.all_day).days[0];
    return { day: start < firstDay ? firstDay : start, event };
  });
  keyed.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const groups = new Map<Day, WireEvent[]>();
  for (const { day, event } of keyed) groups.set(day, [...(groups.get(day) ?? []), event]);
  return [...groups].map(([day, list]) =>
    el(
      'section',
      { part: 'day' },
      el('h3', { part: 'day-heading' }, el('time', { datetime: day }, capitalize(fmt(ctx.lang, day, DAY_HEADING)))),
      el('ul', { part: 'list', role: 'list' }, ...list.map((event) => card(ctx, event))),
    ),
  );
}
