import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';

/** An event's slug after creation: one of the smaller contract gaps (docs/security.md, "Smaller contract gaps"). */

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: uniqueName('Gap event'),
  start_date: '2027-07-01 10:00:00',
  end_date: '2027-07-01 12:00:00',
  status: 'publish',
  ...overrides,
});

describe("an event's slug", () => {
  it('changes through POST /events/<id> {"slug"}; by-slug routes keep addressing by the path', async () => {
    const admin = await userWithToken('administrator');
    const created = await call(api('en', '/events'), { method: 'POST', token: admin.token, body: eventBody() });
    expect(created.status).toBe(201);
    const slug = `renamed-${Math.random().toString(36).slice(2, 8)}`;
    const renamed = await call(api('en', `/events/${created.body.id}`), {
      method: 'POST',
      token: admin.token,
      body: { slug },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.slug).toBe(slug);
    const bySlug = await call(api('en', `/events/by-slug/${slug}`));
    expect(bySlug.body.id).toBe(created.body.id);
    expect((await call(api('en', `/events/by-slug/${created.body.slug}`))).status).toBe(400);

    // A by-slug update addresses by its path and leaves the slug alone.
    const titled = await call(api('en', `/events/by-slug/${slug}`), {
      method: 'PATCH',
      token: admin.token,
      body: { title: 'Retitled gap event' },
    });
    expect(titled.status).toBe(200);
    expect([titled.body.id, titled.body.slug, titled.body.title]).toEqual([
      created.body.id,
      slug,
      'Retitled gap event',
    ]);

    // A slug another live event holds is not taken: the rename gets a free variant of it.
    const other = await call(api('en', '/events'), { method: 'POST', token: admin.token, body: eventBody() });
    const clash = await call(api('en', `/events/${other.body.id}`), {
      method: 'PUT',
      token: admin.token,
      body: { slug },
    });
    expect([clash.status, clash.body.slug]).toEqual([200, `${slug}-2`]);
    // Sending the slug it already has keeps it.
    const same = await call(api('en', `/events/${created.body.id}`), {
      method: 'POST',
      token: admin.token,
      body: { slug },
    });
    expect([same.status, same.body.slug]).toEqual([200, slug]);
    expect((await call(api('en', `/events/by-slug/${slug}`))).body.id).toBe(created.body.id);
  }, 60_000);

  it('is renamed only by those who may edit the event', async () => {
    const admin = await userWithToken('administrator');
    const contributor = await userWithToken('contributor');
    const created = await call(api('en', '/events'), { method: 'POST', token: admin.token, body: eventBody() });
    const slug = `not-yours-${Math.random().toString(36).slice(2, 8)}`;
    const anonymous = await call(api('en', `/events/${created.body.id}`), { method: 'POST', body: { slug } });
    expect(anonymous.status).toBe(401);
    const denied = await call(api('es', `/events/${created.body.id}`), {
      method: 'POST',
      token: contributor.token,
      body: { slug },
    });
    expect([denied.status, denied.body.code]).toEqual([403, 'rest_forbidden']);
    expect((await call(api('en', `/events/${created.body.id}`))).body.slug).toBe(created.body.slug);
  }, 60_000);

  it('reads a percent-encoded slug (as WordPress answers non-ASCII ones) as the text it encodes', async () => {
    const admin = await userWithToken('administrator');
    const word = Math.random().toString(36).slice(2, 8);
    const created = await call(api('ca', '/events'), {
      method: 'POST',
      token: admin.token,
      body: eventBody({ slug: `gr%c3%a0cia-${word}` }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.slug).toBe(`gracia-${word}`);
    expect((await call(api('ca', `/events/by-slug/gracia-${word}`))).body.id).toBe(created.body.id);
  });
});
