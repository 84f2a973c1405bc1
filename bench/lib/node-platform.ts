/**
 * What the Worker needs from its platform, in Node, for the benchmark's CPU profile (bench/lib/worker-cpu.ts): a D1
 * binding over better-sqlite3 on the dataset's SQLite file (synchronous: its time is the database's, apart in the
 * profile), and an in-memory `caches.default`. Only what the service calls is implemented.
 */
import Database from 'better-sqlite3';

type Row = Record<string, unknown>;
type Meta = { rows_read: number; rows_written: number; duration: number; changes: number };
const meta = (written = 0): Meta => ({ rows_read: 0, rows_written: written, duration: 0, changes: written });

/** D1 binds booleans as 1/0 and undefined as null; better-sqlite3 refuses both. */
const bindable = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value === undefined ? null : value);

class Statement {
  constructor(
    private readonly db: Database.Database,
    private readonly query: string,
    private readonly params: unknown[] = [],
  ) {}

  bind(...values: unknown[]): Statement {
    return new Statement(this.db, this.query, values.map(bindable));
  }

  /** Runs the statement: rows for readers (and `returning`), changes for the rest. */
  execute(): { results: Row[]; meta: Meta; success: true } {
    const stmt = this.db.prepare(this.query);
    if (stmt.reader) return { results: stmt.all(...this.params) as Row[], meta: meta(), success: true };
    const { changes } = stmt.run(...this.params);
    return { results: [], meta: meta(changes), success: true };
  }

  async all() {
    return this.execute();
  }

  async run() {
    return this.execute();
  }

  async first(column?: string) {
    const [row] = this.execute().results;
    if (row === undefined) return null;
    return column === undefined ? row : row[column];
  }

  async raw() {
    return this.execute().results.map((row) => Object.values(row));
  }
}

/** A D1 binding (and its sessions) over the SQLite file `file`. */
export function sqliteD1(file: string): D1Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const prepare = (query: string) => new Statement(db, query);
  const batch = async (statements: Statement[]) => db.transaction(() => statements.map((s) => s.execute()))();
  const session = { prepare, batch, getBookmark: () => 'local' };
  return { prepare, batch, withSession: () => session, exec: async (q: string) => db.exec(q) } as unknown as D1Database;
}

/** `caches.default` kept in memory: entries by URL, bodies buffered. */
export function memoryCaches(): CacheStorage {
  const entries = new Map<string, { body: ArrayBuffer; init: ResponseInit }>();
  const cache = {
    async match(key: string) {
      const entry = entries.get(String(key));
      return entry ? new Response(entry.body.slice(0), entry.init) : undefined;
    },
    async put(key: string, response: Response) {
      const init = { status: response.status, headers: new Headers(response.headers) };
      entries.set(String(key), { body: await response.arrayBuffer(), init });
    },
  };
  return { default: cache } as unknown as CacheStorage;
}
