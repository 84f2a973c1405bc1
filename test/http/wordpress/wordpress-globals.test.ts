import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, call, ORIGIN, type Root, userWithToken } from '../../helpers/http';

/**
 * WordPress's headers and global parameters on every route of the namespace (src/http/wordpress/wordpress-globals.ts,
 * docs/wordpress-paths.md): `Allow`, `_envelope`, `_jsonp`, and the `Location` of a created term.
 */

const ROOTS: Root[] = ['', 'ca', 'en', 'es'];
let admin: { id: number; token: string };

beforeAll(async () => {
  admin = await userWithToken('administrator');
  const body = { title: 'Globals', start_date: '2099-03-01 10:00:00', end_date: '2099-03-01 11:00:00' };
  expect((await call(api('en', '/events'), { method: 'POST', token: admin.token, body })).status).toBe(201);
});

describe('Allow', () => {
  it.each(ROOTS)('root "%s": the methods of the route this caller may use', async (root) => {
    expect((await call(api(root, '/events'))).headers.get('allow')).toBe('GET');
    expect((await call(api(root, '/events'), { token: admin.token })).headers.get('allow')).toBe('GET, POST');
    const item = await call(api(root, '/tags/999999'), { token: admin.token });
    expect(item.status).toBe(400);
    expect(item.headers.get('allow')).toBe('GET, POST, PUT, PATCH, DELETE');
    const { token } = await userWithToken('subscriber');
    expect((await call(api(root, '/venues/by-slug/nope'), { token })).headers.get('allow')).toBe('GET');
    expect((await call(`/${root ? `${root}/` : ''}wp-json/tribe/events/v1/doc`)).headers.get('allow')).toBe('GET');
  });

  it('follows what the role may write: contributors events, authors categories, editors tags', async () => {
    const contributor = await userWithToken('contributor');
    const author = await userWithToken('author');
    const editor = await userWithToken('editor');
    const allow = async (path: string, token: string) => (await call(api('en', path), { token })).headers.get('allow');
    expect(await allow('/events', contributor.token)).toBe('GET, POST');
    expect(await allow('/categories', contributor.token)).toBe('GET');
    expect(await allow('/categories', author.token)).toBe('GET, POST');
    expect(await allow('/tags', author.token)).toBe('GET');
    expect(await allow('/tags', editor.token)).toBe('GET, POST');
  });

  it('is not sent when no route matched', async () => {
    for (const [path, method] of [
      ['/events/abc', 'GET'],
      ['/nope', 'GET'],
      ['/doc', 'DELETE'],
    ] as const) {
      const res = await call(api('ca', path), { method, token: admin.token });
      expect(res.status).toBe(404);
      expect(res.headers.has('allow')).toBe(false);
    }
  });
});

describe('_envelope', () => {
  it.each(ROOTS)('root "%s": a 200 whose body holds the answer, its status and its headers', async (root) => {
    const res = await call(api(root, '/events?_envelope&per_page=1&start_date=2099-01-01&end_date=2099-12-31'));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['body', 'status', 'headers']);
    expect(res.body.status).toBe(200);
    expect(res.body.body.events[0].title).toBe('Globals');
    expect(res.body.headers).toMatchObject({ 'X-TEC-Total': 1, 'X-TEC-TotalPages': 1, Allow: 'GET' });
    expect(res.headers.has('x-tec-total')).toBe(false);
    expect(res.headers.has('allow')).toBe(false);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('leaves the export stream as it is (never read whole), with _jsonp too', async () => {
    for (const query of ['_envelope=1', '_jsonp=cb']) {
      const res = await exports.default.fetch(`${ORIGIN}${api('en', `/export?types=events&${query}`)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
      const lines = (await res.text()).trim().split('\n');
      expect(lines.length).toBeGreaterThan(1);
      expect(JSON.parse(lines[0] ?? '')).toMatchObject({ type: 'event' });
      expect(JSON.parse(lines.at(-1) ?? '')).toMatchObject({ type: 'sync' });
    }
  });

  it('wraps errors too, in the request language', async () => {
    const res = await call(api('es', '/events/999999?_envelope=1'));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(404);
    expect(res.body.body.code).toBe('rest-event-not-found');
    expect(res.body.body.message).toBe('El evento con ID 999999 no existe.');
  });
});

describe('_jsonp', () => {
  it.each(ROOTS)('root "%s": the JSON answer as a call of the callback', async (root) => {
    const res = await call(api(root, '/events?per_page=1&start_date=2099-01-01&end_date=2099-12-31&_jsonp=my.cb_1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=UTF-8');
    expect(res.headers.get('x-tec-total')).toBe('1');
    const text = res.body as string;
    expect(text.startsWith('/**/my.cb_1({"events":[')).toBe(true);
    expect(JSON.parse(text.slice('/**/my.cb_1('.length, -1)).events[0].title).toBe('Globals');
  });

  it('keeps the status of an error', async () => {
    const res = await call(api('en', '/events/999999?_jsonp=cb'));
    expect(res.status).toBe(404);
    expect(res.body).toBe(
      '/**/cb({"code":"rest-event-not-found","message":"Event with ID 999999 does not exist.","data":{"status":404}})',
    );
  });

  it.each([
    ['ca', 'La funció de retorn JSONP no és vàlida.'],
    ['en', 'Invalid JSONP callback function.'],
    ['es', 'La función de retorno JSONP no es válida.'],
  ] as const)('refuses a callback that is not a dotted name (%s)', async (root, message) => {
    const res = await call(api(root, '/events?_jsonp=alert(1)'));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ code: 'rest_callback_invalid', message, data: { status: 400 } });
  });
});

describe('Location', () => {
  it.each([
    ['categories', 'ca'],
    ['tags', 'es'],
  ] as const)('a created %s says where it lives', async (route, root) => {
    const res = await call(`/${root}/wp-json/tribe/events/v1/${route}`, {
      method: 'POST',
      token: admin.token,
      body: { name: `Located ${route}` },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/${root}/wp-json/tribe/events/v1/${route}/${res.body.id}`);
    expect(res.headers.get('location')).toBe(res.body.urls.self);
  });
});
