import { describe, expect, it } from 'vitest';
import { makeEvent, makeVenue, uniqueName } from '../../helpers/factories';
import { api, call, type Root, userWithToken } from '../../helpers/http';

const patch = (root: Root, path: string, token: string | undefined, body: unknown, method = 'PATCH') =>
  call(api(root, path), { method, token, body });

describe('POST|PUT|PATCH /venues/{id}', () => {
  it.each(['POST', 'PUT', 'PATCH'])(
    '%s changes only the fields sent (docs/differences.md#partial-update)',
    async (method) => {
      const admin = await userWithToken('administrator');
      const created = await call(api('en', '/venues'), {
        method: 'POST',
        token: admin.token,
        body: {
          venue: uniqueName('Original'),
          description: 'Kept',
          city: 'Sevilla',
          phone: '123',
          show_map: false,
          image: 'https://img.example.com/kept.png',
          status: 'draft',
          geo_lat: 37.38,
          geo_lng: -5.98,
        },
      });
      const res = await patch('en', `/venues/${created.body.id}`, admin.token, { zip: '41001', phone: '' }, method);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        venue: created.body.venue,
        description: '<p>Kept</p>',
        city: 'Sevilla',
        zip: '41001',
        show_map: false,
        status: 'draft',
        geo_lat: 37.38,
        image: { url: 'https://img.example.com/kept.png' },
      });
      expect(res.body.phone).toBeUndefined();
      expect(res.body.json_ld).toBeUndefined();
      expect(res.body.slug).toBe(created.body.slug);
    },
  );

  it('renames, re-slugs, re-derives stateprovince, clears coordinates and the image', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue({ state: 'Old', stateprovince: 'Old', geoLat: 1, geoLng: 2, country: 'US' });
    const res = await patch('en', `/venues/${venue.id}`, admin.token, {
      venue: 'Renamed Hall',
      slug: 'Renamed Hall!',
      state: 'NY',
      geo_lat: '',
      geo_lng: null,
      image: '',
    });
    expect(res.body).toMatchObject({ venue: 'Renamed Hall', slug: 'renamed-hall', state: 'NY', stateprovince: 'NY' });
    expect(res.body.geo_lat).toBeUndefined();
    expect(res.body.image).toBeUndefined();
  });

  it('adds a translation in a new language (its name required) and keeps the others', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue({
      texts: { ca: { title: 'Museu del Mar', slug: uniqueName('museu').replace(/ /g, '-') } },
    });
    const missing = await patch('es', `/venues/${venue.id}`, admin.token, { description: 'Solo descripción' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['venue'] } });
    const added = await patch('es', `/venues/${venue.id}`, admin.token, { venue: 'Museo del Mar' });
    expect(added.body).toMatchObject({ venue: 'Museo del Mar', i18n_language: 'es', slug: 'museo-del-mar' });
    expect(Object.keys(added.body.translations).sort()).toEqual(['ca', 'es']);
    const catalan = await call(api('ca', `/venues/${venue.id}`));
    expect(catalan.body.venue).toBe('Museu del Mar');
    const viaOverride = await patch('ca', `/venues/${venue.id}`, admin.token, {
      venue: 'Sea Museum',
      i18n_language: 'en',
    });
    expect(viaOverride.body.i18n_language).toBe('en');
  });

  it('changes language-independent fields under a root whose language the venue lacks, without a name', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue({ texts: { ca: { title: 'Born Centre Cultural' } } });
    const res = await patch('es', `/venues/${venue.id}`, admin.token, { city: 'Barcelona', show_map: 'no' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ city: 'Barcelona', show_map: false, i18n_language: 'ca' });
    expect(Object.keys(res.body.translations)).toEqual(['ca']);
  });

  it('sets and clears the password', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue({ city: 'Tarragona' });
    await patch('en', `/venues/${venue.id}`, admin.token, { password: 'hush' });
    expect((await call(api('en', `/venues/${venue.id}`))).body.city).toBe('');
    await patch('en', `/venues/${venue.id}`, admin.token, { password: '' });
    expect((await call(api('en', `/venues/${venue.id}`))).body.city).toBe('Tarragona');
  });

  it('updates by slug, checking the same per-item permissions (docs/differences.md#by-slug-permissions)', async () => {
    const admin = await userWithToken('administrator');
    const contributor = await userWithToken('contributor');
    const venue = await makeVenue({ authorId: admin.id, status: 'draft' });
    const denied = await patch('en', `/venues/by-slug/${venue.slug}`, contributor.token, { city: 'Hacked' });
    expect(denied.status).toBe(403);
    const ok = await patch('en', `/venues/by-slug/${venue.slug}`, admin.token, { city: 'Cádiz', slug: 'ignored' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: venue.id, city: 'Cádiz', slug: venue.slug });
    const unknown = await patch('en', '/venues/by-slug/nope-nope', undefined, { city: 'X' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.data.params)).toEqual(['slug']);
  });

  it('validates before permissions: unknown ids and bad fields are 400s even for visitors', async () => {
    const event = await makeEvent();
    for (const id of [987654, event]) {
      const res = await patch('en', `/venues/${id}`, undefined, { city: 'X' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.data.params)).toEqual(['id']);
    }
    const venue = await makeVenue();
    const bad = await patch('en', `/venues/${venue.id}`, undefined, { venue: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.params)).toEqual(['venue']);
    expect((await patch('en', `/venues/${venue.id}`, undefined, { city: 'X' })).status).toBe(401);
  });

  it('writes nothing when a field is invalid', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue({ city: 'Before' });
    const res = await patch('en', `/venues/${venue.id}`, admin.token, { city: 'After', geo_lat: 12 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.params)).toEqual(['geo_lng']);
    expect((await call(api('en', `/venues/${venue.id}`))).body.city).toBe('Before');
  });

  it('keeps a trashed venue trashed without status; a status restores it with a free slug (docs/differences.md#trash-keeps-slug)', async () => {
    const admin = await userWithToken('administrator');
    const slug = uniqueName('reborn').replace(/ /g, '-');
    const trashed = await makeVenue({ status: 'trash', texts: { en: { title: 'Reborn', slug } } });
    await makeVenue({ texts: { en: { title: 'Usurper', slug } } });
    const still = await patch('en', `/venues/${trashed.id}`, admin.token, { city: 'Zaragoza' });
    expect(still.body).toMatchObject({ status: 'trash', slug, city: 'Zaragoza' });
    const restored = await patch('en', `/venues/${trashed.id}`, admin.token, { status: 'publish' });
    expect(restored.body).toMatchObject({ status: 'publish', slug: `${slug}-2` });
  });

  it('trashes through status=trash, unlinking it from events like DELETE', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue();
    const event = await makeEvent({ venueId: venue.id });
    const res = await patch('en', `/venues/${venue.id}`, admin.token, { status: 'trash' });
    expect(res.body.status).toBe('trash');
    expect((await call(api('en', `/venues?event=${event}`))).body.total).toBe(0);
  });
});

describe('venue write permissions (docs/original.md#roles-and-capabilities)', () => {
  const roles = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const;
  type Role = (typeof roles)[number];

  /** Whether `role` may change a venue: theirs (`own`) or not, published or a draft. */
  const expected: Record<Role, Record<'ownDraft' | 'ownPublished' | 'othersDraft' | 'othersPublished', number>> = {
    administrator: { ownDraft: 200, ownPublished: 200, othersDraft: 200, othersPublished: 200 },
    editor: { ownDraft: 200, ownPublished: 200, othersDraft: 200, othersPublished: 200 },
    author: { ownDraft: 200, ownPublished: 200, othersDraft: 403, othersPublished: 403 },
    contributor: { ownDraft: 200, ownPublished: 403, othersDraft: 403, othersPublished: 403 },
    subscriber: { ownDraft: 403, ownPublished: 403, othersDraft: 403, othersPublished: 403 },
  };

  it.each(roles)('%s: update and delete by id and by slug', async (role) => {
    const user = await userWithToken(role);
    const other = await userWithToken('editor');
    for (const [key, status] of Object.entries(expected[role])) {
      const own = key.startsWith('own');
      const seed = { authorId: own ? user.id : other.id, status: key.endsWith('Draft') ? 'draft' : 'publish' };
      const a = await makeVenue(seed);
      const b = await makeVenue(seed);
      expect((await patch('en', `/venues/${a.id}`, user.token, { city: 'Updated' })).status, `${key} update`).toBe(
        status,
      );
      expect((await patch('en', `/venues/by-slug/${b.slug}`, user.token, { zip: '1' })).status).toBe(status);
      const del = await call(api('en', `/venues/${a.id}`), { method: 'DELETE', token: user.token });
      expect(del.status, `${key} delete`).toBe(status);
      const delSlug = await call(api('en', `/venues/by-slug/${b.slug}`), { method: 'DELETE', token: user.token });
      expect(delSlug.status).toBe(status);
    }
  });

  it('contributors editing their own draft keep it unpublished (publish scaled back to pending)', async () => {
    const contributor = await userWithToken('contributor');
    const venue = await makeVenue({ authorId: contributor.id, status: 'draft' });
    const res = await patch('en', `/venues/${venue.id}`, contributor.token, { status: 'publish' });
    expect(res.body.status).toBe('pending');
  });

  it('answers anonymous writes with 401', async () => {
    const venue = await makeVenue();
    expect((await patch('en', `/venues/${venue.id}`, undefined, { city: 'X' })).status).toBe(401);
    expect((await call(api('en', `/venues/${venue.id}`), { method: 'DELETE' })).status).toBe(401);
    expect((await call(api('en', `/venues/by-slug/${venue.slug}`), { method: 'DELETE' })).status).toBe(401);
  });
});
