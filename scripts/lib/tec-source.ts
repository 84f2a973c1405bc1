/**
 * The reading side of `npm run import` (docs/migration.md): a client of a site running The Events Calendar's
 * REST API v1 that respects it (one request at a time, `Retry-After` on 429/503, backoff on network errors and
 * 5xx), pages through every list by `next_rest_url`, and turns every failure into a one-line message.
 */
import { decodeHTML } from 'entities';

/** A failure the user can act on: one line, the import stops with a non-zero exit. */
export class SourceError extends Error {}

export const TEC_NAMESPACE = 'tribe/events/v1';

/** The lists an import reads, in dependency order (parents before the items that point at them). */
export const SOURCE_KINDS = ['categories', 'tags', 'venues', 'organizers', 'events'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export interface SourceOptions {
  /** The site's URL (`https://example.org`, or a language root such as `https://example.org/es/`). */
  site: string;
  /** `login:application-password`, sent as HTTP Basic auth (drafts and private items need it). */
  auth?: string;
  /** Retries of one request after network errors, 5xx, 429 and 503 (default 5). */
  retries?: number;
  /** First backoff delay in ms, doubled on every retry (default 1000). */
  backoffMs?: number;
  /** Longest `Retry-After` honoured, in seconds (default 300); longer waits fail with a message. */
  maxRetryAfter?: number;
  /** Called before every wait, for the progress output. */
  onWait?: (message: string) => void;
  /** Called after every answered request (for counting in tests and the summary). */
  onRequest?: (url: string, status: number) => void;
}

// biome-ignore lint/suspicious/noExplicitAny: items of the source are plain JSON read field by field
export type SourceItem = Record<string, any>;

/** The list routes with the parameters that reach every item: all pages, past and future, every status. */
function listQuery(kind: SourceKind, withAuth: boolean): string {
  const query = new URLSearchParams({ per_page: '50' });
  if (kind === 'categories' || kind === 'tags') query.set('hide_empty', 'false');
  if (kind === 'events') {
    // The original's default window is "yesterday to two years ahead": ask for everything instead.
    query.set('start_date', '1000-01-01 00:00:00');
    query.set('end_date', '9999-12-31 23:59:59');
  }
  if (withAuth && kind !== 'categories' && kind !== 'tags') query.set('status', ALL_STATUSES);
  return query.toString();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds to wait from a `Retry-After` header (delta-seconds or an HTTP date), or null. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Title-like fields of the original carry HTML entities (`&#038;`, `&#8217;`): plain text here. */
export function decodeTitle(value: unknown): string {
  return typeof value === 'string' ? decodeHTML(value) : '';
}

export class TecSource {
  readonly site: string;
  private readonly authHeader: string | undefined;
  private readonly retries: number;
  private readonly backoffMs: number;
  private readonly maxRetryAfter: number;
  private readonly options: SourceOptions;
  /** The namespace URL once found: `<site>/wp-json/tribe/events/v1` or `<site>/?rest_route=/tribe/events/v1`. */
  namespaceUrl = '';
  /** Requests sent, retries included. */
  requests = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: SourceOptions) {
    let url: URL;
    try {
      url = new URL(options.site);
    } catch {
      throw new SourceError(`--from "${options.site}" is not a URL (expected e.g. https://example.org)`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new SourceError(`--from "${options.site}" is not an http(s) URL`);
    }
    this.site = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    if (options.auth !== undefined) {
      const at = options.auth.indexOf(':');
      if (at <= 0 || at === options.auth.length - 1) {
        throw new SourceError('--auth must be <login>:<application password>');
      }
      this.authHeader = `Basic ${Buffer.from(options.auth, 'utf8').toString('base64')}`;
    }
    this.retries = options.retries ?? 5;
    this.backoffMs = options.backoffMs ?? 1000;
    this.maxRetryAfter = options.maxRetryAfter ?? 300;
    this.options = options;
  }

  get authenticated(): boolean {
    return this.authHeader !== undefined;
  }

  /** One request at a time: calls are chained, whoever makes them. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * GETs `url` and parses JSON, retrying what a retry can fix. Returns the status, headers and body of the
   * final answer for 2xx and 4xx other than 401/403 (the caller decides what a 404 means).
   */
  get(
    url: string,
    options: { authErrors?: boolean } = {},
  ): Promise<{ status: number; headers: Headers; body: unknown }> {
    return this.serial(() => this.getNow(url, options.authErrors ?? false));
  }

  /** `authErrors`: 401 and 403 are answers for the caller (a route the site may close), not failures. */
  private async getNow(url: string, authErrors: boolean): Promise<{ status: number; headers: Headers; body: unknown }> {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        this.requests++;
        response = await fetch(url, {
          headers: { accept: 'application/json', ...(this.authHeader ? { authorization: this.authHeader } : {}) },
          redirect: 'follow',
          signal: AbortSignal.timeout(60_000),
        });
      } catch (error) {
        if (attempt >= this.retries) {
          const reason =
            error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
          throw new SourceError(`${url}: no answer after ${attempt + 1} attempts (${reason || 'network error'})`);
        }
        await this.wait(this.backoffMs * 2 ** attempt, `${url}: network error, retrying`);
        continue;
      }
      this.options.onRequest?.(url, response.status);
      const { status } = response;
      if (status === 429 || status === 503 || status >= 500) {
        const text = await response.text().catch(() => '');
        if (attempt >= this.retries) {
          throw new SourceError(`${url}: the site answers ${status} after ${attempt + 1} attempts${hint(text)}`);
        }
        const after = status === 429 || status === 503 ? retryAfterSeconds(response.headers.get('retry-after')) : null;
        if (after !== null && after > this.maxRetryAfter) {
          throw new SourceError(`${url}: the site asks to wait ${after} s (Retry-After); run the import again later`);
        }
        const delay = after !== null ? after * 1000 : this.backoffMs * 2 ** attempt;
        await this.wait(delay, `${url}: ${status}, waiting ${Math.round(delay / 100) / 10} s`);
        continue;
      }
      if ((status === 401 || status === 403) && authErrors) {
        await response.body?.cancel();
        return { status, headers: response.headers, body: null };
      }
      if (status === 401) {
        throw new SourceError(
          this.authHeader
            ? `${url}: 401, the site refuses the login and application password of --auth`
            : `${url}: 401, the site wants credentials (--auth <login>:<application password>)`,
        );
      }
      if (status === 403) {
        throw new SourceError(
          `${url}: 403, the site forbids this (REST API restricted, or the user of --auth may not read it)`,
        );
      }
      const text = await response.text();
      let body: unknown;
      try {
        body = text === '' ? null : JSON.parse(stripBom(text));
      } catch {
        throw new SourceError(`${url}: the site answers ${status} with something that is not JSON${hint(text)}`);
      }
      return { status, headers: response.headers, body };
    }
  }

  private async wait(ms: number, message: string): Promise<void> {
    this.options.onWait?.(message);
    await sleep(ms);
  }

  /**
   * Finds the namespace: `<site>/wp-json/tribe/events/v1`, else the plain-permalink form
   * `<site>/?rest_route=/tribe/events/v1`. Fails with one line when neither is The Events Calendar's API.
   */
  async discover(): Promise<void> {
    const candidates = [`${this.site}/wp-json/${TEC_NAMESPACE}`, `${this.site}/?rest_route=/${TEC_NAMESPACE}`];
    let last = '';
    for (const candidate of candidates) {
      const { status, body } = await this.get(candidate);
      if (status === 200 && isObject(body) && body.namespace === TEC_NAMESPACE) {
        this.namespaceUrl = candidate;
        return;
      }
      const code = isObject(body) && typeof body.code === 'string' ? body.code : '';
      if (code === 'rest_disabled' || code === 'rest_cannot_access' || code === 'rest_login_required') {
        throw new SourceError(
          `${candidate}: ${status} ${code}, the site's REST API is disabled or closed to anonymous readers`,
        );
      }
      last = `${status}${code ? ` ${code}` : ''}`;
    }
    throw new SourceError(
      `${this.site} does not serve The Events Calendar's REST API (${TEC_NAMESPACE}: ${last}); check the URL, and that the plugin and the REST API are enabled`,
    );
  }

  /** The URL of a route of the namespace with a query, in the layout found by `discover`. */
  routeUrl(route: string, query = ''): string {
    const base = `${this.namespaceUrl}${route}`;
    if (!query) return base;
    return `${base}${base.includes('?') ? '&' : '?'}${query}`;
  }

  /**
   * The ids of every event the site's WordPress route lists (`wp/v2/tribe_events`, 100 a page), events hidden
   * from TEC's own lists included; null when the site does not offer that route (404, or closed: 401/403).
   */
  async wordpressEventIds(): Promise<number[] | null> {
    const base = this.namespaceUrl.replace(`/${TEC_NAMESPACE}`, '/wp/v2/tribe_events');
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({ per_page: '100', page: String(page), _fields: 'id' });
      if (this.authenticated) query.set('status', ALL_STATUSES);
      const url = `${base}${base.includes('?') ? '&' : '?'}${query}`;
      const { status, headers, body } = await this.get(url, { authErrors: true });
      // Past the last page WordPress answers 400 rest_post_invalid_page_number.
      if (page > 1 && (status === 400 || status === 404)) return ids;
      if (status !== 200 || !Array.isArray(body)) return page === 1 ? null : ids;
      for (const item of body) {
        const id = isObject(item) ? Number(item.id) : Number.NaN;
        if (Number.isInteger(id) && id > 0) ids.push(id);
      }
      const pages = Number(headers.get('x-wp-totalpages') ?? Number.NaN);
      if (body.length === 0 || (Number.isFinite(pages) && page >= pages)) return ids;
    }
  }

  /** One event read by id from TEC's route; null with the status when the site does not give it. */
  async event(id: number): Promise<{ item: SourceItem } | { status: number; code: string }> {
    const { status, body } = await this.get(this.routeUrl(`/events/${id}`), { authErrors: true });
    if (status === 200 && isObject(body)) return { item: body };
    return { status, code: isObject(body) && typeof body.code === 'string' ? body.code : '' };
  }

  /**
   * Every item of a list, page by page, following `next_rest_url` (the original's own paging); a 404 past the
   * last page ends the list, as does a page without `next_rest_url`. `onPage` gets each page's items and the
   * total the site announces (`X-TEC-Total`).
   */
  async *list(kind: SourceKind): AsyncGenerator<{ items: SourceItem[]; total: number | null; page: number }> {
    let url: string | undefined = this.routeUrl(`/${kind}`, listQuery(kind, this.authenticated));
    const seen = new Set<string>();
    for (let page = 1; url; page++) {
      if (seen.has(url)) throw new SourceError(`${url}: the site's paging loops back to a page already read`);
      seen.add(url);
      const { status, headers, body } = await this.get(url);
      if (status === 404 && page > 1) return;
      if (status === 404 && isObject(body) && /not-found|no_results|page/i.test(String(body.code ?? ''))) return;
      if (status !== 200) {
        const code = isObject(body) && typeof body.code === 'string' ? ` ${body.code}` : '';
        throw new SourceError(`${url}: the site answers ${status}${code}`);
      }
      if (!isObject(body) || !Array.isArray(body[kind])) {
        throw new SourceError(`${url}: the answer has no "${kind}" list; is this The Events Calendar's REST API?`);
      }
      const total = Number(headers.get('x-tec-total') ?? body.total ?? Number.NaN);
      yield { items: body[kind] as SourceItem[], total: Number.isFinite(total) ? total : null, page };
      url = typeof body.next_rest_url === 'string' && body.next_rest_url !== '' ? body.next_rest_url : undefined;
    }
  }
}

/** Statuses asked for with credentials (the original answers 400 to them without). */
const ALL_STATUSES = 'publish,future,draft,pending,private';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The start of a non-JSON or error body, on one line, for messages. */
function hint(text: string): string {
  const line = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return line ? ` ("${line}")` : '';
}
