import type { Context, MiddlewareHandler } from 'hono';
import { configOf } from '../config';
import { createDb, newMeter } from '../db/client';
import { knownBookmark } from '../db/version';
import type { AppEnv } from '../env';
import { editHeaders } from './headers';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const BOOKMARK = /^[A-Za-z0-9._:-]{1,256}$/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A D1 session (read replication, docs/api.md#caching-cors-and-headers): reads may go to the nearest replica; a client
 * that sends back the `X-D1-Bookmark` of its last response reads at least what that response saw (its own writes).
 * Other reads start at the newest state the isolate has seen (src/db/version.ts), so that a page cached under the
 * isolate's data version is never read from a replica older than that version. Writes start at the primary.
 */
function openSession(db: D1Database, method: string, bookmark: string | undefined): D1DatabaseSession {
  if (bookmark && BOOKMARK.test(bookmark)) {
    try {
      return db.withSession(bookmark);
    } catch {
      // An unusable bookmark only loses read-your-writes; fall through to a fresh session.
    }
  }
  if (!READS.has(method)) return db.withSession('first-primary');
  return db.withSession(knownBookmark() ?? 'first-unconstrained');
}

/**
 * The request's D1 session, opened at its first query: a request that makes none (the service root, a cache hit,
 * a 304, the docs) opens none.
 */
function lazySession(open: () => D1DatabaseSession) {
  let session: D1DatabaseSession | undefined;
  const opened = () => (session ??= open());
  return {
    session: {
      prepare: (query: string) => opened().prepare(query),
      batch: ((statements: D1PreparedStatement[]) => opened().batch(statements)) as D1DatabaseSession['batch'],
      getBookmark: () => session?.getBookmark() ?? null,
    },
    bookmark: () => session?.getBookmark() ?? null,
  };
}

/** The request's id: the client's `X-Request-Id` when it is a plain token of up to 64 characters, else a new UUID. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * Per-request context: a request id (echoed in `X-Request-Id`), a metered Drizzle database, and the
 * `Server-Timing` header reporting D1 time, round trips and rows read (and the statements built and reused, when a
 * request reused any: src/db/shapes.ts) (docs/api.md#caching-cors-and-headers).
 */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('config', configOf(c.env));
  const requestId = requestIdOf(c.req.header('x-request-id'));
  c.set('requestId', requestId);
  const meter = newMeter();
  c.set('meter', meter);
  const { session, bookmark } = lazySession(() => openSession(c.env.DB, c.req.method, c.req.header('x-d1-bookmark')));
  c.set('db', createDb(session as D1DatabaseSession, meter));
  c.set('caller', undefined);
  c.set('rawInput', {});
  await next();
  const last = bookmark();
  editHeaders(c, (headers) => {
    if (last) headers.set('X-D1-Bookmark', last);
    headers.set('X-Request-Id', requestId);
    headers.set(
      'Server-Timing',
      `db;dur=${meter.durationMs.toFixed(1)}, db-queries;desc="${meter.queries}", db-rows;desc="${meter.rowsRead}"${
        // When the request reused statements built by an earlier one (src/db/shapes.ts): what it built and reused.
        meter.reused > 0 ? `, db-built;desc="${meter.built}", db-reused;desc="${meter.reused}"` : ''
      }${
        // The work of the request's series expansions, when it expanded any (docs/recurrence.md, "Cost of a rule").
        meter.recurrence > 0 ? `, recurrence;desc="${meter.recurrence}"` : ''
      }`,
    );
  });
};

/**
 * Gives the request a database on D1's primary instead of a read replica (the editor, docs/editor.md: a session,
 * a role or a removal is read where it was written, never from a replica that has not seen it yet).
 */
export function usePrimary(c: Context<AppEnv>): void {
  const { session } = lazySession(() => c.env.DB.withSession('first-primary'));
  c.set('db', createDb(session as D1DatabaseSession, c.get('meter')));
}
