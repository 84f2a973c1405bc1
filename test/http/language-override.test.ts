import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../helpers/http';

const DATES = { start_date: '2027-05-01 10:00', end_date: '2027-05-01 12:00', status: 'publish' };

describe('i18n_language decides the language a slug is resolved in first (docs/api.md#url-layout-and-language-roots, docs/api.md#content-languages)', () => {
  it('in the query of a GET and a DELETE, and in the body of a write, over the root', async () => {
    const admin = await userWithToken('administrator');
    const catalan = await call(api('ca', '/events'), {
      method: 'POST',
      token: admin.token,
      body: { title: 'Ca', slug: 'override-slug', ...DATES },
    });
    const spanish = await call(api('es', '/events'), {
      method: 'POST',
      token: admin.token,
      body: { title: 'Es', slug: 'override-slug', ...DATES },
    });
    expect([catalan.status, spanish.status]).toEqual([201, 201]);

    const read = await call(`${api('ca', '/events/by-slug/override-slug')}?i18n_language=es`);
    expect(read.body.id).toBe(spanish.body.id);
    expect(read.headers.get('content-language')).toBe('es');
    expect(read.body.rest_url).toBe(`http://calendar.test/ca/calendar/events/v1/events/${spanish.body.id}`);
    const back = await call(`${api('es', '/events/by-slug/override-slug')}?i18n_language=ca`);
    expect(back.body.id).toBe(catalan.body.id);

    const write = await call(api('ca', '/events/by-slug/override-slug'), {
      method: 'PATCH',
      token: admin.token,
      body: { i18n_language: 'es', excerpt: 'Resumen' },
    });
    expect(write.status).toBe(200);
    expect(write.body.id).toBe(spanish.body.id);
    expect(write.body.excerpt).toContain('Resumen');

    const removed = await call(`${api('', '/events/by-slug/override-slug')}?i18n_language=es`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.id).toBe(spanish.body.id);
    expect(removed.headers.get('content-language')).toBe('es');
    expect((await call(api('ca', `/events/${catalan.body.id}`))).status).toBe(200);
  });
});
