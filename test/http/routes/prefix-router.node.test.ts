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

type Handler = unknown;

/** What a match gives, comparable: each handler's registration index and its parameters. */
function matched(result: Result<Handler>, index: ReadonlyMap<Handler, number>): [number, Record<string, string>][] {
  return result[0].map(([handler, params]) => [index.get(handler) ?? -1, { ...(params as Record<string, string>) }]);
}

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
  it('matches every path of the service as a TrieRouter of every route does', () => {
    const app = buildApp();
    const all = new TrieRouter<Handler>();
    const prefixed = new PrefixRouter<Handler>();
    const index = new Map<Handler, number>();
    for (const [i, route] of app.routes.entries()) {
      index.set(route.handler, i);
      all.add(route.method, route.path, route.handler);
      prefixed.add(route.method, route.path, route.handler);
    }
    const paths = pathsOf(app.routes.map((route) => route.path));
    expect(paths.length).toBeGreaterThan(500);
    let compared = 0;
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']) {
        expect(matched(prefixed.match(method, path), index), `${method} ${path}`).toEqual(
          matched(all.match(method, path), index),
        );
        compared += 1;
      }
    }
    expect(compared).toBe(paths.length * 7);
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
    expect(app.routes.length).toBeGreaterThan(500);
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
});
