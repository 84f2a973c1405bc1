import { describe, expect, it } from 'vitest';
import { api, call, ORIGIN, userWithToken } from '../../helpers/http';

/**
 * The original's wire, kept (second hardening round, docs/security.md "The original's wire"): a URL sent without a
 * path keeps that form, an item's `url` is under the request's language, and a list's links do not depend on the
 * order of the query's parameters or of its list values.
 */

const ROUTES = [
  ['events', { title: 'Wire event', start_date: '2027-03-01 10:00:00', end_date: '2027-03-01 11:00:00' }],
  ['venues', { venue: 'Wire venue' }],
  ['organizers', { organizer: 'Wire organizer' }],
] as const;

describe('website keeps the form it was sent in', () => {
  it.each(ROUTES)('%s: http://example.com stays without a slash; other URLs are normalized', async (route, body) => {
    const admin = await userWithToken('administrator');
    const cases = [
      ['http://example.com', 'http://example.com'],
      ['https://Example.org?x=1', 'https://example.org?x=1'],
      ['https://example.net/', 'https://example.net/'],
      ['https://example.net/a b', 'https://example.net/a%20b'],
    ];
    for (const [sent, stored] of cases) {
      const created = await call(api('en', `/${route}`), {
        method: 'POST',
        token: admin.token,
        body: { ...body, website: sent },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.website).toBe(stored);
      const read = await call(api('en', `/${route}/${created.body.id}`));
      expect(read.body.website).toBe(stored);
    }
  });
});

describe('url is under the request language', () => {
  it.each(ROUTES)('%s with English text only: /ca/… points at /ca/<kind>/<slug shown>/', async (route, body) => {
    const admin = await userWithToken('administrator');
    const created = await call(api('en', `/${route}`), { method: 'POST', token: admin.token, body });
    expect(created.status).toBe(201);
    const kind = route.slice(0, -1);
    for (const lang of ['ca', 'es', 'en'] as const) {
      const read = await call(api(lang, `/${route}/${created.body.id}`));
      expect(read.body.i18n_language).toBe('en');
      expect(read.body.url).toBe(`${ORIGIN}/${lang}/${kind}/${read.body.slug}/`);
    }
  });
});

describe('list links do not depend on the order of the query', () => {
  it('the same rest_url, next_rest_url and feed link for any order of parameters and list values', async () => {
    const admin = await userWithToken('administrator');
    const make = async (path: string, body: Record<string, unknown>) =>
      (await call(api('en', path), { method: 'POST', token: admin.token, body })).body.id as number;
    const [a, b] = [await make('/categories', { name: 'Order A' }), await make('/categories', { name: 'Order B' })];
    const [v1, v2] = [await make('/venues', { venue: 'Order V1' }), await make('/venues', { venue: 'Order V2' })];
    for (let i = 0; i < 3; i++) {
      await make('/events', {
        title: `Ordered ${i}`,
        start_date: '2027-03-01 10:00:00',
        end_date: '2027-03-01 11:00:00',
        categories: [a, b],
        venue: i % 2 ? v1 : v2,
      });
    }
    const queries = [
      `categories=${a},${b}&venue=${v2},${v1}&per_page=1&status=publish`,
      `status=publish&per_page=1&venue=${v1},${v2}&categories=${b},${a}`,
      `categories[]=${b}&categories[]=${a}&per_page=1&venue[]=${v2}&venue[]=${v1}&status=publish`,
    ];
    const seen = new Set<string>();
    for (const query of queries) {
      const res = await call(api('en', `/events?${query}`));
      expect(res.status).toBe(200);
      seen.add(JSON.stringify([res.body.rest_url, res.body.next_rest_url, res.headers.get('link')]));
    }
    expect(seen.size).toBe(1);
    const [restUrl] = JSON.parse([...seen][0]!) as string[];
    expect(restUrl).toContain(`categories=${Math.min(a, b)},${Math.max(a, b)}`);
    expect(restUrl).toContain(`venue=${Math.min(v1, v2)},${Math.max(v1, v2)}`);
    const terms = new Set<string>();
    for (const query of [`include=${b},${a}&hide_empty=0`, `hide_empty=0&include=${a},${b}`]) {
      terms.add((await call(api('en', `/categories?${query}`))).body.rest_url);
    }
    expect(terms.size).toBe(1);
  });
});
