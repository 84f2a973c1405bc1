import { describe, expect, it } from 'vitest';
import { api, call, type Root, userWithToken } from '../helpers/http';

const ROOTS: [Root, string][] = [
  ['', 'en'],
  ['ca', 'ca'],
  ['en', 'en'],
  ['es', 'es'],
];

describe('answers to a request with a token are private, errors included (docs/api.md#caching-cors-and-headers)', () => {
  it('a 400, a 403, a 404 and a 413 to a caller with a token are private, no-store', async () => {
    const admin = await userWithToken('administrator');
    const subscriber = await userWithToken('subscriber');
    const answers = [
      await call(api('ca', '/tags?page=0'), { token: admin.token }),
      await call(api('es', '/tags'), { method: 'POST', body: { name: 'Prohibida' }, token: subscriber.token }),
      await call(api('en', '/nope'), { token: admin.token }),
      await call('/fr/calendar/events/v1/events', { token: admin.token }),
      await call(api('', '/tags'), {
        method: 'POST',
        body: { name: 'Big', description: 'x'.repeat(1024 * 1024 + 10) },
        token: admin.token,
      }),
    ];
    expect(answers.map((res) => res.status)).toEqual([400, 403, 404, 404, 413]);
    for (const res of answers) expect(res.headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await call(api('ca', '/tags?page=0'));
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a preflight carries the headers of every response (docs/api.md#url-layout-and-language-roots, docs/api.md#caching-cors-and-headers)', () => {
  it.each(ROOTS)('root "%s": X-Request-Id, Server-Timing, CORP and the language %s', async (root, lang) => {
    for (const method of ['GET', 'POST']) {
      const res = await call(api(root, '/events'), {
        method: 'OPTIONS',
        headers: { origin: 'https://widget.example', 'access-control-request-method': method },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('server-timing')).toMatch(/^db;dur=[\d.]+, db-queries;desc="\d+", db-rows;desc="\d+"$/);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-language')).toBe(lang);
    }
  });
});

describe('the public GETs outside the namespace are cached like the others (docs/api.md#caching-cors-and-headers)', () => {
  it.each(['/', '/wp-json/', '/es/wp-json', '/?rest_route=/'])(
    '%s: strong ETag, public Cache-Control, 304',
    async (path) => {
      const first = await call(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
      const head = await call(path, { method: 'HEAD' });
      expect(head.headers.get('etag')).toBe(etag);
      const again = await call(path, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(again.body).toBeUndefined();
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('x-request-id')).not.toBeNull();
      expect(again.headers.get('server-timing')).not.toBeNull();
      const admin = await userWithToken('administrator');
      const private_ = await call(path, { token: admin.token, headers: { 'if-none-match': etag! } });
      expect(private_.status).toBe(200);
      expect(private_.headers.get('cache-control')).toBe('private, no-store');
    },
  );
});

describe('preflights allow the headers browser clients send (docs/api.md#caching-cors-and-headers)', () => {
  const TRUSTED = { CORS_ALLOWED_ORIGINS: 'https://admin.example' } as Partial<Cloudflare.Env>;
  const allowed = (value: string | null) => (value ?? '').toLowerCase().split(/,\s*/);

  it.each(ROOTS)(
    'root "%s": a read with X-WP-Nonce from anywhere, a tunnelled write from an allowed origin',
    async (root) => {
      const read = await call(api(root, '/events'), {
        method: 'OPTIONS',
        headers: {
          origin: 'https://widget.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-wp-nonce',
        },
      });
      expect(read.headers.get('access-control-allow-origin')).toBe('*');
      expect(allowed(read.headers.get('access-control-allow-headers'))).toContain('x-wp-nonce');
      expect(allowed(read.headers.get('access-control-allow-headers'))).not.toContain('authorization');
      const write = await call(api(root, '/events/1'), {
        method: 'OPTIONS',
        env: TRUSTED,
        headers: {
          origin: 'https://admin.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,x-http-method-override',
        },
      });
      expect(write.headers.get('access-control-allow-origin')).toBe('https://admin.example');
      expect(allowed(write.headers.get('access-control-allow-headers'))).toEqual(
        expect.arrayContaining(['authorization', 'content-type', 'x-http-method-override']),
      );
      expect(write.headers.get('access-control-allow-methods')).toContain('POST');
    },
  );
});

describe('the WordPress discovery index takes i18n_language like every operation (docs/api.md, docs/api.md#url-layout-and-language-roots)', () => {
  it('describes the routes in the language asked, and refuses another value naming it', async () => {
    const spanish = await call('/ca/wp-json/?i18n_language=es');
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get('content-language')).toBe('es');
    const catalan = await call('/ca/wp-json/');
    expect(catalan.headers.get('content-language')).toBe('ca');
    const route = (body: {
      routes: Record<string, { endpoints: { args: Record<string, { description?: string }> }[] }>;
    }) => body.routes['/tribe/events/v1/events']!.endpoints[0]!.args.page!.description;
    expect(route(spanish.body)).not.toBe(route(catalan.body));
    const bad = await call('/wp-json/?i18n_language=fr');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_param');
    expect(bad.body.data.params).toEqual({ i18n_language: 'i18n_language must be one of: ca, en, es.' });
  });
});

describe('Access-Control-Allow-Origin: * is for reads without credentials (docs/api.md#caching-cors-and-headers)', () => {
  it.each(ROOTS)('root "%s": a read with a token gets * from no origin but the allowed ones', async (root) => {
    const admin = await userWithToken('administrator');
    const anonymous = await call(api(root, '/tags'), { headers: { origin: 'https://widget.example' } });
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('*');
    const withToken = await call(api(root, '/tags'), {
      token: admin.token,
      headers: { origin: 'https://widget.example' },
    });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('access-control-allow-origin')).toBeNull();
    const trusted = await call(api(root, '/tags'), {
      token: admin.token,
      headers: { origin: 'https://admin.example' },
      env: { CORS_ALLOWED_ORIGINS: 'https://admin.example' } as Partial<Cloudflare.Env>,
    });
    expect(trusted.headers.get('access-control-allow-origin')).toBe('https://admin.example');
    expect(trusted.headers.get('vary')).toContain('Origin');
  });
});
