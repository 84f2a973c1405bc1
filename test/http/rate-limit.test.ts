import { describe, expect, it } from 'vitest';
import { api, call, dbTiming, inOneRateWindow, strictFrom, userWithToken } from '../helpers/http';

describe('rate limits', () => {
  it('limits anonymous cache misses per address: 429 rest_rate_limited, localized, with Retry-After', async () => {
    await inOneRateWindow(async (ip) => {
      const statuses: number[] = [];
      // biome-ignore lint/suspicious/noExplicitAny: error bodies are read loosely
      let last: Awaited<ReturnType<typeof call<any>>> | undefined;
      for (let i = 0; i < 5; i++) {
        // A distinct query each time: every request misses the cache.
        last = await call(`${api('ca', '/venues')}?page=1&per_page=${i + 1}&_try=${ip()}`, strictFrom(ip()));
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(last!.body.code).toBe('rest_rate_limited');
      expect(last!.body.message).toMatch(/^Massa peticions/);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last!.headers.get('ratelimit-policy')).toBe('"anonymous";q=3;w=60');
      expect(last!.headers.get('ratelimit')).toMatch(/^"anonymous";r=0;t=\d+$/);
      // Another address has its own budget.
      expect((await call(api('en', '/venues'), strictFrom(ip(1)))).status).toBe(200);
    });
  });

  it('never counts cache hits or 304s', async () => {
    await inOneRateWindow(async (ip) => {
      const first = await call(`${api('en', '/organizers')}?per_page=7&_try=${ip()}`, strictFrom(ip()));
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      for (let i = 0; i < 6; i++) {
        const hit = await call(`${api('en', '/organizers')}?per_page=7&_try=${ip()}`, strictFrom(ip()));
        expect(hit.status).toBe(200);
        expect(hit.headers.get('x-cache')).toBe('HIT');
        expect(hit.headers.get('ratelimit')).toMatch(/^"anonymous";r=2;/);
        const notModified = await call(`${api('en', '/organizers')}?per_page=7&_try=${ip()}`, {
          ...strictFrom(ip(), { 'if-none-match': etag }),
        });
        expect(notModified.status).toBe(304);
      }
      // One request spent of three: two misses remain, then the limit.
      expect((await call(`${api('en', '/organizers')}?per_page=8&_try=${ip()}`, strictFrom(ip()))).status).toBe(200);
      expect((await call(`${api('en', '/organizers')}?per_page=9&_try=${ip()}`, strictFrom(ip()))).status).toBe(200);
      expect((await call(`${api('en', '/organizers')}?per_page=10&_try=${ip()}`, strictFrom(ip()))).status).toBe(429);
    });
  });

  it('gives every token its own budget, separate from its address', async () => {
    await inOneRateWindow(async (ip) => {
      const a = await userWithToken('editor');
      const b = await userWithToken('editor');
      for (let i = 0; i < 3; i++)
        expect((await call(api('en', '/events'), { token: a.token, ...strictFrom(ip()) })).status).toBe(200);
      const over = await call(api('es', '/events'), { token: a.token, ...strictFrom(ip()) });
      expect(over.status).toBe(429);
      expect(over.body.message).toMatch(/^Demasiadas peticiones/);
      expect(over.headers.get('ratelimit-policy')).toBe('"token";q=3;w=60');
      expect((await call(api('en', '/events'), { token: b.token, ...strictFrom(ip()) })).status).toBe(200);
      expect((await call(api('en', '/events'), strictFrom(ip()))).status).toBe(200);
    });
  });

  it('reports the configured policy on every response: by default 10 per 10 s per address, 100 per token', async () => {
    const response = await call(api('en', '/tags'));
    expect(response.headers.get('ratelimit-policy')).toBe('"anonymous";q=10;w=10');
    expect(response.headers.get('ratelimit')).toMatch(/^"anonymous";r=\d+;t=\d+$/);
    const admin = await userWithToken('administrator');
    const authenticated = await call(api('en', '/tags'), { token: admin.token });
    expect(authenticated.headers.get('ratelimit-policy')).toBe('"token";q=100;w=10');
  });

  it('counts a token by its secret: Bearer, bearer and extra spaces share one budget', async () => {
    await inOneRateWindow(async (ip) => {
      const editor = await userWithToken('editor');
      const forms = [`Bearer ${editor.token}`, `bearer ${editor.token}`, `  BEARER   ${editor.token}  `];
      for (const authorization of forms) {
        expect((await call(api('en', '/events'), strictFrom(ip(), { authorization }))).status).toBe(200);
      }
      for (const authorization of forms) {
        const over = await call(api('en', '/events'), strictFrom(ip(), { authorization }));
        expect(over.status).toBe(429);
        expect(over.headers.get('ratelimit-policy')).toBe('"token";q=3;w=60');
      }
    });
  });

  it('counts unknown tokens on the address before looking them up: a flood of random tokens costs no D1 query', async () => {
    await inOneRateWindow(async (ip) => {
      const random = () => `cal_${crypto.randomUUID().replace(/-/g, '')}`;
      const answers = [];
      for (let i = 0; i < 6; i++)
        answers.push(await call(api('en', '/venues'), { token: random(), ...strictFrom(ip()) }));
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 429, 429, 429]);
      // The three 401s looked their token up (one query each); the 429s ran no query at all.
      expect(answers.map((a) => dbTiming(a.headers).queries)).toEqual([1, 1, 1, 0, 0, 0]);
      const over = answers.at(-1)!;
      expect(over.body.code).toBe('rest_rate_limited');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(over.headers.get('ratelimit-policy')).toBe('"anonymous";q=3;w=60');
      expect(over.headers.get('ratelimit')).toMatch(/^"anonymous";r=0;t=\d+$/);
      // Malformed credentials count too, and so does the address's anonymous traffic: one budget.
      expect((await call(api('en', '/venues'), strictFrom(ip(), { authorization: 'Basic abc' }))).status).toBe(429);
      expect((await call(`${api('en', '/venues')}?per_page=3`, strictFrom(ip()))).status).toBe(429);
      // A valid token from another address is not affected.
      const editor = await userWithToken('editor');
      expect((await call(api('en', '/venues'), { token: editor.token, ...strictFrom(ip(1)) })).status).toBe(200);
    });
  });
});
