import { describe, expect, it } from 'vitest';
import { createEvent, makeEvents, makeTerm, makeVenue, uniqueName } from '../helpers/factories';
import { api, call, userWithToken } from '../helpers/http';
import { apply, type Change, changesSince, exportOf, sorted } from './sync-helpers';

describe('GET /changes with the export filters', { timeout: 60_000 }, () => {
  it('keeps a replica of a filtered export equal to a fresh filtered export through every kind of change', async () => {
    const admin = await userWithToken('administrator');
    const music = uniqueName('Music').toLowerCase().replace(/\W+/g, '-');
    const other = uniqueName('Other').toLowerCase().replace(/\W+/g, '-');
    const inMusic = await createEvent(admin.token, { categories: [music] });
    const leaving = await createEvent(admin.token, { categories: [music] });
    const joining = await createEvent(admin.token, { categories: [other] });
    const trashed = await createEvent(admin.token, { categories: [music] });
    const query = `types=events&categories=${music}`;
    const before = await exportOf(query);
    expect([...before.replica.keys()].sort()).toEqual(
      [`event:${inMusic.id}`, `event:${leaving.id}`, `event:${trashed.id}`].sort(),
    );

    const patch = (id: number, body: Record<string, unknown>, method = 'PATCH') =>
      call(api('en', `/events/${id}`), { method, token: admin.token, body });
    expect((await patch(inMusic.id, { title: 'Retitled in music' })).status).toBe(200);
    expect((await patch(leaving.id, { categories: [other] })).status).toBe(200);
    expect((await patch(joining.id, { categories: [music, other] })).status).toBe(200);
    expect((await patch(trashed.id, {}, 'DELETE')).status).toBe(200);
    const venue = await call(api('en', '/venues'), { method: 'POST', token: admin.token, body: { venue: 'Hall' } });
    expect(venue.status).toBe(201);

    const { changes } = await changesSince(before.token, query);
    const actions = Object.fromEntries(changes.map((change) => [change.id, change.action]));
    expect(actions).toEqual({
      [inMusic.id]: 'upsert',
      [leaving.id]: 'delete',
      [joining.id]: 'upsert',
      [trashed.id]: 'delete',
    });
    // `types=events`: the new venue is not this query's.
    expect(changes.every((change) => change.type === 'event')).toBe(true);
    const fresh = await exportOf(query);
    expect(sorted(apply(before.replica, changes))).toEqual(sorted(fresh.replica));
  });

  it('takes the date, flag and venue filters: an event moved out of the window is a delete', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue();
    const inside = await createEvent(admin.token, {
      start_date: '2031-03-10 10:00:00',
      end_date: '2031-03-10 11:00:00',
      featured: true,
      venue: venue.id,
    });
    const query = `start_date=2031-03-01&end_date=2031-03-31&featured=true&venue=${venue.id}`;
    const before = await exportOf(query);
    expect(before.replica.has(`event:${inside.id}`)).toBe(true);
    const moved = await call(api('en', `/events/${inside.id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { start_date: '2031-04-10 10:00:00', end_date: '2031-04-10 11:00:00' },
    });
    expect(moved.status).toBe(200);
    const { changes } = await changesSince(before.token, query);
    expect(changes.filter((change) => change.type === 'event')).toEqual([
      { type: 'event', id: inside.id, action: 'delete' },
    ]);
    const back = await call(api('en', `/events/${inside.id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { start_date: '2031-03-12 10:00:00', end_date: '2031-03-12 11:00:00' },
    });
    expect(back.status).toBe(200);
    const again = await changesSince(before.token, query);
    expect(again.changes.filter((change) => change.type === 'event')).toMatchObject([
      { type: 'event', id: inside.id, action: 'upsert', item: { id: inside.id, start_date: '2031-03-12 10:00:00' } },
    ]);
    const fresh = await exportOf(query);
    expect(sorted(apply(before.replica, again.changes))).toEqual(sorted(fresh.replica));
  });

  it('reports only the kinds `types=` names, reading at most one page of the log per response', async () => {
    const { token } = await exportOf('types=tags');
    // More logged event rows than one response reads, then one tag.
    await makeEvents(Array.from({ length: 501 }, () => ({})));
    const tag = await makeTerm('tag');
    const first = await call<{ changes: Change[]; next_sync_token: string; has_more: boolean }>(
      api('en', `/changes?sync_token=${encodeURIComponent(token)}&types=tags`),
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ changes: [], has_more: true });
    const rest = await changesSince(first.body.next_sync_token, 'types=tags');
    expect(rest.changes).toMatchObject([{ type: 'tag', id: tag, action: 'upsert' }]);
  });

  it('chooses the fields of each item with `_fields`', async () => {
    const { token } = await exportOf('types=tags');
    const event = await makeEvents([{}]);
    const { changes } = await changesSince(token, 'types=events&_fields=id,title');
    expect(changes).toEqual([
      { type: 'event', id: event[0], action: 'upsert', item: { id: event[0], title: expect.any(String) } },
    ]);
  });

  it('refuses what the export refuses, naming the parameter', async () => {
    const { token } = await exportOf('types=tags');
    const unknown = await call(api('en', `/changes?sync_token=${token}&categories=no-such-category-anywhere`));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { categories: expect.any(String) } },
    });
    const types = await call(api('en', `/changes?sync_token=${token}&types=events,widgets`));
    expect(types.status).toBe(400);
    expect(types.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { types: expect.any(String) } } });
    const missing = await call(api('ca', '/changes?types=events'));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['sync_token'] } });
  });
});
