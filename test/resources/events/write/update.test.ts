import { describe, expect, it } from 'vitest';
import { createEvent, eventBody, makeOrganizer, makeVenue, uniqueTitle, updateEvent } from '../../../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../../../helpers/http';
import { expectEventShape } from '../event-shape';

describe('POST|PUT|PATCH /events/{id}', () => {
  it('changes only the fields sent (docs/differences.md#partial-update), with every update method', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue();
    const organizer = await makeOrganizer();
    const event = await createEvent(admin.token, {
      status: 'draft',
      description: 'Long text',
      cost: '12€',
      website: 'https://example.com/a',
      featured: true,
      sticky: true,
      show_map: true,
      image: 'https://images.example.com/a.png',
      timezone: 'America/New_York',
      categories: ['Kept'],
      tags: ['kept-tag'],
      venue: venue.id,
      organizer: [organizer.id],
      password: 'pw',
    });
    for (const method of ['POST', 'PUT', 'PATCH']) {
      const title = uniqueTitle(method);
      const response = await updateEvent(api('en', `/events/${event.id}`), admin.token, { title }, method);
      expect(response.status).toBe(200);
      expectEventShape(response.body);
      const { title: newTitle, modified, modified_utc, ...rest } = response.body;
      const { title: _old, modified: _m, modified_utc: _mu, ...before } = event;
      expect(newTitle).toBe(title);
      expect(rest).toEqual(before);
    }
  });

  it('unlinks the venue with null, 0, "" or [] and organizers with [], clears terms with ""', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue();
    for (const empty of [null, 0, '', []]) {
      const event = await createEvent(admin.token, { venue: venue.id, organizer: [(await makeOrganizer()).id] });
      const response = await updateEvent(api('en', `/events/${event.id}`), admin.token, { venue: empty });
      expect(response.body.venue).toEqual([]);
      expect(response.body.organizer).toHaveLength(1);
    }
    const event = await createEvent(admin.token, {
      organizer: [(await makeOrganizer()).id],
      categories: ['One'],
      tags: 'x,y',
    });
    const cleared = await updateEvent(api('en', `/events/${event.id}`), admin.token, {
      organizer: [],
      categories: '',
      tags: [],
    });
    expect(cleared.body).toMatchObject({ organizer: [], categories: [], tags: [] });
  });

  it('replaces links, terms, cost, flags and texts that are sent', async () => {
    const admin = await userWithToken('administrator');
    const [a, b] = [await makeOrganizer(), await makeOrganizer()];
    const event = await createEvent(admin.token, { organizer: [a.id], categories: ['Old'], cost: '5' });
    const fields = {
      cost: '',
      featured: false,
      hide_from_listings: true,
      website: '',
      excerpt: 'Now with an excerpt',
      status: 'pending',
      ticketed: true,
    };
    const response = await updateEvent(api('en', `/events/${event.id}`), admin.token, {
      ...fields,
      organizer: [b.id, { organizer: uniqueTitle('Inline') }, a.id],
      categories: ['New'],
      venue: { venue: uniqueTitle('Inline hall') },
      password: '',
    });
    expect(response.status).toBe(200);
    expect(response.body.organizer.map((o: { id: number }) => o.id)).toEqual([b.id, expect.any(Number), a.id]);
    expect(response.body.categories.map((c: { name: string }) => c.name)).toEqual(['New']);
    expect(response.body.venue.venue).toMatch(/^Inline hall/);
    // Set in paragraphs as the original's the_excerpt (docs/differences.md#paragraphs).
    expect(response.body).toMatchObject({ ...fields, excerpt: '<p>Now with an excerpt</p>' });
    expect((await call(api('en', `/events/${event.id}`), { token: admin.token })).status).toBe(200);
  });

  it('sets and clears the password', async () => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token);
    await updateEvent(api('en', `/events/${event.id}`), admin.token, { password: 'pw' });
    expect((await call(api('en', `/events/${event.id}`))).status).toBe(403);
    await updateEvent(api('en', `/events/${event.id}`), admin.token, { password: '' });
    expect((await call(api('en', `/events/${event.id}`))).status).toBe(200);
  });

  it('answers 404, 400 and 401 in the original order', async () => {
    const admin = await userWithToken('administrator');
    const missing = await updateEvent(api('en', '/events/999999'), admin.token, { title: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('rest-event-not-found');
    expect((await updateEvent(api('en', '/events/999999'), undefined, { title: 'x' })).status).toBe(401);
    const venue = await makeVenue();
    const notEvent = await updateEvent(api('en', `/events/${venue.id}`), admin.token, { title: 'x' });
    expect(notEvent.status).toBe(400);
    expect(notEvent.body.code).toBe('rest-invalid-event-id');
    const event = await createEvent(admin.token);
    const invalid = await updateEvent(api('en', `/events/${event.id}`), undefined, { title: '' });
    expect(invalid.status).toBe(400);
    expect((await updateEvent(api('en', `/events/${event.id}`), undefined, { title: 'x' })).status).toBe(401);
    const self = await updateEvent(api('en', `/events/${event.id}`), admin.token, { post_parent: event.id });
    expect(Object.keys(self.body.data.params)).toEqual(['post_parent']);
  });

  it('lets contributors edit only their own unpublished events, authors their own, editors all', async () => {
    const contributor = await userWithToken('contributor');
    const author = await userWithToken('author');
    const editor = await userWithToken('editor');
    const subscriber = await userWithToken('subscriber');
    const draft = await createEvent(contributor.token);
    const authorsEvent = await createEvent(author.token);
    const cases: [string, number, number][] = [
      [contributor.token, draft.id, 200],
      [contributor.token, authorsEvent.id, 403],
      [subscriber.token, draft.id, 403],
      [author.token, draft.id, 403],
      [author.token, authorsEvent.id, 200],
      [editor.token, draft.id, 200],
      [editor.token, authorsEvent.id, 200],
    ];
    for (const [token, id, status] of cases) {
      const response = await updateEvent(api('en', `/events/${id}`), token, { excerpt: 'changed' });
      expect(response.status).toBe(status);
    }
    // Contributors cannot publish, and lose the event once it is published.
    const scaled = await updateEvent(api('en', `/events/${draft.id}`), contributor.token, { status: 'publish' });
    expect(scaled.body.status).toBe('pending');
    await updateEvent(api('en', `/events/${draft.id}`), editor.token, { status: 'publish' });
    expect((await updateEvent(api('en', `/events/${draft.id}`), contributor.token, { excerpt: 'x' })).status).toBe(403);
  });

  it('lets contributors edit and delete their own private items, not their scheduled ones (WordPress edit_post)', async () => {
    const contributor = await userWithToken('contributor');
    const editor = await userWithToken('editor');
    for (const kind of ['events', 'venues'] as const) {
      const body =
        kind === 'events' ? eventBody({ status: 'private' }) : { venue: uniqueTitle('V'), status: 'private' };
      const made = await call(api('en', `/${kind}`), { method: 'POST', token: contributor.token, body });
      expect(made.body.status).toBe('private');
      const path = api('en', `/${kind}/${made.body.id}`);
      const edited = await updateEvent(path, contributor.token, { excerpt: 'mine' });
      expect(edited.status).toBe(200);
      expect(edited.body.status).toBe('private');
      await updateEvent(path, editor.token, { status: 'future', date: '2030-01-01 10:00:00' });
      expect((await updateEvent(path, contributor.token, { excerpt: 'x' })).status).toBe(403);
      await updateEvent(path, editor.token, { status: 'private' });
      expect((await call(path, { method: 'DELETE', token: contributor.token })).status).toBe(200);
    }
  });

  it('restores a trashed event, with its previous status', async () => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token, { status: 'draft' });
    await call(api('en', `/events/${event.id}`), { method: 'DELETE', token: admin.token });
    const restored = await updateEvent(api('en', `/events/${event.id}`), admin.token, { excerpt: 'back' });
    expect(restored.status).toBe(200);
    expect(restored.body.status).toBe('draft');
    expect(restored.body.slug).toBe(event.slug);
  });

  it('costs a few D1 round trips', async () => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(admin.token);
    const response = await updateEvent(api('en', `/events/${event.id}`), admin.token, {
      title: 'Renamed',
      featured: true,
    });
    expect(response.status).toBe(200);
    // Token, the event's core record, and one batch writing and reading it back.
    expect(dbTiming(response.headers).queries).toBeLessThanOrEqual(3);
  });
});

describe('POST|PUT|PATCH /events/by-slug/{slug}', () => {
  it('updates the event addressed by slug, checking per-item permissions (docs/differences.md#by-slug-permissions)', async () => {
    const admin = await userWithToken('administrator');
    const contributor = await userWithToken('contributor');
    const event = await createEvent(admin.token);
    const path = api('en', `/events/by-slug/${event.slug}`);
    expect((await updateEvent(path, contributor.token, { excerpt: 'hijack' })).status).toBe(403);
    expect((await updateEvent(path, undefined, { excerpt: 'anonymous' })).status).toBe(401);
    const response = await updateEvent(path, admin.token, { excerpt: 'by slug' }, 'PUT');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: event.id, excerpt: '<p>by slug</p>' });
  });

  it('answers 400 naming slug for an unknown slug, on every method (docs/differences.md#unknown-slug-400)', async () => {
    const admin = await userWithToken('administrator');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await call(api('en', '/events/by-slug/no-such-event'), {
        method,
        token: admin.token,
        body: method === 'DELETE' ? undefined : { title: 'x' },
      });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.data.params)).toEqual(['slug']);
    }
  });
});

describe('translations through updates (docs/api.md#content-languages)', () => {
  it.each(['ca', 'en', 'es'] as const)('adds and reads a translation created under /%s', async (original) => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(
      admin.token,
      { title: `Mercat de Nadal ${original}`, description: 'Original' },
      original,
    );
    const other = original === 'es' ? 'ca' : 'es';
    const needsTitle = await updateEvent(api(original, `/events/${event.id}?i18n_language=${other}`), admin.token, {
      description: 'Sense títol',
    });
    expect(needsTitle.status).toBe(400);
    expect(needsTitle.body.code).toBe('rest_missing_callback_param');

    const translated = await updateEvent(api(original, `/events/${event.id}`), admin.token, {
      title: `Mercado de Navidad ${original}`,
      i18n_language: other,
    });
    expect(translated.status).toBe(200);
    expect(translated.body).toMatchObject({
      title: `Mercado de Navidad ${original}`,
      slug: `mercado-de-navidad-${original}`,
      description: '',
      i18n_language: other,
    });
    expect(Object.keys(translated.body.translations).sort()).toEqual([original, other].sort());
    expect(translated.body.translations[other].rest_url).toBe(
      `http://calendar.test/${other}/calendar/events/v1/events/${event.id}`,
    );

    const third = (['ca', 'en', 'es'] as const).find((l) => l !== original && l !== other)!;
    const fallback = await call(api(third, `/events/${event.id}`));
    expect(fallback.body).toMatchObject({
      title: `Mercat de Nadal ${original}`,
      description: '<p>Original</p>',
      i18n_language: original,
    });
    const bySlug = await call(api(other, `/events/by-slug/mercado-de-navidad-${original}`));
    expect(bySlug.body.id).toBe(event.id);
  });
});
