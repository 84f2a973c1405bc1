import type { Caller } from './auth/roles';
import type { Config, Vars } from './config';
import type { Db, DbMeter } from './db/client';
import type { FederationMessage } from './federation/federation.message';
import type { Lang } from './i18n/languages';
import type { ImportOverride } from './import/override';
import type { HookMessage } from './sync/hook-message';

/**
 * Worker bindings (wrangler.toml: the D1 database, assets, queues, rate limiters) and vars. The vars are read by
 * `src/config.ts` only, once, into `c.var.config`; the rest of the code uses the bindings and the config.
 */
export interface Bindings extends Vars {
  DB: D1Database;
  /** Static assets (`public/`): the renderer of the `/docs` pages. */
  ASSETS?: Fetcher;
  /** Queue of build hook deliveries (docs/sync.md). */
  HOOKS_QUEUE?: Queue<HookMessage>;
  /** Rate Limiting binding of anonymous cache misses, keyed by `CF-Connecting-IP` (wrangler.toml `[[ratelimits]]`). */
  RATE_LIMIT_ANONYMOUS?: RateLimit;
  /** Rate Limiting binding of authenticated requests, keyed by token. */
  RATE_LIMIT_TOKEN?: RateLimit;
  /** Rate Limiting binding of the editor's sign-in attempts and invitation codes, keyed by client address. */
  RATE_LIMIT_SIGN_IN?: RateLimit;
  /** Queue of federation runs and deliveries (docs/federation.md). */
  FEDERATION_QUEUE?: Queue<FederationMessage>;
  /** Rate Limiting binding of inbox requests, keyed by the remote host's address. */
  RATE_LIMIT_FEDERATION?: RateLimit;
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
  /** The importer's override of this request (`src/import/overrides.ts`): set only in the importer's own app. */
  importOverride?: ImportOverride;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
