import { describe, expect, it } from 'vitest';
import { makeOrganizer, makeVenue, uniqueName } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { formPairs, open, post, withValues } from '../../content-helpers';
import { openSessionFor, signedIn } from '../../editor-helpers';

/** The id an editor redirect after a create points at. */
const idOf = (location: string | null, path: string) => Number(new RegExp(`${path}/(\\d+)`).exec(location ?? '')?.[1]);

describe('venues', () => {
  it('are created with their fields through REST, listed, and refused fields shown beside them', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const form = await open('/ca/admin/venues/new', person);
    expect(form.status).toBe(200);
    for (const name of [
      'venue',
      'description',
      'address',
      'city',
      'zip',
      'country',
      'geo_lat',
      'geo_lng',
      'show_map',
      'phone',
      'website',
      'image',
    ]) {
      expect(form.body, name).toContain(`name="${name}"`);
    }
    const name = uniqueName('Sala Apolo');
    const bad = withValues(formPairs(form.body, 'item-form'), { venue: name, city: 'Barcelona', geo_lat: '100' });
    const refused = await post('/ca/admin/venues/new', person, [...bad, ['_action', 'publish']]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatch(
      /<input inputmode="decimal" step="any" id="f-geo_lat" name="geo_lat" type="number" value="100" aria-describedby="[^"]*f-geo_lat-error[^"]*" aria-invalid="true">/,
    );
    expect(refused.body).toContain(`value="${name}"`);
    const res = await post('/ca/admin/venues/new', person, [
      ...withValues(bad, { geo_lat: '41.3743', geo_lng: '2.1695' }),
      ['_action', 'publish'],
    ]);
    expect(res.status, res.body).toBe(303);
    const id = idOf(res.headers.get('location'), 'venues');
    const venue = (await call(`${api('ca', `/venues/${id}`)}?context=edit`, { token: admin.token })).body;
    expect(venue).toMatchObject({
      venue: name,
      city: 'Barcelona',
      geo_lat: 41.3743,
      geo_lng: 2.1695,
      status: 'publish',
    });
    const list = await open(`/ca/admin/venues/?search=${encodeURIComponent(name)}`, person);
    expect(list.body).toContain(`<a href="/ca/admin/venues/${id}">${name}</a>`);
  });

  it('are translated with the original’s text beside, and one language removed', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const venue = await makeVenue({ texts: { ca: { title: uniqueName('Plaça'), description: '<p>Al centre</p>' } } });
    const form = await open(`/es/admin/venues/${venue.id}`, person);
    expect(form.body).toContain('<div class="original" lang="ca">');
    expect(form.body).toContain('<p>Al centre</p>');
    const pairs = withValues(formPairs(form.body, 'item-form'), { venue: 'Plaza', description: 'En el centro' });
    const res = await post(`/es/admin/venues/${venue.id}`, person, [...pairs, ['_action', 'update']]);
    expect(res.status, res.body).toBe(303);
    const es = (await call(`${api('es', `/venues/${venue.id}`)}?context=edit`, { token: admin.token })).body;
    expect(es).toMatchObject({ venue: 'Plaza', i18n_language: 'es' });
    const removed = await post(`/es/admin/venues/${venue.id}/translation`, person, [['translation', 'es']]);
    expect(removed.status).toBe(303);
    const after = (await call(`${api('es', `/venues/${venue.id}`)}?context=edit`, { token: admin.token })).body;
    expect(Object.keys(after.translations)).toEqual(['ca']);
  });

  it('are moved to the trash and restored, checked through REST', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const venue = await makeVenue();
    const trashed = await post(`/en/admin/venues/${venue.id}/trash`, person, []);
    expect(trashed.headers.get('location')).toBe('/en/admin/venues?trashed=1');
    expect((await call(`${api('en', `/venues/${venue.id}`)}?context=edit`, { token: admin.token })).body.status).toBe(
      'trash',
    );
    expect((await open(`/en/admin/venues/${venue.id}`, person)).body).toContain('This item is in the trash');
    const restored = await post(`/en/admin/venues/${venue.id}/restore`, person, []);
    expect(restored.headers.get('location')).toBe(`/en/admin/venues/${venue.id}?restored=1`);
    expect((await call(`${api('en', `/venues/${venue.id}`)}?context=edit`, { token: admin.token })).body.status).toBe(
      'publish',
    );
  });
});

describe('organizers', () => {
  it('are edited, only the changed fields sent', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const organizer = await makeOrganizer({ email: 'old@example.com', phone: '+34 600 000 000' });
    const form = await open(`/en/admin/organizers/${organizer.id}`, person);
    expect(form.body).toContain('value="old@example.com"');
    const pairs = withValues(formPairs(form.body, 'item-form'), { email: 'new@example.com' });
    const res = await post(`/en/admin/organizers/${organizer.id}`, person, [...pairs, ['_action', 'update']]);
    expect(res.status, res.body).toBe(303);
    const after = (await call(`${api('en', `/organizers/${organizer.id}`)}?context=edit`, { token: admin.token })).body;
    expect(after).toMatchObject({ email: 'new@example.com', phone: '+34 600 000 000', organizer: organizer.title });
  });
});

describe('categories and tags', () => {
  it('are created with a parent and listed as a tree', async () => {
    const person = await signedIn('author');
    const form = await open('/en/admin/categories/new', person);
    const parentName = uniqueName('Music');
    const parent = await post('/en/admin/categories/new', person, [
      ...withValues(formPairs(form.body, 'item-form'), { name: parentName }),
      ['_action', 'update'],
    ]);
    expect(parent.status, parent.body).toBe(303);
    const parentId = idOf(parent.headers.get('location'), 'categories');
    const childForm = await open(`/en/admin/categories/new?parent=${parentId}`, person);
    expect(childForm.body).toContain(`<option value="${parentId}" selected>`);
    const childName = uniqueName('Jazz');
    const child = await post('/en/admin/categories/new', person, [
      ...withValues(formPairs(childForm.body, 'item-form'), { name: childName }),
      ['_action', 'update'],
    ]);
    const childId = idOf(child.headers.get('location'), 'categories');
    const rest = (await call(`${api('en', `/categories/${childId}`)}`)).body;
    expect(rest).toMatchObject({ name: childName, parent: parentId });
    const list = await open('/en/admin/categories/', person);
    expect(list.body).toContain(`<a href="/en/admin/categories/${parentId}">${parentName}</a>`);
    expect(list.body).toContain(`— <a href="/en/admin/categories/${childId}">${childName}</a>`);
    // Its own page offers neither itself nor what is under it as a parent.
    const parentPage = await open(`/en/admin/categories/${parentId}`, person);
    expect(parentPage.body).not.toContain(`<option value="${childId}"`);
    expect(parentPage.body).not.toContain(`<option value="${parentId}"`);
  });

  it('are deleted for good', async () => {
    const person = await signedIn('editor');
    const form = await open('/en/admin/tags/new', person);
    const name = uniqueName('night');
    const created = await post('/en/admin/tags/new', person, [
      ...withValues(formPairs(form.body, 'item-form'), { name }),
      ['_action', 'update'],
    ]);
    const id = idOf(created.headers.get('location'), 'tags');
    const res = await post(`/en/admin/tags/${id}/delete`, person, []);
    expect(res.headers.get('location')).toBe('/en/admin/tags?deleted=1');
    expect((await call(api('en', `/tags/${id}`))).status).toBe(400);
    expect((await call(`${api('en', '/tags')}?search=${encodeURIComponent(name)}&hide_empty=false`)).body.tags).toEqual(
      [],
    );
  });

  it('are managed only by those REST lets manage them', async () => {
    const contributor = await signedIn('contributor');
    expect((await open('/en/admin/categories/', contributor)).status).toBe(403);
    const author = await signedIn('author');
    expect((await open('/en/admin/categories/', author)).status).toBe(200);
    expect((await open('/en/admin/tags/', author)).status).toBe(403);
    const refused = await post('/en/admin/tags/new', author, [
      ['name', 'never'],
      ['_action', 'update'],
    ]);
    expect(refused.status).toBe(403);
    expect((await call(`${api('en', '/tags')}?search=never&hide_empty=false`)).body.tags).toEqual([]);
  });
});
