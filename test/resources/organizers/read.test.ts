import { describe, expect, it } from 'vitest';
import { hoursFromNow, makeEvent, makeOrganizer, makeOrganizers, makeVenue, uniqueName } from '../../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../../helpers/http';

/**
 * Organizers share their code with venues (`src/resources/posts/linked`): the venue tests cover the shared
 * behaviour in depth; these cover the organizer's own shape, fields, search, filters and errors.
 */

const marker = () => uniqueName('om').replace(/\s+/g, '');
const idsOf = (body: { organizers: { id: number }[] }) => body.organizers.map((o) => o.id).sort((a, b) => a - b);

describe('GET /organizers', () => {
  it('lists published organizers newest first in the original wire format', async () => {
    const m = marker();
    const [older, newer] = await makeOrganizers([
      { dateUtc: '2026-03-01 09:00:00', email: `${m}@old.example` },
      { dateUtc: '2026-04-01 09:00:00', email: `${m}@new.example`, phone: '555-0247', website: 'https://org.example' },
    ]);
    const res = await call(api('', `/organizers?search=${m}`));
    expect(res.status).toBe(200);
    expect(res.body.organizers.map((o: { id: number }) => o.id)).toEqual([newer!.id, older!.id]);
    expect(Object.keys(res.body.organizers[0])).toEqual([
      'id',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'rest_url',
      'organizer',
      'slug',
      'phone',
      'website',
      'email',
      'global_id',
      'global_id_lineage',
      'i18n_language',
      'translations',
    ]);
    expect(res.body.organizers[0].show_map).toBeUndefined();
    expect(res.headers.get('x-tec-total')).toBe('2');
    expect(dbTiming(res.headers).queries).toBe(1);
  });

  it('searches name, description, excerpt, phone, email and website as the original (docs/original.md#venue-and-organizer-lists)', async () => {
    const m = marker();
    const [one, two, three] = await makeOrganizers([
      { phone: `${m}111111111`, email: `one@${m}common.com`, website: `http://${m}one.com` },
      { phone: `${m}111112222`, email: `two@${m}common.com`, website: `http://${m}two.com` },
      { phone: `${m}222223333`, email: `three@${m}three.com`, website: `http://${m}three.com` },
    ]);
    const search = async (q: string) =>
      idsOf((await call(api('en', `/organizers?search=${encodeURIComponent(q)}`))).body);
    expect(await search(`${m}11111`)).toEqual([one!.id, two!.id]);
    expect(await search(`${m}111111111`)).toEqual([one!.id]);
    expect(await search(`three@${m}three.com`)).toEqual([three!.id]);
    expect(await search(`${m}common.com`)).toEqual([one!.id, two!.id]);
    expect(await search(`http://${m}one.com`)).toEqual([one!.id]);
    expect(await search(`@${m}common.com`)).toEqual([one!.id, two!.id]);
  });

  it('filters by event (organizer links), has_events and only_with_upcoming', async () => {
    const m = marker();
    const [linked, draftLinked, lonely, pastOnly] = await makeOrganizers([
      { email: m },
      { email: m },
      { email: m },
      { email: m },
    ]);
    const event = await makeEvent({ organizerIds: [lonely!.id, linked!.id], start: hoursFromNow(5) });
    await makeEvent({ organizerIds: [draftLinked!.id], status: 'pending' });
    await makeEvent({ organizerIds: [pastOnly!.id], start: hoursFromNow(-30) });
    const list = async (query: string) => idsOf((await call(api('en', `/organizers?search=${m}&${query}`))).body);
    expect(await list(`event=${event}`)).toEqual([linked!.id, lonely!.id].sort((a, b) => a - b));
    expect(await list('has_events=1')).toEqual([linked!.id, lonely!.id, pastOnly!.id].sort((a, b) => a - b));
    expect(await list('has_events=false')).toEqual([draftLinked!.id]);
    expect(await list('only_with_upcoming=yes')).toEqual([linked!.id, lonely!.id].sort((a, b) => a - b));
    const venue = await makeVenue();
    const notAnEvent = await call(api('en', `/organizers?event=${venue.id}`));
    expect(notAnEvent.status).toBe(400);
    expect(Object.keys(notAnEvent.body.data.params)).toEqual(['event']);
  });

  it('404s past the last page with organizer-archive-page-not-found', async () => {
    const res = await call(api('ca', `/organizers?search=${marker()}&page=2`));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('organizer-archive-page-not-found');
  });

  it('hides unpublished organizers from visitors and rejects their status requests', async () => {
    const m = marker();
    await makeOrganizers([{ email: m, status: 'draft' }, { email: m }]);
    expect((await call(api('en', `/organizers?search=${m}`))).body.total).toBe(1);
    const editor = await userWithToken('editor');
    expect((await call(api('en', `/organizers?search=${m}`), { token: editor.token })).body.total).toBe(2);
    const denied = await call(api('en', '/organizers?status=draft'));
    expect(denied.status).toBe(400);
    expect(Object.keys(denied.body.data.params)).toEqual(['status']);
  });
});

describe('GET /organizers/{id} and by slug', () => {
  it('returns the organizer with json_ld (schema.org Organization)', async () => {
    const organizer = await makeOrganizer({
      texts: { es: { title: 'Fundació Òmnium', description: '<p>Cultura <em>catalana</em></p>' } },
      phone: '+34 933 19 80 50',
      email: 'info@omnium.example',
      website: 'https://omnium.example',
    });
    for (const path of [`/organizers/${organizer.id}`, `/organizers/by-slug/${organizer.slug}`]) {
      const res = await call(api('en', path));
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).slice(-6)).toEqual([
        'email',
        'json_ld',
        'global_id',
        'global_id_lineage',
        'i18n_language',
        'translations',
      ]);
      expect(res.body.json_ld).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Fundació Òmnium',
        description: 'Cultura catalana',
        url: 'https://omnium.example',
        telephone: '+34 933 19 80 50',
        email: 'info@omnium.example',
        sameAs: 'https://omnium.example',
      });
    }
  });

  it('is a 400 naming id for an unknown id or a venue id, and 403 organizer-not-accessible for drafts', async () => {
    const venue = await makeVenue();
    for (const id of [987654, venue.id]) {
      const res = await call(api('en', `/organizers/${id}`));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.data.params)).toEqual(['id']);
    }
    const draft = await makeOrganizer({ status: 'draft' });
    const res = await call(api('es', `/organizers/${draft.id}`));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('organizer-not-accessible');
    const slug = await call(api('es', '/organizers/by-slug/no-such-organizer'));
    expect(Object.keys(slug.body.data.params)).toEqual(['slug']);
  });

  it('redacts a protected organizer unless the password unlocks it', async () => {
    const organizer = await makeOrganizer({
      password: 'open sesame',
      email: 'hidden@example.com',
      phone: '999',
      texts: { en: { title: 'Hidden Org' } },
    });
    const locked = await call(api('en', `/organizers/${organizer.id}`));
    expect(locked.body).toMatchObject({ organizer: [], email: '', phone: '' });
    expect(JSON.stringify(locked.body.json_ld)).not.toContain('hidden@');
    const open = await call(api('en', `/organizers/${organizer.id}?password=open%20sesame`));
    expect(open.body).toMatchObject({ organizer: 'Hidden Org', email: 'hidden@example.com' });
  });

  it.each(['ca', 'en', 'es'] as const)('under /%s: text of the language or the original', async (root) => {
    const organizer = await makeOrganizer({
      texts: { en: { title: 'City Council' }, ca: { title: 'Ajuntament' } },
    });
    const res = await call(api(root, `/organizers/${organizer.id}`));
    expect(res.body.organizer).toBe(root === 'ca' ? 'Ajuntament' : 'City Council');
    expect(res.body.i18n_language).toBe(root === 'ca' ? 'ca' : 'en');
    expect(res.body.translations.ca.rest_url).toBe(
      `http://calendar.test/ca/calendar/events/v1/organizers/${organizer.id}`,
    );
  });
});
