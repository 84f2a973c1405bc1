import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, type CallOptions, call, userWithToken } from '../helpers/http';

/**
 * Requests through the strict (3 a minute) test binding, from one client address: rate limiting on, with the
 * binding only vitest.config.ts declares in place of both budgets' bindings, and the policy vars that report it
 * (docs/tests.md, "Seams").
 */
const strict = (ip: string, extra: Record<string, string> = {}): CallOptions => ({
  headers: { 'cf-connecting-ip': ip, ...extra },
  env: {
    RATE_LIMITS: 'on',
    RATE_LIMIT_ANONYMOUS: env.RATE_LIMIT_STRICT,
    RATE_LIMIT_TOKEN: env.RATE_LIMIT_STRICT,
    RATE_LIMIT_ANONYMOUS_LIMIT: '3',
    RATE_LIMIT_TOKEN_LIMIT: '3',
    RATE_LIMIT_PERIOD: '60',
  },
});

describe('rate limits', () => {
  it('limits anonymous cache misses per address: 429 rest_rate_limited, localized, with Retry-After', async () => {
    const statuses: number[] = [];
    // biome-ignore lint/suspicious/noExplicitAny: error bodies are read loosely
    let last: Awaited<ReturnType<typeof call<any>>> | undefined;
    for (let i = 0; i < 5; i++) {
      // A distinct query each time: every request misses the cache.
      last = await call(`${api('ca', '/venues')}?page=1&per_page=${i + 1}`, strict('203.0.113.1'));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(last!.body.code).toBe('rest_rate_limited');
    expect(last!.body.message).toMatch(/^Massa peticions/);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.headers.get('ratelimit-policy')).toBe('"anonymous";q=3;w=60');
    expect(last!.headers.get('ratelimit')).toMatch(/^"anonymous";r=0;t=\d+$/);
    // Another address has its own budget.
    expect((await call(api('en', '/venues'), strict('203.0.113.2'))).status).toBe(200);
  });

  it('never counts cache hits or 304s', async () => {
    const ip = '203.0.113.3';
    const first = await call(`${api('en', '/organizers')}?per_page=7`, strict(ip));
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    for (let i = 0; i < 6; i++) {
      const hit = await call(`${api('en', '/organizers')}?per_page=7`, strict(ip));
      expect(hit.status).toBe(200);
      expect(hit.headers.get('x-cache')).toBe('HIT');
      expect(hit.headers.get('ratelimit')).toMatch(/^"anonymous";r=2;/);
      const notModified = await call(`${api('en', '/organizers')}?per_page=7`, {
        ...strict(ip, { 'if-none-match': etag }),
      });
      expect(notModified.status).toBe(304);
    }
    // One request spent of three: two misses remain, then the limit.
    expect((await call(`${api('en', '/organizers')}?per_page=8`, strict(ip))).status).toBe(200);
    expect((await call(`${api('en', '/organizers')}?per_page=9`, strict(ip))).status).toBe(200);
    expect((await call(`${api('en', '/organizers')}?per_page=10`, strict(ip))).status).toBe(429);
  });

  it('gives every token its own budget, separate from its address', async () => {
    const ip = '203.0.113.4';
    const a = await userWithToken('editor');
    const b = await userWithToken('editor');
    for (let i = 0; i < 3; i++)
      expect((await call(api('en', '/events'), { token: a.token, ...strict(ip) })).status).toBe(200);
    const over = await call(api('es', '/events'), { token: a.token, ...strict(ip) });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Demasiadas peticiones/);
    expect(over.headers.get('ratelimit-policy')).toBe('"token";q=3;w=60');
    expect((await call(api('en', '/events'), { token: b.token, ...strict(ip) })).status).toBe(200);
    expect((await call(api('en', '/events'), strict(ip))).status).toBe(200);
  });

  it('reports the configured policy on every response', async () => {
    const response = await call(api('en', '/tags'));
    expect(response.headers.get('ratelimit-policy')).toBe('"anonymous";q=3000;w=60');
    expect(response.headers.get('ratelimit')).toMatch(/^"anonymous";r=\d+;t=\d+$/);
  });
});
