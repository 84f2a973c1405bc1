import { env } from 'cloudflare:workers';

/** A statement the service ran, with its bound parameters. */
export interface Ran {
  sql: string;
  params: unknown[];
}

const real = new WeakMap<object, D1PreparedStatement>();
const ranOf = new WeakMap<object, Ran>();

function recording(stmt: D1PreparedStatement, sql: string, params: unknown[], seen: Ran[]): D1PreparedStatement {
  const proxy = new Proxy(stmt, {
    get(target, prop) {
      if (prop === 'bind') return (...values: unknown[]) => recording(target.bind(...values), sql, values, seen);
      const value = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      if (prop === 'all' || prop === 'run' || prop === 'raw' || prop === 'first') {
        return (...args: unknown[]) => {
          seen.push({ sql, params });
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
  real.set(proxy, stmt);
  ranOf.set(proxy, { sql, params });
  return proxy;
}

function recordingSession(session: D1DatabaseSession, seen: Ran[], batches?: Ran[][]): D1DatabaseSession {
  return new Proxy(session, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => recording(target.prepare(sql), sql, [], seen);
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          const batch: Ran[] = [];
          for (const stmt of statements) {
            const ran = ranOf.get(stmt);
            if (ran) {
              seen.push(ran);
              batch.push(ran);
            }
          }
          batches?.push(batch);
          return target.batch(statements.map((stmt) => real.get(stmt) ?? stmt));
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Every statement the worker runs on D1 while `work` runs (requests through `call`), with its parameters: the
 * worker opens a session per request on the same `DB` binding the tests see, so the binding's `withSession` is
 * wrapped for the duration. With `batches`, each `batch` call's statements are also pushed there, as one list.
 */
export async function captureStatements(work: () => Promise<unknown>, batches?: Ran[][]): Promise<Ran[]> {
  const seen: Ran[] = [];
  const db = env.DB as D1Database & { withSession: D1Database['withSession'] };
  const original = db.withSession;
  db.withSession = ((constraint?: string) =>
    recordingSession(original.call(db, constraint), seen, batches)) as typeof original;
  try {
    await work();
  } finally {
    db.withSession = original;
  }
  return seen;
}

/** The query plan of a statement (one detail line per step). */
export async function planOf(ran: Ran): Promise<string[]> {
  const { results } = await env.DB.prepare(`explain query plan ${ran.sql}`)
    .bind(...ran.params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}
