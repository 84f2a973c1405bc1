import type { Context, Hono } from 'hono';
import qs from 'qs';
import { actAs, IN_PROCESS_AUTHORIZATION } from '../auth/caller';
import type { Caller } from '../auth/roles';
import { type DbMeter, sessionBookmark } from '../db/client';
import type { AppEnv } from '../env';
import { NAMESPACE } from './path';

/**
 * @module In-process requests to the namespace of the same root, handled by the same app: how the MCP server's
 * tools (docs/mcp.md, "One code path") and the editor's forms (docs/editor.md, "The write bridge") read and write
 * the calendar, with the same validation, permissions, visibility, rate limits, edge cache, atomic writes, hooks
 * and error messages as REST, and nothing copied. The inner request carries what REST decides on: the caller (the
 * outer request's `Authorization`, or the signed-in editor given as `as`) and `CF-Connecting-IP` (the anonymous
 * rate-limit key).
 */

/** One REST operation to run: its method, its path under the namespace, and its parameters. */
export interface RestCall {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path under the namespace, placeholders filled (`/events/12`). */
  path: string;
  /** Parameters sent in the query string (reads, deletes). */
  query?: Record<string, unknown>;
  /** Parameters sent as a JSON body (writes). */
  body?: Record<string, unknown>;
  /** More request headers (`If-Match` of an editor's save). */
  headers?: Record<string, string>;
}

export interface RestAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body (`null` when there is none). */
  body: unknown;
}

export type RestCaller = (call: RestCall) => Promise<RestAnswer>;

/** The request headers REST decides on, passed from the MCP request to the inner one. */
const FORWARDED = ['authorization', 'cf-connecting-ip'] as const;

/**
 * Query strings as the namespace reads them (`src/http/input/input.ts`, qs): lists as `key[]=a&key[]=b`, nested objects
 * as `key[a]=b`; `null` and `undefined` arguments are left out (a read has no "clear" to say).
 */
export function queryString(params: Record<string, unknown>): string {
  return qs.stringify(params, { arrayFormat: 'brackets', skipNulls: true, encodeValuesOnly: true });
}

/**
 * Adds the D1 figures of an inner REST answer's `Server-Timing` (src/http/context.ts writes them) to the outer
 * request's meter (an MCP request's, an editor page's): its `Server-Timing` then reports what its REST calls read
 * (an MCP answer said `db-rows 0` for a batch of ten REST calls).
 */
function addTiming(meter: DbMeter, header: string | null): void {
  if (header === null) return;
  const figure = (pattern: RegExp) => Number(pattern.exec(header)?.[1] ?? 0) || 0;
  meter.durationMs += figure(/(?:^|,\s*)db;dur=([\d.]+)/);
  meter.queries += figure(/db-queries;desc="(\d+)"/);
  meter.rowsRead += figure(/db-rows;desc="(\d+)"/);
  meter.built += figure(/db-built;desc="(\d+)"/);
  meter.reused += figure(/db-reused;desc="(\d+)"/);
}

/**
 * Calls the namespace of the request's root on `app`, for the request of `c`: as the caller of its `Authorization`
 * header, or as `options.as` (an editor's session user: the inner request is marked in-process, `actAs`, never by a
 * header a client could send). Each call reads at least what the previous one wrote (its D1 bookmark is passed on).
 */
export function restCaller(app: Hono<AppEnv>, c: Context<AppEnv>, options: { as?: Caller } = {}): RestCaller {
  const base = `${c.get('origin')}${c.get('rootPrefix')}/${NAMESPACE}`;
  let bookmark: string | null | undefined;
  let executionCtx: Context<AppEnv>['executionCtx'] | undefined;
  try {
    executionCtx = c.executionCtx;
  } catch {
    // Called without one (the tests' direct calls): background work is then awaited by whoever needs it.
    executionCtx = undefined;
  }
  return async (call) => {
    const query = call.query ? queryString(call.query) : '';
    const headers = new Headers({ Accept: 'application/json', 'X-Request-Id': c.get('requestId') });
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value !== undefined && !(options.as && name === 'authorization')) headers.set(name, value);
    }
    for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value);
    if (options.as) headers.set('authorization', IN_PROCESS_AUTHORIZATION);
    // What the outer request's own session saw (an editor's sign-in, say), then what each call wrote.
    bookmark ??= sessionBookmark(c.get('db'));
    if (bookmark) headers.set('X-D1-Bookmark', bookmark);
    let body: string | undefined;
    if (call.body) {
      body = JSON.stringify(call.body);
      headers.set('Content-Type', 'application/json');
    }
    const url = `${base}${call.path}${query ? `?${query}` : ''}`;
    const request = new Request(url, { method: call.method, headers, body });
    const res = await app.fetch(options.as ? actAs(request, options.as) : request, c.env, executionCtx);
    bookmark = res.headers.get('X-D1-Bookmark') ?? bookmark;
    addTiming(c.var.meter, res.headers.get('server-timing'));
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { status: res.status, headers: res.headers, body: parsed };
  };
}
