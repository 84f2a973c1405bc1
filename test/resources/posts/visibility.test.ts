import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../../helpers/http';

const event = (overrides: Record<string, unknown>) => ({
  start_date: '2027-06-01 10:00:00',
  end_date: '2027-06-01 12:00:00',
  status: 'publish',
  ...overrides,
});

describe('hidden content never shapes an answer', () => {
  it('search matches a protected description only for callers who may read it', async () => {
    const admin = await userWithToken('administrator');
    const editor = await userWithToken('editor');
    const contributor = await userWithToken('contributor');
    const created = await call(api('en', '/events'), {
      method: 'POST',
      token: admin.token,
      body: event({ title: 'Locked gala', description: 'secret zanzibarword inside', password: 'pw' }),
    });
    expect(created.status).toBe(201);
    const ids = async (token?: string, search = 'zanzibarword') =>
      (await call(`${api('en', '/events')}?search=${search}&start_date=2027-01-01`, { token })).body.events.map(
        (e: { id: number }) => e.id,
      );
    expect(await ids()).toEqual([]);
    expect(await ids(contributor.token)).toEqual([]);
    expect(await ids(editor.token)).toEqual([created.body.id]);
    // The title stays searchable, as it is shown to everyone.
    expect(await ids(undefined, 'gala')).toContain(created.body.id);
  });

  it('venue, organizer and geoloc filters consider only published venues and organizers', async () => {
    const admin = await userWithToken('administrator');
    const editor = await userWithToken('editor');
    const venue = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: { venue: 'Hidden hall', status: 'draft', geo_lat: 41.5, geo_lng: 2.1 },
    });
    const organizer = await call(api('en', '/organizers'), {
      method: 'POST',
      token: admin.token,
      body: { organizer: 'Hidden org', status: 'draft' },
    });
    expect([venue.status, organizer.status]).toEqual([201, 201]);
    const created = await call(api('en', '/events'), {
      method: 'POST',
      token: admin.token,
      body: event({ title: 'Public event at hidden place', venue: venue.body.id, organizer: [organizer.body.id] }),
    });
    expect(created.status).toBe(201);
    const queries = [
      `venue=${venue.body.id}`,
      `organizer=${organizer.body.id}`,
      'geoloc=1&geoloc_lat=41.5&geoloc_lng=2.1&geoloc_radius=5',
    ];
    for (const query of queries) {
      const anonymous = await call(`${api('en', '/events')}?${query}&start_date=2027-01-01`);
      expect(anonymous.status, query).toBe(200);
      expect(
        anonymous.body.events.map((e: { id: number }) => e.id),
        query,
      ).not.toContain(created.body.id);
      const privileged = await call(`${api('en', '/events')}?${query}&start_date=2027-01-01`, { token: editor.token });
      expect(
        privileged.body.events.map((e: { id: number }) => e.id),
        query,
      ).toContain(created.body.id);
    }
  });
});
