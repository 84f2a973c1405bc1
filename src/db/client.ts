import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';
import { integrityKindOf } from './constraints';
import { DbIntegrityError, DbUnavailableError } from './errors';

/** The Drizzle database every query function takes as its first argument. */
export type Db = DrizzleD1Database;

/** D1 usage of one request (and the work of its series expansions), reported in `Server-Timing`, asserted in tests. */
export interface DbMeter {
  /** Round trips to D1 (a `batch` counts as one). */
  queries: number;
  /** Sum of D1's `meta.rows_read`. */
  rowsRead: number;
  /** Sum of D1's `meta.rows_written`. */
  rowsWritten: number;
  /** Milliseconds spent waiting for D1. */
  durationMs: number;
  /** Dates and values the request's series expansions handled (docs/recurrence.md, "Cost of a rule"). */
  recurrence: number;
  /** Statements run whose SQL this request built (the query builder's work). */
  built: number;
  /** Statements run on SQL an earlier request built, reused by shape (src/db/shapes.ts). */
  reused: number;
}

/** A meter at zero. */
export function newMeter(): DbMeter {
  return { queries: 0, rowsRead: 0, rowsWritten: 0, durationMs: 0, recurrence: 0, built: 0, reused: 0 };
}

type Meta = { rows_read?: number; rows_written?: number } | undefined;

function record(meter: DbMeter, started: number, metas: Meta[]): void {
  meter.queries += 1;
  meter.durationMs += performance.now() - started;
  for (const meta of metas) {
    meter.rowsRead += meta?.rows_read ?? 0;
    meter.rowsWritten += meta?.rows_written ?? 0;
  }
}

/**
 * Whether a D1 error is an outage (overloaded, timed out, connection reset, storage restarted) rather than an
 * answer about the statement (constraint, syntax, missing table): only outages become 503 and are retried.
 */
export function isTransientD1Error(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
  if (/constraint failed|SQLITE_CONSTRAINT|syntax error|no such (table|column)|datatype mismatch/i.test(text)) {
    return false;
  }
  return /overloaded|timed? ?out|timeout|reset|network connection lost|internal error|storage|restarted|unavailable|too many requests|SQLITE_BUSY|database is locked/i.test(
    text,
  );
}

/** A refusal of the database's integrity rules as a {@link DbIntegrityError}; any other error as it is. */
function classified(error: unknown): unknown {
  const kind = integrityKindOf(error);
  return kind ? new DbIntegrityError(kind, error) : error;
}

/**
 * Runs one D1 call: a read that fails with an outage is retried once; an outage that persists (or hits a write,
 * which is not retried because its outcome is unknown) is a {@link DbUnavailableError} (503 `rest_unavailable`).
 */
async function guarded<T>(call: () => Promise<T>, retry: boolean): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isTransientD1Error(error)) throw classified(error);
    if (retry) {
      try {
        return await call();
      } catch (again) {
        if (!isTransientD1Error(again)) throw classified(again);
      }
    }
    throw new DbUnavailableError(error);
  }
}

const inner = Symbol('inner statement');
type Wrapped = D1PreparedStatement & { [inner]: D1PreparedStatement; readOnly: boolean; reused: boolean };

/** Marks a statement of the metered binding as reused (its SQL built by an earlier request: src/db/shapes.ts). */
export function markReused(stmt: D1PreparedStatement): void {
  (stmt as Wrapped).reused = true;
}

/** Counts the statements of a call: built by the request, or reused by shape. */
function countBuilt(meter: DbMeter, statements: readonly D1PreparedStatement[]): void {
  for (const stmt of statements) {
    if ((stmt as Wrapped).reused === true) meter.reused += 1;
    else meter.built += 1;
  }
}

/**
 * Wraps a prepared statement so that every execution is metered. `raw()` is answered through `all()`, because
 * D1's `raw()` drops `meta`: column order is preserved, so queries must not select two columns of the same name
 * (Drizzle's own `batch` has the same rule; the tests check it, docs/tests.md).
 */
function wrapStatement(stmt: D1PreparedStatement, meter: DbMeter): Wrapped {
  const wrapped = {
    [inner]: stmt,
    readOnly: false,
    reused: false,
    bind: (...values: unknown[]) =>
      Object.assign(wrapStatement(stmt.bind(...values), meter), {
        readOnly: wrapped.readOnly,
        reused: wrapped.reused,
      }),
    async all<T>() {
      countBuilt(meter, [wrapped as unknown as D1PreparedStatement]);
      const started = performance.now();
      const result = await guarded(() => stmt.all<T>(), wrapped.readOnly);
      record(meter, started, [result.meta]);
      return result;
    },
    async run<T>() {
      countBuilt(meter, [wrapped as unknown as D1PreparedStatement]);
      const started = performance.now();
      const result = await guarded(() => stmt.run<T>(), wrapped.readOnly);
      record(meter, started, [result.meta]);
      return result;
    },
    async first<T>(column?: string) {
      const result = await wrapped.all<Record<string, unknown>>();
      const row = result.results[0];
      if (row === undefined) return null;
      return (column === undefined ? row : row[column]) as T;
    },
    async raw<T>(options?: { columnNames?: boolean }) {
      const result = await wrapped.all<Record<string, unknown>>();
      const rows = result.results.map((row) => Object.values(row));
      if (options?.columnNames) {
        const names = result.results[0] ? Object.keys(result.results[0]) : [];
        return [names, ...rows] as T[];
      }
      return rows as T[];
    },
  };
  return wrapped as unknown as Wrapped;
}

/**
 * `query` with each bound `LIMIT ?` (as Drizzle's `.limit(n)` writes it) as `LIMIT +?`: the same limit, bound the
 * same way, planned once. SQLite reads a bare bound limit while it plans, and then prepares the statement again at
 * every run with a new binding (docs/performance.md, "Planned once, not at every run"): a single read or a token's
 * look-up (`.limit(1)`) parsed and planned its SQL at every request. The query's text is the code's own (values
 * are always bound), so the rewrite cannot touch a value. `OFFSET ?` does not re-prepare (measured), and is left.
 */
export function plannedOnce(query: string): string {
  return query.includes(' limit ?') ? query.replaceAll(' limit ?', ' limit +?') : query;
}

/** A D1 binding whose every call is counted in `meter`; the `DB` seen by Drizzle. */
function meteredD1(d1: D1Database | D1DatabaseSession, meter: DbMeter): D1Database {
  const metered = {
    prepare: (query: string) =>
      Object.assign(wrapStatement(d1.prepare(plannedOnce(query)), meter), {
        readOnly: /^\s*(select|with)\b/i.test(query),
      }),
    async batch<T>(statements: D1PreparedStatement[]) {
      const plain = statements.map((s) => (s as Wrapped)[inner] ?? s);
      const readOnly = (statements as Wrapped[]).every((stmt) => stmt.readOnly === true);
      countBuilt(meter, statements);
      const started = performance.now();
      const results = await guarded(() => d1.batch<T>(plain), readOnly);
      record(
        meter,
        started,
        results.map((r) => r.meta),
      );
      return results;
    },
    exec: (query: string) => {
      if (!('exec' in d1)) throw new Error('exec is not available on a D1 session');
      return d1.exec(query);
    },
    withSession: () => {
      throw new Error('open sessions on the raw binding, then meter the session');
    },
    /** The bookmark of the session's latest state (null on the raw binding or before any query). */
    bookmark: (): string | null => ('getBookmark' in d1 ? d1.getBookmark() : null),
    dump: () => {
      throw new Error('dump is not supported');
    },
  };
  return metered as unknown as D1Database;
}

/** The D1 bookmark of the session `db` runs in, after its latest query (null outside a session). */
export function sessionBookmark(db: Db): string | null {
  const client = (db as unknown as { $client?: { bookmark?: () => string | null } }).$client;
  return client?.bookmark?.() ?? null;
}

/** A Drizzle database over a metered D1 binding (a session of the `DB` binding, or the binding itself). */
export function createDb(d1: D1Database | D1DatabaseSession, meter: DbMeter): Db {
  // No relational schema: the query builder is all we use, and building its config costs ~0.5 ms a request.
  return drizzle(meteredD1(d1, meter));
}
