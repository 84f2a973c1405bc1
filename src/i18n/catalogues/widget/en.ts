/**
 * English texts of the `<calendar-events>` browser widget (widget/, bundled into public/widget.js): pure data, so
 * the bundle carries only this catalogue. `ca.ts` and `es.ts` must have every key (the compiler checks).
 */
export const en = {
  loading: 'Loading events…',
  empty: 'No events match.',
  emptyMonth: 'No events this month.',
  emptyWeek: 'No events this week.',
  error: 'The events could not be loaded.',
  subscribe: 'Subscribe',
  more: 'More events',
  label: 'Events',
  allDay: 'All day',
  continued: 'continued',
  categories: 'Categories',
  moreCount: '+{count} more',
  moreOn: 'events on {date}',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  weekOf: 'Week of {date}',
} as const;

export type WidgetKey = keyof typeof en;
