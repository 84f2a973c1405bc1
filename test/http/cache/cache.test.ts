import { describe, expect, it } from 'vitest';
import { cacheKey, capped, TooLargeToCache } from '../../../src/http/cache/cache';
import { parseQueryString } from '../../../src/http/input/input';
import { api, call, dbTiming, ORIGIN, userWithToken } from '../../helpers/http';

describe('edge cache and ETags', () => {
  it('serves a repeated public read from the cache without a D1 call', async () => {
    const admin = await userWithToken('administrator');
    await call(api('en', '/tags'), { method: 'POST', body: { name: 'Cached tag' }, token: admin.token });
    const first = await call(api('en', '/tags?hide_empty=false&per_page=5'));
    expect(first.headers.get('x-cache')).toBe('MISS');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    const second = await call(api('en', '/tags?per_page=5&hide_empty=false'));
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.body).toEqual(first.body);
    expect(dbTiming(second.headers)).toEqual({ queries: 0, rows: 0 });
    expect(second.headers.get('server-timing')).toContain('db-queries;desc="0"');
    expect(second.headers.get('x-tec-total')).toBe(first.headers.get('x-tec-total'));
    expect(second.headers.get('content-language')).toBe('en');
  });

  it('answers If-None-Match with 304 from the cache without a D1 call', async () => {
    const first = await call(api('ca', '/categories?hide_empty=false'));
    const etag = first.headers.get('etag')!;
    const res = await call(api('ca', '/categories?hide_empty=false'), { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.body).toBeUndefined();
    expect(dbTiming(res.headers)).toEqual({ queries: 0, rows: 0 });
    const stale = await call(api('ca', '/categories?hide_empty=false'), { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
  });

  it('never hides a write: the next read sees it', async () => {
    const admin = await userWithToken('administrator');
    const created = await call(api('es', '/tags'), { method: 'POST', body: { name: 'Antes' }, token: admin.token });
    const before = await call(api('es', `/tags/${created.body.id}`));
    expect(before.body.name).toBe('Antes');
    await call(api('es', `/tags/${created.body.id}`), {
      method: 'PATCH',
      body: { name: 'Después' },
      token: admin.token,
    });
    const after = await call(api('es', `/tags/${created.body.id}`));
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(after.body.name).toBe('Después');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('never caches responses to credentialed requests or errors', async () => {
    const admin = await userWithToken('administrator');
    const res = await call(api('en', '/tags?hide_empty=false'), { token: admin.token });
    expect(res.headers.get('x-cache')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const error = await call(api('en', '/tags?page=0'));
    expect(error.headers.get('cache-control')).toBe('no-store');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await call(api('en', '/tags?hide_empty=false'), { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.body).toBeUndefined();
    expect(res.headers.get('x-tec-total')).not.toBeNull();
  });
});

describe('D1 sessions', () => {
  it('returns a bookmark and accepts it back for read-your-writes', async () => {
    const admin = await userWithToken('administrator');
    const write = await call(api('en', '/tags'), { method: 'POST', body: { name: 'Bookmarked' }, token: admin.token });
    const bookmark = write.headers.get('x-d1-bookmark');
    expect(bookmark).toBeTruthy();
    const read = await call(api('en', `/tags/${write.body.id}`), { headers: { 'x-d1-bookmark': bookmark! } });
    expect(read.status).toBe(200);
    expect(read.body.name).toBe('Bookmarked');
    expect(read.headers.get('x-d1-bookmark')).toBeTruthy();
    const garbage = await call(api('en', `/tags/${write.body.id}`), {
      headers: { 'x-d1-bookmark': 'not a bookmark!' },
    });
    expect(garbage.status).toBe(200);
    const bogus = await call(api('en', `/tags/${write.body.id}`), { headers: { 'x-d1-bookmark': 'abc' } });
    expect(bogus.status).toBe(200);
  });
});

describe('cache keys', () => {
  const base = 'https://a.example/en/calendar/events/v1';
  const path = '/en/calendar/events/v1/tags';

  it('separate hosts, roots and layouts (responses embed absolute URLs) and ignore parameter order', () => {
    const key = (apiBase: string, query: string, version = 3) =>
      cacheKey(apiBase, path, parseQueryString(query), version);
    const a = key(base, 'b=2&a=1&c[]=x&c[]=y');
    expect(a).toBe(key(base, 'a=1&c[]=x&b=2&c[]=y'));
    expect(a).not.toBe(key(base, 'a=1&b=2&c[]=y&c[]=x'));
    expect(a).not.toBe(key('https://b.example/en/calendar/events/v1', 'a=1&b=2&c[]=x&c[]=y'));
    expect(a).not.toBe(key('https://a.example/en/wp-json/tribe/events/v1', 'a=1&b=2&c[]=x&c[]=y'));
    expect(a).not.toBe(key(base, 'a=1&b=2&c[]=x&c[]=y', 4));
  });

  it('give a WordPress layout its own entry even when the routing path and query are the same', async () => {
    const plain = await call('/?rest_route=/tribe/events/v1/events');
    expect(plain.status).toBe(200);
    expect(plain.body.rest_url).toMatch(new RegExp(`^${ORIGIN}/\\?rest_route=/tribe/events/v1/events`));
    const pretty = await call('/wp-json/tribe/events/v1/events?rest_route=/tribe/events/v1/events');
    expect(pretty.status).toBe(200);
    expect(pretty.headers.get('x-cache')).toBe('MISS');
    expect(pretty.body.rest_url).toMatch(new RegExp(`^${ORIGIN}/wp-json/tribe/events/v1/events`));
    expect((await call('/?rest_route=/tribe/events/v1/events')).body.rest_url).toBe(plain.body.rest_url);
  });

  it('follow the parser: a query it reads differently never shares an entry (invalid percent-escapes)', async () => {
    const replaced = await call(api('en', '/events?search=%EF%BF%BDzz'));
    expect(replaced.status).toBe(200);
    expect(replaced.body.rest_url).toContain('search=%EF%BF%BDzz');
    // `%E9` is no UTF-8: refused naming the parameter (URLSearchParams would read U+FFFD and share the entry above).
    const invalid = await call(api('en', '/events?search=%E9zz'));
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body.data?.params ?? invalid.body)).toContain('search');
    expect(invalid.headers.get('x-cache')).not.toBe('HIT');
    expect((await call(api('en', '/events?search=%EF%BF%BDzz'))).headers.get('x-cache')).toBe('HIT');
  });
});

describe('streamed answers in the cache', () => {
  const chunks = (count: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < count; i += 1) controller.enqueue(new Uint8Array(10).fill(i));
        controller.close();
      },
    });

  it('keeps a copy up to its cap whole, and refuses a longer one without stopping the other branch of the tee', async () => {
    expect((await new Response(capped(chunks(3), 30)).arrayBuffer()).byteLength).toBe(30);
    await expect(new Response(capped(chunks(3), 25)).arrayBuffer()).rejects.toBeInstanceOf(TooLargeToCache);
    const [client, copy] = chunks(100).tee();
    const [read, kept] = await Promise.allSettled([
      new Response(client).arrayBuffer(),
      new Response(capped(copy, 95)).arrayBuffer(),
    ]);
    expect(read.status === 'fulfilled' && read.value.byteLength).toBe(1000);
    expect(kept.status).toBe('rejected');
  });

  it('caches an export under the cap', async () => {
    const first = await call(api('en', '/export?types=categories&_small=1'));
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await call(api('en', '/export?types=categories&_small=1'));
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toEqual(first.body);
  });
});
