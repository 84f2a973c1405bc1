import type { WidgetKey } from './en';

/** Spanish texts of the widget (see `en.ts` for the keys). */
export const es: Record<WidgetKey, string> = {
  loading: 'Cargando eventos…',
  empty: 'Ningún evento coincide.',
  error: 'No se han podido cargar los eventos.',
  subscribe: 'Suscribirse',
  more: 'Más eventos',
  label: 'Eventos',
  allDay: 'Todo el día',
};
