import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventBody, makeEvents, makeOrganizer, makeTerm, makeVenue } from '../../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../../helpers/http';

/**
 * The data version held by the isolate (src/db/version.ts, docs/api.md "Caching, CORS and headers"): a cache hit
 * makes no D1 call, an uncached list one, a write through this isolate is seen by its next read, one made elsewhere
 * within `CACHE_VERSION_TTL_MS` (the workerd project sets it to a day, so only learnt writes move the version here;
 * the cases that re-read it pass their own value).
 */

/** A write made outside this isolate (another isolate, a script): straight to D1, the version bumped, not learnt. */
async function writeElsewhere(tagId: number, name: string): Promise<void> {
  await env.DB.batch([
    env.DB.prepare(`update term_texts set name = ? where term_id = ? and lang = 'en'`).bind(name, tagId),
    env.DB.prepare('update site_state set data_version = data_version + 1 where id = 1'),
  ]);
}

let admin: { id: number; token: string };

beforeAll(async () => {
  admin = await userWithToken('administrator');
  const venue = await makeVenue();
  const organizer = await makeOrganizer();
  const tag = await makeTerm('tag');
  await makeEvents(
    Array.from({ length: 12 }, (_, i) => ({
      start: `2027-09-${String(i + 1).padStart(2, '0')} 18:00:00`,
      venueId: venue.id,
      organizerIds: [organizer.id],
      termIds: [tag],
    })),
  );
});

describe('the data version held by the isolate', () => {
  it('an uncached list is one D1 call (its page, count, terms, venues and organizers), a hit none', async () => {
    const path = api('en', '/events?start_date=2027-09-01&end_date=2027-09-30&per_page=5');
    const miss = await call(path);
    expect(miss.status).toBe(200);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(miss.body.events).toHaveLength(5);
    expect(miss.body.events[0].venue.id).toBeGreaterThan(0);
    expect(miss.body.events[0].organizer).toHaveLength(1);
    expect(miss.body.events[0].tags).toHaveLength(1);
    expect(dbTiming(miss.headers).queries).toBe(1);
    const hit = await call(path);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(dbTiming(hit.headers)).toEqual({ queries: 0, rows: 0 });
    expect(hit.headers.get('server-timing')).toMatch(/db-queries;desc="0"/);
    const conditional = await call(path, { headers: { 'if-none-match': hit.headers.get('etag')! } });
    expect(conditional.status).toBe(304);
    expect(dbTiming(conditional.headers)).toEqual({ queries: 0, rows: 0 });
  });

  it('a write through the API is seen by the next read, without reading the version', async () => {
    const path = api('en', '/events?start_date=2027-09-01&end_date=2027-09-30&per_page=50');
    const before = await call(path);
    expect((await call(path)).headers.get('x-cache')).toBe('HIT');
    const created = await call(api('en', '/events'), {
      method: 'POST',
      token: admin.token,
      body: eventBody({ title: 'Seen at once', start_date: '2027-09-20 10:00:00', end_date: '2027-09-20 11:00:00' }),
    });
    expect(created.status).toBe(201);
    const after = await call(path);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(dbTiming(after.headers).queries).toBe(1);
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.body.events.map((e: { title: string }) => e.title)).toContain('Seen at once');
    // Updates and deletes too.
    await call(api('en', `/events/${created.body.id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { title: 'Renamed at once' },
    });
    const renamed = await call(path);
    expect(renamed.headers.get('x-cache')).toBe('MISS');
    expect(renamed.body.events.map((e: { title: string }) => e.title)).toContain('Renamed at once');
    await call(api('en', `/events/${created.body.id}`), { method: 'DELETE', token: admin.token });
    const deleted = await call(path);
    expect(deleted.body.total).toBe(before.body.total);
  });

  it('a write made elsewhere is seen once the version is older than CACHE_VERSION_TTL_MS', async () => {
    const tag = await call(api('en', '/tags'), { method: 'POST', token: admin.token, body: { name: 'Before' } });
    const path = api('en', `/tags/${tag.body.id}`);
    expect((await call(path)).body.name).toBe('Before');
    await writeElsewhere(tag.body.id, 'After');
    // Within the time the isolate trusts its version (here a day), the cached answer stands: the documented bound.
    const within = await call(path);
    expect(within.headers.get('x-cache')).toBe('HIT');
    expect(within.body.name).toBe('Before');
    expect(dbTiming(within.headers).queries).toBe(0);
    // Past it (0: every request), the version is read again and the write shows.
    const past = await call(path, { env: { CACHE_VERSION_TTL_MS: '0' } });
    expect(past.headers.get('x-cache')).toBe('MISS');
    expect(past.body.name).toBe('After');
    // The isolate keeps what it read: later requests use it without reading it.
    const next = await call(path);
    expect(next.headers.get('x-cache')).toBe('HIT');
    expect(next.body.name).toBe('After');
    expect(dbTiming(next.headers).queries).toBe(0);
  });

  it('reads the version for every cacheable request when CACHE_VERSION_TTL_MS is 0', async () => {
    const path = api('es', '/tags?hide_empty=false');
    const ttl0 = { env: { CACHE_VERSION_TTL_MS: '0' } };
    await call(path, ttl0);
    const hit = await call(path, ttl0);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(dbTiming(hit.headers)).toEqual({ queries: 1, rows: 1 });
  });

  it('a client that sends its X-D1-Bookmark reads the version in its session', async () => {
    const tag = await call(api('en', '/tags'), { method: 'POST', token: admin.token, body: { name: 'Mine' } });
    const path = api('en', `/tags/${tag.body.id}`);
    const first = await call(path);
    await writeElsewhere(tag.body.id, 'Mine, edited elsewhere');
    const withBookmark = await call(path, { headers: { 'x-d1-bookmark': first.headers.get('x-d1-bookmark')! } });
    expect(withBookmark.headers.get('x-cache')).toBe('MISS');
    expect(withBookmark.body.name).toBe('Mine, edited elsewhere');
    // What it read, the isolate now knows.
    expect((await call(path)).body.name).toBe('Mine, edited elsewhere');
  });

  it('never caches authenticated reads, whatever version the isolate holds', async () => {
    const path = api('en', '/events?start_date=2027-09-01&end_date=2027-09-30&per_page=5');
    const res = await call(path, { token: admin.token });
    expect(res.headers.get('x-cache')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('entries the isolate does not keep', () => {
  it('answers a body over 1 MiB from the Cache API, as it was stored', async () => {
    const long = `<p>${'Long text. '.repeat(6000)}</p>`;
    await makeEvents(
      Array.from({ length: 20 }, (_, i) => ({
        start: `2027-10-${String(i + 1).padStart(2, '0')} 18:00:00`,
        texts: { en: { title: `Long ${i}`, description: long } },
      })),
    );
    const path = api('en', '/events?start_date=2027-10-01&end_date=2027-10-31&per_page=20');
    const miss = await call(path);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(JSON.stringify(miss.body).length).toBeGreaterThan(1024 * 1024);
    const hit = await call(path);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
    expect(hit.body).toEqual(miss.body);
    expect(dbTiming(hit.headers)).toEqual({ queries: 0, rows: 0 });
    const conditional = await call(path, { headers: { 'if-none-match': miss.headers.get('etag')! } });
    expect(conditional.status).toBe(304);
  });
});
