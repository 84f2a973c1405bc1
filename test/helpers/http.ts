import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { vi } from 'vitest';
import type { Role } from '../../src/auth/roles';
import { createToken, createUser } from '../../src/auth/users';
import { createDb, newMeter } from '../../src/db/client';
import { learnDataVersion } from '../../src/db/version';
import worker from '../../src/index';
import { columnCheckedD1 } from './d1';

export const ORIGIN = 'http://calendar.test';

const BUMP =
  'insert into site_state (id, data_version) values (1, 1) on conflict(id) do update set data_version = data_version + 1 returning data_version as version';

/**
 * Bumps the data version, and tells the isolate (the tests run in the Worker's isolate), as a write of the Worker
 * itself does: a read right after a factory's insert is then keyed by the new version (src/db/version.ts).
 */
async function bump(d1: D1Database): Promise<void> {
  const row = await d1.prepare(BUMP).first<{ version: number }>();
  if (row) learnDataVersion(row.version);
}

const originals = new WeakMap<object, D1PreparedStatement>();

/** Wraps a statement so that executing a write also bumps the data version, as every API write does. */
function bumping(stmt: D1PreparedStatement, write: boolean, d1: D1Database): D1PreparedStatement {
  if (!write) return stmt;
  const after = async <T>(result: T) => {
    await bump(d1);
    return result;
  };
  const proxy = new Proxy(stmt, {
    get(target, prop) {
      if (prop === 'bind') return (...values: unknown[]) => bumping(target.bind(...values), write, d1);
      if (prop === 'run' || prop === 'all' || prop === 'raw' || prop === 'first') {
        return (...args: unknown[]) =>
          (target[prop] as (...a: unknown[]) => Promise<unknown>).apply(target, args).then(after);
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  originals.set(proxy, stmt);
  return proxy;
}

/**
 * A Drizzle database on the test D1, for factories only (tests exercise the API through HTTP). Its writes bump
 * the data version like every API write, so the edge cache never serves a read older than a factory's insert. Its
 * reads check they select distinct column names (`columnCheckedD1`).
 */
export function testDb() {
  const d1 = env.DB;
  const wrapped = new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare')
        return (query: string) => bumping(target.prepare(query), !/^\s*(select|with)\b/i.test(query), target);
      if (prop === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements.map((stmt) => originals.get(stmt) ?? stmt));
          await bump(target);
          return results;
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return createDb(columnCheckedD1(wrapped), newMeter());
}

export interface CallOptions {
  method?: string;
  /** JSON body (objects) or a raw string body with its own content type. */
  body?: unknown;
  form?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
  /**
   * Bindings and vars replacing the test environment's for this call (docs/tests.md, "Seams"): e.g. `DB` wrapped by
   * `faultyD1` or `columnCheckedD1` (test/helpers/d1.ts), a strict rate limiter, a var. The Worker is then called
   * directly with that environment, and the call waits for its background work (`waitUntil`).
   */
  env?: Partial<Cloudflare.Env>;
  /** `manual` answers a redirect with the redirect itself (the editor's tests): `exports.default.fetch` follows them. */
  redirect?: 'follow' | 'manual';
}

/**
 * The vars of rate limiting through the strict (3 a minute) test binding that only vitest.config.ts declares, in
 * place of both budgets' bindings, with the policy vars that report it (docs/tests.md, "Seams").
 */
export const STRICT_LIMITS: Record<string, unknown> = {
  RATE_LIMITS: 'on',
  RATE_LIMIT_ANONYMOUS: env.RATE_LIMIT_STRICT,
  RATE_LIMIT_TOKEN: env.RATE_LIMIT_STRICT,
  RATE_LIMIT_ANONYMOUS_LIMIT: '3',
  RATE_LIMIT_TOKEN_LIMIT: '3',
  RATE_LIMIT_PERIOD: '60',
};

/** A request from client address `ip` through {@link STRICT_LIMITS}. */
export const strictFrom = (ip: string, headers: Record<string, string> = {}): CallOptions => ({
  headers: { 'cf-connecting-ip': ip, ...headers },
  env: STRICT_LIMITS,
});

/**
 * Runs `run` (a test of the strict limits) inside one window of the Rate Limiting binding. The binding counts in
 * windows aligned to the real clock (minutes for {@link STRICT_LIMITS}): a sequence that crosses a window's end
 * finds its count reset, and "the fourth request is a 429" no longer holds. So when `run` fails and the real minute
 * changed while it ran, it runs again, with new client addresses (`ip(n)`, the n-th address of this attempt),
 * at most three times; a failure within one window is a failure. No sleep: a run takes milliseconds, a window a
 * minute.
 */
export async function inOneRateWindow(run: (ip: (n?: number) => string) => Promise<void>): Promise<void> {
  const windowNow = () => Math.floor(vi.getRealSystemTime() / 60_000);
  for (let attempt = 1; ; attempt++) {
    // Random per attempt: the binding's counts outlive a test file, and files run one after another.
    const [a, b] = crypto.getRandomValues(new Uint8Array(2));
    const ip = (n = 0) => `10.${a}.${b}.${n + 1}`;
    const start = windowNow();
    try {
      await run(ip);
      return;
    } catch (error) {
      if (windowNow() === start || attempt === 3) throw error;
    }
  }
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  response: Response;
}

/** Calls the worker through its public fetch handler. `path` is absolute (`/ca/calendar/events/v1/tags`). */
// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies loosely; schemas check shapes where it matters
export async function call<T = any>(path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers.set('content-type', 'application/x-www-form-urlencoded');
  } else if (typeof options.body === 'string') {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  const request = new Request(`${ORIGIN}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    redirect: options.redirect ?? 'follow',
  });
  const response = options.env ? await fetchWith(request, options.env) : await exports.default.fetch(request);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Non-JSON bodies (HTML docs page) stay text.
  }
  return { status: response.status, headers: response.headers, body: parsed as T, response };
}

/** The Worker's answer to `request` under the test environment with `overrides`, its background work done. */
async function fetchWith(request: Request, overrides: Partial<Cloudflare.Env>): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A language root of the namespace; `''` is the unprefixed default root. */
export type Root = '' | 'ca' | 'en' | 'es';

/** The namespace path under a root: `api('ca', '/tags')` → `/ca/calendar/events/v1/tags`; root `''` is the default. */
export function api(root: Root, path = ''): string {
  return `${root ? `/${root}` : ''}/calendar/events/v1${path}`;
}

let userCounter = 0;

/** Creates a user of `role` and returns its id and a bearer token. */
export async function userWithToken(role: Role): Promise<{ id: number; token: string }> {
  const db = testDb();
  const id = await createUser(db, { name: `${role} ${++userCounter}`, role });
  const { token } = await createToken(db, { userId: id, name: 'test' });
  return { id, token };
}

/** `Server-Timing`'s figure `name` (`db-queries`, `db-rows`, `db-built`, `db-reused`, `recurrence`); NaN when absent. */
const timingFigure = (headers: Headers, name: string) =>
  Number(new RegExp(`${name};desc="(\\d+)"`).exec(headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);

/** Parses `Server-Timing` into its D1 figures. */
export function dbTiming(headers: Headers): { queries: number; rows: number } {
  return { queries: timingFigure(headers, 'db-queries'), rows: timingFigure(headers, 'db-rows') };
}

/**
 * The statements a request built and those it reused by shape (src/db/shapes.ts), from `Server-Timing`: reported
 * when it reused any, else `{ built: NaN, reused: 0 }`.
 */
export function statementsBuilt(headers: Headers): { built: number; reused: number } {
  const reused = timingFigure(headers, 'db-reused');
  return { built: timingFigure(headers, 'db-built'), reused: Number.isNaN(reused) ? 0 : reused };
}

/** The work of the request's series expansions in `Server-Timing` (docs/recurrence.md, "Cost of a rule"). */
export const recurrenceWork = (headers: Headers) => timingFigure(headers, 'recurrence');
