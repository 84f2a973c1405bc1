import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createEvent, makeOrganizer, makeVenue, uniqueTitle } from '../../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../../helpers/http';
import { expectEventShape } from './event-shape';

describe('GET /events/{id}', () => {
  it('returns the event with every field in order, json_ld, and its venue and organizers', async () => {
    const admin = await userWithToken('administrator');
    const created = await createEvent(admin.token, {
      description: '<p>Concert <strong>al carrer</strong></p>',
      excerpt: 'Short',
      cost: '$23',
      website: 'https://example.com/fest',
      featured: true,
      categories: ['Music'],
      tags: ['jazz'],
      venue: { venue: uniqueTitle('Hall'), city: 'Girona', address: 'Rambla 1' },
      organizer: [{ organizer: uniqueTitle('Org'), email: 'org@example.com' }],
      timezone: 'America/New_York',
    });
    const response = await call(api('', `/events/${created.id}`));
    expect(response.status).toBe(200);
    const event = response.body;
    expectEventShape(event, { jsonLd: true });
    expect(event).toMatchObject({
      id: created.id,
      author: admin.id,
      status: 'publish',
      rest_url: `http://calendar.test/calendar/events/v1/events/${created.id}`,
      url: `http://calendar.test/en/event/${created.slug}/`,
      global_id: `calendar.test?id=${created.id}`,
      description: '<p>Concert <strong>al carrer</strong></p>',
      cost: '$23',
      cost_details: { currency_symbol: '$', currency_code: '', currency_position: 'prefix', values: ['23'] },
      website: 'https://example.com/fest',
      featured: true,
      timezone_abbr: 'EDT',
      custom_fields: [],
      i18n_language: 'en',
    });
    expect(event.categories[0]).toMatchObject({ name: 'Music', taxonomy: 'tribe_events_cat', filter: 'raw' });
    expect(event.tags[0]).toMatchObject({ name: 'jazz', taxonomy: 'post_tag' });
    expect(event.venue).toMatchObject({ city: 'Girona', json_ld: { '@type': 'Place' } });
    expect(event.organizer[0]).toMatchObject({ email: 'org@example.com', json_ld: expect.any(Object) });
    expect(event.json_ld).toMatchObject({
      '@context': 'http://schema.org',
      '@type': 'Event',
      name: created.title,
      description: 'Short',
      startDate: '2027-06-01T10:00:00-04:00',
      endDate: '2027-06-01T12:00:00-04:00',
      location: { '@type': 'Place' },
      organizer: { email: 'org@example.com' },
      offers: { '@type': 'Offer', price: '23' },
    });
  });

  it.each(['', 'ca', 'en', 'es'] as const)(
    'names the site in global_id without a port, as the original, under the root "%s"',
    async (root) => {
      const { token } = await userWithToken('administrator');
      const created = await createEvent(token);
      const path = `${root ? `/${root}` : ''}/calendar/events/v1/events/${created.id}`;
      const response = await exports.default.fetch(new Request(`http://calendar.test:8787${path}`));
      const event = (await response.json()) as { global_id: string; global_id_lineage: string[]; rest_url: string };
      expect(event.global_id).toBe(`calendar.test?id=${created.id}`);
      expect(event.global_id_lineage).toEqual([`calendar.test?id=${created.id}`]);
      expect(event.rest_url).toBe(`http://calendar.test:8787${path}`);
    },
  );

  it('reads in one D1 round trip', async () => {
    const admin = await userWithToken('administrator');
    const created = await createEvent(admin.token, {
      categories: ['Theatre', 'Dance'],
      tags: ['a', 'b', 'c'],
      venue: { venue: uniqueTitle('Hall') },
      organizer: [{ organizer: uniqueTitle('Org') }, { organizer: uniqueTitle('Org') }],
    });
    const response = await call(api('en', `/events/${created.id}?i18n_language=es`));
    expect(response.status).toBe(200);
    // The event and all it embeds come in one batch; the edge cache's data version is the isolate's.
    expect(dbTiming(response.headers).queries).toBe(1);
  });

  it('answers 404 rest-event-not-found with the id, also for 0', async () => {
    for (const id of [999999, 0]) {
      const response = await call(api('', `/events/${id}`));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        code: 'rest-event-not-found',
        message: `Event with ID ${id} does not exist.`,
        data: { status: 404 },
      });
    }
  });

  it('answers 400 rest-invalid-event-id for the id of a venue, and no route for a non-numeric id', async () => {
    const venue = await makeVenue();
    const response = await call(api('', `/events/${venue.id}`));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('rest-invalid-event-id');
    const huge = await call(api('', '/events/99999999999999999999'));
    expect(huge.status).toBe(400);
    expect(huge.body.data.params).toEqual({ id: 'id is out of range.' });
    const noRoute = await call(api('', '/events/abc'));
    expect(noRoute.status).toBe(404);
    expect(noRoute.body.code).toBe('rest_no_route');
  });

  it('answers 403 event-no-longer-available for a trashed event, even to administrators', async () => {
    const admin = await userWithToken('administrator');
    const created = await createEvent(admin.token);
    await call(api('', `/events/${created.id}`), { method: 'DELETE', token: admin.token });
    for (const token of [undefined, admin.token]) {
      const response = await call(api('', `/events/${created.id}`), { token });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('event-no-longer-available');
    }
  });

  it('shows a draft only to its author and to editors (403 event-not-accessible otherwise)', async () => {
    const contributor = await userWithToken('contributor');
    const draft = await createEvent(contributor.token);
    expect(draft.status).toBe('draft');
    const cases: [string | undefined, number][] = [
      [undefined, 403],
      [(await userWithToken('subscriber')).token, 403],
      [(await userWithToken('contributor')).token, 403],
      [(await userWithToken('author')).token, 403],
      [contributor.token, 200],
      [(await userWithToken('editor')).token, 200],
    ];
    for (const [token, status] of cases) {
      const response = await call(api('', `/events/${draft.id}`), { token });
      expect(response.status).toBe(status);
      if (status === 403) expect(response.body.code).toBe('event-not-accessible');
    }
  });

  it('answers 403 event-password-protected unless the password, or context=edit by an editor, unlocks it', async () => {
    const admin = await userWithToken('administrator');
    const created = await createEvent(admin.token, { password: 's3cret' });
    const locked = await call(api('', `/events/${created.id}`));
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('event-password-protected');
    const wrong = await call(api('', `/events/${created.id}?password=nope`));
    expect(wrong.status).toBe(403);
    const right = await call(api('', `/events/${created.id}?password=s3cret`));
    expect(right.status).toBe(200);
    expect(right.headers.get('cache-control')).toBe('private, no-store');
    const edit = await call(api('', `/events/${created.id}?context=edit`), { token: admin.token });
    expect(edit.status).toBe(200);
    const anonymousEdit = await call(api('', `/events/${created.id}?context=edit`));
    expect(anonymousEdit.status).toBe(401);
    const badContext = await call(api('', `/events/${created.id}?context=embed`));
    expect(badContext.status).toBe(400);
    expect(Object.keys(badContext.body.data.params)).toEqual(['context']);
  });

  it('leaves out a linked venue or organizer the reader may not see (docs/differences.md#embedded-visibility)', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue({ status: 'draft', authorId: admin.id });
    const organizer = await makeOrganizer({ status: 'draft', authorId: admin.id });
    const visible = await makeOrganizer();
    const created = await createEvent(admin.token, { venue: venue.id, organizer: [organizer.id, visible.id] });
    const anonymous = await call(api('', `/events/${created.id}`));
    expect(anonymous.body.venue).toEqual([]);
    expect(anonymous.body.organizer.map((o: { id: number }) => o.id)).toEqual([visible.id]);
    const editor = await call(api('', `/events/${created.id}`), { token: (await userWithToken('editor')).token });
    expect(editor.body.venue.id).toBe(venue.id);
    expect(editor.body.organizer).toHaveLength(2);
  });

  it('redacts an embedded password-protected venue', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue({ password: 'pw', city: 'Reus' });
    const created = await createEvent(admin.token, { venue: venue.id });
    const response = await call(api('', `/events/${created.id}`));
    expect(response.body.venue.id).toBe(venue.id);
    expect(response.body.venue.city).toBe('');
  });

  it('reads an event hidden from listings', async () => {
    const admin = await userWithToken('administrator');
    const created = await createEvent(admin.token, { hide_from_listings: true });
    const response = await call(api('', `/events/${created.id}`));
    expect(response.status).toBe(200);
    expect(response.body.hide_from_listings).toBe(true);
  });

  it.each(['ca', 'en', 'es'] as const)('keeps URLs under the /%s root and answers in its language', async (lang) => {
    const admin = await userWithToken('administrator');
    const created = await createEvent(admin.token, { categories: ['Fira'] }, 'ca');
    const response = await call(api(lang, `/events/${created.id}`));
    expect(response.body.rest_url).toBe(`http://calendar.test/${lang}/calendar/events/v1/events/${created.id}`);
    expect(response.body.categories[0].urls.self).toContain(`/${lang}/calendar/events/v1/categories/`);
    expect(response.body.i18n_language).toBe('ca');
    expect(response.headers.get('content-language')).toBe(lang);
    const missing = await call(api(lang, '/events/999999'));
    const messages = {
      ca: "L'esdeveniment amb l'ID 999999 no existeix.",
      en: 'Event with ID 999999 does not exist.',
      es: 'El evento con ID 999999 no existe.',
    };
    expect(missing.body.message).toBe(messages[lang]);
  });
});

describe('GET /events/by-slug/{slug}', () => {
  it('returns the event addressed by its slug, with json_ld', async () => {
    const admin = await userWithToken('administrator');
    const created = await createEvent(admin.token, { title: 'Festa Major de Gràcia' });
    expect(created.slug).toBe('festa-major-de-gracia');
    const response = await call(api('ca', '/events/by-slug/festa-major-de-gracia'));
    expect(response.status).toBe(200);
    expectEventShape(response.body, { jsonLd: true });
    expect(response.body.id).toBe(created.id);
    expect(dbTiming(response.headers).queries).toBe(1);
  });

  it('answers 400 naming slug for an unknown slug or the slug of a venue', async () => {
    const venue = await makeVenue();
    for (const slug of ['no-such-event', venue.slug]) {
      const response = await call(api('', `/events/by-slug/${slug}`));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('rest_invalid_param');
      expect(Object.keys(response.body.data.params)).toEqual(['slug']);
    }
  });

  it('resolves a slug in the request language first, and a live event before a trashed one', async () => {
    const admin = await userWithToken('administrator');
    const catalan = await createEvent(admin.token, { title: 'Concert de Nadal' }, 'ca');
    const spanish = await createEvent(admin.token, { title: 'Concert de Nadal' }, 'es');
    expect(spanish.slug).toBe(catalan.slug);
    expect((await call(api('es', `/events/by-slug/${catalan.slug}`))).body.id).toBe(spanish.id);
    expect((await call(api('ca', `/events/by-slug/${catalan.slug}`))).body.id).toBe(catalan.id);
    expect((await call(api('en', `/events/by-slug/${catalan.slug}`))).body.id).toBe(catalan.id);

    const title = uniqueTitle('Trashed');
    const old = await createEvent(admin.token, { title });
    await call(api('', `/events/${old.id}`), { method: 'DELETE', token: admin.token });
    const trashedOnly = await call(api('', `/events/by-slug/${old.slug}`));
    expect(trashedOnly.status).toBe(403);
    expect(trashedOnly.body.code).toBe('event-no-longer-available');
    const live = await createEvent(admin.token, { title });
    expect(live.slug).toBe(old.slug);
    expect((await call(api('', `/events/by-slug/${old.slug}`))).body.id).toBe(live.id);
  });

  it('answers 403 event-not-accessible for a reachable draft', async () => {
    const contributor = await userWithToken('contributor');
    const draft = await createEvent(contributor.token);
    const response = await call(api('', `/events/by-slug/${draft.slug}`));
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('event-not-accessible');
  });
});
