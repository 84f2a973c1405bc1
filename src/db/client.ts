import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';

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
function wrapStatement(stmt: D1PreparedStatement, meter: DbMeter, checkColumns: boolean): Wrapped {
  const wrapped = {
    [inner]: stmt,
    readOnly: false,
    bind: (...values: unknown[]) =>
      Object.assign(wrapStatement(stmt.bind(...values), meter, checkColumns), { readOnly: wrapped.readOnly }),
    async all<T>() {
      const started = performance.now();
      const result = await stmt.all<T>();
      record(meter, started, [result.meta]);
      return result;
    },
    async run<T>() {
      const started = performance.now();
      const result = await stmt.run<T>();
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
export function meteredD1(d1: D1Database | D1DatabaseSession, meter: DbMeter, checkColumns = false): D1Database {
  const metered = {
    prepare: (query: string) =>
      Object.assign(wrapStatement(d1.prepare(query), meter, checkColumns), {
        readOnly: /^\s*(select|with)\b/i.test(query),
      }),
    async batch<T>(statements: D1PreparedStatement[]) {
      const plain = statements.map((s) => (s as Wrapped)[inner] ?? s);
      if (checkColumns) {
        for (const stmt of statements as Wrapped[]) if (stmt.readOnly) await assertDistinctColumns(stmt[inner]);
      }
      const started = performance.now();
      const results = await d1.batch<T>(plain);
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
export function createDb(d1: D1Database | D1DatabaseSession, meter: DbMeter, checkColumns = false): Db {
  // No relational schema: the query builder is all we use, and building its config costs ~0.5 ms a request.
  return drizzle(meteredD1(d1, meter, checkColumns));
}
