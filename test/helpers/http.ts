import { env, exports } from 'cloudflare:workers';
import type { Role } from '../../src/auth/roles';
import { createToken, createUser } from '../../src/auth/users';
import { createDb, newMeter } from '../../src/db/client';

export const ORIGIN = 'http://calendar.test';

/** A Drizzle database on the test D1 (factories only: tests exercise the API through HTTP). */
export function testDb() {
  return createDb(env.DB, newMeter(), true);
}

export interface CallOptions {
  method?: string;
  /** JSON body (objects) or a raw string body with its own content type. */
  body?: unknown;
  form?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
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
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { method: options.method ?? 'GET', headers, body }),
  );
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Non-JSON bodies (HTML docs page) stay text.
  }
  return { status: response.status, headers: response.headers, body: parsed as T, response };
}

/** The namespace path under a root: `api('ca', '/tags')` → `/ca/calendar/events/v1/tags`; root `''` is the default. */
export function api(root: '' | 'ca' | 'en' | 'es', path = ''): string {
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

/** Parses `Server-Timing` into its D1 figures. */
export function dbTiming(headers: Headers): { queries: number; rows: number } {
  const value = headers.get('server-timing') ?? '';
  const queries = Number(/db-queries;desc="(\d+)"/.exec(value)?.[1] ?? Number.NaN);
  const rows = Number(/db-rows;desc="(\d+)"/.exec(value)?.[1] ?? Number.NaN);
  return { queries, rows };
}
