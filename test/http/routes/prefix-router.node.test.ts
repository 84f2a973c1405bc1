import type { Result } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app';
import { PrefixRouter } from '../../../src/http/routes/prefix-router';

/**
 * The service's router (src/http/routes/prefix-router.ts) against a `TrieRouter` of every route: the same handlers,
 * in the same order, with the same parameters, for every path the routes name and for paths no route names; and
 * a first match builds the routes its path may reach, not all of them.
 */

/** A concrete path of a route pattern: each parameter given a value of its shape, a wildcard two segments. */
function concrete(pattern: string): string {
  return pattern
    .replace(/:file\{[^}]*\}/g, '12.ics')
    .replace(/:day\{[^}]*\}/g, '2027-01-05')
    .replace(/:[a-z_]+\{[^}]*\}/gi, '12')
    .replace(/:[a-z_]+/gi, 'some-slug')
    .replace(/\*/g, 'any/deeper');
}

/** Every registered pattern made concrete, each of its leading runs of segments, and paths no route names. */
function pathsOf(patterns: readonly string[]): string[] {
  const paths = new Set<string>(['/', '/nope', '/nope/deeper', '/calendar', '/calendar/events/v1/nope', '/EN']);
  for (const pattern of patterns) {
    const path = concrete(pattern);
    paths.add(path);
    const segments = path.split('/');
    for (let length = 1; length < segments.length; length++) paths.add(segments.slice(0, length).join('/') || '/');
    paths.add(`${path}/extra`);
    paths.add(`${path}x`);
  }
  paths.add('/en/calendar/events/v1/events/abc');
  paths.add('/es/calendar/events/v1/events/by-slug/some-slug/2027-01-05-2');
  return [...paths];
}

afterEach(() => vi.restoreAllMocks());

describe('PrefixRouter', () => {
  it('matches every path of the service as a TrieRouter of every route does, its deferred routes included', () => {
    const app = buildApp();
    // The namespace under the language roots waits for its first request: none of its routes yet.
    const eager = app.routes.length;
    expect(app.routes.filter((route) => route.path.startsWith('/en/calendar/events/v1'))).toEqual([]);
    const patterns = app.routes.map((route) => route.path);
    // The language roots' patterns, as their deferred registrations will name them.
    for (const lang of ['ca', 'en', 'es']) {
      for (const pattern of [...patterns]) {
        if (pattern.startsWith('/calendar/events/v1')) patterns.push(`/${lang}${pattern}`);
      }
    }
    const paths = pathsOf(patterns);
    expect(paths.length).toBeGreaterThan(500);
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
    // Matched by the service's router in this order, each deferred registration made by the first path under it…
    const got = paths.flatMap((path) => methods.map((method) => app.router.match(method, path)));
    expect(app.routes.length).toBe(
      eager + 3 * app.routes.filter((r) => r.path.startsWith('/calendar/events/v1')).length,
    );
    // …and by one TrieRouter of every route registered in the end.
    const all = new TrieRouter<[unknown, unknown]>();
    const index = new Map<unknown, number>();
    for (const [i, route] of app.routes.entries()) {
      index.set(route.handler, i);
      all.add(route.method, route.path, [route.handler, route]);
    }
    const indexOf = (result: Result<[unknown, unknown]>) =>
      result[0].map(([[handler], params]) => [index.get(handler) ?? -1, { ...(params as Record<string, string>) }]);
    let compared = 0;
    for (const [i, path] of paths.entries()) {
      for (const [j, method] of methods.entries()) {
        const mine = got[i * methods.length + j] as Result<[unknown, unknown]>;
        expect(indexOf(mine), `${method} ${path}`).toEqual(indexOf(all.match(method, path)));
        compared += 1;
      }
    }
    expect(compared).toBe(paths.length * methods.length);
  });

  it('refuses a deferred route outside its prefix', () => {
    const router = new PrefixRouter<string>();
    router.defer('/en/x', () => router.add('GET', '/en/y', 'outside'));
    expect(() => router.match('GET', '/en/x/1')).toThrow(/not under it/);
  });

  it('keeps wildcards, parameters of several segments, optional parameters and later routes', () => {
    const patterns = ['*', '/a/*', '/a/b', '/a/:x', '/a/b/:rest{.+}', '/a/b/c', '/f*', '/opt/:x?', '/', '/a/b/c/d/e'];
    const all = new TrieRouter<string>();
    const prefixed = new PrefixRouter<string>();
    for (const pattern of patterns) {
      all.add('ALL', pattern, pattern);
      prefixed.add('ALL', pattern, pattern);
    }
    const paths = ['/', '/a', '/a/b', '/a/b/c', '/a/b/c/d', '/a/b/c/d/e', '/a/z/y', '/foo', '/f', '/opt', '/opt/1'];
    const check = () => {
      for (const path of paths) expect(prefixed.match('GET', path), path).toEqual(all.match('GET', path));
    };
    check();
    // Routes added after a match are matched too.
    for (const router of [all, prefixed]) router.add('GET', '/a/b/c/*', 'late');
    check();
    expect(prefixed.match('GET', '/a/b/c/d')[0].map(([handler]) => handler)).toContain('late');
  });

  it('builds on a path’s first match the routes it may reach, once', () => {
    const app = buildApp();
    const inserted = vi.spyOn(TrieRouter.prototype, 'add');
    app.router.match('GET', '/');
    const forRoot = inserted.mock.calls.length;
    // The service root: the middleware of every path and the root's own routes, not the 550 of every root.
    expect(forRoot).toBeGreaterThan(0);
    expect(forRoot).toBeLessThan(30);
    app.router.match('GET', '/');
    expect(inserted.mock.calls.length).toBe(forRoot);
    app.router.match('GET', '/calendar/events/v1/events');
    const forEvents = inserted.mock.calls.length - forRoot;
    expect(forEvents).toBeLessThan(60);
    // Another list path of the same root reuses that part; unknown paths share the part of their known prefix.
    app.router.match('GET', '/calendar/events/v1/events/12');
    app.router.match('GET', '/calendar/events/v1/nope-1');
    app.router.match('GET', '/calendar/events/v1/nope-2');
    const forNope = inserted.mock.calls.length - forRoot - forEvents;
    app.router.match('GET', '/calendar/events/v1/nope-3');
    expect(inserted.mock.calls.length - forRoot - forEvents).toBe(forNope);
  });

  it('registers a language root’s namespace with its first request', () => {
    const app = buildApp();
    const before = app.routes.length;
    app.router.match('GET', '/');
    app.router.match('GET', '/calendar/events/v1/events');
    app.router.match('GET', '/en/events');
    expect(app.routes.length).toBe(before);
    const namespace = app.routes.filter((route) => route.path.startsWith('/calendar/events/v1')).length;
    expect(app.router.match('GET', '/en/calendar/events/v1/events')[0].length).toBeGreaterThan(0);
    expect(app.routes.length).toBe(before + namespace);
    app.router.match('GET', '/en/calendar/events/v1/venues');
    expect(app.routes.length).toBe(before + namespace);
    app.router.match('GET', '/es/calendar/events/v1');
    expect(app.routes.length).toBe(before + 2 * namespace);
  });
});
