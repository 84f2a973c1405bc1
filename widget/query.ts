import { addDays, isDay, isMonth, type WeekStart, weekOf } from '../src/time/calendar-grid';
import { type Period, periodDays } from './calendar';
import { viewerToday } from './dom';
import { listWindow } from './site';

/** What the widget asks `GET /events` from its attributes (docs/widget.md, "What it asks the API"). */

/** Attributes that map to `/events` filters (attribute → query parameter). */
export const FILTERS: Record<string, string> = {
  categories: 'categories',
  tags: 'tags',
  venue: 'venue',
  organizer: 'organizer',
  search: 'search',
  featured: 'featured',
  'per-page': 'per_page',
};

/** The element's attributes, as read by the query. */
type Attributes = Pick<Element, 'getAttribute'>;

/** The filters of the attributes, as `/events` query parameters. */
export function filtersOf(element: Attributes): URLSearchParams {
  const params = new URLSearchParams();
  for (const [attr, param] of Object.entries(FILTERS)) {
    const value = element.getAttribute(attr);
    if (value !== null && value.trim() !== '') params.set(param, value.trim());
  }
  return params;
}

/** The period a calendar layout opens on: the `date` attribute's month or week, else the viewer's today's. */
export function initialPeriod(element: Attributes, layout: 'month' | 'week', weekStart: WeekStart): Period {
  const date = (element.getAttribute('date') ?? '').trim();
  const day = isDay(date) ? date : isMonth(date) ? `${date}-01` : viewerToday();
  return { layout, key: layout === 'month' ? day.slice(0, 7) : weekOf(day, weekStart) };
}

/**
 * The `/events` query of what a layout shows: "what is on" (the events that have not ended, or that overlap the
 * days asked: `ends_after`/`starts_before` in strict mode, their wall times read in the site's zone); a calendar
 * layout's period with a day more on each side (events are placed by their own dates), 50 events at most.
 */
export function eventsQuery(element: Attributes, period: Period | undefined, weekStart: WeekStart): URLSearchParams {
  const params = filtersOf(element);
  params.set('strict_dates', '1');
  if (period) {
    const [first, last] = periodDays(period, weekStart);
    params.set('ends_after', addDays(first, -1));
    params.set('starts_before', addDays(last, 2));
    params.set('per_page', '50');
  } else {
    const window = listWindow(element.getAttribute('start-date'), element.getAttribute('end-date'));
    params.set('ends_after', window.ends_after);
    params.set('starts_before', window.starts_before);
  }
  return params;
}
