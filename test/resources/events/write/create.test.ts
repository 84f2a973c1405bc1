import { describe, expect, it } from 'vitest';
import { createEvent, eventBody, makeOrganizer, makeVenue, uniqueTitle } from '../../../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../../../helpers/http';
import { expectEventShape } from '../event-shape';

const post = (body: Record<string, unknown>, token?: string, root: '' | 'ca' | 'en' | 'es' = 'en') =>
  call(api(root, '/events'), { method: 'POST', token, body });

/** The parameters a 400 names. */
const named = (body: { data: { params: Record<string, string> | string[] } }) =>
  Array.isArray(body.data.params) ? body.data.params : Object.keys(body.data.params);

describe('POST /events', () => {
  it('creates an event with every writable field (201, no json_ld)', async () => {
    const admin = await userWithToken('administrator');
    const editor = await userWithToken('editor');
    const parent = await createEvent(admin.token);
    const response = await post(
      eventBody({
        title: 'Fira de Sant Ponç',
        description: '<p>Herbes <script>alert(1)</script>remeieres</p>',
        excerpt: 'Herbes',
        slug: 'sant-ponc',
        author: editor.id,
        date: '2026-10-01 09:00:00',
        status: 'draft',
        timezone: 'Europe/Madrid',
        image: 'https://images.example.com/ponc.jpg',
        cost: ['5€', '10€'],
        website: 'https://example.com/ponc',
        show_map: true,
        show_map_link: 'yes',
        hide_from_listings: '1',
        sticky: true,
        featured: 'on',
        ticketed: true,
        password: 'herbes',
        post_parent: parent.id,
      }),
      admin.token,
    );
    expect(response.status).toBe(201);
    const event = response.body;
    expectEventShape(event);
    expect(event).toMatchObject({
      title: 'Fira de Sant Ponç',
      description: '<p>Herbes remeieres</p>',
      excerpt: '<p>Herbes</p>',
      slug: 'sant-ponc',
      author: editor.id,
      status: 'draft',
      date: '2026-10-01 09:00:00',
      date_utc: '2026-10-01 07:00:00',
      timezone: 'Europe/Madrid',
      timezone_abbr: 'CEST',
      image: {
        url: 'https://images.example.com/ponc.jpg',
        id: expect.any(Number),
        extension: 'jpg',
        sizes: Object.fromEntries(
          ['thumbnail', 'medium', 'medium_large', 'large', 'full'].map((name) => [
            name,
            { 'mime-type': 'image/jpeg', url: 'https://images.example.com/ponc.jpg' },
          ]),
        ),
      },
      cost: '5€ – 10€',
      cost_details: { currency_symbol: '€', currency_position: 'postfix', values: ['5', '10'] },
      website: 'https://example.com/ponc',
      show_map: true,
      show_map_link: true,
      hide_from_listings: true,
      sticky: true,
      featured: true,
      ticketed: true,
      post_parent: parent.id,
    });
  });

  it('defaults: published for publishers, author the caller, flags off, website the event URL, site time zone', async () => {
    const author = await userWithToken('author');
    const event = await createEvent(author.token);
    expect(event).toMatchObject({
      status: 'publish',
      author: author.id,
      all_day: false,
      show_map: false,
      show_map_link: false,
      hide_from_listings: false,
      sticky: false,
      featured: false,
      ticketed: false,
      post_parent: 0,
      cost: '',
      cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
      image: false,
      website: event.url,
      timezone: 'Europe/Madrid',
      categories: [],
      tags: [],
      venue: [],
      organizer: [],
    });
    const empty = await createEvent(author.token, { website: '' });
    expect(empty.website).toBe('');
  });

  it('formats costs as the original: Free for zero, ranges with an en dash', async () => {
    const admin = await userWithToken('administrator');
    const cases: [unknown, string, string[]][] = [
      ['20$', '20$', ['20']],
      [['$10', '$30'], '$10 – $30', ['10', '30']],
      ['$25', '$25', ['25']],
      [['10€', '30€'], '10€ – 30€', ['10', '30']],
      [['0$', '20$', '30$'], 'Free – 30$', ['0', '20', '30']],
      ['0', 'Free', ['0']],
      [15, '15', ['15']],
      ['Donation', 'Donation', ['donation']],
      ['', '', []],
    ];
    for (const [cost, formatted, values] of cases) {
      const event = await createEvent(admin.token, { cost });
      expect(event.cost).toBe(formatted);
      expect(event.cost_details.values).toEqual(values);
    }
  });

  it('answers 400 rest_missing_callback_param listing title, start_date and end_date', async () => {
    const admin = await userWithToken('administrator');
    const response = await post({}, admin.token);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): title, start_date, end_date',
      data: { status: 400, params: ['title', 'start_date', 'end_date'] },
    });
  });

  it('answers 400 naming every invalid parameter, writing nothing', async () => {
    const admin = await userWithToken('administrator');
    const dates = await post(eventBody({ start_date: 'garbage', end_date: 'before my birthday' }), admin.token);
    expect(dates.status).toBe(400);
    expect(named(dates.body)).toEqual(['start_date', 'end_date']);
    const cases: [Record<string, unknown>, string][] = [
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ image: 'not a url' }, 'image'],
      [{ image: 987654 }, 'image'],
      [{ author: 987654 }, 'author'],
      [{ status: 'kinda_thinking_about_it' }, 'status'],
      [{ status: 'trash' }, 'status'],
      [{ venue: 987654 }, 'venue'],
      [{ venue: [1, 2] }, 'venue'],
      [{ venue: { city: 'No name' } }, 'venue'],
      [{ organizer: [987654] }, 'organizer'],
      [{ organizer: 'abc' }, 'organizer'],
      [{ categories: ['987654'] }, 'categories'],
      [{ tags: '987654' }, 'tags'],
      [{ post_parent: 987654 }, 'post_parent'],
      [{ all_day: 'maybe' }, 'all_day'],
      [{ cost: { a: 1 } }, 'cost'],
      [{ title: '' }, 'title'],
      [{ date: 'someday' }, 'date'],
      [{ start_date: '2027-06-02 10:00', end_date: '2027-06-01 10:00' }, 'end_date'],
    ];
    for (const [overrides, param] of cases) {
      const response = await post(eventBody(overrides), admin.token);
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.code).toBe('rest_invalid_param');
      expect(named(response.body), JSON.stringify(overrides)).toEqual([param]);
    }
    const venueOfOtherType = await makeOrganizer();
    const wrongType = await post(eventBody({ venue: venueOfOtherType.id }), admin.token);
    expect(named(wrongType.body)).toEqual(['venue']);
    const parentVenue = await post(eventBody({ post_parent: venueOfOtherType.id }), admin.token);
    expect(named(parentVenue.body)).toEqual(['post_parent']);

    const venueName = uniqueTitle('Never');
    const failed = await post(
      eventBody({ end_date: 'garbage', venue: { venue: venueName }, categories: ['Brand new'] }),
      admin.token,
    );
    expect(failed.status).toBe(400);
    const venues = await call(api('en', `/venues?search=${encodeURIComponent(venueName)}`), { token: admin.token });
    expect(venues.body.venues ?? []).toHaveLength(0);
    const categories = await call(api('en', '/categories?hide_empty=false&search=Brand'));
    expect(categories.body.categories).toHaveLength(0);
  });

  it('links venues and organizers by id, {id} or inline object, in order, reusing same-named ones (docs/differences.md#inline-reuse)', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue();
    const [first, second] = [await makeOrganizer(), await makeOrganizer()];
    const byId = await createEvent(admin.token, {
      venue: { id: venue.id },
      organizer: `${second.id},${first.id},${second.id}`,
    });
    expect(byId.venue.id).toBe(venue.id);
    expect(byId.organizer.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);

    const hall = uniqueTitle('Hall');
    const org = uniqueTitle('Org');
    const inline = await createEvent(admin.token, {
      venue: { venue: hall, city: 'Vic', show_map: false },
      organizer: [{ organizer: org, phone: '555' }, { id: first.id }, second.id],
    });
    expect(inline.venue).toMatchObject({ venue: hall, city: 'Vic', show_map: false, status: 'publish' });
    expect(inline.organizer.map((o: { organizer: string }) => o.organizer)).toEqual([org, first.title, second.title]);

    const reused = await createEvent(admin.token, {
      venue: { venue: hall.toUpperCase(), city: 'Ignored' },
      organizer: [{ organizer: org.toLowerCase() }],
    });
    expect(reused.venue).toMatchObject({ id: inline.venue.id, city: 'Vic' });
    expect(reused.organizer[0].id).toBe(inline.organizer[0].id);
  });

  it.each(['ca', 'es'] as const)(
    'reuses an inline namesake whatever the case of its non-ASCII letters, in the same language (%s)',
    async (root) => {
      const admin = await userWithToken('administrator');
      const word = uniqueTitle('Sala').replace(/\s+/g, '-');
      const name = `Plaça Àngel Ñú ${word}`;
      const first = await createEvent(admin.token, { venue: { venue: name, city: 'Reus' } }, root);
      const upper = await createEvent(admin.token, { venue: { venue: `  ${name.toUpperCase()} ` } }, root);
      expect(upper.venue).toMatchObject({ id: first.venue.id, venue: name, city: 'Reus' });
      const lower = await createEvent(admin.token, { organizer: [{ organizer: name.toLowerCase() }] }, root);
      const again = await createEvent(admin.token, { organizer: [{ organizer: name.toUpperCase() }] }, root);
      expect(again.organizer[0]).toMatchObject({ id: lower.organizer[0].id, organizer: name.toLowerCase() });
      // Only the case is folded: another accent, a `_` or `%` in place of a letter is another name.
      for (const other of [name.replace('ç', 'c'), name.replace('ç', '_'), name.replace('Àngel', '%')]) {
        const made = await createEvent(admin.token, { venue: { venue: other } }, root);
        expect(made.venue.id, other).not.toBe(first.venue.id);
      }
    },
  );

  it('creates named categories and tags only for callers who may manage them (docs/differences.md#inline-terms-need-capability)', async () => {
    const admin = await userWithToken('administrator');
    const existing = await createEvent(admin.token, { categories: 'Concerts', tags: ['Outdoor'] });
    const categoryId = existing.categories[0].id;

    const author = await userWithToken('author');
    const authorEvent = await createEvent(author.token, { categories: [String(categoryId), 'New Category'] });
    expect(authorEvent.categories.map((c: { name: string }) => c.name)).toEqual(['Concerts', 'New Category']);
    const authorTag = await post(eventBody({ tags: ['Brand new tag'] }), author.token);
    expect(authorTag.status).toBe(403);
    expect(authorTag.body.code).toBe('rest_forbidden');

    const contributor = await userWithToken('contributor');
    const withExisting = await createEvent(contributor.token, { categories: ['concerts'], tags: 'outdoor' });
    expect(withExisting.categories[0].id).toBe(categoryId);
    const withNew = await post(eventBody({ categories: ['Yet another'] }), contributor.token);
    expect(withNew.status).toBe(403);
  });

  it('takes a number as a term id, never as another term numeric slug (`21+` has the slug `21`)', async () => {
    // Found importing a real site (issue 32): its tag `21+` (slug `21`) was linked in place of tag 21.
    const admin = await userWithToken('administrator');
    const term = async (route: 'tags' | 'categories', name: string, slug?: string) => {
      const answer = await call(api('en', `/${route}`), { method: 'POST', token: admin.token, body: { name, slug } });
      expect(answer.status, name).toBe(201);
      return answer.body as { id: number; slug: string };
    };
    const kids = await term('tags', uniqueTitle('Kids'));
    const adults = await term('tags', `${kids.id}+`);
    const jazz = await term('categories', uniqueTitle('Jazz'));
    const rated = await term('categories', uniqueTitle('Rated'), String(jazz.id));
    expect([adults.slug, rated.slug]).toEqual([String(kids.id), String(jazz.id)]);
    const ids = (terms: { id: number }[]) => terms.map((t) => t.id).sort((a, b) => a - b);
    const alone = await createEvent(admin.token, { tags: [kids.id], categories: [String(jazz.id)] });
    expect([ids(alone.tags), ids(alone.categories)]).toEqual([[kids.id], [jazz.id]]);
    const both = await createEvent(admin.token, { tags: [kids.id, adults.id], categories: [jazz.id, rated.id] });
    expect([ids(both.tags), ids(both.categories)]).toEqual([
      [kids.id, adults.id],
      [jazz.id, rated.id],
    ]);
    const updated = await call(api('en', `/events/${alone.id}`), {
      method: 'POST',
      token: admin.token,
      body: { tags: `${kids.id},${adults.id}`, categories: [jazz.id] },
    });
    expect([ids(updated.body.tags), ids(updated.body.categories)]).toEqual([[kids.id, adults.id], [jazz.id]]);
    // A term is still named by its slug when the reference is not a number; a number no term has as its id is
    // refused, even when it is some term's slug.
    const bySlug = await createEvent(admin.token, { tags: [kids.slug] });
    expect(ids(bySlug.tags)).toEqual([kids.id]);
    const numeric = await term('tags', uniqueTitle('Year'), '987654321');
    const refused = await post(eventBody({ tags: [numeric.slug] }), admin.token);
    expect([refused.status, named(refused.body)]).toEqual([400, ['tags']]);
  });

  it('creates one term for new names that are the same name compared as terms are (accents, case, NFKC, spaces)', async () => {
    // Found by the fuzz run (docs/security.md, "Fuzzing every route"): two such names made two inserts of one name
    // key, and the write answered 409 every time.
    const admin = await userWithToken('administrator');
    const created = await post(
      eventBody({ tags: ['Café', 'cafe', 'CAFÉ'], categories: ['Teatre  Nou', 'téatre nou', 'ﬁra', 'fira'] }),
      admin.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.tags.map((t: { name: string }) => t.name)).toEqual(['Café']);
    expect(created.body.categories.map((c: { name: string }) => c.name).sort()).toEqual(['Teatre  Nou', 'ﬁra']);
    const tags = await call(`${api('en', '/tags')}?search=caf&hide_empty=0`);
    expect(tags.body.tags).toHaveLength(1);
  });

  it('answers 401 to anonymous callers and 403 to subscribers, after validation', async () => {
    const anonymous = await post(eventBody());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('rest_forbidden');
    const invalid = await post(eventBody({ start_date: 'nope' }));
    expect(invalid.status).toBe(400);
    const subscriber = await userWithToken('subscriber');
    expect((await post(eventBody(), subscriber.token)).status).toBe(403);
  });

  it('scales the status back for contributors and keeps them from writing in another name', async () => {
    const contributor = await userWithToken('contributor');
    expect((await createEvent(contributor.token)).status).toBe('draft');
    expect((await createEvent(contributor.token, { status: 'publish' })).status).toBe('pending');
    expect((await createEvent(contributor.token, { status: 'future' })).status).toBe('pending');
    // As the original's scale_back_post_status: only publish and future are scaled back.
    expect((await createEvent(contributor.token, { status: 'private' })).status).toBe('private');
    const admin = await userWithToken('administrator');
    expect((await post(eventBody({ author: admin.id }), contributor.token)).status).toBe(403);
    const author = await userWithToken('author');
    expect((await createEvent(author.token, { status: 'future' })).status).toBe('future');
  });

  it('accepts form-encoded bodies and comma lists', async () => {
    const admin = await userWithToken('administrator');
    const response = await call(api('en', '/events'), {
      method: 'POST',
      token: admin.token,
      form: {
        title: uniqueTitle(),
        start_date: '2027-07-01 18:00',
        end_date: '2027-07-01 20:00',
        tags: 'alpha, beta',
        featured: 'true',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.tags.map((t: { name: string }) => t.name)).toEqual(['alpha', 'beta']);
    expect(response.body.featured).toBe(true);
  });

  it('costs a few D1 round trips whatever it links', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue();
    const organizer = await makeOrganizer();
    await createEvent(admin.token, { categories: ['Counted'], tags: ['counted-a', 'counted-b'] });
    const links = { venue: venue.id, organizer: [organizer.id], categories: ['counted'], tags: 'counted-a,counted-b' };
    const response = await post(eventBody(links), admin.token);
    expect(response.status).toBe(201);
    // Token, one reference check (linked posts and terms), the slug, and one batch that writes and reads the
    // event back (the token's first use, above, also records its last use).
    expect(dbTiming(response.headers).queries).toBeLessThanOrEqual(4);
  });

  it.each(['ca', 'en', 'es'] as const)('creates under /%s in that language', async (lang) => {
    const admin = await userWithToken('administrator');
    const event = await createEvent(
      admin.token,
      { title: 'Castellers a la plaça', categories: [`Cultura ${lang}`] },
      lang,
    );
    expect(event.i18n_language).toBe(lang);
    expect(event.slug).toBe('castellers-a-la-placa');
    expect(Object.keys(event.translations)).toEqual([lang]);
    expect(event.translations[lang].rest_url).toBe(
      `http://calendar.test/${lang}/calendar/events/v1/events/${event.id}`,
    );
    expect(event.categories[0].i18n_language).toBe(lang);
    const invalid = await post(eventBody({ start_date: 'nope' }), admin.token, lang);
    const messages = {
      ca: 'Paràmetre(s) no vàlid(s): start_date',
      en: 'Invalid parameter(s): start_date',
      es: 'Parámetro(s) no válido(s): start_date',
    };
    expect(invalid.body.message).toBe(messages[lang]);
    expect(invalid.headers.get('content-language')).toBe(lang);
  });
});
