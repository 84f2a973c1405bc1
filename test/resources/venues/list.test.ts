import { describe, expect, it } from 'vitest';
import { hoursFromNow, makeEvent, makeVenue, makeVenues, uniqueName } from '../../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../../helpers/http';

/** A word no other test of this file uses, to isolate a test's venues in the shared list (via `search`). */
const marker = () => uniqueName('mk').replace(/\s+/g, '');

describe('GET /venues', () => {
  it('lists published venues newest first with totals, headers and the original wire format', async () => {
    const m = marker();
    const [older, newer] = await makeVenues([
      { dateUtc: '2026-01-01 10:00:00', zip: m, city: 'Girona' },
      { dateUtc: '2026-02-01 10:00:00', zip: m, city: 'Lleida', address: 'Carrer Major 1', country: 'Spain' },
    ]);
    const res = await call(api('', `/venues?search=${m}`));
    expect(res.status).toBe(200);
    expect(res.body.venues.map((v: { id: number }) => v.id)).toEqual([newer!.id, older!.id]);
    expect(res.body.total).toBe(2);
    expect(res.body.total_pages).toBe(1);
    expect(res.headers.get('x-tec-total')).toBe('2');
    expect(res.headers.get('x-tec-totalpages')).toBe('1');
    expect(Object.keys(res.body)).toEqual(['venues', 'rest_url', 'total', 'total_pages']);
    const venue = res.body.venues[0];
    expect(Object.keys(venue)).toEqual([
      'id',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'rest_url',
      'venue',
      'slug',
      'address',
      'city',
      'country',
      'zip',
      'show_map',
      'show_map_link',
      'global_id',
      'global_id_lineage',
      'i18n_language',
      'translations',
    ]);
    expect(venue).toMatchObject({
      date_utc: '2026-02-01 10:00:00',
      date: '2026-02-01 11:00:00',
      show_map: true,
      show_map_link: true,
      global_id: `calendar.test?id=${newer!.id}`,
      global_id_lineage: [`calendar.test?id=${newer!.id}`],
      rest_url: `http://calendar.test/calendar/events/v1/venues/${newer!.id}`,
      url: `http://calendar.test/en/venue/${newer!.slug}/`,
    });
    expect(venue.json_ld).toBeUndefined();
  });

  it('pages through a filtered set, keeping every filter in sorted links, and 404s past the last page', async () => {
    const m = marker();
    await makeVenues(Array.from({ length: 7 }, () => ({ city: m })));
    const first = await call(api('es', `/venues?search=${m}&per_page=3&has_events=0`));
    expect(first.status).toBe(200);
    expect(first.body.venues).toHaveLength(3);
    expect(first.body.total).toBe(7);
    expect(first.body.total_pages).toBe(3);
    const base = 'http://calendar.test/es/calendar/events/v1/venues/';
    expect(first.body.rest_url).toBe(`${base}?has_events=0&per_page=3&search=${m}`);
    expect(first.body.next_rest_url).toBe(`${base}?has_events=0&page=2&per_page=3&search=${m}`);
    expect(first.body.previous_rest_url).toBeUndefined();
    expect(first.headers.get('link')).toBe(`<${first.body.next_rest_url}>; rel="next"`);

    const second = await call(api('es', `/venues?per_page=3&page=2&search=${m}&has_events=0`));
    expect(second.body.previous_rest_url).toBe(`${base}?has_events=0&per_page=3&search=${m}`);
    const last = await call(api('es', `/venues?search=${m}&per_page=3&page=3&has_events=0`));
    expect(last.body.venues).toHaveLength(1);
    expect(last.body.next_rest_url).toBeUndefined();

    const beyond = await call(api('es', `/venues?search=${m}&per_page=3&page=4`));
    expect(beyond.status).toBe(404);
    expect(beyond.body.code).toBe('venue-archive-page-not-found');
    expect(beyond.body.message).toBe('La página del archivo de lugares solicitada no existe');
  });

  it('answers an empty first page with 200 and zero totals', async () => {
    const res = await call(api('ca', `/venues?search=${marker()}`));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ venues: [], total: 0, total_pages: 0 });
  });

  it('clamps per_page to 50 and costs the same D1 round trips for 1 or 50 venues (no N+1)', async () => {
    const m = marker();
    await makeVenues(Array.from({ length: 52 }, (_, i) => ({ zip: m, phone: `555-${i}` })));
    const big = await call(api('en', `/venues?search=${m}&per_page=500`));
    expect(big.status).toBe(200);
    expect(big.body.venues).toHaveLength(50);
    expect(big.body.total_pages).toBe(2);
    const small = await call(api('en', `/venues?search=${m}&per_page=1`));
    // Public list: ONE batch (page + count); the edge cache's data version is the isolate's.
    expect(dbTiming(big.headers).queries).toBe(1);
    expect(dbTiming(small.headers).queries).toBe(1);
    const admin = await userWithToken('administrator');
    const authed = await call(api('en', `/venues?search=${m}&per_page=50`), { token: admin.token });
    // Authenticated: the token lookup, then the batch (no edge cache).
    expect(dbTiming(authed.headers).queries).toBeLessThanOrEqual(3);
  });

  it.each([
    ['page', 'page=0'],
    ['per_page', 'per_page=abc'],
    ['search', 'search='],
    ['has_events', 'has_events=maybe'],
    ['only_with_upcoming', 'only_with_upcoming=perhaps'],
    ['event', 'event=-3'],
    ['context', 'context=embed'],
    ['search', `search=${'x'.repeat(201)}`],
  ])('rejects a bad %s with 400 naming it', async (param, query) => {
    const res = await call(api('en', `/venues?${query}`));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toEqual([param]);
  });
});

describe('GET /venues search', () => {
  it('matches when one field contains every fragment, as the original (docs/original.md#venue-and-organizer-lists)', async () => {
    const m = marker();
    const [temple, london, other] = await makeVenues([
      { address: `100, Avenue du Temple ${m}`, city: 'Paris', country: `Utopia${m}`, website: `https://w${m}.example` },
      { city: `Greater London ${m}`, zip: '223345', phone: '3333333' },
      { texts: { en: { title: `Venue foo ${m}`, description: '<p>Content foo</p>', excerpt: 'Excerpt foo' } } },
    ]);
    const ids = async (search: string) =>
      ((await call(api('en', `/venues?search=${encodeURIComponent(search)}`))).body.venues as { id: number }[])
        .map((v) => v.id)
        .sort();
    expect(await ids(`temple avenue ${m}`)).toEqual([temple!.id]);
    expect(await ids(`london greater ${m}`)).toEqual([london!.id]);
    // The fragments must all be in the SAME field: the name has `m`, the description has `Content`.
    expect(await ids(`Content ${m}`)).toEqual([]);
    expect(await ids(`Venue, foo! ${m}`)).toEqual([other!.id]);
    expect(await ids(`${m}`)).toEqual([temple!.id, london!.id, other!.id].sort());
    // Country and website are not searched.
    expect(await ids(`Utopia${m}`)).toEqual([]);
    expect(await ids(`w${m}`)).toEqual([]);
  });

  it('searches phone, zip, state, province and stateprovince, and reports the filtered total', async () => {
    const m = marker();
    const [a] = await makeVenues([{ phone: `${m}-99`, state: 'CA', stateprovince: `SP${m}` }, { zip: 'other' }]);
    const res = await call(api('en', `/venues?search=SP${m}`));
    expect(res.body.venues.map((v: { id: number }) => v.id)).toEqual([a!.id]);
    expect(res.body.total).toBe(1);
    expect((await call(api('en', `/venues?search=${m}-99`))).body.total).toBe(1);
  });

  it('searches the text the reader of each language sees (fallback included)', async () => {
    const m = marker();
    const venue = await makeVenue({
      texts: { ca: { title: `Sala Gran ${m}` }, es: { title: `Sala Madrileña ${m}` } },
    });
    const found = async (root: 'ca' | 'en' | 'es', word: string) =>
      (await call(api(root, `/venues?search=${encodeURIComponent(`${word} ${m}`)}`))).body.venues.map(
        (v: { id: number }) => v.id,
      );
    expect(await found('es', 'Madrileña')).toEqual([venue.id]);
    expect(await found('ca', 'Madrileña')).toEqual([]);
    expect(await found('ca', 'Gran')).toEqual([venue.id]);
    // English readers see the original (Catalan) text.
    expect(await found('en', 'Gran')).toEqual([venue.id]);
    expect(await found('en', 'Madrileña')).toEqual([]);
  });
});

describe('GET /venues filters by events', () => {
  it('event: the venue of that event; an unknown id or a non-event is a 400 naming event', async () => {
    const venue = await makeVenue();
    const event = await makeEvent({ venueId: venue.id });
    const res = await call(api('en', `/venues?event=${event}`));
    expect(res.body.venues.map((v: { id: number }) => v.id)).toEqual([venue.id]);
    for (const bad of [999999, venue.id]) {
      const error = await call(api('en', `/venues?event=${bad}`));
      expect(error.status).toBe(400);
      expect(Object.keys(error.body.data.params)).toEqual(['event']);
    }
  });

  it('has_events: linked to an event the caller would see listed; falsy: linked to none such', async () => {
    const m = marker();
    const [withPublished, withPrivate, withDraft, without] = await makeVenues([
      { zip: m },
      { zip: m },
      { zip: m },
      { zip: m },
    ]);
    await makeEvent({ venueId: withPublished!.id });
    // Private events are hidden from anonymous callers: they do not make a venue "have events" (docs/security.md).
    await makeEvent({ venueId: withPrivate!.id, status: 'private' });
    await makeEvent({ venueId: withDraft!.id, status: 'draft' });
    const ids = async (value: string) =>
      (await call(api('en', `/venues?search=${m}&has_events=${value}`))).body.venues
        .map((v: { id: number }) => v.id)
        .sort();
    expect(await ids('true')).toEqual([withPublished!.id]);
    expect(await ids('no')).toEqual([withPrivate!.id, withDraft!.id, without!.id].sort());
  });

  it('only_with_upcoming: linked to a listed event starting from now that the caller may see', async () => {
    const m = marker();
    const [upcoming, past, hidden, draftOnly] = await makeVenues([{ zip: m }, { zip: m }, { zip: m }, { zip: m }]);
    await makeEvent({ venueId: upcoming!.id, start: hoursFromNow(2) });
    await makeEvent({ venueId: past!.id, start: hoursFromNow(-2) });
    await makeEvent({ venueId: hidden!.id, start: hoursFromNow(2), hidden: true });
    await makeEvent({ venueId: draftOnly!.id, start: hoursFromNow(2), status: 'draft' });
    const ids = async (query: string, token?: string) =>
      (await call(api('en', `/venues?search=${m}&${query}`), { token })).body.venues
        .map((v: { id: number }) => v.id)
        .sort();
    expect(await ids('only_with_upcoming=1')).toEqual([upcoming!.id]);
    const editor = await userWithToken('editor');
    expect(await ids('only_with_upcoming=1', editor.token)).toEqual([upcoming!.id, draftOnly!.id].sort());
    // Falsy is no filter at all.
    expect(await ids('only_with_upcoming=0')).toHaveLength(4);
  });
});

describe('GET /venues status and visibility', () => {
  it('shows visitors published venues only; editors every status but trash by default', async () => {
    const m = marker();
    const [pub, draft, , privateOne] = await makeVenues([
      { zip: m },
      { zip: m, status: 'draft' },
      { zip: m, status: 'trash' },
      { zip: m, status: 'private' },
    ]);
    const visitor = await call(api('en', `/venues?search=${m}`));
    expect(visitor.body.venues.map((v: { id: number }) => v.id)).toEqual([pub!.id]);
    const editor = await userWithToken('editor');
    const all = await call(api('en', `/venues?search=${m}`), { token: editor.token });
    expect(all.body.venues.map((v: { id: number }) => v.id).sort()).toEqual(
      [pub!.id, draft!.id, privateOne!.id].sort(),
    );
    const trash = await call(api('en', `/venues?search=${m}&status=trash,draft`), { token: editor.token });
    expect(trash.body.total).toBe(2);
    expect(trash.body.rest_url).toContain('status=draft,trash');
  });

  it('lets contributors list unpublished venues of anyone', async () => {
    const m = marker();
    const admin = await userWithToken('administrator');
    await makeVenue({ zip: m, status: 'pending', authorId: admin.id });
    const contributor = await userWithToken('contributor');
    const res = await call(api('en', `/venues?search=${m}`), { token: contributor.token });
    expect(res.body.total).toBe(1);
  });

  it.each([
    ['a visitor asking for drafts', 'status=draft', undefined],
    ['a visitor asking for publish and draft', 'status[]=publish&status[]=draft', undefined],
    ['an editor asking for an unknown status', 'status=any', 'editor'],
  ] as const)('is a 400 naming status for %s', async (_, query, role) => {
    const token = role ? (await userWithToken(role)).token : undefined;
    const res = await call(api('en', `/venues?${query}`), { token });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.params)).toEqual(['status']);
  });

  it('accepts status=publish from visitors', async () => {
    expect((await call(api('en', '/venues?status=publish'))).status).toBe(200);
  });

  it('redacts protected venues unless password or context=edit unlocks them', async () => {
    const m = marker();
    const admin = await userWithToken('administrator');
    // Found by its state, which a locked venue shows: `search` does not match what it hides (its zip).
    await makeVenue({
      zip: m,
      state: m,
      password: 's3cret',
      authorId: admin.id,
      city: 'Valencia',
      website: 'https://example.com',
      texts: { en: { title: `Protected ${m}`, description: '<p>Hidden</p>' } },
    });
    const locked = (await call(api('en', `/venues?search=${m}`))).body.venues[0];
    expect(locked).toMatchObject({ venue: [], description: '', city: '', zip: '', website: '', show_map: null });
    const unlocked = (await call(api('en', `/venues?search=${m}&password=s3cret`))).body.venues[0];
    expect(unlocked).toMatchObject({ venue: `Protected ${m}`, city: 'Valencia', show_map: true });
    const wrong = (await call(api('en', `/venues?search=${m}&password=nope`))).body.venues[0];
    expect(wrong.venue).toEqual([]);
    const edit = await call(api('en', `/venues?search=${m}&context=edit`), { token: admin.token });
    expect(edit.body.venues[0].city).toBe('Valencia');
    expect((await call(api('en', `/venues?context=edit`))).status).toBe(401);
    const subscriber = await userWithToken('subscriber');
    expect((await call(api('en', `/venues?context=edit`), { token: subscriber.token })).status).toBe(403);
  });
});

describe('GET /venues languages', () => {
  it.each(['ca', 'en', 'es'] as const)(
    'under /%s: fallback text, translations and URLs under the root',
    async (root) => {
      const m = marker();
      const venue = await makeVenue({
        zip: m,
        texts: { ca: { title: `Teatre ${m}`, slug: `teatre-${m}` }, es: { title: `Teatro ${m}`, slug: `teatro-${m}` } },
      });
      const res = await call(api(root, `/venues?search=${m}`));
      const item = res.body.venues[0];
      const shown = root === 'es' ? 'es' : 'ca';
      expect(item.i18n_language).toBe(shown);
      expect(item.venue).toBe(shown === 'es' ? `Teatro ${m}` : `Teatre ${m}`);
      expect(item.rest_url).toBe(`http://calendar.test/${root}/calendar/events/v1/venues/${venue.id}`);
      expect(item.translations).toEqual({
        ca: { slug: `teatre-${m}`, rest_url: `http://calendar.test/ca/calendar/events/v1/venues/${venue.id}` },
        es: { slug: `teatro-${m}`, rest_url: `http://calendar.test/es/calendar/events/v1/venues/${venue.id}` },
      });
      expect(res.headers.get('content-language')).toBe(root);
      const error = await call(api(root, '/venues?page=0'));
      const messages = {
        ca: 'Paràmetre(s) no vàlid(s): page',
        en: 'Invalid parameter(s): page',
        es: expect.any(String),
      };
      expect(error.body.message).toEqual(messages[root]);
    },
  );

  it('i18n_language overrides the root', async () => {
    const m = marker();
    await makeVenue({ zip: m, texts: { ca: { title: `Sala ${m}` }, es: { title: `Salón ${m}` } } });
    const res = await call(api('ca', `/venues?search=${m}&i18n_language=es`));
    expect(res.body.venues[0].venue).toBe(`Salón ${m}`);
    expect(res.body.rest_url).toContain('i18n_language=es');
  });
});
