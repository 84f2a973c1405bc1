/**
 * English texts of the `<calendar-events>` browser widget (widget/, bundled into public/widget.js): pure data, so
 * the bundle carries only this catalogue. `ca.ts` and `es.ts` must have every key (the compiler checks).
 */
export const en = {
  loading: 'Loading events…',
  empty: 'No events match.',
  error: 'The events could not be loaded.',
  subscribe: 'Subscribe',
  more: 'More events',
  label: 'Events',
  allDay: 'All day',
} as const;

export type WidgetKey = keyof typeof en;
