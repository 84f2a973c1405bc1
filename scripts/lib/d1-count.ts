/**
 * A D1 binding that counts its round trips (each `batch`, `exec` and statement run is one), for the importer's
 * summary and its benchmark (bench/import.ts): the cost of an import measured in what it asks of D1.
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
    withSession: (...args: Parameters<D1Database['withSession']>) => real.withSession(...args),
  } as unknown as D1Database;
  return { d1, roundTrips: () => trips };
}
