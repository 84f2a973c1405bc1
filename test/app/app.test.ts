import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../helpers/http';

describe('GET / (service root)', () => {
  it('lists the three language roots and the docs', async () => {
    const res = await call('/');
    expect(res.status).toBe(200);
    expect(res.body.namespace).toBe('calendar/events/v1');
    expect(res.body.roots.ca).toEqual({
      namespace_url: 'http://calendar.test/ca/calendar/events/v1',
      docs: 'http://calendar.test/ca/docs',
    });
    expect(Object.keys(res.body.roots)).toEqual(['ca', 'en', 'es']);
  });
});

describe('language roots', () => {
  it.each([
    ['ca', 'ca'],
    ['en', 'en'],
    ['es', 'es'],
    ['', 'en'],
  ] as const)('root "%s" answers in %s', async (root, lang) => {
    const res = await call(api(root, '/tags?page=0'));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-language')).toBe(lang);
    const expected = {
      ca: 'Paràmetre(s) no vàlid(s): page',
      en: 'Invalid parameter(s): page',
      es: 'Parámetro(s) no válido(s): page',
    }[lang];
    expect(res.body.message).toBe(expected);
  });

  it('lets i18n_language override the root, and rejects other values naming it', async () => {
    const ok = await call(api('ca', '/tags?i18n_language=ES&hide_empty=false'));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-language')).toBe('es');
    const bad = await call(api('ca', '/tags?i18n_language=fr'));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Paràmetre(s) no vàlid(s): i18n_language',
      data: {
        status: 400,
        params: { i18n_language: "i18n_language ha de ser un d'aquests: ca, en, es." },
        details: [],
      },
    });
  });

  it('reads i18n_language from the body of writes', async () => {
    const admin = await userWithToken('administrator');
    const res = await call(api('en', '/tags'), {
      method: 'POST',
      body: { name: 'Dansa', i18n_language: 'ca' },
      token: admin.token,
    });
    expect(res.status).toBe(201);
    expect(res.body.i18n_language).toBe('ca');
    expect(res.headers.get('content-language')).toBe('ca');
  });

  it('answers unknown prefixes and paths with 404 rest_no_route in the root language', async () => {
    for (const path of [
      '/fr/calendar/events/v1/tags',
      '/calendar/events/v2/tags',
      '/ca/calendar/events/v1/nope',
      '/nope',
    ]) {
      const res = await call(path);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('rest_no_route');
      expect(res.body.data).toEqual({ status: 404 });
    }
    const catalan = await call('/ca/calendar/events/v1/nope');
    expect(catalan.body.message).toBe("No s'ha trobat cap ruta que coincideixi amb l'URL i el mètode de la petició.");
  });

  it('answers a method no route serves with 404 rest_no_route', async () => {
    const res = await call(api('en', '/tags'), { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_no_route');
  });

  it('ignores a trailing slash and the case of the path', async () => {
    expect((await call('/EN/Calendar/Events/V1/TAGS/?hide_empty=false')).status).toBe(200);
    expect((await call('/ca/calendar/events/v1/categories/')).status).toBe(200);
  });

  it('serves the plain-permalink form ?rest_route=', async () => {
    const res = await call('/?rest_route=/es/calendar/events/v1/tags&hide_empty=false');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('es');
  });
});

describe('cross-cutting headers', () => {
  it('sends X-Request-Id (echoing a sane incoming one), Server-Timing, CORS and security headers', async () => {
    const res = await call(api('en', '/tags'), {
      headers: { 'x-request-id': 'abc-123', origin: 'https://widget.example' },
    });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(res.headers.get('server-timing')).toMatch(/^db;dur=[\d.]+, db-queries;desc="\d+", db-rows;desc="\d+"$/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-TEC-Total');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const generated = await call(api('en', '/tags'), { headers: { 'x-request-id': 'not valid!' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers preflights: reads from anywhere, writes only from allowed origins', async () => {
    const read = await call(api('en', '/tags'), {
      method: 'OPTIONS',
      headers: { origin: 'https://widget.example', 'access-control-request-method': 'GET' },
    });
    expect(read.status).toBe(204);
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    const write = await call(api('en', '/tags'), {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(write.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks responses to credentialed requests private', async () => {
    const admin = await userWithToken('administrator');
    const res = await call(api('en', '/tags'), { token: admin.token });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('request bodies', () => {
  it('refuses bodies over 1 MiB with 413 and writes nothing', async () => {
    const admin = await userWithToken('administrator');
    const res = await call(api('en', '/tags'), {
      method: 'POST',
      body: { name: 'Big', description: 'x'.repeat(1024 * 1024 + 10) },
      token: admin.token,
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('rest_request_too_large');
    const list = await call(api('en', '/tags?hide_empty=false&search=Big'));
    expect(list.body.total).toBe(0);
  });

  it('tunnels PUT/PATCH/DELETE through POST with X-HTTP-Method-Override', async () => {
    const admin = await userWithToken('administrator');
    const created = await call(api('en', '/tags'), { method: 'POST', body: { name: 'Tunnel' }, token: admin.token });
    const res = await call(api('en', `/tags/${created.body.id}`), {
      method: 'POST',
      headers: { 'x-http-method-override': 'DELETE' },
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect((await call(api('en', `/tags/${created.body.id}`))).status).toBe(400);
  });

  it('reads list parameters as JSON arrays, repeated key[]= and comma strings alike', async () => {
    const admin = await userWithToken('administrator');
    const a = await call(api('en', '/tags'), { method: 'POST', body: { name: 'List A' }, token: admin.token });
    const b = await call(api('en', '/tags'), { method: 'POST', body: { name: 'List B' }, token: admin.token });
    const forms = [
      `include=${a.body.id},${b.body.id}`,
      `include[]=${a.body.id}&include[]=${b.body.id}`,
      `include=${a.body.id}, ${b.body.id}`,
    ];
    for (const query of forms) {
      const res = await call(api('en', `/tags?hide_empty=false&${query}`));
      expect(res.body.total).toBe(2);
    }
  });
});

describe('id list limits', () => {
  it('refuses more than 500 ids, saying so', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const res = await call(api('en', `/tags?include=${ids}`));
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ include: 'include may list at most 500 items.' });
  });
});
