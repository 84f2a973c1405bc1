import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { calendarClient } from '../../src/docs/client';
import { CategoryList } from '../../src/docs/components';
import { endpoints } from '../../src/endpoints';
import { ORIGIN, userWithToken } from '../helpers/http';

const client = calendarClient(ORIGIN, {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(new Request(input, init)),
});

describe('the typed client', () => {
  it('covers every route the app serves: its type comes from the list the app registers (src/endpoints.ts)', () => {
    const namespace = '/calendar/events/v1';
    const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\/$/, '')}`;
    const listed = new Set(endpoints.map((item) => key(item.route.method, `${namespace}${item.path}`)));
    const served = buildApp()
      .routes.filter((route) => route.path.startsWith(`${namespace}/`) || route.path === namespace)
      .filter((route) => route.method !== 'ALL' && route.method !== 'OPTIONS')
      .map((route) => key(route.method, route.path));
    expect(served.length).toBe(endpoints.length);
    expect(served.filter((item) => !listed.has(item))).toEqual([]);
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
