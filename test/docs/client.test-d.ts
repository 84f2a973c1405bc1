import { hc } from 'hono/client';
import { expectTypeOf } from 'vitest';
import { type AppType, calendarClient } from '../../src/docs/client';

/**
 * Compile-time checks of the typed client (checked by `tsc --noEmit -p .`, part of `npm test`): inputs and
 * outputs follow the routes' zod schemas and response components.
 */

const api = hc<AppType>('https://calendar.example');

export async function listThisMonthInCatalan() {
  const res = await api.ca.calendar.events.v1.events.$get({
    query: { start_date: '2026-06-01', end_date: '2026-06-30 23:59:59', per_page: 50, categories: ['concerts'] },
  });
  if (res.ok) {
    const body = await res.json();
    expectTypeOf(body.total).toEqualTypeOf<number>();
    expectTypeOf(body.events[0]!.title).toEqualTypeOf<string>();
    expectTypeOf(body.events[0]!.start_date_details.year).toEqualTypeOf<string>();
    expectTypeOf(body.events[0]!.i18n_language).toEqualTypeOf<'ca' | 'en' | 'es'>();
  } else {
    const error = await res.json();
    expectTypeOf(error.code).toEqualTypeOf<string>();
    expectTypeOf(res.status).toEqualTypeOf<400 | 401 | 403 | 404 | 408 | 410 | 413 | 500>();
  }
}

export async function otherRoutes() {
  const client = calendarClient('https://calendar.example');
  const event = await client.calendar.events.v1.events[':id'].$get({ param: { id: 12 } });
  if (event.ok) expectTypeOf((await event.json()).id).toEqualTypeOf<number>();
  const created = await client.es.calendar.events.v1.categories.$post({ json: { name: 'Conciertos' } });
  if (created.ok) expectTypeOf(created.status).toEqualTypeOf<201>();
  const tags = await client.en.calendar.events.v1.tags.$get();
  if (tags.ok) expectTypeOf((await tags.json()).tags[0]!.name).toEqualTypeOf<string>();
  await client.ca.calendar.events.v1.events[':id'].$patch({ param: { id: '12' }, json: { featured: true } });
  await client.ca.calendar.events.v1.$get({ query: { context: 'edit' } });

  // @ts-expect-error `page` is a number or digits, not an object
  await api.ca.calendar.events.v1.events.$get({ query: { page: {} } });
  // @ts-expect-error unknown parameter
  await api.ca.calendar.events.v1.events.$get({ query: { pagina: 2 } });
  // @ts-expect-error creating a category needs its name
  await client.ca.calendar.events.v1.categories.$post({ json: { description: 'x' } });
  // @ts-expect-error no such language root
  await client.fr.calendar.events.v1.events.$get();
}
