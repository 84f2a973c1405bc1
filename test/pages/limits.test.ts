import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../helpers/factories';
import { call, dbTiming, inOneRateWindow, strictFrom, userWithToken } from '../helpers/http';

/**
 * The public pages read with the visitor's own scope (the resources' public reads, src/resources/events/events.public.ts; pages.guard.ts): each visitor
 * spends the rate limit of their own address (before, every page called the API without it and all visitors
 * shared one bucket, `ip:unknown`), an error is an HTML page no cache keeps, a 429 says when to come back, and
 * `Server-Timing` reports the page's own D1 reads.
 */

let slug = '';

beforeAll(async () => {
  const { token } = await userWithToken('administrator');
  slug = (
    await createEvent(
      token,
      {
        title: 'Concert dels límits',
        start_date: '2031-05-01 20:00:00',
        end_date: '2031-05-01 22:00:00',
        status: 'publish',
      },
      'ca',
    )
  ).slug;
});

describe('rate limits of the pages', () => {
  it('limits each visitor by their own address; another visitor still gets the agenda, the embed and item pages', async () => {
    await inOneRateWindow(async (ip) => {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof call>> | undefined;
      for (let i = 0; i < 4; i++) {
        last = await call(`/ca/events/?per_page=${i + 1}&_try=${ip()}`, strictFrom(ip()));
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last?.headers.get('content-type')).toMatch(/^text\/html/);
      expect(last?.headers.get('cache-control')).toBe('no-store');
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last?.body).toContain('<h1>Massa sol·licituds</h1>');
      expect(last?.body).toMatch(
        /<p class="error" role="alert" data-code="rest_rate_limited">[^<]+Torneu-ho a provar d’aquí a \d+ s\.<\/p>/,
      );
      expect(last?.headers.get('ratelimit-policy')).toBe('"anonymous";q=3;w=60');
      const other = ip(1);
      expect((await call(`/ca/events/?per_page=9&_try=${other}`, strictFrom(other))).status).toBe(200);
      expect((await call(`/ca/embed?per_page=9&_try=${other}`, strictFrom(other))).status).toBe(200);
      const item = await call(`/ca/event/${slug}/`, strictFrom(other));
      expect(item.status).toBe(200);
      expect(item.body).toContain('Concert dels límits');
    });
  });

  it('never counts cached pages; a visitor with a token header is still counted by address', async () => {
    await inOneRateWindow(async (ip) => {
      const month = (m: string) => `/en/events/month/2031-${m}/?_try=${ip()}`;
      const first = await call(month('05'), strictFrom(ip()));
      expect(first.status).toBe(200);
      for (let i = 0; i < 4; i++) {
        const hit = await call(month('05'), strictFrom(ip()));
        expect(hit.status).toBe(200);
        expect(hit.headers.get('x-cache')).toBe('HIT');
      }
      const etag = first.headers.get('etag') ?? '';
      expect((await call(month('05'), strictFrom(ip(), { 'if-none-match': etag }))).status).toBe(304);
      const tokened = strictFrom(ip(), { authorization: 'Bearer made-up' });
      expect((await call(month('06'), tokened)).headers.get('ratelimit-policy')).toBe('"anonymous";q=3;w=60');
      expect((await call(month('07'), strictFrom(ip()))).status).toBe(200);
      expect((await call(month('08'), strictFrom(ip()))).status).toBe(429);
    });
  });
});

describe('errors of the pages', () => {
  it('are HTML pages that no cache keeps: an unknown slug, a refused filter', async () => {
    const missing = await call('/es/event/no-existe-en-ninguna-parte/');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.body).toContain('Página no encontrada');
    const refused = await call('/es/events/?start_date=not-a-date');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refused.body).toContain('data-code="rest_invalid_param"');
    expect(refused.body).toContain('start_date');
    const embed = await call('/ca/embed?categories=no-such-category-anywhere');
    expect(embed.status).toBe(400);
    expect(embed.headers.get('cache-control')).toBe('no-store');
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
  });
});

describe('Server-Timing of the pages', () => {
  it('reports the D1 reads of the page itself', async () => {
    const agenda = dbTiming((await call(`/ca/events/?_=${Math.random()}`)).headers);
    // The page's reads (the data version of the edge cache is held by the isolate: no call of its own).
    expect(agenda.queries).toBeGreaterThanOrEqual(2);
    expect(agenda.rows).toBeGreaterThan(0);
    const item = dbTiming((await call(`/ca/event/${slug}/?_=${Math.random()}`)).headers);
    // The event with everything it embeds, in one batch (the data version is held by the isolate).
    expect(item.queries).toBe(1);
    expect(item.rows).toBeGreaterThan(0);
  });
});
