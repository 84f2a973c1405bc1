import type { WidgetKey } from './en';

/** Catalan texts of the widget (see `en.ts` for the keys). */
export const ca: Record<WidgetKey, string> = {
  loading: 'S’estan carregant les activitats…',
  empty: 'No hi ha cap activitat que hi coincideixi.',
  error: 'No s’han pogut carregar les activitats.',
  subscribe: 'Subscriu-t’hi',
  more: 'Més activitats',
  label: 'Activitats',
  allDay: 'Tot el dia',
};
