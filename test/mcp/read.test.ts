import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../helpers/factories';
import { api, call, type Root, userWithToken } from '../helpers/http';
import { connect, errorOf, type McpSession, textOf } from './mcp-client';

/**
 * The read tools against REST on the same data: `structuredContent` is the REST body of the same request (the same
 * visibility — drafts, password-protected and hidden events —, the same wire objects, the same errors), under the
 * caller the MCP request's `Authorization` names.
 */

let admin: string;
const ids: Record<'published' | 'draft' | 'locked' | 'hidden', number> = {
  published: 0,
  draft: 0,
  locked: 0,
  hidden: 0,
};
let slug = '';
let categorySlug = '';

beforeAll(async () => {
  admin = (await userWithToken('administrator')).token;
  const category = await call(api('ca', '/categories'), { method: 'POST', token: admin, body: { name: 'Jazz' } });
  categorySlug = category.body.slug;
  const published = await createEvent(
    admin,
    {
      title: 'Concert de jazz a Gràcia',
      description: '<p>Un trio al <strong>centre</strong>.</p>',
      categories: [categorySlug],
      tags: ['nit'],
      cost: '12 €',
      venue: { venue: 'Sala Gràcia', city: 'Barcelona', address: 'Carrer Gran, 1' },
      organizer: [{ organizer: 'Associació Jazz' }],
    },
    'ca',
  );
  ids.published = published.id;
  slug = published.slug;
  ids.draft = (await createEvent(admin, { title: 'Assaig obert', status: 'draft' }, 'ca')).id;
  ids.locked = (await createEvent(admin, { title: 'Sopar privat', password: 'secret' }, 'ca')).id;
  ids.hidden = (await createEvent(admin, { title: 'Taller amagat', hide_from_listings: true }, 'ca')).id;
});

/** The REST answer under `root` for `path`, with `token` or anonymously. */
const rest = (root: Root, path: string, token?: string) => call(api(root, path), { token });

/** A tool result equals the REST answer: the body as structured content, or a tool error with REST's error body. */
function expectSame(result: Awaited<ReturnType<McpSession['call']>>, answer: { status: number; body: unknown }) {
  expect(result.isError ?? false).toBe(answer.status >= 400);
  expect(answer.status >= 400 ? errorOf(result) : result.structuredContent).toEqual(answer.body);
}

describe.each(['ca', ''] as const)('root "%s"', (root) => {
  it('search_events answers the REST list of the same filters, for a visitor and for an editor', async () => {
    const visitor = await connect(root);
    const all = await visitor.call('search_events');
    expectSame(all, await rest(root, '/events'));
    const events = (all.structuredContent as { events: { id: number }[] }).events.map((e) => e.id);
    // Drafts and hidden events are not listed to a visitor; a password-protected one is, without its texts.
    expect(events).toEqual([ids.published, ids.locked]);
    expectSame(
      await visitor.call('search_events', { per_page: 1, page: 2 }),
      await rest(root, '/events?per_page=1&page=2'),
    );
    expectSame(await visitor.call('search_events', { search: 'jazz' }), await rest(root, '/events?search=jazz'));
    expectSame(
      await visitor.call('search_events', {
        categories: [categorySlug],
        start_date: '2027-06-01',
        end_date: '2027-06-30',
      }),
      await rest(root, `/events?categories[]=${categorySlug}&start_date=2027-06-01&end_date=2027-06-30`),
    );
    expectSame(
      await visitor.call('search_events', { password: 'secret' }),
      await rest(root, '/events?password=secret'),
    );
    // A visitor asking for drafts gets what REST gives a visitor.
    expectSame(await visitor.call('search_events', { status: ['draft'] }), await rest(root, '/events?status[]=draft'));
    await visitor.close();

    const editor = await connect(root, { token: admin });
    const drafts = await editor.call('search_events', { status: ['publish', 'draft'] });
    expectSame(drafts, await rest(root, '/events?status[]=publish&status[]=draft', admin));
    expect((drafts.structuredContent as { events: { id: number }[] }).events.map((e) => e.id)).toContain(ids.draft);
    expectSame(
      await editor.call('search_events', { context: 'edit' }),
      await rest(root, '/events?context=edit', admin),
    );
    await editor.close();
  });

  it('get_event answers the REST read by id or by slug, errors included', async () => {
    const visitor = await connect(root);
    const byId = await visitor.call('get_event', { id: ids.published });
    expectSame(byId, await rest(root, `/events/${ids.published}`));
    expect(textOf(byId)).toContain(`#${ids.published} Concert de jazz a Gràcia`);
    expectSame(await visitor.call('get_event', { slug }), await rest(root, `/events/by-slug/${slug}`));
    // Hidden from lists, readable by id.
    expectSame(await visitor.call('get_event', { id: ids.hidden }), await rest(root, `/events/${ids.hidden}`));
    // Refusals are REST's, as tool errors in the root's language.
    const draft = await visitor.call('get_event', { id: ids.draft });
    expectSame(draft, await rest(root, `/events/${ids.draft}`));
    expect(draft.isError).toBe(true);
    expectSame(await visitor.call('get_event', { id: ids.locked }), await rest(root, `/events/${ids.locked}`));
    expectSame(
      await visitor.call('get_event', { id: ids.locked, password: 'secret' }),
      await rest(root, `/events/${ids.locked}?password=secret`),
    );
    expectSame(await visitor.call('get_event', { id: 999_999 }), await rest(root, '/events/999999'));
    expectSame(
      await visitor.call('get_event', { slug: 'no-such-event' }),
      await rest(root, '/events/by-slug/no-such-event'),
    );
    await visitor.close();

    const editor = await connect(root, { token: admin });
    expectSame(await editor.call('get_event', { id: ids.draft }), await rest(root, `/events/${ids.draft}`, admin));
    expectSame(
      await editor.call('get_event', { id: ids.draft, context: 'edit' }),
      await rest(root, `/events/${ids.draft}?context=edit`, admin),
    );
    await editor.close();
  });

  it('list_venues, list_organizers, list_categories and list_tags answer the REST lists', async () => {
    const visitor = await connect(root);
    for (const [tool, path] of [
      ['list_venues', '/venues'],
      ['list_organizers', '/organizers'],
      ['list_categories', '/categories'],
      ['list_tags', '/tags'],
    ] as const) {
      const result = await visitor.call(tool);
      expectSame(result, await rest(root, path));
      expect((result.structuredContent as { total: number }).total, tool).toBeGreaterThan(0);
      expectSame(await visitor.call(tool, { search: 'zzz-nothing' }), await rest(root, `${path}?search=zzz-nothing`));
    }
    const venues = await visitor.call('list_venues', { search: 'Gràcia' });
    expect(textOf(venues)).toContain('Sala Gràcia');
    const top = await visitor.call('list_categories', { per_page: 1, orderby: 'count', order: 'desc' });
    expectSame(top, await rest(root, '/categories?per_page=1&orderby=count&order=desc'));
    // The count without a plural to agree with ("1 esdeveniments"): `· esdeveniments: 1`.
    const [term] = (
      top.structuredContent as { categories: { id: number; name: string; slug: string; count: number }[] }
    ).categories;
    const label = root === 'ca' ? 'esdeveniments' : 'events';
    expect(textOf(top)).toContain(`#${term!.id} ${term!.name} (${term!.slug}) · ${label}: ${term!.count}`);
    await visitor.close();
  });
});

describe('calendar_links and current_time', () => {
  it('calendar_links gives the feed the REST list links to, its JSON list, webcal link and agenda page', async () => {
    const mcp = await connect('ca');
    const result = await mcp.call('calendar_links', { categories: [categorySlug], search: 'jazz' });
    const list = await rest('ca', `/events?categories[]=${categorySlug}&search=jazz`);
    const feed = /<([^>]+)>; rel="alternate"; type="text\/calendar"/.exec(list.headers.get('link') ?? '')![1]!;
    const links = result.structuredContent as { json: string; ics: string; webcal: string; page: string };
    expect(links.ics).toBe(feed);
    expect(links.webcal).toBe(feed.replace(/^http:/, 'webcal:'));
    const query = new URL(feed).search;
    expect(links.json).toBe(`http://calendar.test/ca/calendar/events/v1/events${query}`);
    expect(links.page).toBe(`http://calendar.test/ca/events/${query}`);
    // Every link answers, with the same events.
    const json = await call(new URL(links.json).pathname + query);
    expect(json.body.events.map((e: { id: number }) => e.id)).toEqual([ids.published]);
    expect((await call(new URL(links.ics).pathname + query)).status).toBe(200);
    expect((await call(new URL(links.page).pathname + query)).status).toBe(200);
    expect(textOf(result)).toContain(links.webcal);
    await mcp.close();
  });

  it('current_time gives now in the site zone, with the weekday in the root language', async () => {
    for (const [root, locale] of [
      ['ca', 'ca'],
      ['es', 'es'],
      ['', 'en'],
    ] as const) {
      const mcp = await connect(root);
      const before = Date.now();
      const result = await mcp.call('current_time');
      const time = result.structuredContent as Record<string, string>;
      const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(before);
      const weekday = new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Madrid', weekday: 'long' }).format(before);
      expect(time.timezone).toBe('Europe/Madrid');
      expect(time.date).toBe(date);
      expect(time.weekday).toBe(weekday);
      expect(Math.abs(Date.parse(time.now!) - before)).toBeLessThan(60_000);
      expect(Date.parse(time.now!)).toBe(Date.parse(time.utc!));
      expect(textOf(result)).toContain(weekday);
      await mcp.close();
    }
  });
});
