import type { WidgetKey } from './en';

/** Catalan texts of the widget (see `en.ts` for the keys). */
export const ca: Record<WidgetKey, string> = {
  loading: 'S’estan carregant els esdeveniments…',
  empty: 'No hi ha cap esdeveniment que hi coincideixi.',
  emptyMonth: 'No hi ha cap esdeveniment aquest mes.',
  emptyWeek: 'No hi ha cap esdeveniment aquesta setmana.',
  error: 'No s’han pogut carregar els esdeveniments.',
  subscribe: 'Subscriu-t’hi',
  more: 'Més esdeveniments',
  label: 'Esdeveniments',
  allDay: 'Tot el dia',
  continued: 'continuació',
  categories: 'Categories',
  moreCount: '+{count} més',
  moreOn: 'esdeveniments el {date}',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes següent',
  previousWeek: 'Setmana anterior',
  nextWeek: 'Setmana següent',
  weekOf: 'Setmana del {date}',
};
