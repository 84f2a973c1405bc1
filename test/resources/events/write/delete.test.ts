import { describe, expect, it } from 'vitest';
import { createEvent, makeVenue, updateEvent } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { expectEventShape } from '../event-shape';

const remove = (path: string, token?: string) => call(path, { method: 'DELETE', token });

describe('DELETE /events/{id}', () => {
  it('moves the event to the trash and returns it; again is a 410', async () => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token, { categories: ['Kept on trash'] });
    const response = await remove(api('en', `/events/${event.id}`), admin.token);
    expect(response.status).toBe(200);
    expectEventShape(response.body);
    expect(response.body).toMatchObject({ id: event.id, status: 'trash', slug: event.slug, title: event.title });
    const again = await remove(api('en', `/events/${event.id}`), admin.token);
    expect(again.status).toBe(410);
    expect(again.body).toEqual({
      code: 'event-is-in-trash',
      message: 'The event is already trashed',
      data: { status: 410 },
    });
    expect((await call(api('en', `/events/${event.id}`))).body.code).toBe('event-no-longer-available');
  });

  it('answers 404 for an unknown id, 400 for a venue id, 401 to anonymous callers', async () => {
    const admin = await userWithToken('administrator');
    const missing = await remove(api('en', '/events/999999'), admin.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Event with ID 999999 does not exist.');
    const venue = await makeVenue();
    expect((await remove(api('en', `/events/${venue.id}`), admin.token)).body.code).toBe('rest-invalid-event-id');
    const event = await createEvent(admin.token);
    const anonymous = await remove(api('en', `/events/${event.id}`));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('rest_forbidden');
  });

  it('lets contributors delete only their own unpublished events, authors their own, editors all', async () => {
    const contributor = await userWithToken('contributor');
    const author = await userWithToken('author');
    const editor = await userWithToken('editor');
    const subscriber = await userWithToken('subscriber');
    const cases: [{ token: string }, { token: string }, Record<string, unknown>, number][] = [
      [contributor, contributor, {}, 200],
      [author, contributor, {}, 403],
      [author, author, {}, 200],
      [author, subscriber, {}, 403],
      [contributor, editor, {}, 200],
      [author, editor, {}, 200],
    ];
    for (const [owner, deleter, overrides, status] of cases) {
      const event = await createEvent(owner.token, overrides);
      expect((await remove(api('en', `/events/${event.id}`), deleter.token)).status).toBe(status);
    }
    const published = await createEvent(contributor.token);
    await updateEvent(api('en', `/events/${published.id}`), editor.token, { status: 'publish' });
    expect((await remove(api('en', `/events/${published.id}`), contributor.token)).status).toBe(403);
  });

  it('removes one language with ?translation= and keeps the rest', async () => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token, { title: 'Correfoc' }, 'ca');
    await updateEvent(api('es', `/events/${event.id}`), admin.token, { title: 'Correfuegos' });
    const original = await remove(api('es', `/events/${event.id}?translation=ca`), admin.token);
    expect(original.status).toBe(400);
    expect(Object.keys(original.body.data.params)).toEqual(['translation']);
    const lacking = await remove(api('es', `/events/${event.id}?translation=en`), admin.token);
    expect(lacking.status).toBe(400);
    const response = await remove(api('es', `/events/${event.id}?translation=es`), admin.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'publish', title: 'Correfoc', i18n_language: 'ca' });
    expect(Object.keys(response.body.translations)).toEqual(['ca']);
  });
});

describe('DELETE /events/by-slug/{slug}', () => {
  it('trashes the event addressed by slug, checking per-item permissions (docs/differences.md#by-slug-permissions)', async () => {
    const admin = await userWithToken('administrator');
    const contributor = await userWithToken('contributor');
    const event = await createEvent(admin.token);
    const path = api('ca', `/events/by-slug/${event.slug}`);
    expect((await remove(path, contributor.token)).status).toBe(403);
    const response = await remove(path, admin.token);
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('trash');
    expect((await remove(path, admin.token)).status).toBe(410);
  });

  it.each(['ca', 'en', 'es'] as const)('answers under /%s in its language', async (lang) => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token, {}, lang);
    await remove(api(lang, `/events/${event.id}`), admin.token);
    const again = await remove(api(lang, `/events/by-slug/${event.slug}`), admin.token);
    expect(again.status).toBe(410);
    expect(again.headers.get('content-language')).toBe(lang);
    const messages = {
      ca: "L'esdeveniment ja és a la paperera",
      en: 'The event is already trashed',
      es: 'El evento ya está en la papelera',
    };
    expect(again.body.message).toBe(messages[lang]);
  });
});
