import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
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
    expect(raw).toContain('<\\/p>');
    const parsed = JSON.parse(raw);
    expect(parsed.description).toContain('</p>');
    expect(parsed.title).toBe('Closing a < /script> tag');
  });

  it('escapes error bodies too', async () => {
    const raw = await (await fetchRaw(`${api('en', '/events')}?search=%3C/script%3E%00`)).text();
    expect(raw).not.toContain('</');
  });
});

function fetchRaw(path: string): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`));
}
