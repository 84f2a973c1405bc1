import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hotAnswerOf } from '../../../src/http/cache/hot-answers';
import { makeEvent } from '../../helpers/factories';
import { api, call, dbTiming, ORIGIN, userWithToken } from '../../helpers/http';

/**
 * Hot answers (src/http/cache/hot-answers.ts, docs/api.md "Caching, CORS and headers"): the isolate keeps the whole
 * answer of a repeated anonymous public read and gives it again before the middleware runs. Every case reads a URL
 * three times first: a miss, a hit through the middleware (whose answer is kept), then the kept answer.
 */

/** The request `call` sends for `path` with `headers` (`hotAnswerOf` is asked about the same one). */
const requestOf = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`${ORIGIN}${path}`, { method, headers });

/** Reads `path` until its answer is kept: a miss, a hit through the middleware; returns the hit. */
async function warm(path: string) {
  expect((await call(path)).headers.get('x-cache')).toBe('MISS');
  const hit = await call(path);
  expect(hit.headers.get('x-cache')).toBe('HIT');
  expect(hotAnswerOf(requestOf(path), env)).toBeInstanceOf(Response);
  return hit;
}

/** Headers of an answer without the ones each request gets for itself (its id, its rate-limit window). */
const shared = (headers: Headers) =>
  [...headers].filter(([name]) => !['x-request-id', 'ratelimit', 'ratelimit-policy'].includes(name));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('hot answers', () => {
  it('give a repeated read the same answer as a hit through the middleware, with no D1 call or Cache API look-up', async () => {
    const path = api('en', '/tags?hide_empty=false&per_page=3');
    const hit = await warm(path);
    const lookups = vi.spyOn(Object.getPrototypeOf(caches.default) as Cache, 'match');
    const hot = await call(path, { headers: { 'x-request-id': 'hot-answer-1' } });
    expect(hot.status).toBe(200);
    expect(hot.body).toEqual(hit.body);
    expect(shared(hot.headers)).toEqual(shared(hit.headers));
    expect(hot.headers.get('x-request-id')).toBe('hot-answer-1');
    expect(hot.headers.get('ratelimit-policy')).toBe(hit.headers.get('ratelimit-policy'));
    expect(hot.headers.get('ratelimit')).toMatch(/^"anonymous";r=\d+;t=\d+$/);
    expect(dbTiming(hot.headers)).toEqual({ queries: 0, rows: 0 });
    expect(lookups).not.toHaveBeenCalled();
    // The same count, observed where it is not zero: a new URL looks the Cache API up once.
    await call(api('en', '/tags?hide_empty=false&per_page=4'));
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('answer HEAD without a body, and a new id to a request that sends none', async () => {
    const path = api('ca', '/categories?hide_empty=false');
    // A HEAD stores nothing: the GET's entry is what it is answered from.
    await call(path);
    expect((await call(path, { method: 'HEAD' })).headers.get('x-cache')).toBe('HIT');
    expect(hotAnswerOf(requestOf(path, {}, 'HEAD'), env)).toBeInstanceOf(Response);
    const first = await call(path, { method: 'HEAD' });
    const second = await call(path, { method: 'HEAD' });
    expect(first.status).toBe(200);
    expect(first.body).toBeUndefined();
    expect(first.headers.get('x-tec-total')).not.toBeNull();
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('never answer a request with credentials: it gets its own private answer', async () => {
    const admin = await userWithToken('administrator');
    const path = api('en', '/tags?hide_empty=false&per_page=5');
    await warm(path);
    const headers = { authorization: `Bearer ${admin.token}` };
    expect(hotAnswerOf(requestOf(path, headers), env)).toBeUndefined();
    const own = await call(path, { token: admin.token });
    expect(own.status).toBe(200);
    expect(own.headers.get('x-cache')).toBeNull();
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('cache-tag')).toBeNull();
    // Its token was looked up: the route ran for it.
    expect(dbTiming(own.headers).queries).toBeGreaterThan(0);
    // And it left nothing behind for the next anonymous reader but the public answer.
    expect((await call(path)).headers.get('cache-control')).toMatch(/^public, /);
  });

  it('never hide a write made through the isolate: the next read is a miss that shows it', async () => {
    const admin = await userWithToken('administrator');
    const created = await call(api('es', '/tags'), { method: 'POST', body: { name: 'Caliente' }, token: admin.token });
    const path = api('es', `/tags/${created.body.id}`);
    await warm(path);
    expect((await call(path)).body.name).toBe('Caliente');
    await call(path, { method: 'PATCH', body: { name: 'Templada' }, token: admin.token });
    expect(hotAnswerOf(requestOf(path), env)).toBeUndefined();
    const after = await call(path);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(after.body.name).toBe('Templada');
  });

  it('never answer a new event late: a list kept before a create is not given after it', async () => {
    const path = api('en', '/events?start_date=2027-10-01&end_date=2027-10-31');
    await warm(path);
    const before = await call(path);
    await makeEvent({ start: '2027-10-15 18:00:00' });
    const after = await call(path);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(Number(after.headers.get('x-tec-total'))).toBe(Number(before.headers.get('x-tec-total')) + 1);
  });

  it('leave conditional reads, bookmarked reads and allowed origins to the middleware', async () => {
    const path = api('en', '/tags?hide_empty=false&per_page=6');
    const hit = await warm(path);
    const etag = hit.headers.get('etag')!;
    expect(hotAnswerOf(requestOf(path, { 'if-none-match': etag }), env)).toBeUndefined();
    expect((await call(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(hotAnswerOf(requestOf(path, { 'x-d1-bookmark': 'some-bookmark' }), env)).toBeUndefined();
    const allowed = 'https://editor.example';
    const trusted = await call(path, { headers: { origin: allowed }, env: { CORS_ALLOWED_ORIGINS: allowed } });
    expect(trusted.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(trusted.headers.get('vary')).toContain('Origin');
    // Any other origin reads what everybody reads.
    const other = await call(path, { headers: { origin: 'https://elsewhere.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBe('*');
    expect(other.headers.get('vary')).not.toContain('Origin');
  });

  it('keep each URL apart: another host or another parameter order has its own answer', async () => {
    const path = api('en', '/tags?hide_empty=false&per_page=7&order=asc');
    await warm(path);
    const reordered = api('en', '/tags?order=asc&per_page=7&hide_empty=false');
    expect(hotAnswerOf(requestOf(reordered), env)).toBeUndefined();
    const otherHost = new Request(`http://other.test${path}`);
    expect(hotAnswerOf(otherHost, env)).toBeUndefined();
    const answer = await call(reordered);
    expect(answer.headers.get('x-cache')).toBe('HIT');
  });

  it('last no longer than the entry they answer with (CACHE_MAX_AGE)', async () => {
    const path = api('en', '/tags?hide_empty=false&per_page=8');
    await warm(path);
    vi.setSystemTime(Date.now() + 61_000);
    expect(hotAnswerOf(requestOf(path), env)).toBeUndefined();
    expect((await call(path)).status).toBe(200);
  });
});
