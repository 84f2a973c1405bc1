import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { raceD1 } from '../../helpers/d1';
import { createEvent, uniqueName, uniqueTitle } from '../../helpers/factories';
import { api, call, type Root, userWithToken } from '../../helpers/http';

/**
 * No lost work on REST (docs/api.md, "No lost work"): every single GET of an item carries an `ETag` naming the
 * item's version (the same under every root, by id or slug, anonymous or not), and every item write (POST, PUT,
 * PATCH, DELETE, by id and by slug) sent with `If-Match` is refused with 412 `rest_precondition_failed` when the item
 * changed since, saying who changed it and when, and writes nothing.
 */

let admin = { id: 0, token: '' };
let editor = { id: 0, token: '' };

beforeAll(async () => {
  admin = await userWithToken('administrator');
  editor = await userWithToken('editor');
});

const ETAG = /^"(event|series|venue|organizer|category|tag)-\d+-\d+"$/;

/** One item address and what changes it: the routes under test. */
interface Item {
  name: string;
  /** The item's path under a root (by id, by slug, a date of a series). */
  path: string;
  /** A body that changes the item. */
  change: () => Record<string, unknown>;
  /** The field that change shows in the item, and its value. */
  shows: (body: Record<string, unknown>) => unknown;
  /** Whether anonymous readers see it (published). */
  kind: string;
}

async function post(path: string, body: Record<string, unknown>, token = admin.token, root: Root = 'en') {
  const res = await call(api(root, path), { method: 'POST', token, body });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
}

/** Every item route of every resource, with an item to address. */
async function items(): Promise<Item[]> {
  const event = await createEvent(admin.token, { status: 'publish' });
  const venue = await post('/venues', { venue: uniqueName('Venue'), status: 'publish' });
  const organizer = await post('/organizers', { organizer: uniqueName('Organizer'), status: 'publish' });
  const category = await post('/categories', { name: uniqueName('Category') });
  const tag = await post('/tags', { name: uniqueName('Tag') });
  const series = await createEvent(admin.token, {
    status: 'publish',
    start_date: '2027-09-06 18:00:00',
    end_date: '2027-09-06 20:00:00',
    recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
  });
  const dates = await call(api('en', `/events?series=${series.id}&start_date=2027-09-01&end_date=2027-10-31`));
  const occurrence = dates.body.events[1];
  const title = () => ({ title: uniqueTitle() });
  const name = (field: string) => () => ({ [field]: uniqueName(field) });
  const shown = (field: string) => (body: Record<string, unknown>) => body[field];
  return [
    { name: 'event by id', path: `/events/${event.id}`, change: title, shows: shown('title'), kind: 'event' },
    {
      name: 'event by slug',
      path: `/events/by-slug/${event.slug}`,
      change: () => ({ excerpt: uniqueName('x') }),
      shows: (b) =>
        String(b.excerpt)
          .replace(/<[^>]+>/g, '')
          .trim(),
      kind: 'event',
    },
    { name: 'series', path: `/events/${series.id}`, change: title, shows: shown('title'), kind: 'series' },
    { name: 'date of a series', path: `/events/${occurrence.id}`, change: title, shows: shown('title'), kind: 'event' },
    {
      name: 'date of a series by day',
      path: `/events/by-slug/${series.slug}/${occurrence.start_date.slice(0, 10)}`,
      change: title,
      shows: shown('title'),
      kind: 'event',
    },
    { name: 'venue by id', path: `/venues/${venue.id}`, change: name('venue'), shows: shown('venue'), kind: 'venue' },
    {
      name: 'venue by slug',
      path: `/venues/by-slug/${venue.slug}`,
      change: name('city'),
      shows: shown('city'),
      kind: 'venue',
    },
    {
      name: 'organizer by id',
      path: `/organizers/${organizer.id}`,
      change: name('organizer'),
      shows: shown('organizer'),
      kind: 'organizer',
    },
    {
      name: 'organizer by slug',
      path: `/organizers/by-slug/${organizer.slug}`,
      change: name('phone'),
      shows: shown('phone'),
      kind: 'organizer',
    },
    {
      name: 'category',
      path: `/categories/${category.id}`,
      change: name('name'),
      shows: shown('name'),
      kind: 'category',
    },
    { name: 'tag', path: `/tags/${tag.id}`, change: name('name'), shows: shown('name'), kind: 'tag' },
  ];
}

let routes: Item[] = [];
beforeAll(async () => {
  routes = await items();
});

/** The ETag of a GET of `path` under `root`, as `token` (anonymous without). */
async function etagOf(path: string, root: Root = 'en', token?: string): Promise<string> {
  const res = await call(api(root, path), token ? { token } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.headers.get('etag') ?? '';
}

function write(path: string, method: string, body: Record<string, unknown>, ifMatch?: string, token = admin.token) {
  return call(api('en', path), { method, token, body, headers: ifMatch ? { 'if-match': ifMatch } : {} });
}

describe.each([
  'event by id',
  'event by slug',
  'series',
  'date of a series',
  'date of a series by day',
  'venue by id',
  'venue by slug',
  'organizer by id',
  'organizer by slug',
  'category',
  'tag',
])('%s', (name) => {
  const item = () => routes.find((route) => route.name === name)!;

  it('carries an ETag of its version on every GET: anonymous or not, under every root', async () => {
    const { path, kind } = item();
    const anonymous = await etagOf(path);
    expect(anonymous).toMatch(ETAG);
    expect(anonymous.startsWith(`"${kind}-`)).toBe(true);
    for (const root of ['', 'ca', 'es'] as Root[]) expect(await etagOf(path, root)).toBe(anonymous);
    const authenticated = await call(api('es', path), { token: editor.token });
    expect(authenticated.headers.get('etag')).toBe(anonymous);
    expect(authenticated.headers.get('cache-control')).toBe('private, no-store');
    // A client holding it gets a 304 while the item is unchanged.
    const again = await call(api('ca', path), { headers: { 'if-none-match': anonymous } });
    expect(again.status).toBe(304);
  });

  it.each(['POST', 'PUT', 'PATCH'])('%s with the current ETag writes, and the ETag moves on', async (method) => {
    const { path, change, shows } = item();
    const before = await etagOf(path);
    const body = change();
    const res = await write(path, method, body, before);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(shows(res.body)).toBe(Object.values(body)[0]);
    const after = await etagOf(path, 'ca');
    expect(after).toMatch(ETAG);
    expect(after).not.toBe(before);
  });

  it('refuses a write over a newer change with 412, saying who changed it and when, and writes nothing', async () => {
    const { path, change, shows } = item();
    const opened = await etagOf(path);
    const first = change();
    expect((await write(path, 'PATCH', first, opened, editor.token)).status).toBe(200);
    const stale = change();
    const refused = await call(api('ca', path), {
      method: 'POST',
      token: admin.token,
      body: stale,
      headers: { 'if-match': opened },
    });
    expect(refused.status).toBe(412);
    expect(refused.body.code).toBe('rest_precondition_failed');
    expect(refused.body.message).toContain('If-Match');
    expect(refused.body.message).toMatch(/L'element ha canviat/);
    expect(refused.body.data).toMatchObject({
      status: 412,
      etag: await etagOf(path),
      modified_by: { id: editor.id, name: expect.any(String) },
      modified_utc: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const now = await call(api('en', path), { token: admin.token });
    expect(shows(now.body)).toBe(Object.values(first)[0]);
  });

  it('takes `*` for any version, and never a weak tag or another item’s', async () => {
    const { path, change } = item();
    expect((await write(path, 'PATCH', change(), '*')).status).toBe(200);
    const current = await etagOf(path);
    expect((await write(path, 'PATCH', change(), `W/${current}`)).status).toBe(412);
    const other = routes.find((route) => route.name !== name && route.kind !== item().kind)!;
    expect((await write(path, 'PATCH', change(), await etagOf(other.path))).status).toBe(412);
    // A list naming the current version among others matches.
    expect((await write(path, 'PATCH', change(), `"x-1-1", ${current}`)).status).toBe(200);
  });
});

describe('DELETE', () => {
  // Every resource's DELETE, a date of a series by its day (its own route) and then the series itself.
  it.each(['event by id', 'venue by slug', 'organizer by id', 'category', 'tag', 'date of a series by day', 'series'])(
    '%s: refused over a newer change (nothing trashed or deleted), done with the current ETag',
    async (name) => {
      const item = routes.find((route) => route.name === name)!;
      const opened = await etagOf(item.path);
      expect((await write(item.path, 'PATCH', item.change())).status).toBe(200);
      const refused = await call(api('en', item.path), {
        method: 'DELETE',
        token: admin.token,
        headers: { 'if-match': opened },
      });
      expect(refused.status).toBe(412);
      expect((await call(api('en', item.path))).status).toBe(200);
      const current = await etagOf(item.path);
      const done = await call(api('en', item.path), {
        method: 'DELETE',
        token: admin.token,
        headers: { 'if-match': current },
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    },
  );
});

describe('what a version counts', () => {
  it('moves an event’s ETag when the venue it shows changes, and not when another event changes', async () => {
    const venue = await post('/venues', { venue: uniqueName('Shown'), status: 'publish' });
    const event = await createEvent(admin.token, { status: 'publish', venue: venue.id });
    const other = await createEvent(admin.token, { status: 'publish' });
    const before = await etagOf(`/events/${event.id}`);
    await post(`/events/${other.id}`, { title: uniqueTitle() });
    expect(await etagOf(`/events/${event.id}`)).toBe(before);
    await post(`/venues/${venue.id}`, { venue: uniqueName('Renamed') });
    expect(await etagOf(`/events/${event.id}`)).not.toBe(before);
  });

  it('refuses with 412 a change that lands between the check and the batch, and writes nothing', async () => {
    const event = await createEvent(admin.token, { status: 'publish' });
    const path = `/events/${event.id}`;
    const opened = await etagOf(path);
    const meanwhile = uniqueTitle();
    // Another writer's change, just before the checked write's batch runs.
    const DB = raceD1(env.DB, /update "posts"/i, () => post(path, { title: meanwhile }, editor.token));
    const refused = await call(api('en', path), {
      method: 'PATCH',
      token: admin.token,
      body: { title: uniqueTitle() },
      headers: { 'if-match': opened },
      env: { DB },
    });
    expect(refused.status).toBe(412);
    expect(refused.body.code).toBe('rest_precondition_failed');
    expect((await call(api('en', path))).body.title).toBe(meanwhile);
  });
});
