import { describe, expect, it } from 'vitest';
import { makeEvent, makeOrganizer, makeVenue, uniqueName } from '../../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../../helpers/http';

describe('GET /venues/{id}', () => {
  it('returns the venue with json_ld (schema.org Place) in the original key order', async () => {
    const venue = await makeVenue({
      texts: { en: { title: 'Palau de la Música', description: '<p>Modernist <b>concert</b> hall</p>' } },
      address: 'Carrer Palau de la Música 4-6',
      city: 'Barcelona',
      country: 'Spain',
      province: 'Barcelona',
      zip: '08003',
      phone: '+34 932 957 200',
      website: 'https://www.palaumusica.cat',
      stateprovince: 'Barcelona',
      geoLat: 41.3875,
      geoLng: 2.1753,
      showMap: false,
    });
    const res = await call(api('en', `/venues/${venue.id}`));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      'id',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'rest_url',
      'venue',
      'description',
      'slug',
      'address',
      'city',
      'country',
      'province',
      'zip',
      'phone',
      'website',
      'stateprovince',
      'geo_lat',
      'geo_lng',
      'json_ld',
      'show_map',
      'show_map_link',
      'global_id',
      'global_id_lineage',
      'i18n_language',
      'translations',
    ]);
    expect(res.body).toMatchObject({ show_map: false, show_map_link: true, geo_lat: 41.3875, geo_lng: 2.1753 });
    expect(res.body.json_ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: 'Palau de la Música',
      description: 'Modernist concert hall',
      url: res.body.url,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Carrer Palau de la Música 4-6',
        addressLocality: 'Barcelona',
        addressRegion: 'Barcelona',
        postalCode: '08003',
        addressCountry: 'Spain',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 41.3875, longitude: 2.1753 },
      telephone: '+34 932 957 200',
      sameAs: 'https://www.palaumusica.cat',
    });
    expect(dbTiming(res.headers).queries).toBe(1);
  });

  it('omits coordinates unless both exist, and author when there is none', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue({ geoLat: 40.4, authorId: admin.id });
    const res = await call(api('en', `/venues/${venue.id}`));
    expect(res.body.geo_lat).toBeUndefined();
    expect(res.body.author).toBe(admin.id);
  });

  it('is a 400 naming id for an unknown id or the id of another type, even for a visitor', async () => {
    const event = await makeEvent();
    for (const id of [987654, event]) {
      const res = await call(api('en', `/venues/${id}`));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(Object.keys(res.body.data.params)).toEqual(['id']);
    }
    expect((await call(api('en', '/venues/abc'))).status).toBe(404);
  });

  it('hides drafts, pending, private and trashed venues from visitors (403 venue-not-accessible)', async () => {
    for (const status of ['draft', 'pending', 'private', 'trash', 'future']) {
      const venue = await makeVenue({ status });
      const res = await call(api('en', `/venues/${venue.id}`));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'venue-not-accessible',
        message: 'The requested venue is not accessible',
        data: { status: 403 },
      });
    }
  });

  it('shows editors a trashed venue (200, status trash), and authors their own drafts only', async () => {
    const editor = await userWithToken('editor');
    const author = await userWithToken('author');
    const trashed = await makeVenue({ status: 'trash' });
    const res = await call(api('en', `/venues/${trashed.id}`), { token: editor.token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('trash');
    const own = await makeVenue({ status: 'draft', authorId: author.id });
    const others = await makeVenue({ status: 'draft', authorId: editor.id });
    expect((await call(api('en', `/venues/${own.id}`), { token: author.token })).status).toBe(200);
    expect((await call(api('en', `/venues/${others.id}`), { token: author.token })).status).toBe(403);
  });

  it('redacts a protected venue (200) unless password or context=edit by an editor unlocks it', async () => {
    const owner = await userWithToken('author');
    const venue = await makeVenue({
      password: 'pa$$',
      authorId: owner.id,
      city: 'Madrid',
      state: 'Comunidad',
      geoLat: 40.41,
      geoLng: -3.7,
      texts: { en: { title: 'Secret Club', description: '<p>Door code 1234</p>' } },
    });
    const locked = await call(api('en', `/venues/${venue.id}`));
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({
      venue: [],
      description: '',
      city: '',
      geo_lat: 0,
      geo_lng: 0,
      state: 'Comunidad',
      show_map: null,
      show_map_link: null,
    });
    expect(JSON.stringify(locked.body.json_ld)).not.toMatch(/Door code|Madrid|40\.41/);
    const open = await call(api('en', `/venues/${venue.id}?password=${encodeURIComponent('pa$$')}`));
    expect(open.body).toMatchObject({ venue: 'Secret Club', city: 'Madrid', description: '<p>Door code 1234</p>' });
    const edit = await call(api('en', `/venues/${venue.id}?context=edit`), { token: owner.token });
    expect(edit.body.city).toBe('Madrid');
    const stranger = await userWithToken('contributor');
    expect((await call(api('en', `/venues/${venue.id}?context=edit`), { token: stranger.token })).status).toBe(403);
    expect((await call(api('en', `/venues/${venue.id}?context=edit`))).status).toBe(401);
    const bad = await call(api('en', `/venues/${venue.id}?context=embed`));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.params)).toEqual(['context']);
  });

  it.each(['ca', 'en', 'es'] as const)('under /%s: the text of the language, or the original', async (root) => {
    const venue = await makeVenue({
      texts: {
        // One venue per root: live slugs are unique per type and language.
        es: { title: 'Teatro Real', description: '<p>Ópera</p>', slug: `teatro-real-${root}` },
        ca: { title: 'Teatre Reial', description: '<p>Òpera</p>', slug: `teatre-reial-${root}` },
      },
    });
    const res = await call(api(root, `/venues/${venue.id}`));
    const lang = root === 'ca' ? 'ca' : 'es';
    expect(res.body.i18n_language).toBe(lang);
    expect(res.body.venue).toBe(lang === 'ca' ? 'Teatre Reial' : 'Teatro Real');
    expect(res.body.slug).toBe(lang === 'ca' ? `teatre-reial-${root}` : `teatro-real-${root}`);
    expect(res.body.json_ld.name).toBe(res.body.venue);
    expect(Object.keys(res.body.translations).sort()).toEqual(['ca', 'es']);
    const missing = await call(api(root, '/venues/999999'));
    const texts = {
      ca: 'Paràmetre(s) no vàlid(s): id',
      en: 'Invalid parameter(s): id',
      es: expect.stringContaining('id'),
    };
    expect(missing.body.message).toEqual(texts[root]);
  });
});

describe('GET /venues/by-slug/{slug}', () => {
  it('resolves the slug in the request language first, then in any language', async () => {
    const slug = uniqueName('shared').toLowerCase().replace(/\s+/g, '-');
    const catalan = await makeVenue({ texts: { ca: { title: 'A', slug } } });
    const spanish = await makeVenue({ texts: { es: { title: 'B', slug } } });
    expect((await call(api('ca', `/venues/by-slug/${slug}`))).body.id).toBe(catalan.id);
    expect((await call(api('es', `/venues/by-slug/${slug}`))).body.id).toBe(spanish.id);
    // No English slug: the first match in any language.
    expect((await call(api('en', `/venues/by-slug/${slug}`))).body.id).toBe(catalan.id);
    const res = await call(api('en', `/venues/by-slug/${slug}`));
    expect(res.body.json_ld['@type']).toBe('Place');
  });

  it('is a 400 naming slug for an unknown slug, or the slug of another type', async () => {
    const organizer = await makeOrganizer();
    for (const slug of ['no-such-venue', organizer.slug]) {
      const res = await call(api('en', `/venues/by-slug/${slug}`));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.data.params)).toEqual(['slug']);
    }
  });

  it('finds the live venue before a trashed one with the same slug, and 403s visitors on a trashed one', async () => {
    const slug = uniqueName('twin').toLowerCase().replace(/\s+/g, '-');
    await makeVenue({ status: 'trash', texts: { en: { title: 'Old', slug } } });
    const live = await makeVenue({ texts: { en: { title: 'New', slug } } });
    expect((await call(api('en', `/venues/by-slug/${slug}`))).body.id).toBe(live.id);
    const gone = uniqueName('gone').toLowerCase().replace(/\s+/g, '-');
    await makeVenue({ status: 'trash', texts: { en: { title: 'Gone', slug: gone } } });
    const res = await call(api('en', `/venues/by-slug/${gone}`));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('venue-not-accessible');
  });
});
