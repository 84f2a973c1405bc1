import type { WidgetKey } from './en';

/** Spanish texts of the widget (see `en.ts` for the keys). */
export const es: Record<WidgetKey, string> = {
  loading: 'Cargando eventos…',
  empty: 'Ningún evento coincide.',
  emptyMonth: 'No hay eventos este mes.',
  emptyWeek: 'No hay eventos esta semana.',
  error: 'No se han podido cargar los eventos.',
  subscribe: 'Suscribirse',
  more: 'Más eventos',
  label: 'Eventos',
  allDay: 'Todo el día',
  continued: 'continuación',
  categories: 'Categorías',
  moreCount: '+{count} más',
  moreOn: 'eventos el {date}',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  previousWeek: 'Semana anterior',
  nextWeek: 'Semana siguiente',
  weekOf: 'Semana del {date}',
};
