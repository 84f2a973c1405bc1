/**
 * The HTTP client of `npm run import` (docs/migration.md, "Respect for the source" and "Safety"): one request at a
 * time, `Retry-After` on 429/503, backoff on network errors, timeouts and 5xx; and bounded whatever the source
 * answers: only URLs on the source's own origin (credentials never leave it, redirects elsewhere are refused), a
 * response size limit enforced while reading, a total number of requests, a timeout per request that names its URL.
 */

/** A failure the user can act on: one line, the import stops with a non-zero exit. */
export class SourceError extends Error {
  override name = 'SourceError';
}

/** The bounds of one import's reading; every one has a default and an environment variable (docs/migration.md). */
export interface SourceLimits {
  /** Largest response body read, in bytes (decoded): `IMPORT_MAX_RESPONSE_BYTES`, default 32 MiB. */
  maxResponseBytes: number;
  /** Most requests of the whole reading, retries included: `IMPORT_MAX_REQUESTS`, default 100,000. */
  maxRequests: number;
  /** Most pages of one list: `IMPORT_MAX_PAGES`, default 10,000 (500,000 items at 50 a page). */
  maxPages: number;
  /** Time for one request, answer and body, in ms: `IMPORT_TIMEOUT_MS`, default 60 s. */
  timeoutMs: number;
}

export const DEFAULT_LIMITS: SourceLimits = {
  maxResponseBytes: 32 * 1024 * 1024,
  maxRequests: 100_000,
  maxPages: 10_000,
  timeoutMs: 60_000,
};

/** The limits from the environment variables of {@link SourceLimits}, defaults for those unset or invalid. */
export function limitsFromEnv(env: Record<string, string | undefined> = process.env): SourceLimits {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    maxResponseBytes: read('IMPORT_MAX_RESPONSE_BYTES', DEFAULT_LIMITS.maxResponseBytes),
    maxRequests: read('IMPORT_MAX_REQUESTS', DEFAULT_LIMITS.maxRequests),
    maxPages: read('IMPORT_MAX_PAGES', DEFAULT_LIMITS.maxPages),
    timeoutMs: read('IMPORT_TIMEOUT_MS', DEFAULT_LIMITS.timeoutMs),
  };
}

export interface HttpOptions {
  /** `login:application-password`, sent as HTTP Basic auth, and only to the source's origin. */
  auth?: string;
  /** Retries of one request after network errors, timeouts, 5xx, 429 and 503 (default 5). */
  retries?: number;
  /** First backoff delay in ms, doubled on every retry (default 1000). */
  backoffMs?: number;
  /** Longest `Retry-After` honoured, in seconds (default 300); longer waits fail with a message. */
  maxRetryAfter?: number;
  limits?: Partial<SourceLimits>;
  /** Stops the reading (the importer's SIGINT/SIGTERM): the request in flight is aborted. */
  signal?: AbortSignal;
  /** Called before every wait, for the progress output. */
  onWait?: (message: string) => void;
  /** Called after every answered request (for counting in tests and the summary). */
  onRequest?: (url: string, status: number) => void;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Thrown by the reading when the importer is interrupted (SIGINT/SIGTERM). */
export class InterruptedError extends Error {
  override name = 'InterruptedError';
  constructor() {
    super('interrupted');
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new InterruptedError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new InterruptedError());
      },
      { once: true },
    );
  });

/** Seconds to wait from a `Retry-After` header (delta-seconds or an HTTP date), or null. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Why a fetch failed, in a few words: a timeout says so; otherwise the cause's message. */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no complete answer within ${Math.round(timeoutMs / 100) / 10} s`;
  }
  if (error instanceof Error) return error.cause instanceof Error ? error.cause.message : error.message;
  return 'network error';
}

/** An error while the body is read that is the source's (a size over the limit): not retried. */
class BodyTooLarge extends Error {}

export class SourceHttp {
  /** The source's origin (`https://example.org`): the only one requests go to. */
  readonly origin: string;
  readonly limits: SourceLimits;
  private readonly authHeader: string | undefined;
  private readonly options: HttpOptions;
  /** Requests sent, retries and redirects included. */
  requests = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(origin: string, options: HttpOptions) {
    this.origin = origin;
    this.options = options;
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    if (options.auth !== undefined) {
      const at = options.auth.indexOf(':');
      if (at <= 0 || at === options.auth.length - 1) {
        throw new SourceError('--auth must be <login>:<application password>');
      }
      this.authHeader = `Basic ${Buffer.from(options.auth, 'utf8').toString('base64')}`;
    }
  }

  get authenticated(): boolean {
    return this.authHeader !== undefined;
  }

  /** Whether `url` is on the source's origin. */
  sameOrigin(url: string): boolean {
    try {
      return new URL(url).origin === this.origin;
    } catch {
      return false;
    }
  }

  /** GETs `url` (one request at a time) and parses JSON, retrying what a retry can fix. */
  get(url: string, authErrors = false): Promise<HttpAnswer> {
    const run = this.queue.then(
      () => this.getNow(url, authErrors),
      () => this.getNow(url, authErrors),
    );
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** One more request, within the limit. */
  private count(url: string): void {
    if (this.options.signal?.aborted) throw new InterruptedError();
    if (this.requests >= this.limits.maxRequests) {
      throw new SourceError(
        `${url}: stopped after ${this.requests} requests to the source (the limit, IMPORT_MAX_REQUESTS)`,
      );
    }
    this.requests++;
  }

  /**
   * `fetch` without following redirects by itself: a redirect within the origin is followed (at most 5), one
   * elsewhere is refused, so the credentials of --auth never reach another origin.
   */
  private async fetchHere(url: string, signal: AbortSignal): Promise<{ response: Response; url: string }> {
    let current = url;
    for (let hops = 0; ; hops++) {
      if (!this.sameOrigin(current)) {
        throw new SourceError(
          `${url}: the site sends the import to ${current}, another origin than ${this.origin}; not followed (run the import with --from on that site if it is the same one)`,
        );
      }
      if (hops > 0) this.count(current);
      const response = await fetch(current, {
        headers: { accept: 'application/json', ...(this.authHeader ? { authorization: this.authHeader } : {}) },
        redirect: 'manual',
        signal,
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      await response.body?.cancel();
      if (hops >= 5) throw new SourceError(`${url}: more than 5 redirects`);
      current = new URL(location, current).href;
    }
  }

  /** The body as text, at most `maxResponseBytes` (counted while reading, so an endless body stops there). */
  private async readBody(response: Response, url: string): Promise<string> {
    const max = this.limits.maxResponseBytes;
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    const tooLarge = () =>
      new BodyTooLarge(
        `${url}: the answer is larger than ${max} bytes (the limit, IMPORT_MAX_RESPONSE_BYTES); not read`,
      );
    if (Number.isFinite(declared) && declared > max) {
      await response.body?.cancel();
      throw tooLarge();
    }
    if (!response.body) return '';
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  private async getNow(url: string, authErrors: boolean): Promise<HttpAnswer> {
    if (!this.sameOrigin(url)) {
      throw new SourceError(`${url}: not on the source's origin ${this.origin}; not requested`);
    }
    const retries = this.options.retries ?? 5;
    const backoffMs = this.options.backoffMs ?? 1000;
    const maxRetryAfter = this.options.maxRetryAfter ?? 300;
    const { timeoutMs } = this.limits;
    for (let attempt = 0; ; attempt++) {
      this.count(url);
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = this.options.signal ? AbortSignal.any([timeout, this.options.signal]) : timeout;
      let answered: { response: Response; url: string };
      let text: string;
      try {
        answered = await this.fetchHere(url, signal);
        const { status } = answered.response;
        // Error bodies are short; success bodies are read within the same time limit.
        text = status === 401 || status === 403 ? '' : await this.readBody(answered.response, url);
        if (status === 401 || status === 403) await answered.response.body?.cancel();
      } catch (error) {
        if (this.options.signal?.aborted) throw new InterruptedError();
        if (error instanceof SourceError || error instanceof InterruptedError) throw error;
        if (error instanceof BodyTooLarge) throw new SourceError(error.message);
        const reason = reasonOf(error, timeoutMs);
        if (attempt >= retries) throw new SourceError(`${url}: no answer after ${attempt + 1} attempts (${reason})`);
        await this.wait(backoffMs * 2 ** attempt, `${url}: ${reason}, retrying`);
        continue;
      }
      const { response } = answered;
      const { status } = response;
      this.options.onRequest?.(url, status);
      if (status === 429 || status === 503 || status >= 500) {
        if (attempt >= retries) {
          throw new SourceError(`${url}: the site answers ${status} after ${attempt + 1} attempts${hint(text)}`);
        }
        const after = status === 429 || status === 503 ? retryAfterSeconds(response.headers.get('retry-after')) : null;
        if (after !== null && after > maxRetryAfter) {
          throw new SourceError(`${url}: the site asks to wait ${after} s (Retry-After); run the import again later`);
        }
        const delay = after !== null ? after * 1000 : backoffMs * 2 ** attempt;
        await this.wait(delay, `${url}: ${status}, waiting ${Math.round(delay / 100) / 10} s`);
        continue;
      }
      if ((status === 401 || status === 403) && authErrors) return { status, headers: response.headers, body: null };
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
    await sleep(ms, this.options.signal);
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The start of a non-JSON or error body, on one line, for messages. */
function hint(text: string): string {
  const line = text
    .slice(0, 2000)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return line ? ` ("${line}")` : '';
}
