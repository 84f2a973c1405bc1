import { describe, expect, it } from 'vitest';
import { hoursFromNow, makeEvent, makeOrganizer, makeVenue, uniqueName } from '../../helpers/factories';
import { api, call, userWithToken } from '../../helpers/http';

/**
 * Hidden content never shapes an answer (docs/security.md, "Visibility"): `event=` on venues, organizers and terms,
 * `has_events` / `only_with_upcoming`, term counts, inline venue/organizer reuse and embedded items, each checked
 * for an anonymous caller, a contributor and an editor.
 */

const eventBody = (overrides: Record<string, unknown>) => ({
  title: uniqueName('Visibility event'),
  start_date: '2027-06-01 10:00:00',
  end_date: '2027-06-01 12:00:00',
  status: 'publish',
  ...overrides,
});

async function post(path: string, token: string, body: Record<string, unknown>) {
  const res = await call(api('en', path), { method: 'POST', token, body });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body as { id: number; slug: string; venue?: { id: number } | unknown[]; organizer?: { id: number }[] };
}

describe('event= on venues, organizers, categories and tags', () => {
  it('needs an event the caller may read: 401 anonymous, 403 in the request language, 200 for readers', async () => {
    const admin = await userWithToken('administrator');
    const editor = await userWithToken('editor');
    const contributor = await userWithToken('contributor');
    const venue = await post('/venues', admin.token, { venue: uniqueName('Linked venue') });
    const organizer = await post('/organizers', admin.token, { organizer: uniqueName('Linked organizer') });
    const category = await post('/categories', admin.token, { name: uniqueName('Linked category') });
    const tag = await post('/tags', admin.token, { name: uniqueName('Linked tag') });
    const links = { venue: venue.id, organizer: [organizer.id], categories: [category.id], tags: [tag.id] };
    const draft = await post('/events', admin.token, eventBody({ status: 'draft', ...links }));
    const published = await post('/events', admin.token, eventBody(links));
    const own = await post('/events', contributor.token, eventBody({ ...links, status: 'draft' }));

    const routes = [
      ['/venues', 'venues', venue.id],
      ['/organizers', 'organizers', organizer.id],
      ['/categories', 'categories', category.id],
      ['/tags', 'tags', tag.id],
    ] as const;
    for (const [path, key, linked] of routes) {
      const list = (root: 'en' | 'es', eventId: number, token?: string) =>
        call(`${api(root, path)}?event=${eventId}&hide_empty=0`, { token });
      const anonymous = await list('en', draft.id);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body.code).toBe('rest_forbidden');
      const forbiddenEn = await list('en', draft.id, contributor.token);
      const forbiddenEs = await list('es', draft.id, contributor.token);
      expect([forbiddenEn.status, forbiddenEs.status], path).toEqual([403, 403]);
      expect(forbiddenEs.body.code).toBe('rest_forbidden');
      expect(forbiddenEs.body.message).not.toBe(forbiddenEn.body.message);
      const ids = (res: { body: Record<string, { id: number }[]> }) => res.body[key]!.map((item) => item.id);
      const byEditor = await list('en', draft.id, editor.token);
      expect(byEditor.status, path).toBe(200);
      expect(ids(byEditor)).toEqual([linked]);
      const byOwner = await list('en', own.id, contributor.token);
      expect(byOwner.status, path).toBe(200);
      expect(ids(byOwner)).toEqual([linked]);
      const publicEvent = await list('en', published.id);
      expect(publicEvent.status, path).toBe(200);
      expect(ids(publicEvent)).toEqual([linked]);
      if (path === '/categories' || path === '/tags') {
        // `post` is the original's name of the same filter.
        const viaPost = await call(`${api('en', path)}?post=${draft.id}&hide_empty=0`);
        expect([viaPost.status, viaPost.body.code]).toEqual([401, 'rest_forbidden']);
      }
      const subscriber = await userWithToken('subscriber');
      expect((await list('en', draft.id, subscriber.token)).status, path).toBe(403);
      // Validation comes first: an id that is no event is a 400 for everyone.
      expect((await list('en', venue.id)).status, path).toBe(400);
    }
  }, 60_000);
});

describe('has_events and only_with_upcoming count only events the caller would see listed', () => {
  it('venues and organizers: anonymous, contributor and editor', async () => {
    const contributor = await userWithToken('contributor');
    const editor = await userWithToken('editor');
    const word = `zq${Math.random().toString(36).slice(2, 8)}`;
    const names = ['draft', 'private', 'hidden', 'trash', 'listed', 'future', 'own'] as const;
    const venues = Object.fromEntries(
      await Promise.all(
        names.map(async (n) => [n, (await makeVenue({ texts: { en: { title: `${word} ${n} venue` } } })).id] as const),
      ),
    ) as Record<(typeof names)[number], number>;
    const organizers = Object.fromEntries(
      await Promise.all(
        names.map(
          async (n) => [n, (await makeOrganizer({ texts: { en: { title: `${word} ${n} organizer` } } })).id] as const,
        ),
      ),
    ) as Record<(typeof names)[number], number>;
    const upcoming = hoursFromNow(48);
    const seeds = [
      ['draft', { status: 'draft' }],
      ['private', { status: 'private' }],
      ['hidden', { hidden: true }],
      ['trash', { status: 'trash' }],
      ['listed', {}],
      ['future', { status: 'future' }],
    ] as const;
    for (const [name, seed] of seeds) {
      await makeEvent({ ...seed, start: upcoming, venueId: venues[name], organizerIds: [organizers[name]] });
    }
    // The contributor's own draft event.
    await post(
      '/events',
      contributor.token,
      eventBody({ status: 'draft', venue: venues.own, organizer: [organizers.own], start_date: upcoming }),
    );

    const expected = {
      anonymous: ['listed'],
      contributor: ['listed', 'own'],
      editor: ['draft', 'private', 'listed', 'future', 'own'],
    };
    const tokens = { anonymous: undefined, contributor: contributor.token, editor: editor.token };
    for (const [who, visible] of Object.entries(expected) as [keyof typeof expected, string[]][]) {
      for (const [path, ids] of [
        ['/venues', venues],
        ['/organizers', organizers],
      ] as const) {
        const key = path.slice(1);
        const found = async (query: string) => {
          const res = await call(`${api('en', path)}?search=${word}&per_page=50&${query}`, { token: tokens[who] });
          expect(res.status, `${who} ${path} ${query}`).toBe(200);
          const byId = new Map(Object.entries(ids).map(([n, id]) => [id, n]));
          return (res.body[key] as { id: number }[]).map((item) => byId.get(item.id)).sort();
        };
        expect(await found('has_events=1'), `${who} ${path} has_events`).toEqual([...visible].sort());
        expect(await found('only_with_upcoming=1'), `${who} ${path} upcoming`).toEqual([...visible].sort());
        expect(await found('has_events=0'), `${who} ${path} no events`).toEqual(
          names.filter((n) => !visible.includes(n)).sort(),
        );
      }
    }
  }, 60_000);
});

describe('term count', () => {
  it('counts published events that are listed, kept current when an event is shown or hidden', async () => {
    const admin = await userWithToken('administrator');
    const contributor = await userWithToken('contributor');
    const category = await post('/categories', admin.token, { name: uniqueName('Counted category') });
    const onlyHidden = await post('/tags', admin.token, { name: uniqueName('Hidden-only tag') });
    await post('/events', admin.token, eventBody({ categories: [category.id] }));
    const hidden = await post(
      '/events',
      admin.token,
      eventBody({ categories: [category.id], tags: [onlyHidden.id], hide_from_listings: true }),
    );
    await post('/events', admin.token, eventBody({ categories: [category.id], status: 'draft' }));
    await post('/events', admin.token, eventBody({ categories: [category.id], status: 'private' }));
    await post('/events', contributor.token, eventBody({ categories: [category.id] }));
    const count = async (path: string, token?: string) => (await call(api('en', path), { token })).body.count;
    expect(await count(`/categories/${category.id}`)).toBe(1);
    expect(await count(`/categories/${category.id}`, contributor.token)).toBe(1);
    expect(await count(`/tags/${onlyHidden.id}`)).toBe(0);
    // hide_empty (the default) leaves out a term whose only event is hidden from listings.
    const listed = await call(`${api('en', '/tags')}?include=${onlyHidden.id}`);
    expect(listed.body.tags).toEqual([]);

    await post(`/events/${hidden.id}`, admin.token, { hide_from_listings: false });
    expect(await count(`/categories/${category.id}`)).toBe(2);
    expect(await count(`/tags/${onlyHidden.id}`)).toBe(1);
    await post(`/events/${hidden.id}`, admin.token, { hide_from_listings: true });
    expect(await count(`/categories/${category.id}`)).toBe(1);
    await call(api('en', `/events/${hidden.id}`), { method: 'DELETE', token: admin.token });
    await post(`/events/${hidden.id}`, admin.token, { hide_from_listings: false });
    // Restored from the trash to its previous status (publish), now listed.
    expect(await count(`/categories/${category.id}`)).toBe(2);
  }, 60_000);
});

describe('inline venues and organizers reuse only items their caller may read', () => {
  it('a hidden namesake is neither reused nor revealed; readable ones are reused', async () => {
    const admin = await userWithToken('administrator');
    const editor = await userWithToken('editor');
    const contributor = await userWithToken('contributor');
    const venueName = uniqueName('Secret hall');
    const organizerName = uniqueName('Secret crew');
    const hiddenVenue = await post('/venues', admin.token, { venue: venueName, status: 'draft' });
    const hiddenOrganizer = await post('/organizers', admin.token, { organizer: organizerName, status: 'draft' });
    const inline = { venue: { venue: venueName }, organizer: [{ organizer: organizerName }] };

    const byContributor = await post('/events', contributor.token, eventBody({ ...inline, status: 'draft' }));
    const venueOf = (event: typeof byContributor) => (event.venue as { id: number }).id;
    expect(venueOf(byContributor)).not.toBe(hiddenVenue.id);
    expect(byContributor.organizer?.map((o) => o.id)).not.toContain(hiddenOrganizer.id);
    expect(JSON.stringify(byContributor)).not.toContain(`"id":${hiddenVenue.id},`);

    // The contributor's own (draft) items are theirs to reuse.
    const again = await post('/events', contributor.token, eventBody({ ...inline, status: 'draft' }));
    expect(venueOf(again)).toBe(venueOf(byContributor));
    expect(again.organizer?.map((o) => o.id)).toEqual(byContributor.organizer?.map((o) => o.id));

    // Editors may read every item: the newest namesake is reused, no new one created.
    const before = (
      await call(`${api('en', '/venues')}?search=${encodeURIComponent(venueName)}`, { token: editor.token })
    ).body.total;
    const byEditor = await post('/events', editor.token, eventBody(inline));
    expect([hiddenVenue.id, venueOf(byContributor)]).toContain(venueOf(byEditor));
    const after = (
      await call(`${api('en', '/venues')}?search=${encodeURIComponent(venueName)}`, { token: editor.token })
    ).body.total;
    expect(after).toBe(before);

    // A published namesake is reused by anyone who may write events.
    const publicName = uniqueName('Open hall');
    const publicVenue = await post('/venues', admin.token, { venue: publicName });
    const reused = await post(
      '/events',
      contributor.token,
      eventBody({ venue: { venue: publicName }, status: 'draft' }),
    );
    expect(venueOf(reused)).toBe(publicVenue.id);
  }, 60_000);
});

describe('embedded venues and organizers', () => {
  it('a contributor sees embedded only the items they may read; an editor sees all', async () => {
    const admin = await userWithToken('administrator');
    const editor = await userWithToken('editor');
    const contributor = await userWithToken('contributor');
    const venue = await post('/venues', admin.token, { venue: uniqueName('Draft venue'), status: 'draft' });
    const organizer = await post('/organizers', admin.token, {
      organizer: uniqueName('Draft organizer'),
      status: 'draft',
    });
    const event = await post('/events', admin.token, eventBody({ venue: venue.id, organizer: [organizer.id] }));
    const read = (token?: string) => call(api('en', `/events/${event.id}`), { token });
    for (const token of [undefined, contributor.token]) {
      const res = await read(token);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body.venue ?? null)).not.toContain(`"id":${venue.id}`);
      expect((res.body.organizer as { id: number }[]).map((o) => o.id)).not.toContain(organizer.id);
      const listed = await call(`${api('en', '/events')}?include=${event.id}`, { token });
      expect(JSON.stringify(listed.body.events[0].venue ?? null)).not.toContain(`"id":${venue.id}`);
    }
    const byEditor = await read(editor.token);
    expect(byEditor.body.venue.id).toBe(venue.id);
    expect((byEditor.body.organizer as { id: number }[]).map((o) => o.id)).toEqual([organizer.id]);

    // The contributor's own draft venue, on their own event, is theirs to see.
    const own = await post('/venues', contributor.token, { venue: uniqueName('Own venue') });
    const ownEvent = await post('/events', contributor.token, eventBody({ venue: own.id, status: 'draft' }));
    const mine = await call(api('en', `/events/${ownEvent.id}`), { token: contributor.token });
    expect(mine.body.venue.id).toBe(own.id);
  }, 60_000);
});
