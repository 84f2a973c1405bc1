import type { Caller } from './auth/roles';
import type { Config } from './config';
import type { Db, DbMeter } from './db/client';
import type { Lang } from './i18n/languages';
import type { HookMessage } from './sync/hook-message';

/** Worker bindings and vars (wrangler.toml `[vars]`, secrets and the D1 binding). */
export interface Bindings {
  DB: D1Database;
  /** Static assets (`public/`): the renderer of the `/docs` pages. */
  ASSETS?: Fetcher;
  /** Language of the unprefixed root: `ca`, `en` or `es` (default `en`). */
  DEFAULT_LANGUAGE?: string;
  /** Default time zone of events and of list date filters (default `UTC`). */
  SITE_TIMEZONE?: string;
  /** Public web site of the calendar; item `url`s point there when set. */
  PUBLIC_SITE_URL?: string;
  /** Comma-separated origins allowed to send credentialed (write) requests from browsers. */
  CORS_ALLOWED_ORIGINS?: string;
  /** `max-age` in seconds of public GET responses (default 60). */
  CACHE_MAX_AGE?: string;
  /** Seconds a request body may take to arrive whole (default 10); a slower body gets 408. */
  BODY_TIMEOUT_SECONDS?: string;
  /** Most events in one iCalendar feed, the nearest to now (default 1000). */
  ICS_MAX_EVENTS?: string;
  /** Days a sync token stays valid and change log rows are kept (default 30; docs/sync.md). */
  SYNC_RETENTION_DAYS?: string;
  /** Minimum seconds between two POSTs of one build hook (default 60). */
  HOOK_DEBOUNCE_SECONDS?: string;
  /** First retry delay of a failed hook POST in seconds, doubled on every attempt (default 10). */
  HOOK_RETRY_BASE_SECONDS?: string;
  /** Queue of build hook deliveries (docs/sync.md). */
  HOOKS_QUEUE?: Queue<HookMessage>;
  /** Tests only: `true` makes every query verify it selects distinct column names (see `createDb`). */
  CHECK_SQL_COLUMNS?: string;
  /** Tests only: `true` honours the `X-Test-Fault` request header (D1 fault injection, see `src/http/context.ts`). */
  TEST_FAULTS?: string;
  /** Rate Limiting binding of anonymous cache misses, keyed by `CF-Connecting-IP` (wrangler.toml `[[ratelimits]]`). */
  RATE_LIMIT_ANONYMOUS?: RateLimit;
  /** Rate Limiting binding of authenticated requests, keyed by token. */
  RATE_LIMIT_TOKEN?: RateLimit;
  /** Low-limit binding (3 a minute) that tests select with `X-Test-Rate-Limit: strict` when `TEST_FAULTS` is on. */
  RATE_LIMIT_STRICT?: RateLimit;
  /** The `simple.limit` of the bindings above, reported in `RateLimit-Policy` (keep them equal). */
  RATE_LIMIT_ANONYMOUS_LIMIT?: string;
  RATE_LIMIT_TOKEN_LIMIT?: string;
  /** `off` stops rate limiting (unit tests, `npm run bench`); anything else leaves it on. */
  RATE_LIMITS?: string;
  /** The `simple.period` (seconds) of both bindings. */
  RATE_LIMIT_PERIOD?: string;
}

/** Per-request values set by the middleware chain before any handler runs. */
export interface Variables {
  /** The parsed configuration (`src/config.ts`): read this, not `c.env`'s vars. */
  config: Config;
  /** Effective language of the request (root, overridden by `i18n_language`). */
  lang: Lang;
  /** Language of the root the request came through (before `i18n_language`). */
  rootLang: Lang;
  /** Path prefix of the root the request came through: `''`, `/ca`, `/en` or `/es`. */
  rootPrefix: string;
  /** Absolute namespace URL of that root, without trailing slash, e.g. `https://host/ca/calendar/events/v1`. */
  apiBase: string;
  /**
   * The namespace URL of any language root in the layout the request came through (own paths, `/wp-json/` or
   * `?rest_route=`): `''` for the default root, else `/ca`, `/en` or `/es`. `apiBase` is its value for this root.
   */
  namespaceUrl: (prefix: string) => string;
  /** The namespace name the request used: `calendar/events/v1`, or `tribe/events/v1` through the WordPress paths. */
  namespaceName: string;
  /** Origin of the request URL (`https://host`), parsed once. */
  origin: string;
  requestId: string;
  db: Db;
  meter: DbMeter;
  /** The authenticated caller, `null` for anonymous requests. Resolved lazily by `getCaller`. */
  caller: Caller | null | undefined;
  /** Merged request parameters (JSON/form body over query string), before validation. */
  rawInput: Record<string, unknown>;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
