import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventOrganizers } from '../../../src/db/schema';
import { makeEvent, makeOrganizer, uniqueName } from '../../helpers/factories';
import { api, call, testDb, userWithToken } from '../../helpers/http';

const linksOf = async (eventId: number) =>
  (
    await testDb()
      .select({ organizerId: eventOrganizers.organizerId })
      .from(eventOrganizers)
      .where(eq(eventOrganizers.eventId, eventId))
      .orderBy(eventOrganizers.position)
  ).map((r) => r.organizerId);

describe('POST /organizers', () => {
  it('creates an organizer (201) with phone, website and any e-mail text', async () => {
    const admin = await userWithToken('administrator');
    const name = uniqueName('Sample Organizer');
    const res = await call(api('en', '/organizers'), {
      method: 'POST',
      token: admin.token,
      body: { organizer: name, phone: '555-9999', email: 'sample at example', website: 'https://sample.example' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      author: admin.id,
      status: 'publish',
      organizer: name,
      phone: '555-9999',
      email: 'sample at example',
      // Stored as sent: a URL without a path keeps that form (docs/security.md, "Text safety").
      website: 'https://sample.example',
    });
    expect(res.body.json_ld).toBeUndefined();
  });

  it.each([
    ['organizer', { organizer: '' }],
    ['website', { website: 'ftp://files.example' }],
    ['email', { email: 'x'.repeat(1025) }],
    ['author', { author: 424242 }],
    ['status', { status: 'maybe' }],
    ['date', { date: 'whenever' }],
  ])('is a 400 naming %s', async (param, fields) => {
    const admin = await userWithToken('administrator');
    const res = await call(api('en', '/organizers'), {
      method: 'POST',
      token: admin.token,
      body: { organizer: uniqueName('Bad'), ...fields },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.params)).toEqual([param]);
  });

  it('needs the organizer name (400 before 401) and a token', async () => {
    const missing = await call(api('en', '/organizers'), { method: 'POST', body: { email: 'a@b.c' } });
    expect(missing.body).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['organizer'] } });
    expect((await call(api('en', '/organizers'), { method: 'POST', body: { organizer: 'X' } })).status).toBe(401);
    const subscriber = await userWithToken('subscriber');
    const res = await call(api('en', '/organizers'), {
      method: 'POST',
      token: subscriber.token,
      body: { organizer: 'X' },
    });
    expect(res.status).toBe(403);
  });

  it('scales a contributor back to draft', async () => {
    const contributor = await userWithToken('contributor');
    const res = await call(api('es', '/organizers'), {
      method: 'POST',
      token: contributor.token,
      body: { organizer: uniqueName('Asociación') },
    });
    expect(res.body).toMatchObject({ status: 'draft', i18n_language: 'es' });
  });
});

describe('POST|PUT|PATCH /organizers/{id}', () => {
  it('keeps absent fields and clears those sent empty', async () => {
    const admin = await userWithToken('administrator');
    const organizer = await makeOrganizer({ phone: '111', email: 'keep@example.com', website: 'https://keep.example' });
    const res = await call(api('en', `/organizers/${organizer.id}`), {
      method: 'PUT',
      token: admin.token,
      body: { phone: '', excerpt: 'Short' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'keep@example.com',
      website: 'https://keep.example',
      excerpt: '<p>Short</p>',
    });
    expect(res.body.phone).toBeUndefined();
  });

  it('adds a translation, which needs its name', async () => {
    const admin = await userWithToken('administrator');
    const organizer = await makeOrganizer();
    const missing = await call(api('ca', `/organizers/${organizer.id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { excerpt: 'Només això' },
    });
    expect(missing.body).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['organizer'] } });
    const added = await call(api('ca', `/organizers/${organizer.id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { organizer: 'Organitzadora' },
    });
    expect(added.body).toMatchObject({ organizer: 'Organitzadora', i18n_language: 'ca' });
    expect(Object.keys(added.body.translations).sort()).toEqual(['ca', 'en']);
  });

  it('applies per-item permissions by id and by slug', async () => {
    const admin = await userWithToken('administrator');
    const contributor = await userWithToken('contributor');
    const others = await makeOrganizer({ authorId: admin.id, status: 'draft' });
    const own = await makeOrganizer({ authorId: contributor.id, status: 'draft' });
    const write = (path: string) =>
      call(api('en', path), { method: 'PATCH', token: contributor.token, body: { phone: '1' } });
    expect((await write(`/organizers/${others.id}`)).status).toBe(403);
    expect((await write(`/organizers/by-slug/${others.slug}`)).status).toBe(403);
    expect((await write(`/organizers/${own.id}`)).status).toBe(200);
    expect((await write(`/organizers/by-slug/${own.slug}`)).status).toBe(200);
  });
});

describe('DELETE /organizers/{id}', () => {
  it('trashes the organizer and removes its links from every event, keeping other organizers', async () => {
    const admin = await userWithToken('administrator');
    const organizer = await makeOrganizer();
    const colleague = await makeOrganizer();
    const first = await makeEvent({ organizerIds: [organizer.id, colleague.id] });
    const second = await makeEvent({ organizerIds: [organizer.id], status: 'draft' });
    const res = await call(api('en', `/organizers/${organizer.id}`), { method: 'DELETE', token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('trash');
    expect(await linksOf(first)).toEqual([colleague.id]);
    expect(await linksOf(second)).toEqual([]);
    const again = await call(api('es', `/organizers/${organizer.id}`), { method: 'DELETE', token: admin.token });
    expect(again.status).toBe(410);
    expect(again.body.code).toBe('organizer-is-in-trash');
  });

  it('is a 400 for an unknown id even for visitors, and 401 for visitors otherwise', async () => {
    expect((await call(api('en', '/organizers/987654'), { method: 'DELETE' })).status).toBe(400);
    const organizer = await makeOrganizer();
    expect((await call(api('en', `/organizers/${organizer.id}`), { method: 'DELETE' })).status).toBe(401);
  });

  it('removes one translation, never the original one', async () => {
    const admin = await userWithToken('administrator');
    const organizer = await makeOrganizer({ texts: { en: { title: 'Choir' }, es: { title: 'Coro' } } });
    const original = await call(api('en', `/organizers/${organizer.id}?translation=en`), {
      method: 'DELETE',
      token: admin.token,
    });
    expect(original.status).toBe(400);
    const res = await call(api('es', `/organizers/${organizer.id}?translation=es`), {
      method: 'DELETE',
      token: admin.token,
    });
    expect(res.body).toMatchObject({ organizer: 'Choir', i18n_language: 'en', status: 'publish' });
  });
});
