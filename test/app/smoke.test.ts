import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../helpers/http';

describe('smoke', () => {
  it('lists tags and creates one', async () => {
    const admin = await userWithToken('administrator');
    const created = await call(api('ca', '/tags'), {
      method: 'POST',
      body: { name: 'Música en viu' },
      token: admin.token,
    });
    expect(created.status).toBe(201);
    expect(created.body.slug).toBe('musica-en-viu');
    const list = await call(api('ca', '/tags?hide_empty=false'));
    expect(list.status).toBe(200);
    expect(list.body.tags).toHaveLength(1);
  });
});
