/**
 * The deployed D1 database as a `D1Database`, over Cloudflare's D1 HTTP API, so the CLI runs the very same
 * Drizzle statements on the remote database as on the local one (`npm run users -- … --remote`).
 *
 * Implements what Drizzle uses: `prepare`, `bind`, `all`, `run`, `first`, `raw` and `batch`. Parameters are
 * always bound (`{sql, params}`), never spliced into the SQL text. `raw()` uses the `/raw` endpoint, which keeps
 * columns of the same name apart.
 *
 * API: `POST https://api.cloudflare.com/client/v4/accounts/{account_id}/d1/database/{database_id}/query` (rows as
 * objects) and `…/raw` (rows as arrays), body `{sql, params}` or `{batch: [{sql, params}, …]}`, authenticated with
 * an API token that has the "D1 Edit" permission.
 */

export interface D1HttpOptions {
  accountId: string;
  databaseId: string;
  apiToken: string;
  /** Defaults to the global `fetch`; tests pass a fake. */
  fetch?: typeof fetch;
  /** Defaults to `https://api.cloudflare.com/client/v4`. */
  baseUrl?: string;
}

type Param = string | number | null;
type Meta = Record<string, unknown>;

interface QueryResult {
  results: Record<string, unknown>[];
  success: boolean;
  meta: Meta;
}

interface RawResult {
  results: { columns: string[]; rows: unknown[][] };
  success: boolean;
  meta: Meta;
}

interface Envelope<T> {
  success: boolean;
  errors?: { code?: number; message?: string }[];
  result?: T[];
}

/** Values Drizzle binds, as JSON the HTTP API accepts (D1 stores booleans as 0/1). */
function toParam(value: unknown): Param {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return Number(value);
  throw new Error(`the D1 HTTP API cannot bind a ${Object.prototype.toString.call(value)}`);
}

class Client {
  readonly #url: string;
  readonly #apiToken: string;
  readonly #fetch: typeof fetch;

  constructor(options: D1HttpOptions) {
    const base = options.baseUrl ?? 'https://api.cloudflare.com/client/v4';
    this.#url = `${base}/accounts/${encodeURIComponent(options.accountId)}/d1/database/${encodeURIComponent(options.databaseId)}`;
    this.#apiToken = options.apiToken;
    this.#fetch = options.fetch ?? fetch;
  }

  /** One call to `/query` or `/raw`; the API answers with one result per statement. */
  async call<T>(endpoint: 'query' | 'raw', body: unknown): Promise<T[]> {
    const response = await this.#fetch(`${this.#url}/${endpoint}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.#apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      throw new Error(`D1 HTTP API: HTTP ${response.status} without a JSON body`);
    }
    if (!response.ok || !envelope.success || !envelope.result) {
      const reasons = (envelope.errors ?? []).map((e) => `${e.message ?? 'error'}${e.code ? ` (${e.code})` : ''}`);
      throw new Error(`D1 HTTP API: HTTP ${response.status}: ${reasons.join('; ') || 'request failed'}`);
    }
    return envelope.result;
  }
}

class HttpStatement {
  constructor(
    readonly client: Client,
    readonly sql: string,
    readonly params: Param[] = [],
  ) {}

  bind(...values: unknown[]): HttpStatement {
    return new HttpStatement(this.client, this.sql, values.map(toParam));
  }

  /** The `{sql, params}` body of this statement. */
  toJSON(): { sql: string; params: Param[] } {
    return { sql: this.sql, params: this.params };
  }

  async all(): Promise<QueryResult> {
    const [result] = await this.client.call<QueryResult>('query', this.toJSON());
    if (!result) throw new Error('D1 HTTP API: no result for the statement');
    return { results: result.results ?? [], success: result.success, meta: result.meta ?? {} };
  }

  run(): Promise<QueryResult> {
    return this.all();
  }

  async first(column?: string): Promise<unknown> {
    const { results } = await this.all();
    const row = results[0];
    if (row === undefined) return null;
    return column === undefined ? row : row[column];
  }

  async raw(options?: { columnNames?: boolean }): Promise<unknown[][]> {
    const [result] = await this.client.call<RawResult>('raw', this.toJSON());
    if (!result) throw new Error('D1 HTTP API: no result for the statement');
    const rows = result.results?.rows ?? [];
    return options?.columnNames ? [result.results?.columns ?? [], ...rows] : rows;
  }
}

/**
 * A `D1Database` backed by the D1 HTTP API (see the module comment). `exec` and dumps are not offered. A session
 * (`withSession`, which the service opens for every request: src/http/context.ts) is the database itself: every
 * HTTP call goes to the primary, so each read sees every write before it, and there is no bookmark to return.
 */
export function d1OverHttp(options: D1HttpOptions): D1Database {
  const client = new Client(options);
  const unsupported = (what: string) => () => {
    throw new Error(`${what} is not supported over the D1 HTTP API`);
  };
  const database = {
    prepare: (sql: string) => new HttpStatement(client, sql),
    async batch(statements: HttpStatement[]): Promise<QueryResult[]> {
      if (statements.length === 0) return [];
      const results = await client.call<QueryResult>('query', { batch: statements.map((s) => s.toJSON()) });
      return results.map((r) => ({ results: r.results ?? [], success: r.success, meta: r.meta ?? {} }));
    },
    exec: unsupported('exec'),
    withSession: () => ({ prepare: database.prepare, batch: database.batch, getBookmark: () => null }),
    dump: unsupported('dump'),
  };
  return database as unknown as D1Database;
}
