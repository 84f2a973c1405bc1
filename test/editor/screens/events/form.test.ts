import { describe, expect, it } from 'vitest';
import { createEvent, makeOrganizer, makeTerm, makeVenue, uniqueTitle } from '../../../helpers/factories';
import { api, call, userWithToken } from '../../../helpers/http';
import { formPairs, open, type Pairs, post, withValues } from '../../content-helpers';
import { openSessionFor, signedIn } from '../../editor-helpers';

/** A REST read of event `id` by `token` (`context=edit`: drafts too). */
async function restEvent(id: number | string, token: string, lang = 'en') {
  const res = await call(`${api(lang as 'en', `/events/${id}`)}?context=edit`, { token });
  return res;
}

/** The id of the event a redirect after a save points at. */
const idOf = (location: string | null) => Number(/\/events\/(\d+)/.exec(location ?? '')?.[1]);

/** The new-event form of `path` as it is, with `changes` typed in. */
async function newForm(path: string, person: Awaited<ReturnType<typeof signedIn>>, changes: Record<string, string>) {
  const form = await open(path, person);
  expect(form.status).toBe(200);
  return withValues(formPairs(form.body, 'event-form'), changes);
}

describe('a new event', () => {
  it('has every writable field under the API’s names, in the site zone, with the buttons of the role', async () => {
    const author = await signedIn('author');
    await makeOrganizer();
    const res = await open('/en/admin/events/new', author);
    for (const name of [
      'title',
      'description',
      'excerpt',
      'start_date',
      'end_date',
      'all_day',
      'timezone',
      'venue',
      'organizer[]',
      'tags',
      'cost',
      'website',
      'image',
      'featured',
      'sticky',
      'hide_from_listings',
      'password',
      'repeat',
    ]) {
      expect(res.body, name).toContain(`name="${name}"`);
    }
    expect(res.body).toMatch(
      /<input id="f-start_date" name="start_date" type="datetime-local" value="\d{4}-\d\d-\d\dT\d\d:00"/,
    );
    expect(res.body).toContain('<option value="Europe/Madrid" selected>');
    expect(res.body).toContain('>Save draft</button>');
    expect(res.body).toContain('>Publish</button>');
    const contributor = await open('/es/admin/events/new', await signedIn('contributor'));
    expect(contributor.body).toContain('>Guardar borrador</button>');
    expect(contributor.body).toContain('>Enviar a revisión</button>');
    expect(contributor.body).not.toContain('value="publish"');
    // Only editors and administrators choose another author.
    expect(res.body).not.toContain('name="author"');
    expect((await open('/ca/admin/events/new', await signedIn('editor'))).body).toContain('name="author"');
  });

  it('is created with every field through REST, then shown again (Post/Redirect/Get)', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id, 'Admin');
    const category = await makeTerm('category');
    const title = uniqueTitle('Concert');
    const pairs: Pairs = [
      ...(await newForm('/ca/admin/events/new', person, {
        title,
        description: '<p>Una nit de <strong>jazz</strong>.</p><script>alert(1)</script>',
        excerpt: 'Jazz a la plaça',
        start_date: '2027-06-12T21:00',
        end_date: '2027-06-12T23:30',
        timezone: 'America/New_York',
        'new_venue[venue]': uniqueTitle('Plaça'),
        'new_venue[city]': 'Barcelona',
        'new_organizer[organizer]': uniqueTitle('Amics del Jazz'),
        tags: 'jazz, nit',
        cost: '10€',
        website: 'https://example.com/jazz',
        featured: '1',
      })),
      ['categories[]', String(category)],
      ['_action', 'publish'],
    ];
    const res = await post('/ca/admin/events/new', person, pairs);
    expect(res.status, res.body).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/ca\/admin\/events\/\d+\?created=1$/);
    const event = (await restEvent(idOf(res.headers.get('location')), admin.token, 'ca')).body;
    expect(event).toMatchObject({
      title,
      excerpt: expect.stringContaining('Jazz a la plaça'),
      status: 'publish',
      start_date: '2027-06-12 21:00:00',
      end_date: '2027-06-12 23:30:00',
      timezone: 'America/New_York',
      cost: '10€',
      website: 'https://example.com/jazz',
      featured: true,
      i18n_language: 'ca',
      venue: { city: 'Barcelona' },
    });
    expect(event.description).toContain('<strong>jazz</strong>');
    expect(event.description).not.toContain('script');
    expect(event.organizer).toHaveLength(1);
    expect(event.categories.map((c: { id: number }) => c.id)).toEqual([category]);
    expect(event.tags.map((t: { name: string }) => t.name).sort()).toEqual(['jazz', 'nit']);
    const page = await open(res.headers.get('location')!, person);
    expect(page.body).toContain('S’ha creat l’esdeveniment.');
    expect(page.body).toContain(`value="${title}"`);
  });

  it('shows each refused field beside it in the page’s language, keeps what was typed, and writes nothing', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const title = uniqueTitle('Refused');
    const pairs = await newForm('/es/admin/events/new', person, {
      title,
      description: 'Lo que escribí',
      start_date: '2027-06-12T21:00',
      end_date: '2027-06-12T20:00',
      website: 'not a url',
    });
    const res = await post('/es/admin/events/new', person, [...pairs, ['_action', 'draft']]);
    // REST's status, with the form drawn again.
    expect(res.status).toBe(400);
    expect(res.body).toContain('id="error-summary"');
    expect(res.body).toMatch(
      /<input id="f-website" name="website" type="url" value="not a url" aria-describedby="f-website-error" aria-invalid="true">/,
    );
    expect(res.body).toMatch(/<p class="field-error" id="f-website-error">[^<]+<\/p>/);
    expect(res.body).toContain(`value="${title}"`);
    expect(res.body).toContain('>Lo que escribí</textarea>');
    const list = await call(`${api('es', '/events')}?search=${encodeURIComponent(title)}&status=draft`, {
      token: admin.token,
    });
    expect(list.body.total).toBe(0);
  });

  it('sends the form back with what was typed and the venues found, saving nothing (a search without JavaScript)', async () => {
    const person = await signedIn('editor');
    const venue = await makeVenue({ texts: { en: { title: uniqueTitle('Palau Sant Jordi') } } });
    const title = uniqueTitle('Searching');
    const pairs = await newForm('/en/admin/events/new', person, { title, _find_venue: venue.title });
    const res = await post('/en/admin/events/new', person, [...pairs, ['_action', 'find-venue']]);
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('error-summary');
    expect(res.body).toContain(`value="${title}"`);
    expect(res.body).toMatch(new RegExp(`<input type="radio" id="f-venue-\\d+" name="venue" value="${venue.id}">`));
  });

  it('of a contributor is pending review, whatever the button', async () => {
    const contributor = await userWithToken('contributor');
    const person = await openSessionFor(contributor.id);
    const pairs = await newForm('/en/admin/events/new', person, { title: uniqueTitle('Mine') });
    const res = await post('/en/admin/events/new', person, [...pairs, ['_action', 'pending']]);
    expect(res.status, res.body).toBe(303);
    expect((await restEvent(idOf(res.headers.get('location')), contributor.token)).body.status).toBe('pending');
    const forced = await post('/en/admin/events/new', person, [...pairs, ['_action', 'publish']]);
    expect((await restEvent(idOf(forced.headers.get('location')), contributor.token)).body.status).toBe('pending');
  });

  it('takes a button that is none, Object.prototype’s members included, as Save draft', async () => {
    const editor = await userWithToken('editor');
    const person = await openSessionFor(editor.id);
    const pairs = await newForm('/en/admin/events/new', person, { title: uniqueTitle('Odd button') });
    const res = await post('/en/admin/events/new', person, [...pairs, ['_action', 'constructor']]);
    expect(res.status, res.body).toBe(303);
    expect((await restEvent(idOf(res.headers.get('location')), editor.token)).body.status).toBe('draft');
  });
});

describe('an existing event', () => {
  it('saves only what changed: a cost of several values stays as written', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const event = await createEvent(admin.token, { cost: ['0', '20€', '30€'], featured: true });
    const form = await open(`/en/admin/events/${event.id}`, person);
    expect(form.body).toContain('value="Free – 30€"');
    const pairs = withValues(formPairs(form.body, 'event-form'), { title: `${event.title} (new)` });
    const res = await post(`/en/admin/events/${event.id}`, person, [...pairs, ['_action', 'update']]);
    expect(res.status, res.body).toBe(303);
    const after = (await restEvent(event.id, admin.token)).body;
    expect(after.title).toBe(`${event.title} (new)`);
    expect(after.cost_details.values).toEqual(['0', '20', '30']);
    expect(after.featured).toBe(true);
    // An unticked box says so: featured off.
    const again = await open(`/en/admin/events/${event.id}`, person);
    const off = formPairs(again.body, 'event-form').filter(([name, value]) => !(name === 'featured' && value === '1'));
    await post(`/en/admin/events/${event.id}`, person, [...off, ['_action', 'update']]);
    expect((await restEvent(event.id, admin.token)).body.featured).toBe(false);
  });

  it('is moved to the trash and restored, each checked through REST', async () => {
    const admin = await userWithToken('administrator');
    const person = await openSessionFor(admin.id);
    const event = await createEvent(admin.token, { status: 'publish' });
    const trashed = await post(`/en/admin/events/${event.id}/trash`, person, []);
    expect(trashed.status).toBe(303);
    expect(trashed.headers.get('location')).toBe('/en/admin/?trashed=1');
    expect((await restEvent(event.id, admin.token)).body.code).toBe('event-no-longer-available');
    const page = await open(`/en/admin/events/${event.id}`, person);
    expect(page.body).toContain('This event is in the trash');
    const restored = await post(`/en/admin/events/${event.id}/restore`, person, []);
    expect(restored.headers.get('location')).toBe(`/en/admin/events/${event.id}?restored=1`);
    expect((await restEvent(event.id, admin.token)).body.status).toBe('publish');
  });

  it('is not opened, saved or trashed by a contributor who does not own it', async () => {
    const author = await userWithToken('author');
    const event = await createEvent(author.token, { status: 'draft' });
    const contributor = await signedIn('contributor');
    expect((await open(`/en/admin/events/${event.id}`, contributor)).status).toBe(404);
    const saved = await post(`/en/admin/events/${event.id}`, contributor, [
      ['title', 'Taken over'],
      ['_action', 'update'],
    ]);
    expect(saved.status).toBe(404);
    const trashed = await post(`/en/admin/events/${event.id}/trash`, contributor, []);
    expect(trashed.status).toBe(404);
    const after = (await restEvent(event.id, author.token)).body;
    expect(after.title).toBe(event.title);
    expect(after.status).toBe('draft');
  });

  it('has a preview of its public page, also unpublished, for those who may edit it only', async () => {
    const author = await userWithToken('author');
    const event = await createEvent(author.token, { status: 'draft', description: 'Only for the preview' });
    const res = await open(`/en/admin/events/${event.id}/preview`, await openSessionFor(author.id));
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<h1>${event.title}</h1>`);
    expect(res.body).toContain('Only for the preview');
    expect(res.body).toContain('This is how the page will look once published');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await open(`/en/admin/events/${event.id}/preview`, await signedIn('contributor'))).status).toBe(404);
    // The public page itself does not show it.
    expect((await call(`/en/event/${event.slug}/`)).status).toBe(404);
  });
});
