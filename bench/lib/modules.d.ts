/** Types of the untyped modules the benchmark's TypeScript files import (bench/lib/worker-cpu.ts). */
declare module 'better-sqlite3' {
  namespace Database {
    interface Statement {
      readonly reader: boolean;
      all(...params: unknown[]): unknown[];
      run(...params: unknown[]): { changes: number };
    }
    interface Database {
      prepare(sql: string): Statement;
      pragma(pragma: string): unknown;
      exec(sql: string): void;
      transaction<T>(work: () => T): () => T;
    }
  }
  const Database: new (file: string, options?: { readonly?: boolean }) => Database.Database;
  export default Database;
}
