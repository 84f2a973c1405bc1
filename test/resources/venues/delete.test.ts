import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../../src/db/schema';
import { makeEvent, makeVenue } from '../../helpers/factories';
import { api, call, testDb, userWithToken } from '../../helpers/http';

const venueOfEvent = async (id: number) =>
  (await testDb().select({ venueId: posts.venueId }).from(posts).where(eq(posts.id, id)))[0]!.venueId;

describe('DELETE /venues/{id}', () => {
  it('trashes the venue, returns it, and unlinks it from every event in the same write', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue({ city: 'Palma' });
    const kept = await makeVenue();
    const first = await makeEvent({ venueId: venue.id });
    const second = await makeEvent({ venueId: venue.id, status: 'draft' });
    const other = await makeEvent({ venueId: kept.id });
    const res = await call(api('en', `/venues/${venue.id}`), { method: 'DELETE', token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: venue.id, status: 'trash', city: 'Palma', slug: venue.slug });
    expect(res.body.json_ld).toBeUndefined();
    expect(await venueOfEvent(first)).toBeNull();
    expect(await venueOfEvent(second)).toBeNull();
    expect(await venueOfEvent(other)).toBe(kept.id);

    const again = await call(api('en', `/venues/${venue.id}`), { method: 'DELETE', token: admin.token });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({
      code: 'venue-is-in-trash',
      message: 'The venue is already trashed',
      data: { status: 410 },
    });
    expect((await call(api('en', `/venues/${venue.id}`))).status).toBe(403);
  });

  it('deletes by slug', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue();
    const res = await call(api('ca', `/venues/by-slug/${venue.slug}`), { method: 'DELETE', token: admin.token });
    expect(res.body).toMatchObject({ id: venue.id, status: 'trash' });
    const again = await call(api('ca', `/venues/by-slug/${venue.slug}`), { method: 'DELETE', token: admin.token });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('El lloc ja és a la paperera');
  });

  it('is a 400 naming id for an unknown id even for a visitor (validation before permission)', async () => {
    const res = await call(api('en', '/venues/987654'), { method: 'DELETE' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.params)).toEqual(['id']);
    const unknownSlug = await call(api('en', '/venues/by-slug/never-was'), { method: 'DELETE' });
    expect(unknownSlug.status).toBe(400);
  });

  it('removes one translation with ?translation=<lang> and keeps the venue', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue({
      texts: { ca: { title: 'Llotja' }, es: { title: 'Lonja' }, en: { title: 'Exchange' } },
    });
    const res = await call(api('es', `/venues/${venue.id}?translation=es`), { method: 'DELETE', token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'publish', i18n_language: 'ca', venue: 'Llotja' });
    expect(Object.keys(res.body.translations).sort()).toEqual(['ca', 'en']);
    for (const translation of ['ca', 'es', 'fr']) {
      const bad = await call(api('en', `/venues/${venue.id}?translation=${translation}`), {
        method: 'DELETE',
        token: admin.token,
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.data.params)).toEqual(['translation']);
    }
    const anonymous = await call(api('en', `/venues/${venue.id}?translation=en`), { method: 'DELETE' });
    expect(anonymous.status).toBe(401);
  });
});
