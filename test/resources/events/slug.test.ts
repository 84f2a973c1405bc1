import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../helpers/factories';
import { api, call, userWithToken } from '../../helpers/http';

/** The smaller contract gaps of issue 10 (docs/security.md, "Smaller contract gaps"). */

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: uniqueName('Gap event'),
  start_date: '2027-07-01 10:00:00',
  end_date: '2027-07-01 12:00:00',
  status: 'publish',
  ...overrides,
});

describe("an event's slug", () => {
  it('changes through POST /events/<id> {"slug"}; by-slug routes keep addressing by the path', async () => {
    const admin = await userWithToken('administrator');
    const created = await call(api('en', '/events'), { method: 'POST', token: admin.token, body: eventBody() });
    expect(created.status).toBe(201);
    const slug = `renamed-${Math.random().toString(36).slice(2, 8)}`;
    const renamed = await call(api('en', `/events/${created.body.id}`), {
      method: 'POST',
      token: admin.token,
      body: { slug },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.slug).toBe(slug);
    const bySlug = await call(api('en', `/events/by-slug/${slug}`));
    expect(bySlug.body.id).toBe(created.body.id);
    expect((await call(api('en', `/events/by-slug/${created.body.slug}`))).status).toBe(400);

    // A by-slug update addresses by its path and leaves the slug alone.
    const titled = await call(api('en', `/events/by-slug/${slug}`), {
      method: 'PATCH',
      token: admin.token,
      body: { title: 'Retitled gap event' },
    });
    expect(titled.status).toBe(200);
    expect([titled.body.id, titled.body.slug, titled.body.title]).toEqual([
      created.body.id,
      slug,
      'Retitled gap event',
    ]);

    // A slug another live event holds is not taken: the rename gets a free variant of it.
    const other = await call(api('en', '/events'), { method: 'POST', token: admin.token, body: eventBody() });
    const clash = await call(api('en', `/events/${other.body.id}`), {
      method: 'PUT',
      token: admin.token,
      body: { slug },
    });
    expect([clash.status, clash.body.slug]).toEqual([200, `${slug}-2`]);
    // Sending the slug it already has keeps it.
    const same = await call(api('en', `/events/${created.body.id}`), {
      method: 'POST',
      token: admin.token,
      body: { slug },
    });
    expect([same.status, same.body.slug]).toEqual([200, slug]);
    expect((await call(api('en', `/events/by-slug/${slug}`))).body.id).toBe(created.body.id);
  }, 60_000);

  it('is renamed only by those who may edit the event', async () => {
    const admin = await userWithToken('administrator');
    const contributor = await userWithToken('contributor');
    const created = await call(api('en', '/events'), { method: 'POST', token: admin.token, body: eventBody() });
    const slug = `not-yours-${Math.random().toString(36).slice(2, 8)}`;
    const anonymous = await call(api('en', `/events/${created.body.id}`), { method: 'POST', body: { slug } });
    expect(anonymous.status).toBe(401);
    const denied = await call(api('es', `/events/${created.body.id}`), {
      method: 'POST',
      token: contributor.token,
      body: { slug },
    });
    expect([denied.status, denied.body.code]).toEqual([403, 'rest_forbidden']);
    expect((await call(api('en', `/events/${created.body.id}`))).body.slug).toBe(created.body.slug);
  }, 60_000);
});

describe('a terms page past the end', () => {
  it('answers 200 with real totals and a previous_rest_url to the last page', async () => {
    const admin = await userWithToken('administrator');
    const word = `gap${Math.random().toString(36).slice(2, 8)}`;
    for (const n of [1, 2, 3]) {
      const res = await call(api('en', '/tags'), {
        method: 'POST',
        token: admin.token,
        body: { name: `${word} ${n}` },
      });
      expect(res.status).toBe(201);
    }
    const page = await call(`${api('en', '/tags')}?search=${word}&hide_empty=0&per_page=2&page=5`);
    expect(page.status).toBe(200);
    expect(page.body.tags).toEqual([]);
    expect([page.body.total, page.body.total_pages]).toEqual([3, 2]);
    expect(page.body.next_rest_url).toBeUndefined();
    const previous = new URL(page.body.previous_rest_url);
    expect(previous.searchParams.get('page')).toBe('2');
    expect(previous.searchParams.get('search')).toBe(word);
    expect(page.headers.get('link')).toContain('rel="prev"');
    // With no match at all, the way back is the first page (no `page` parameter).
    const empty = await call(`${api('en', '/categories')}?search=${word}nomatch&page=3`);
    expect(empty.status).toBe(200);
    expect(new URL(empty.body.previous_rest_url).searchParams.has('page')).toBe(false);
    // Page 2 of 2 keeps the usual previous link to page 1.
    const last = await call(`${api('en', '/tags')}?search=${word}&hide_empty=0&per_page=2&page=2`);
    expect(last.body.tags).toHaveLength(1);
    expect(new URL(last.body.previous_rest_url).searchParams.has('page')).toBe(false);
  }, 60_000);
});

describe('the namespace index', () => {
  it('lists the defaults of list arguments, as WordPress does', async () => {
    const res = await call(api('en'));
    expect(res.status).toBe(200);
    const args = (path: string) =>
      res.body.routes[`/calendar/events/v1${path}`].endpoints[0].args as Record<string, { default?: unknown }>;
    for (const path of ['/events', '/venues', '/organizers', '/categories', '/tags']) {
      expect(args(path).per_page?.default, path).toBe(10);
      expect(args(path).page?.default, path).toBe(1);
    }
    expect(args('/events').strict_dates?.default).toBe(false);
    expect(args('/venues').only_with_upcoming?.default).toBe(false);
    expect(args('/categories').hide_empty?.default).toBe(true);
    expect(args('/categories').orderby?.default).toBe('name');
    expect(args('/tags').order?.default).toBe('asc');
  });
});
