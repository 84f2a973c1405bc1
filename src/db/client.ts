import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';
import { integrityKindOf } from './constraints';
import { DbIntegrityError, DbUnavailableError } from './errors';

/** The Drizzle database every query function takes as its first argument. */
export type Db = DrizzleD1Database;

/** D1 usage of one request, reported in `Server-Timing` and asserted on in tests. */
export interface DbMeter {
  /** Round trips to D1 (a `batch` counts as one). */
  queries: number;
  /** Sum of D1's `meta.rows_read`. */
  rowsRead: number;
  /** Sum of D1's `meta.rows_written`. */
  rowsWritten: number;
  /** Milliseconds spent waiting for D1. */
  durationMs: number;
}

export function newMeter(): DbMeter {
  return { queries: 0, rowsRead: 0, rowsWritten: 0, durationMs: 0 };
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

/**
 * Test-only fault injection (set by the `TEST_FAULTS` binding, never in production): the next `batch` with at
 * least `statement + 1` statements has its statement number `statement` (0-based) replaced by one that fails
 * inside D1, so the whole real batch is rolled back by D1 itself.
 */
export interface FaultPlan {
  /** 0-based index of the statement of the next multi-statement batch to fail. */
  failBatchStatement?: number;
  /** Make the next `count` read calls fail as an outage (exercises the retry and the 503). */
  failReads?: number;
}

/** The statement D1 runs in place of the chosen one: it fails because the table does not exist. */
const FAULT_SQL = 'insert into "__injected_fault__" values (1)';

/** What every metered statement carries: the meter it counts into, the test-time column check, the faults to inject. */
interface Metering {
  meter: DbMeter;
  checkColumns: boolean;
  faults?: FaultPlan;
}

const inner = Symbol('inner statement');
type Wrapped = D1PreparedStatement & { [inner]: D1PreparedStatement; readOnly: boolean };

/**
 * Test-time guard for the rule that makes metering possible: a query must not select two columns of the same
 * name, or rows read as objects lose one of them. Runs the statement once more, unmetered, to compare.
 */
async function assertDistinctColumns(stmt: D1PreparedStatement): Promise<void> {
  const [names] = await stmt.raw<string[]>({ columnNames: true });
  if (names && new Set(names).size !== names.length) {
    throw new Error(`query selects duplicate column names (${names.join(', ')}): alias them`);
  }
}

/**
 * Wraps a prepared statement so that every execution is metered. `raw()` is answered through `all()`, because
 * D1's `raw()` drops `meta`: column order is preserved, so queries must not select two columns of the same name
 * (Drizzle's own `batch` has the same rule).
 */
function wrapStatement(stmt: D1PreparedStatement, metering: Metering): Wrapped {
  const { meter, checkColumns, faults } = metering;
  const wrapped = {
    [inner]: stmt,
    readOnly: false,
    bind: (...values: unknown[]) =>
      Object.assign(wrapStatement(stmt.bind(...values), metering), { readOnly: wrapped.readOnly }),
    async all<T>() {
      const started = performance.now();
      const result = await guarded(() => {
        if (faults?.failReads && wrapped.readOnly) {
          faults.failReads -= 1;
          return Promise.reject(
            new Error('D1_ERROR: injected fault: D1 DB is overloaded. Requests queued for too long.'),
          );
        }
        return stmt.all<T>();
      }, wrapped.readOnly);
      record(meter, started, [result.meta]);
      return result;
    },
    async run<T>() {
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
      if (checkColumns && wrapped.readOnly) await assertDistinctColumns(stmt);
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

/** A D1 binding whose every call is counted in `meter`; the `DB` seen by Drizzle. */
function meteredD1(d1: D1Database | D1DatabaseSession, metering: Metering): D1Database {
  const { meter, checkColumns, faults } = metering;
  const metered = {
    prepare: (query: string) =>
      Object.assign(wrapStatement(d1.prepare(query), metering), {
        readOnly: /^\s*(select|with)\b/i.test(query),
      }),
    async batch<T>(statements: D1PreparedStatement[]) {
      const plain = statements.map((s) => (s as Wrapped)[inner] ?? s);
      const at = faults?.failBatchStatement;
      let injected = false;
      if (faults && at !== undefined && at < plain.length && plain.length > 1) {
        plain[at] = d1.prepare(FAULT_SQL);
        faults.failBatchStatement = undefined;
        injected = true;
      }
      const readOnly = (statements as Wrapped[]).every((stmt) => stmt.readOnly === true);
      if (checkColumns) {
        for (const stmt of statements as Wrapped[]) if (stmt.readOnly) await assertDistinctColumns(stmt[inner]);
      }
      const started = performance.now();
      const results = await guarded(() => d1.batch<T>(plain), readOnly).catch((error: unknown) => {
        // The injected statement stands for an outage in the middle of the batch: answer as one.
        throw injected ? new DbUnavailableError(error) : error;
      });
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
    dump: () => {
      throw new Error('dump is not supported');
    },
  };
  return metered as unknown as D1Database;
}

/**
 * A Drizzle database over a metered D1 binding. `checkColumns` (tests) verifies every row-array query has
 * distinct column names; it costs an extra unmetered query each time.
 */
export function createDb(
  d1: D1Database | D1DatabaseSession,
  meter: DbMeter,
  checkColumns = false,
  faults?: FaultPlan,
): Db {
  // No relational schema: the query builder is all we use, and building its config costs ~0.5 ms a request.
  return drizzle(meteredD1(d1, { meter, checkColumns, faults }));
}
