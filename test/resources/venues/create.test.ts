import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { images, posts } from '../../../src/db/schema';
import { makeVenue, uniqueName } from '../../helpers/factories';
import { api, call, testDb, userWithToken } from '../../helpers/http';

const venueCount = async () => (await testDb().select({ n: count() }).from(posts).where(eq(posts.type, 'venue')))[0]!.n;

describe('POST /venues', () => {
  it('creates a venue (201) with defaults, derived stateprovince and sanitised HTML', async () => {
    const admin = await userWithToken('administrator');
    const name = uniqueName('Sample Venue');
    const res = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: {
        venue: name,
        description: '<p onclick="x()">Big <script>alert(1)</script>room</p>',
        address: '1 Sample St',
        city: 'Austin',
        country: 'United States',
        state: 'TX',
        zip: '73301',
        website: 'https://sample.example.com/',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      author: admin.id,
      status: 'publish',
      venue: name,
      description: '<p>Big room</p>',
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      stateprovince: 'TX',
      show_map: true,
      show_map_link: true,
      i18n_language: 'en',
    });
    expect(res.body.json_ld).toBeUndefined();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const read = await call(api('en', `/venues/${res.body.id}`));
    expect(read.body.venue).toBe(name);
  });

  it.each([
    [{ state: 'Ontario', country: 'Canada', province: 'ON' }, 'ON'],
    [{ state: 'CA', country: 'US' }, 'CA'],
    [{ state: 'Catalunya', country: 'Spain' }, undefined],
    [{ state: 'X', stateprovince: 'Given' }, 'Given'],
  ])('derives stateprovince from %o as the original', async (fields, expected) => {
    const admin = await userWithToken('administrator');
    const res = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: { venue: uniqueName('V'), ...fields },
    });
    expect(res.body.stateprovince).toBe(expected);
  });

  it.each([
    [false, false],
    ['no', false],
    ['off', false],
    [0, false],
    ['0', false],
    [true, true],
    ['yes', true],
    ['on', true],
    ['1', true],
  ])('reads show_map=%j as %s (form and JSON)', async (value, expected) => {
    const admin = await userWithToken('administrator');
    const res = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: { venue: uniqueName('V'), show_map: value, show_map_link: value },
    });
    expect(res.status).toBe(201);
    expect(res.body.show_map).toBe(expected);
    expect(res.body.show_map_link).toBe(expected);
  });

  it('accepts form bodies, coordinates as strings, dates in site time, a date_utc, and an image URL', async () => {
    const admin = await userWithToken('administrator');
    const res = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      form: {
        venue: uniqueName('Form Venue'),
        geo_lat: '39.4699',
        geo_lng: '-0.3763',
        date: '2026-07-01 12:00:00',
        image: 'https://img.example.com/hall.JPG',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ geo_lat: 39.4699, geo_lng: -0.3763, date: '2026-07-01 12:00:00' });
    expect(res.body.date_utc).toBe('2026-07-01 10:00:00');
    expect(res.body.image).toMatchObject({ url: 'https://img.example.com/hall.JPG', extension: 'jpg' });
    expect(Object.keys(res.body.image.sizes)).toEqual(['thumbnail', 'medium', 'medium_large', 'large', 'full']);
    expect(res.body.image.sizes.medium).toEqual({ 'mime-type': 'image/jpeg', url: 'https://img.example.com/hall.JPG' });
    const again = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: { venue: uniqueName('Same image'), image: res.body.image.id, date_utc: 1790000000 },
    });
    expect(again.body.image.id).toBe(res.body.image.id);
    expect(again.body.date_utc).toBe('2026-09-21 14:13:20');
  });

  it('always creates (a duplicate name gets a suffixed slug, docs/differences.md#inline-reuse)', async () => {
    const admin = await userWithToken('administrator');
    const name = uniqueName('Twin');
    const first = await call(api('en', '/venues'), { method: 'POST', token: admin.token, body: { venue: name } });
    const second = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: { venue: name.toUpperCase() },
    });
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.slug).toBe(`${first.body.slug}-2`);
  });

  it('sets a password that protects the venue for visitors', async () => {
    const admin = await userWithToken('administrator');
    const res = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: { venue: uniqueName('Locked'), city: 'Bilbao', password: 'letmein' },
    });
    expect(res.body.city).toBe('Bilbao');
    const visitor = await call(api('en', `/venues/${res.body.id}`));
    expect(visitor.body.city).toBe('');
  });

  it('is a 400 rest_missing_callback_param without venue, even for a visitor', async () => {
    const res = await call(api('en', '/venues'), { method: 'POST', body: { city: 'Nowhere' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['venue'] } });
  });

  it.each([
    ['venue', { venue: '' }],
    ['venue', { venue: 'x'.repeat(1025) }],
    ['description', { description: 'x'.repeat(64 * 1024 + 1) }],
    ['website', { website: 'not a url' }],
    ['website', { website: 'javascript:alert(1)' }],
    ['geo_lat', { geo_lat: 91, geo_lng: 0 }],
    ['geo_lng', { geo_lat: 0, geo_lng: -180.5 }],
    ['geo_lat', { geo_lat: 'north', geo_lng: 0 }],
    ['geo_lng', { geo_lat: 10 }],
    ['geo_lat', { geo_lng: 10 }],
    ['show_map', { show_map: 'maybe' }],
    ['date', { date: 'before my birthday' }],
    ['date_utc', { date_utc: 'soon-ish' }],
    ['author', { author: 987654 }],
    ['author', { author: 'foo' }],
    ['status', { status: 'kinda_thinking_about_it' }],
    ['image', { image: 'foo bar' }],
    ['image', { image: 987654 }],
    ['slug', { slug: '' }],
    ['i18n_language', { i18n_language: 'fr' }],
  ])('is a 400 naming %s for %j, and writes nothing', async (param, fields) => {
    const admin = await userWithToken('administrator');
    const before = await venueCount();
    const imagesBefore = (await testDb().select({ n: count() }).from(images))[0]!.n;
    const res = await call(api('en', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: { venue: uniqueName('Bad'), ...fields },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toEqual([param]);
    expect(await venueCount()).toBe(before);
    expect((await testDb().select({ n: count() }).from(images))[0]!.n).toBe(imagesBefore);
  });

  it('validates before checking permissions: a visitor sending a bad date gets 400, not 401', async () => {
    const res = await call(api('en', '/venues'), { method: 'POST', body: { venue: 'X', date: 'garbage' } });
    expect(res.status).toBe(400);
  });

  it('needs a token (401) and the create capability (403 for subscribers)', async () => {
    const anonymous = await call(api('en', '/venues'), { method: 'POST', body: { venue: 'X' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('rest_forbidden');
    const subscriber = await userWithToken('subscriber');
    const res = await call(api('en', '/venues'), { method: 'POST', token: subscriber.token, body: { venue: 'X' } });
    expect(res.status).toBe(403);
  });

  it.each([
    ['contributor', undefined, 'draft'],
    ['contributor', 'publish', 'pending'],
    ['contributor', 'private', 'private'],
    ['contributor', 'future', 'pending'],
    ['contributor', 'draft', 'draft'],
    ['author', undefined, 'publish'],
    ['author', 'draft', 'draft'],
    ['editor', 'private', 'private'],
  ] as const)('scales a %s asking for status %s back to %s', async (role, status, expected) => {
    const user = await userWithToken(role);
    const res = await call(api('en', '/venues'), {
      method: 'POST',
      token: user.token,
      body: { venue: uniqueName('V'), status },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe(expected);
    expect(res.body.author).toBe(user.id);
  });

  it('lets editors attribute a venue to another user, not authors (403)', async () => {
    const editor = await userWithToken('editor');
    const author = await userWithToken('author');
    const byEditor = await call(api('en', '/venues'), {
      method: 'POST',
      token: editor.token,
      body: { venue: uniqueName('V'), author: author.id },
    });
    expect(byEditor.body.author).toBe(author.id);
    const byAuthor = await call(api('en', '/venues'), {
      method: 'POST',
      token: author.token,
      body: { venue: uniqueName('V'), author: editor.id },
    });
    expect(byAuthor.status).toBe(403);
    const self = await call(api('en', '/venues'), {
      method: 'POST',
      token: author.token,
      body: { venue: uniqueName('V'), author: author.id },
    });
    expect(self.status).toBe(201);
  });

  it.each(['ca', 'en', 'es'] as const)('under /%s writes the text of that language as the original', async (root) => {
    const admin = await userWithToken('administrator');
    const name = uniqueName('Plaça Major');
    const res = await call(api(root, '/venues'), { method: 'POST', token: admin.token, body: { venue: name } });
    expect(res.body.i18n_language).toBe(root);
    expect(Object.keys(res.body.translations)).toEqual([root]);
    expect(res.body.slug).toMatch(/^placa-major-/);
    const error = await call(api(root, '/venues'), { method: 'POST', token: admin.token, body: {} });
    const texts = { ca: 'Falta(en) el(s) paràmetre(s): venue', en: 'Missing parameter(s): venue' };
    if (root !== 'es') expect(error.body.message).toBe(texts[root]);
    const other = await call(api(root, '/venues'), {
      method: 'POST',
      token: admin.token,
      body: { venue: name, i18n_language: root === 'es' ? 'ca' : 'es' },
    });
    expect(other.body.i18n_language).toBe(root === 'es' ? 'ca' : 'es');
  });

  it('keeps slugs per language: the same slug may exist in another language and in another type', async () => {
    const admin = await userWithToken('administrator');
    const existing = await makeVenue({ texts: { ca: { title: 'Mercat', slug: 'mercat-unique-x' } } });
    const res = await call(api('es', '/venues'), {
      method: 'POST',
      token: admin.token,
      body: { venue: 'Mercat', slug: existing.slug },
    });
    expect(res.body.slug).toBe(existing.slug);
    const organizer = await call(api('ca', '/organizers'), {
      method: 'POST',
      token: admin.token,
      body: { organizer: 'Mercat', slug: existing.slug },
    });
    expect(organizer.body.slug).toBe(existing.slug);
  });
});
