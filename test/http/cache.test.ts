import { describe, expect, it } from 'vitest';
import { api, call, dbTiming, userWithToken } from '../helpers/http';

describe('edge cache and ETags', () => {
  it('serves a repeated public read from the cache at the cost of one D1 read of one row', async () => {
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
    expect(dbTiming(second.headers)).toEqual({ queries: 1, rows: 1 });
    expect(second.headers.get('x-tec-total')).toBe(first.headers.get('x-tec-total'));
    expect(second.headers.get('content-language')).toBe('en');
  });

  it('answers If-None-Match with 304 from the cache, reading one row', async () => {
    const first = await call(api('ca', '/categories?hide_empty=false'));
    const etag = first.headers.get('etag')!;
    const res = await call(api('ca', '/categories?hide_empty=false'), { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.body).toBeUndefined();
    expect(dbTiming(res.headers)).toEqual({ queries: 1, rows: 1 });
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
  it('separate hosts (responses embed absolute URLs) and ignore parameter order', async () => {
    const { cacheKey } = await import('../../src/http/cache');
    const a = cacheKey(
      new URL('https://a.example/en/calendar/events/v1/tags?b=2&a=1'),
      '/en/calendar/events/v1/tags',
      3,
    );
    const b = cacheKey(
      new URL('https://b.example/en/calendar/events/v1/tags?a=1&b=2'),
      '/en/calendar/events/v1/tags',
      3,
    );
    expect(a).not.toBe(b);
    expect(a).toBe(
      cacheKey(new URL('https://a.example/en/calendar/events/v1/tags?a=1&b=2'), '/en/calendar/events/v1/tags', 3),
    );
    expect(a).not.toBe(
      cacheKey(new URL('https://a.example/en/calendar/events/v1/tags?a=1&b=2'), '/en/calendar/events/v1/tags', 4),
    );
  });
});
