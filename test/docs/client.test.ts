import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { calendarClient } from '../../src/docs/client';
import { CategoryList } from '../../src/docs/components';
import { typedRoutes } from '../../src/docs/typed-routes';
import { routeRegistry } from '../../src/http/route';
import { api, call, ORIGIN, userWithToken } from '../helpers/http';

const client = calendarClient(ORIGIN, {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(new Request(input, init)),
});

describe('the typed client', () => {
  it('covers every registered route (a route missing from src/docs/typed-routes.ts has no client type)', async () => {
    await call(api('', '/doc'));
    const typed = new Set(typedRoutes.map((route) => `${route.method} ${route.path}`));
    const missing = routeRegistry.map((route) => `${route.method} ${route.path}`).filter((key) => !typed.has(key));
    expect(missing).toEqual([]);
  });

  it('calls the service through hc and gets the typed response', async () => {
    const admin = await userWithToken('administrator');
    const created = await client.ca.calendar.events.v1.categories.$post(
      { json: { name: 'Cinema a la fresca' } },
      { headers: { authorization: `Bearer ${admin.token}` } },
    );
    expect(created.status).toBe(201);
    const res = await client.ca.calendar.events.v1.categories.$get({ query: { hide_empty: false, search: 'cinema' } });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const body = await res.json();
    expect(CategoryList.parse(body).categories.map((term) => term.name)).toEqual(['Cinema a la fresca']);
    const bad = await client.es.calendar.events.v1.categories.$get({ query: { page: 0 } });
    expect(bad.status).toBe(400);
    if (!bad.ok) expect((await bad.json()).data.params).toHaveProperty('page');
  });
});
