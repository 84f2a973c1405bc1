import { beforeAll, describe, expect, it } from 'vitest';
import { api, call, type Root, userWithToken } from '../helpers/http';
import { connect } from '../mcp/mcp-client';
import { readExport } from '../sync/sync-helpers';

/**
 * One rule across every representation (docs/security.md, contract §5, §12, §15, §17): anonymous reads return only
 * published content, in JSON lists and single reads, feeds, export, changes, public pages and MCP tools, under every
 * root; and the published event's text is the same in each of them.
 */

let admin: string;
const ROOTS: Root[] = ['', 'ca', 'en', 'es'];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const DAY = day(9);
const when = { start_date: `${DAY} 10:00:00`, end_date: `${DAY} 12:00:00` };

/** Markers: each hidden item's title and description carry a word no other text has. */
const HIDDEN = ['Qxdraft', 'Qxpending', 'Qxprivate', 'Qxfuture', 'Qxtrashed', 'Qxvenuedraft', 'Qxorgdraft'];
const LOCKED_BODY = 'Qxlockedbody';
const UNLISTED = 'Qxunlisted';
const ids: Record<string, number> = {};
const slugs: Record<string, string> = {};
let t0 = '';

// biome-ignore lint/suspicious/noExplicitAny: wire bodies are read loosely
const post = async (path: string, body: Record<string, unknown>, root: Root = 'en'): Promise<any> => {
  const res = await call(api(root, path), { method: 'POST', token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const event = (key: string, title: string, extra: Record<string, unknown> = {}, root: Root = 'en') =>
  post('/events', { title, description: `<p>${title} body</p>`, ...when, ...extra }, root).then((b) => {
    ids[key] = b.id;
    slugs[key] = b.slug;
    return b;
  });

beforeAll(async () => {
  admin = (await userWithToken('administrator')).token;
  const { lines } = await readExport(api('en', '/export?types=tags'));
  t0 = lines[lines.length - 1]!.sync_token!;
  const venue = await post('/venues', { venue: 'Qxvenuedraft hall', status: 'draft' });
  const organizer = await post('/organizers', { organizer: 'Qxorgdraft host', status: 'draft' });
  const category = await post('/categories', { name: 'Qxcategory' });
  const shown = await event('shown', 'Qxshown', {
    description: '<p>Qxshown <strong>text</strong> &amp; more</p>',
    venue: { venue: 'Qxvenue open', city: 'Barcelona' },
    organizer: [{ organizer: 'Qxorganizer open' }],
    categories: [category.id],
    tags: ['qxtag'],
  });
  slugs.openVenue = shown.venue.slug;
  slugs.openOrganizer = shown.organizer[0].slug;
  ids.openVenue = shown.venue.id;
  ids.openOrganizer = shown.organizer[0].id;
  // Every hidden event shares the published event's venue, organizer, category and tag, so that every filter and
  // every page of those items is a probe.
  const links = {
    venue: shown.venue.id,
    organizer: [shown.organizer[0].id],
    categories: [category.id],
    tags: ['qxtag'],
  };
  await event('draft', 'Qxdraft', { status: 'draft', ...links });
  await event('pending', 'Qxpending', { status: 'pending', ...links });
  await event('private', 'Qxprivate', { status: 'private', ...links });
  await event('future', 'Qxfuture', { status: 'future', ...links });
  await event('locked', 'Qxlocked', { password: 'secret', description: `<p>${LOCKED_BODY} Zqsecret</p>`, ...links });
  await event('unlisted', UNLISTED, { hide_from_listings: true, ...links });
  await event('trashed', 'Qxtrashed', links);
  expect((await call(api('en', `/events/${ids.trashed}`), { method: 'DELETE', token: admin })).status).toBe(200);
  await event('linked', 'Qxlinked', { venue: venue.id, organizer: [organizer.id] });
  await event('catalan', 'Qxcatala només', {}, 'ca');
  // Catalan text with a Spanish translation, its venue too: Spanish under `es`, the original (Catalan) elsewhere.
  const translated = await event('translated', 'Qxtrans ca', { venue: { venue: 'Qxtrans sala' } }, 'ca');
  const es = { token: admin, method: 'POST' };
  expect((await call(api('es', `/events/${ids.translated}`), { ...es, body: { title: 'Qxtrans es' } })).status).toBe(
    200,
  );
  expect(
    (await call(api('es', `/venues/${translated.venue.id}`), { ...es, body: { venue: 'Qxtrans lugar' } })).status,
  ).toBe(200);
  slugs.venue = venue.slug;
  slugs.organizer = organizer.slug;
  ids.venue = venue.id;
  ids.organizer = organizer.id;
}, 60_000);

/** Fails when `text` (a whole answer) carries a marker of hidden content. */
function expectClean(label: string, text: string, { unlisted = false, locked = true } = {}) {
  for (const marker of HIDDEN) expect(text, `${label}: ${marker}`).not.toContain(marker);
  expect(text, `${label}: locked description`).not.toContain(LOCKED_BODY);
  if (!unlisted) expect(text, `${label}: hidden from listings`).not.toContain(UNLISTED);
  if (!locked) expect(text, `${label}: protected`).not.toContain('Qxlocked');
}

const get = (path: string) => call(path);
const text = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));
const eventIds = (body: { events?: { id: number }[] }) => (body.events ?? []).map((e) => e.id);

describe.each(ROOTS)('anonymous reads under root "%s"', (root) => {
  const lang = root || 'en';

  it('JSON lists and single reads', { timeout: 60_000 }, async () => {
    const all = Object.values(ids).join(',');
    const lists = [
      '/events',
      `/events?include=${all}`,
      '/events?search=Qx',
      `/events?venue=${ids.venue}`,
      `/events?organizer=${ids.organizer}`,
      `/events?venue=${ids.openVenue}`,
      `/events?organizer=${ids.openOrganizer}`,
      '/events?categories=qxcategory',
      '/events?tags=qxtag',
      `/events?search=Zqsecret`,
      '/events?status=draft,pending,private,future,trash',
      '/events?start_date=2000-01-01&end_date=2100-01-01',
    ];
    for (const path of lists) {
      const res = await get(api(root, path));
      expectClean(path, text(res.body));
      const listed = eventIds(res.body);
      if (path.includes('Zqsecret')) expect(listed, path).toEqual([]);
      for (const key of ['draft', 'pending', 'private', 'future', 'trashed', 'unlisted'])
        expect(listed, `${path} ${key}`).not.toContain(ids[key]);
    }
    const list = (await get(api(root, `/events?include=${all}`))).body;
    expect(eventIds(list).sort()).toEqual([ids.locked, ids.linked, ids.catalan, ids.translated, ids.shown].sort());
    const linked = list.events.find((e: { id: number }) => e.id === ids.linked);
    expect(linked.venue).toEqual([]);
    expect(linked.organizer).toEqual([]);
    for (const key of ['draft', 'pending', 'private', 'future', 'trashed']) {
      const res = await get(api(root, `/events/${ids[key]}`));
      expect(res.status, key).toBeGreaterThanOrEqual(400);
      expectClean(`by id ${key}`, text(res.body));
      const bySlug = await get(api(root, `/events/by-slug/${slugs[key]}`));
      expect(bySlug.status, `slug ${key}`).toBeGreaterThanOrEqual(400);
      expectClean(`by slug ${key}`, text(bySlug.body));
    }
    const unlisted = await get(api(root, `/events/${ids.unlisted}`));
    expect(unlisted.status).toBe(200);
    expect(unlisted.body.title).toBe(UNLISTED);
    expect((await get(api(root, `/events/by-slug/${slugs.unlisted}`))).status).toBe(200);
    const locked = await get(api(root, `/events/${ids.locked}`));
    expect(locked.status).toBe(403);
    expectClean('locked by id', text(locked.body));
    const linkedOne = await get(api(root, `/events/${ids.linked}`));
    expect(linkedOne.status).toBe(200);
    expectClean('linked by id', text(linkedOne.body));
    for (const kind of ['venues', 'organizers']) {
      const res = await get(api(root, `/${kind}`));
      expectClean(kind, text(res.body));
      expectClean(`${kind} by slug`, text((await get(api(root, `/${kind}/by-slug/${slugs[kind.slice(0, -1)]}`))).body));
      const withEvents = await get(api(root, `/${kind}?has_events=true&only_with_upcoming=true&search=Qx`));
      expectClean(`${kind} with events`, text(withEvents.body));
      const one = await get(api(root, `/${kind}/${ids[kind.slice(0, -1)]}`));
      expect(one.status).toBeGreaterThanOrEqual(400);
      expectClean(`${kind} by id`, text(one.body));
    }
    const catalan = await get(api(root, `/events/${ids.catalan}`));
    expect(catalan.body.title).toBe('Qxcatala només');
    expect(catalan.body.i18n_language).toBe('ca');
  });

  it('feeds, export and changes', { timeout: 60_000 }, async () => {
    for (const filter of [`venue=${ids.venue}`, `organizer=${ids.organizer}`, `search=Zqsecret`]) {
      const named = await get(api(root, `/events.ics?${filter}`));
      expectClean(`events.ics?${filter}`, text(named.body), { locked: false });
      expect(text(named.body)).not.toContain('BEGIN:VEVENT');
    }
    const feed = await get(api(root, '/events.ics?start_date=2000-01-01&end_date=2100-01-01'));
    expect(feed.status).toBe(200);
    // A trashed event that was published stays as a cancellation (contract §11), with its title and dates only.
    const blocks = text(feed.body).split('BEGIN:VEVENT').slice(1);
    const cancelled = blocks.filter((b) => b.includes('STATUS:CANCELLED'));
    expect(cancelled.map((b) => /SUMMARY:(.*)\r\n/.exec(b)?.[1])).toEqual(['Qxtrashed']);
    expect(cancelled[0]).not.toContain('Qxtrashed body');
    const live = blocks.filter((b) => !b.includes('STATUS:CANCELLED')).join('');
    expectClean('events.ics', live, { locked: false });
    expect(live).toContain('SUMMARY:Qxshown');
    for (const key of ['draft', 'pending', 'private', 'future', 'locked']) {
      const one = await get(api(root, `/events/${ids[key]}.ics`));
      expect(one.status, `${key}.ics`).toBeGreaterThanOrEqual(400);
      expectClean(`${key}.ics`, text(one.body), { locked: false });
    }
    const linkedIcs = await get(api(root, `/events/${ids.linked}.ics`));
    expect(linkedIcs.status).toBe(200);
    expectClean('linked.ics', text(linkedIcs.body));

    const { lines } = await readExport(api(root, '/export'));
    expectClean('export', JSON.stringify(lines), { unlisted: true });
    const exported = lines.filter((l) => l.type === 'event').map((l) => l.item.id);
    expect(exported).toEqual(expect.arrayContaining([ids.unlisted, ids.shown, ids.catalan]));
    // A password-protected event is left out, as `/changes` deletes it (docs/sync.md).
    for (const key of ['draft', 'pending', 'private', 'future', 'trashed', 'locked']) {
      expect(exported).not.toContain(ids[key]);
    }

    const changes = await get(api(root, `/changes?sync_token=${encodeURIComponent(t0)}`));
    expect(changes.status).toBe(200);
    expectClean('changes', text(changes.body), { unlisted: true, locked: false });
    const upserts = changes.body.changes.filter((c: { action: string }) => c.action === 'upsert');
    for (const key of ['draft', 'pending', 'private', 'future', 'trashed', 'locked'])
      expect(upserts.map((c: { id: number }) => c.id)).not.toContain(ids[key]);
  });

  it('public pages', { timeout: 60_000 }, async () => {
    const pages = [
      `/${lang}/events/`,
      `/${lang}/events/?search=Qx`,
      `/${lang}/events/month/${DAY.slice(0, 7)}/`,
      `/${lang}/events/week/${DAY}/`,
      `/${lang}/embed`,
      `/${lang}/embed?layout=month`,
      `/${lang}/event/${slugs.linked}/`,
      `/${lang}/venue/${slugs.openVenue}/`,
      `/${lang}/organizer/${slugs.openOrganizer}/`,
      `/${lang}/events/?venue=${ids.venue}`,
      `/${lang}/events/?organizer=${ids.organizer}`,
      `/${lang}/events/?venue=${ids.openVenue}&categories=qxcategory&tags=qxtag`,
      `/${lang}/events/month/${DAY.slice(0, 7)}/?organizer=${ids.openOrganizer}`,
      `/${lang}/embed?venue=${ids.venue}&organizer=${ids.organizer}`,
      `/${lang}/events/?search=Zqsecret`,
      `/${lang}/widget?venue=${ids.venue}&organizer=${ids.organizer}`,
      `/${lang}/embed?layout=week&venue=${ids.venue}`,
    ];
    for (const path of pages) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectClean(path, text(res.body));
    }
    for (const path of pages.slice(0, 5)) expect(text((await get(path)).body), path).toContain('Qxshown');
    for (const path of [
      `/${lang}/event/${slugs.draft}/`,
      `/${lang}/event/${slugs.private}/`,
      `/${lang}/event/${slugs.pending}/`,
      `/${lang}/event/${slugs.future}/`,
      `/${lang}/event/${slugs.trashed}/`,
      `/${lang}/event/${slugs.locked}/`,
      `/${lang}/venue/${slugs.venue}/`,
      `/${lang}/organizer/${slugs.organizer}/`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expectClean(path, text(res.body));
    }
    expect((await get(`/${lang}/event/${slugs.unlisted}/`)).status).toBe(200);
    // The protected event is listed (redacted) in the agenda and the views, but it has no page: no link to a 404.
    for (const path of pages.slice(0, 5)) {
      const body = text((await get(path)).body);
      expect(body, path).toContain('Qxlocked');
      expect(body, path).not.toContain(`/event/${slugs.locked}/`);
      expect(body, path).toContain(`/event/${slugs.shown}/`);
    }
  });

  it('MCP tools', { timeout: 60_000 }, async () => {
    const mcp = await connect(root);
    try {
      for (const args of [
        {},
        { search: 'Qx' },
        { search: 'Zqsecret' },
        { venue: [ids.venue] },
        { organizer: [ids.organizer] },
        { venue: [ids.openVenue] },
        { categories: ['qxcategory'] },
      ]) {
        const res = await mcp.call('search_events', args);
        expectClean(`search_events ${JSON.stringify(args)}`, JSON.stringify(res));
      }
      for (const key of ['draft', 'pending', 'private', 'future', 'trashed', 'locked']) {
        const res = await mcp.call('get_event', { id: ids[key] });
        expect(res.isError, key).toBe(true);
        expectClean(`get_event ${key}`, JSON.stringify(res));
      }
      const linked = await mcp.call('get_event', { id: ids.linked });
      expectClean('get_event linked', JSON.stringify(linked));
      expectClean('list_venues', JSON.stringify(await mcp.call('list_venues', { search: 'Qx' })));
      expectClean('list_organizers', JSON.stringify(await mcp.call('list_organizers', { search: 'Qx' })));
      expectClean('list_venues', JSON.stringify(await mcp.call('list_venues')));
      expectClean('list_organizers', JSON.stringify(await mcp.call('list_organizers')));
      expectClean('calendar_links', JSON.stringify(await mcp.call('calendar_links', { venue: [ids.venue] })));
      const unlisted = await mcp.call('get_event', { id: ids.unlisted });
      expect(unlisted.isError ?? false).toBe(false);
      const bySlug = await mcp.call('get_event', { slug: slugs.draft });
      expect(bySlug.isError).toBe(true);
      expectClean('get_event by slug', JSON.stringify(bySlug));
    } finally {
      await mcp.close();
    }
  });

  it.each([
    ['shown', 'Qxshown'],
    ['catalan', 'Qxcatala'],
    ['locked', 'Qxlocked'],
    ['translated', 'Qxtrans'],
  ])('shows the %s event with the same text in every representation', { timeout: 60_000 }, async (key, word) => {
    const id = ids[key]!;
    const pick = (e: Record<string, unknown>) => ({
      title: e.title,
      description: e.description,
      excerpt: e.excerpt,
      i18n_language: e.i18n_language,
      venue: (e.venue as { venue?: string }).venue,
      organizer: (e.organizer as { organizer: string }[]).map((o) => o.organizer),
      categories: (e.categories as { name: string }[]).map((c) => c.name),
      tags: (e.tags as { name: string }[]).map((c) => c.name),
    });
    const find = (events: Record<string, unknown>[]) => events.find((e) => e.id === id)!;
    const listed = find((await get(api(root, '/events'))).body.events);
    const expected = pick(listed);
    if (key === 'locked') expect([expected.description, expected.excerpt]).toEqual(['', '']);
    if (key === 'catalan') expect(expected.i18n_language).toBe('ca');
    if (key === 'shown') expect(expected.venue).toBe('Qxvenue open');
    if (key === 'translated')
      expect([expected.title, expected.venue]).toEqual(
        root === 'es' ? ['Qxtrans es', 'Qxtrans lugar'] : ['Qxtrans ca', 'Qxtrans sala'],
      );
    const { lines } = await readExport(api(root, '/export?types=events'));
    const exported = find(lines.filter((l) => l.type === 'event').map((l) => l.item));
    // A protected event is not in the export (docs/sync.md); every other is, with the same text.
    if (key === 'locked') expect(exported).toBeUndefined();
    else expect(pick(exported)).toEqual(expected);
    const mcp = await connect(root);
    try {
      const found = await mcp.call('search_events', { search: word });
      expect(pick(find((found.structuredContent as { events: Record<string, unknown>[] }).events))).toEqual(expected);
      if (key !== 'locked') {
        const got = await mcp.call('get_event', { id });
        expect(pick(got.structuredContent as Record<string, unknown>)).toEqual(expected);
      }
    } finally {
      await mcp.close();
    }
    const search = (await get(api(root, `/events?search=${encodeURIComponent(word)}`))).body.events;
    expect(pick(find(search))).toEqual(expected);
    if (key === 'locked') return;
    expect(pick((await get(api(root, `/events/${id}`))).body)).toEqual(expected);
    expect(pick((await get(api(root, `/events/by-slug/${slugs[key]}`))).body)).toEqual(expected);
    const changes = (await get(api(root, `/changes?sync_token=${encodeURIComponent(t0)}`))).body.changes;
    expect(pick(find(changes.map((c: { item: unknown }) => c.item).filter(Boolean)))).toEqual(expected);
    const ics = text((await get(api(root, `/events/${id}.ics`))).body);
    expect(ics).toContain(`SUMMARY:${expected.title}\r\n`);
    const page = text((await get(`/${lang}/event/${slugs[key]}/`)).body);
    expect(page).toContain(`>${expected.title}</h1>`);
    expect(page).toContain(expected.description as string);
    for (const name of [expected.venue, ...expected.organizer, ...expected.categories])
      if (name) expect(page).toContain(name);
    for (const path of [`/${lang}/events/`, `/${lang}/events/week/${DAY}/`, `/${lang}/embed`])
      expect(text((await get(path)).body), path).toContain(expected.title as string);
  });
});
