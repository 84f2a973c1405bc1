/**
 * A D1 binding that counts its round trips (each `batch`, `exec` and statement run is one, in a session or not), for the importer's
 * summary and its benchmark (bench/import.mjs): the cost of an import measured in what it asks of D1.
 */
export interface CountedD1 {
  d1: D1Database;
  roundTrips: () => number;
}

export function countingD1(real: D1Database): CountedD1 {
  let trips = 0;
  const unwrap = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      first: (column?: string) => {
        trips++;
        return column === undefined ? statement.first() : statement.first(column);
      },
      run: () => {
        trips++;
        return statement.run();
      },
      all: () => {
        trips++;
        return statement.all();
      },
      raw: (options?: { columnNames?: boolean }) => {
        trips++;
        return statement.raw(options as { columnNames: true });
      },
    } as unknown as D1PreparedStatement;
    unwrap.set(wrapped, statement);
    return wrapped;
  };
  const d1 = {
    prepare: (query: string) => wrap(real.prepare(query)),
    batch: (statements: D1PreparedStatement[]) => {
      trips++;
      return real.batch(statements.map((s) => unwrap.get(s) ?? s));
    },
    exec: (query: string) => {
      trips++;
      return real.exec(query);
    },
    dump: () => real.dump(),
    // The service opens a session per request (src/db/client.ts): its calls are counted too.
    withSession: (...args: Parameters<D1Database['withSession']>) => {
      const session = real.withSession(...args);
      return {
        prepare: (query: string) => wrap(session.prepare(query)),
        batch: (statements: D1PreparedStatement[]) => {
          trips++;
          return session.batch(statements.map((s) => unwrap.get(s) ?? s));
        },
        getBookmark: () => session.getBookmark(),
      } as unknown as D1DatabaseSession;
    },
  } as unknown as D1Database;
  return { d1, roundTrips: () => trips };
}
