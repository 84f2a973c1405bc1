import { exports } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/env';
import { scriptSafeJson } from '../../src/http/script-safe-json';
import { api, call, ORIGIN, userWithToken } from '../helpers/http';

const post = (path: string, token: string, body: Record<string, unknown>) =>
  call(api('en', path), { method: 'POST', token, body });

describe('script-safe JSON', () => {
  it('escapes </ in every JSON string, so json_ld can be embedded in a script element', async () => {
    const admin = await userWithToken('administrator');
    const created = await post('/events', admin.token, {
      title: 'Closing a < /script> tag',
      description: '<p>a</p><p>b</p>',
      start_date: '2027-06-01 10:00:00',
      end_date: '2027-06-01 12:00:00',
      status: 'publish',
    });
    expect(created.status).toBe(201);
    const raw = await (await fetchRaw(api('en', `/events/${created.body.id}`))).text();
    expect(raw).not.toContain('</');
    // The edge cache stores and answers the escaped text.
    const again = await fetchRaw(api('en', `/events/${created.body.id}`));
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(raw);
    expect(raw).toContain('<\\/p>');
    const parsed = JSON.parse(raw);
    expect(parsed.description).toContain('</p>');
    expect(parsed.title).toBe('Closing a < /script> tag');
  });

  it('escapes error bodies too', async () => {
    const raw = await (await fetchRaw(`${api('en', '/events')}?search=%3C/script%3E%00`)).text();
    expect(raw).not.toContain('</');
  });

  it('escapes JSON written without c.json on the way out, and c.json text where it is made', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', scriptSafeJson);
    app.get('/raw', () => new Response('{"a":"</b>"}', { headers: { 'content-type': 'application/ld+json' } }));
    app.get('/json', (c) => c.json({ a: '</b>' }, 201, { 'X-Extra': '1' }));
    app.get('/text', (c) => c.text('</b>'));
    const raw = await app.request('/raw');
    expect(await raw.text()).toBe('{"a":"<\\/b>"}');
    const json = await app.request('/json');
    expect(json.status).toBe(201);
    expect(json.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(json.headers.get('x-extra')).toBe('1');
    expect(await json.text()).toBe('{"a":"<\\/b>"}');
    expect(await (await app.request('/text')).text()).toBe('</b>');
  });
});

function fetchRaw(path: string): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`));
}
