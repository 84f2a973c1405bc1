/**
 * Test seams around the real D1 binding (docs/tests.md, "Seams"): the production code has none. A test passes a
 * wrapped binding in place of `env.DB` (`call(path, { env: { DB: faultyD1(env.DB, plan) } })`); the Worker opens its
 * sessions on it as on the real one, and every statement still runs in the real local D1.
 */

/** What a wrapper may do around the calls the Worker makes on its D1 sessions. */
interface Intercept {
  /** Around `all()` of one statement (the metered client answers `raw()` and `first()` through it). */
  all?(sql: string, statement: D1PreparedStatement, run: () => Promise<D1Result>): Promise<D1Result>;
  /** Around `batch()`: the real statements with their SQL, and the database or session to prepare others on. */
  batch?(
    batch: { statements: D1PreparedStatement[]; sqls: string[]; original: readonly unknown[] },
    on: D1Database | D1DatabaseSession,
    run: (statements: D1PreparedStatement[]) => Promise<D1Result[]>,
  ): Promise<D1Result[]>;
}

type Target = D1Database | D1DatabaseSession;

/** The statement each wrapper stands for, and its SQL: a real `batch` takes only the real statements. */
const wrappedStatements = new WeakMap<object, { statement: D1PreparedStatement; sql: string }>();

function wrapStatement(statement: D1PreparedStatement, sql: string, intercept: Intercept): D1PreparedStatement {
  const proxy = new Proxy(statement, {
    get(target, prop) {
      if (prop === 'bind') return (...values: unknown[]) => wrapStatement(target.bind(...values), sql, intercept);
      if (prop === 'all' && intercept.all) {
        const all = intercept.all;
        return () => all(sql, target, () => target.all());
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  wrappedStatements.set(proxy, { statement, sql });
  return proxy;
}

function wrapTarget<T extends Target>(target: T, intercept: Intercept): T {
  return new Proxy(target, {
    get(inner, prop) {
      if (prop === 'prepare') return (sql: string) => wrapStatement(inner.prepare(sql), sql, intercept);
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          const found = statements.map((s) => wrappedStatements.get(s) ?? { statement: s, sql: '' });
          const real = found.map((f) => f.statement);
          const run = (list: D1PreparedStatement[]) => inner.batch(list);
          if (!intercept.batch) return run(real);
          return intercept.batch({ statements: real, sqls: found.map((f) => f.sql), original: statements }, inner, run);
        };
      }
      if (prop === 'withSession' && 'withSession' in inner) {
        return (constraint?: string) => wrapTarget((inner as D1Database).withSession(constraint), intercept);
      }
      const value = Reflect.get(inner, prop);
      return typeof value === 'function' ? value.bind(inner) : value;
    },
  });
}

const READ = /^\s*(select|with)\b/i;

/** What `faultyD1` breaks. */
export interface FaultPlan {
  /**
   * The statement (0-based) of the next batch of at least two statements that fails inside D1, so D1 itself rolls
   * the whole batch back: it is replaced by an insert into a table that does not exist. The batch is answered as
   * an outage (the client's 503), and it fails again if the client sends it again.
   */
  failBatchStatement?: number;
  /** How many `all()` reads fail next as an outage before reaching D1 (the client retries a read once). */
  failReads?: number;
}

/** The statement that stands for the failing one: D1 refuses it, so the batch it is in is rolled back. */
const FAULT_SQL = 'insert into "__injected_fault__" values (1)';
/** An error D1 gives for an outage (`isTransientD1Error` in src/db/client.ts). */
const outage = () => new Error('D1_ERROR: injected fault: D1 DB is overloaded. Requests queued for too long.');

/** The D1 binding `d1` with the faults of `plan`; `plan` is consumed as the faults happen. */
export function faultyD1(d1: D1Database, plan: FaultPlan): D1Database {
  // The batch chosen, by the array the client sends (again, when it retries a read-only batch), and its statement.
  const failing = new WeakMap<readonly unknown[], number>();
  return wrapTarget(d1, {
    all(sql, _statement, run) {
      if (plan.failReads && READ.test(sql)) {
        plan.failReads -= 1;
        return Promise.reject(outage());
      }
      return run();
    },
    async batch({ statements, original }, on, run) {
      const chosen = plan.failBatchStatement;
      if (!failing.has(original) && chosen !== undefined && chosen < statements.length && statements.length > 1) {
        plan.failBatchStatement = undefined;
        failing.set(original, chosen);
      }
      const at = failing.get(original);
      if (at === undefined) return run(statements);
      try {
        return await run(statements.map((statement, i) => (i === at ? on.prepare(FAULT_SQL) : statement)));
      } catch {
        // The failed statement stands for an outage in the middle of the batch: answer as one.
        throw outage();
      }
    },
  });
}

/** Throws when the read `sql` selects two columns of the same name. */
async function assertDistinctColumns(sql: string, statement: D1PreparedStatement): Promise<void> {
  if (!READ.test(sql)) return;
  const [names] = await statement.raw<string[]>({ columnNames: true });
  if (names && new Set(names).size !== names.length) {
    throw new Error(`query selects duplicate column names (${names.join(', ')}): alias them`);
  }
}

const columnCheck: Intercept = {
  async all(sql, statement, run) {
    await assertDistinctColumns(sql, statement);
    return run();
  },
  async batch({ statements, sqls }, _on, run) {
    for (const [i, statement] of statements.entries()) await assertDistinctColumns(sqls[i] ?? '', statement);
    return run(statements);
  },
};

/**
 * The D1 binding `d1`, checking the rule that makes metering possible: a read must not select two columns of the
 * same name, or rows read as objects lose one of them (`src/db/client.ts` answers `raw()` through `all()`; Drizzle's
 * own `batch` has the same rule). Each read runs once more, unmetered, to read its column names.
 */
export function columnCheckedD1(d1: D1Database): D1Database {
  return wrapTarget(d1, columnCheck);
}

const checking = Symbol('column check installed');

/**
 * Makes every session opened on the binding `d1` check its reads' column names, as `columnCheckedD1` does. The
 * setup file `test/helpers/check-columns.ts` installs it on the test environment's `DB`, the binding the Worker
 * opens its per-request sessions on, so every workerd test (the golden responses of every route among them)
 * checks every query the Worker runs. Installed once per binding.
 */
export function checkColumnsOfSessions(d1: D1Database): void {
  const marked = d1 as D1Database & { [checking]?: true };
  if (marked[checking]) return;
  const open = d1.withSession.bind(d1);
  marked.withSession = (constraint?: string) => wrapTarget(open(constraint), columnCheck);
  marked[checking] = true;
}

/**
 * The D1 binding `d1`, running `action` once, just before the first batch one of whose statements matches
 * `pattern`: another writer's change landing between a write's reads and its batch, deterministically (the race
 * of two requests, which timing alone reproduces only now and then).
 */
export function raceD1(d1: D1Database, pattern: RegExp, action: () => Promise<unknown>): D1Database {
  let pending = true;
  return wrapTarget(d1, {
    async batch({ statements, sqls }, _on, run) {
      if (pending && sqls.some((sql) => pattern.test(sql))) {
        pending = false;
        await action();
      }
      return run(statements);
    },
  });
}
