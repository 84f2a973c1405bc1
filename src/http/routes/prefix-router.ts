import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/**
 * @module The service's router (src/app.ts): Hono's `TrieRouter`, built part by part. Every route is registered
 * under four roots and beside the pages (about 550 routes and middleware entries), and inserting all of them into
 * one trie was a few milliseconds of every isolate's first request (docs/performance.md, "What loads when"). This
 * router keeps the routes as registered and, on a path's first match, builds a `TrieRouter` of only the routes
 * that may match a path beginning like it: a request to the events of one root builds that root's events routes
 * and the middleware around them, not the rest.
 *
 * Which routes a path may reach is read from their patterns: a route's literal prefix (its segments up to the first
 * parameter or wildcard) must agree with the path's segments as far as both go, and a route with nothing but
 * literal segments may only match a path of its own length or shorter than its prefix. A path's part is named by
 * the longest run of its leading segments that begins some route's literal prefix, so there are at most as many
 * parts as such runs, whatever paths arrive. Each part holds every route that can match any path it names (often
 * more), in the order they were registered, and the trie matches the path itself: the handlers, their order and
 * their parameters are the ones a `TrieRouter` of every route gives (test/http/routes/prefix-router.node.test.ts).
 * The routes are first sorted by their first segment, the rest of their pattern read only when a path of that
 * first segment arrives.
 *
 * Registrations can also wait for their paths ({@link PrefixRouter.defer}): the namespace under the language roots
 * (`/ca/calendar/events/v1`…, three times 73 routes) is registered by the first request under each root. Deferred
 * routes come after every route registered before them, as they would if registered last, which is where the
 * service registers them (src/app.ts); each must lie under its prefix, so that no other path could have met it.
 */

/** Where a route pattern stops being literal: a parameter, a wildcard, a group or an optional part. */
const NOT_LITERAL = /[:*{}()?]/;

interface Registered<T> {
  method: string;
  path: string;
  handler: T;
}

/** A route's literal prefix, as segments, and whether a segment that is not literal follows it. */
interface Literal {
  segments: string[];
  open: boolean;
}

/** The segments of a path as Hono's routers split it (a leading `/` opens no empty segment). */
function segmentsOf(path: string): string[] {
  const segments = path.split('/');
  if (segments[0] === '') segments.shift();
  return segments;
}

/** The literal prefix of a route pattern. */
function literalOf(path: string): Literal {
  const at = path.search(NOT_LITERAL);
  if (at === -1) return { segments: segmentsOf(path), open: false };
  const end = path.lastIndexOf('/', at);
  return { segments: end <= 0 ? [] : segmentsOf(path.slice(0, end)), open: true };
}

/** The first segment of a route pattern when it is literal; undefined when any first segment may match. */
function literalFirst(path: string): string | undefined {
  if (!path.startsWith('/')) return undefined;
  const end = path.indexOf('/', 1);
  const first = end === -1 ? path.slice(1) : path.slice(1, end);
  return NOT_LITERAL.test(first) ? undefined : first;
}

/** A Hono router that builds, on a path's first match, the trie of the routes that path may reach (see above). */
export class PrefixRouter<T> implements Router<T> {
  name = 'PrefixRouter';
  #routes: Registered<T>[] = [];
  /** The routes by their literal first segment (with those of any first segment), sorted on the first match. */
  #byFirst: Map<string, Parts<T>> | undefined;
  /** The routes of any first segment: the part of a path whose first segment no route names. */
  #wide: Parts<T> | undefined;
  /** Registrations waiting for a path under their prefix. */
  #deferred: { prefix: string; register: () => void }[] = [];
  /** The prefix whose registration runs now: every route it adds must lie under it. */
  #registering: string | undefined;

  /**
   * Runs `register` (which adds routes through Hono, all under `prefix`) before the first match of a path under
   * `prefix` (the prefix itself, or it and more segments), instead of now (see the module's comment).
   */
  defer(prefix: string, register: () => void): void {
    this.#deferred.push({ prefix, register });
  }

  add(method: string, path: string, handler: T): void {
    const prefix = this.#registering;
    if (prefix !== undefined && !under(path, prefix)) {
      throw new Error(`A route deferred under ${prefix} is not under it: ${path}`);
    }
    this.#routes.push({ method, path, handler });
    // A route added after a match (Hono allows it of a TrieRouter) joins the parts built again.
    this.#byFirst = undefined;
    this.#wide = undefined;
  }

  match(method: string, path: string): Result<T> {
    if (this.#deferred.length > 0) this.#registerFor(path);
    const byFirst = this.#byFirst ?? this.#sort();
    const segments = segmentsOf(path);
    const parts = byFirst.get(segments[0] as string) ?? (this.#wide as Parts<T>);
    return parts.match(method, path, segments);
  }

  /** Runs the deferred registrations `path` lies under. */
  #registerFor(path: string): void {
    for (const deferred of this.#deferred.filter(({ prefix }) => under(path, prefix))) {
      this.#deferred.splice(this.#deferred.indexOf(deferred), 1);
      this.#registering = deferred.prefix;
      try {
        deferred.register();
      } finally {
        this.#registering = undefined;
      }
    }
  }

  /** Sorts the routes by their first segment, each list in the order of registration. */
  #sort(): Map<string, Parts<T>> {
    const lists = new Map<string, Registered<T>[]>();
    const wide: Registered<T>[] = [];
    for (const route of this.#routes) {
      const first = literalFirst(route.path);
      if (first === undefined) {
        wide.push(route);
        for (const list of lists.values()) list.push(route);
        continue;
      }
      let list = lists.get(first);
      if (!list) {
        list = [...wide];
        lists.set(first, list);
      }
      list.push(route);
    }
    this.#wide = new Parts(wide);
    this.#byFirst = new Map([...lists].map(([first, list]) => [first, new Parts(list)]));
    return this.#byFirst;
  }
}

/** The leading runs of the routes' literal prefixes, segment by segment. */
type Runs = Map<string, Runs>;

/** Some routes, in the order of registration, and the tries built of them (see the module's comment). */
class Parts<T> {
  #routes: Registered<T>[];
  #literals: Literal[] | undefined;
  #runs: Runs | undefined;
  /** The tries built, by the run of leading segments they were built for. */
  #tries = new Map<string, TrieRouter<T>>();

  constructor(routes: Registered<T>[]) {
    this.#routes = routes;
  }

  match(method: string, path: string, segments: readonly string[]): Result<T> {
    const runs = this.#runs ?? this.#read();
    let depth = 0;
    for (let level = runs; depth < segments.length; depth++) {
      const next = level.get(segments[depth] as string);
      if (!next) break;
      level = next;
    }
    const key = `${depth}:${segments.slice(0, depth).join('/')}`;
    let trie = this.#tries.get(key);
    if (!trie) {
      trie = this.#build(segments.slice(0, depth));
      this.#tries.set(key, trie);
    }
    return trie.match(method, path);
  }

  /** The routes' literal prefixes and their runs. */
  #read(): Runs {
    const literals = this.#routes.map((route) => literalOf(route.path));
    const runs: Runs = new Map();
    for (const { segments } of literals) {
      let level = runs;
      for (const segment of segments) {
        let next = level.get(segment);
        if (!next) {
          next = new Map();
          level.set(segment, next);
        }
        level = next;
      }
    }
    this.#literals = literals;
    this.#runs = runs;
    return runs;
  }

  /** The trie of every route that may match a path whose segments begin with `prefix`. */
  #build(prefix: readonly string[]): TrieRouter<T> {
    const trie = new TrieRouter<T>();
    const literals = this.#literals as Literal[];
    this.#routes.forEach((route, i) => {
      if (mayReach(literals[i] as Literal, prefix)) trie.add(route.method, route.path, route.handler);
    });
    return trie;
  }
}

/** Whether `path` is `prefix` or begins with it and more segments. */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a route of this literal prefix may match a path that begins with `prefix` (see the module's comment). */
function mayReach(literal: Literal, prefix: readonly string[]): boolean {
  const shared = Math.min(literal.segments.length, prefix.length);
  for (let i = 0; i < shared; i++) if (literal.segments[i] !== prefix[i]) return false;
  // A route of literal segments only, shorter than the prefix, matches exactly one path, which does not begin so.
  return literal.segments.length >= prefix.length || literal.open;
}
