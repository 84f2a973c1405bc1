/** The widget's own texts (its language is the one of its `src` root). */
export type WidgetLang = 'ca' | 'en' | 'es';

export const TEXTS: Record<
  WidgetLang,
  Record<'loading' | 'empty' | 'error' | 'subscribe' | 'more' | 'label' | 'allDay', string>
> = {
  ca: {
    loading: 'S’estan carregant les activitats…',
    empty: 'No hi ha cap activitat que hi coincideixi.',
    error: 'No s’han pogut carregar les activitats.',
    subscribe: 'Subscriu-t’hi',
    more: 'Més activitats',
    label: 'Activitats',
    allDay: 'Tot el dia',
  },
  en: {
    loading: 'Loading events…',
    empty: 'No events match.',
    error: 'The events could not be loaded.',
    subscribe: 'Subscribe',
    more: 'More events',
    label: 'Events',
    allDay: 'All day',
  },
  es: {
    loading: 'Cargando eventos…',
    empty: 'Ningún evento coincide.',
    error: 'No se han podido cargar los eventos.',
    subscribe: 'Suscribirse',
    more: 'Más eventos',
    label: 'Eventos',
    allDay: 'Todo el día',
  },
};
