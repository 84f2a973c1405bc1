/**
 * The reading side of `npm run import` (docs/migration.md): a client of a site running The Events Calendar's
 * REST API v1 that pages through every list by page number (never by the `next_rest_url` the site sends), on the
 * site's own origin and within bounds (the HTTP client, tec-http.ts), and turns every failure into a one-line
 * message.
 */
import { decodeHTML } from 'entities';
import { type HttpAnswer, type HttpOptions, SourceError, SourceHttp } from './tec-http';

export { SourceError } from './tec-http';

export const TEC_NAMESPACE = 'tribe/events/v1';

/** The lists an import reads, in dependency order (parents before the items that point at them). */
export const SOURCE_KINDS = ['categories', 'tags', 'venues', 'organizers', 'events'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export interface SourceOptions extends HttpOptions {
  /** The site's URL (`https://example.org`, or a language root such as `https://example.org/es/`). */
  site: string;
}

// biome-ignore lint/suspicious/noExplicitAny: items of the source are plain JSON read field by field
export type SourceItem = Record<string, any>;

/** The list routes with the parameters that reach every item: all pages, past and future, every status. */
function listQuery(kind: SourceKind, withAuth: boolean): URLSearchParams {
  const query = new URLSearchParams({ per_page: '50' });
  if (kind === 'categories' || kind === 'tags') query.set('hide_empty', 'false');
  if (kind === 'events') {
    // The original's default window is "yesterday to two years ahead": ask for everything instead.
    query.set('start_date', '1000-01-01 00:00:00');
    query.set('end_date', '9999-12-31 23:59:59');
  }
  if (withAuth && kind !== 'categories' && kind !== 'tags') query.set('status', ALL_STATUSES);
  return query;
}

/** Title-like fields of the original carry HTML entities (`&#038;`, `&#8217;`): plain text here. */
export function decodeTitle(value: unknown): string {
  return typeof value === 'string' ? decodeHTML(value) : '';
}

export class TecSource {
  readonly site: string;
  readonly http: SourceHttp;
  /** The namespace URL once found: `<site>/wp-json/tribe/events/v1` or `<site>/?rest_route=/tribe/events/v1`. */
  namespaceUrl = '';

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
    if (url.username || url.password) {
      throw new SourceError(`--from "${options.site}": give credentials with --auth, not in the URL`);
    }
    this.site = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    this.http = new SourceHttp(url.origin, options);
  }

  get authenticated(): boolean {
    return this.http.authenticated;
  }

  /** Requests sent, retries included. */
  get requests(): number {
    return this.http.requests;
  }

  get(url: string, options: { authErrors?: boolean } = {}): Promise<HttpAnswer> {
    return this.http.get(url, options.authErrors ?? false);
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

  /**
   * The site's time zone from WordPress's REST index (`/wp-json/`: `timezone_string`, else `gmt_offset`), to date
   * unpublished items whose GMT dates WordPress leaves at zero; null when the index does not say.
   */
  async siteZone(): Promise<string | null> {
    const url = this.namespaceUrl.replace(`/${TEC_NAMESPACE}`, '/');
    let answer: HttpAnswer;
    try {
      answer = await this.get(url, { authErrors: true });
    } catch (error) {
      if (error instanceof SourceError) return null;
      throw error;
    }
    const { status, body } = answer;
    if (status !== 200 || !isObject(body)) return null;
    if (typeof body.timezone_string === 'string' && body.timezone_string !== '') return body.timezone_string;
    const offset = Number(body.gmt_offset);
    if (!Number.isFinite(offset) || body.gmt_offset === null || body.gmt_offset === '') return null;
    const minutes = Math.round(offset * 60);
    const sign = minutes < 0 ? '-' : '+';
    const abs = Math.abs(minutes);
    return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
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
    const ids = new Set<number>();
    for (let page = 1; ; page++) {
      if (page > this.http.limits.maxPages) throw tooManyPages(base, this.http.limits.maxPages);
      const query = new URLSearchParams({ per_page: '100', page: String(page), _fields: 'id' });
      if (this.authenticated) query.set('status', ALL_STATUSES);
      const url = `${base}${base.includes('?') ? '&' : '?'}${query}`;
      const { status, headers, body } = await this.get(url, { authErrors: true });
      // Past the last page WordPress answers 400 rest_post_invalid_page_number.
      if (page > 1 && (status === 400 || status === 404)) return [...ids];
      if (status !== 200 || !Array.isArray(body)) return page === 1 ? null : [...ids];
      const before = ids.size;
      for (const item of body) {
        const id = isObject(item) ? Number(item.id) : Number.NaN;
        if (Number.isInteger(id) && id > 0) ids.add(id);
      }
      const pages = Number(headers.get('x-wp-totalpages') ?? Number.NaN);
      if (body.length === 0 || (Number.isFinite(pages) && page >= pages)) return [...ids];
      if (ids.size === before) throw repeatedPage(url);
    }
  }

  /** One event read by id from TEC's route; null with the status when the site does not give it. */
  async event(id: number): Promise<{ item: SourceItem } | { status: number; code: string }> {
    const { status, body } = await this.get(this.routeUrl(`/events/${id}`), { authErrors: true });
    if (status === 200 && isObject(body)) return { item: body };
    return { status, code: isObject(body) && typeof body.code === 'string' ? body.code : '' };
  }

  /**
   * Every item of a list, page by page. The pages are asked for by number with this importer's own query: the
   * original's `next_rest_url` is never followed, because on term lists it drops every parameter but `page`
   * (`hide_empty=false` and `per_page` are lost past the first page, so unused terms went missing), and because a
   * source could point it anywhere. The list ends at the total of pages the site announces (`X-TEC-TotalPages`),
   * at an empty page or at a 404 past the last page; a page of items all read already (a site that ignores
   * `page`) is an error, as is a list longer than `maxPages`.
   */
  async *list(kind: SourceKind): AsyncGenerator<{ items: SourceItem[]; total: number | null; page: number }> {
    const base = listQuery(kind, this.authenticated);
    const seen = new Set<number>();
    let totalPages: number | null = null;
    for (let page = 1; ; page++) {
      if (page > this.http.limits.maxPages) throw tooManyPages(this.routeUrl(`/${kind}`), this.http.limits.maxPages);
      base.set('page', String(page));
      const url = this.routeUrl(`/${kind}`, base.toString());
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
      const items = body[kind] as SourceItem[];
      const total = Number(headers.get('x-tec-total') ?? body.total ?? Number.NaN);
      const pages = Number(headers.get('x-tec-totalpages') ?? body.total_pages ?? Number.NaN);
      if (page === 1 && Number.isFinite(pages)) totalPages = pages;
      if (items.length === 0) return;
      const fresh = items.filter((item) => {
        const id = isObject(item) ? Number(item.id) : Number.NaN;
        if (!Number.isInteger(id) || seen.has(id)) return !Number.isInteger(id);
        seen.add(id);
        return true;
      });
      if (fresh.length === 0) throw repeatedPage(url);
      yield { items, total: Number.isFinite(total) ? total : null, page };
      if (totalPages !== null && page >= totalPages) return;
    }
  }
}

function tooManyPages(url: string, max: number): SourceError {
  return new SourceError(`${url}: more than ${max} pages (the limit, IMPORT_MAX_PAGES); stopped`);
}

function repeatedPage(url: string): SourceError {
  return new SourceError(`${url}: the page holds only items of earlier pages; the site ignores \`page\``);
}

/** Statuses asked for with credentials (the original answers 400 to them without). */
const ALL_STATUSES = 'publish,future,draft,pending,private';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
