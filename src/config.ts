/**
 * @module The service's configuration: the Worker's vars (`wrangler.toml` `[vars]`) parsed and validated once per
 * isolate into a typed {@link Config}. Code reads `c.var.config`, never `c.env.<VAR>`; an invalid value stops the
 * Worker when it loads (`src/index.ts`) with a message naming the variable, instead of failing requests one by one.
 */
import { atMost, ConfigError, parseDays, parseHandles, parsePeriod, parseSwitch, wholeNumber } from './config.values';
import { defaultLanguage, isLang, type Lang } from './i18n/languages';
import { resolveZone } from './time/zones';

export { ConfigError };

export interface Config {
  /** Language of the unprefixed root (`DEFAULT_LANGUAGE`, `en` when unset). */
  defaultLanguage: Lang;
  /** Site time zone in its stored spelling (`SITE_TIMEZONE`, `UTC` when unset). */
  siteTimezone: string;
  /** First day of the week of the English calendar views (`WEEK_START`, default Monday; docs/pages.md). */
  weekStart: 'monday' | 'sunday';
  /** `PUBLIC_SITE_URL` without trailing slashes and its `hostname[path]` (no port), or null when unset. */
  publicSite: { base: string; host: string } | null;
  /** Origins allowed to send credentialed requests from browsers (`CORS_ALLOWED_ORIGINS`). */
  corsAllowedOrigins: ReadonlySet<string>;
  /** `max-age` of public reads (`CACHE_MAX_AGE`; unset, empty or `0` mean the default 60). */
  cacheMaxAge: number;
  /**
   * Milliseconds the isolate keys cached reads by the data version it knows before reading it from D1 again
   * (`CACHE_VERSION_TTL_MS`, default 1000; `0` reads it for every cacheable request): how late a write made through
   * another isolate may show in this one's cached answers (docs/api.md, "Caching, CORS and headers").
   */
  cacheVersionTtlMs: number;
  /** Seconds a request body may take to arrive whole (`BODY_TIMEOUT_SECONDS`, default 10): then 408. */
  bodyTimeoutSeconds: number;
  /** Most events in one iCalendar feed, the nearest to now (`ICS_MAX_EVENTS`, default 1000). */
  icsMaxEvents: number;
  /** Days a sync token stays valid and change log rows are kept (`SYNC_RETENTION_DAYS`, default 30; docs/sync.md). */
  syncRetentionDays: number;
  /**
   * Series (docs/recurrence.md): their dates are generated up to `RECURRENCE_HORIZON_DAYS` ahead (default 730),
   * at most `RECURRENCE_MAX_OCCURRENCES` per series (default 1000, at most 5000: one write batch holds them).
   */
  recurrence: { horizonDays: number; maxOccurrences: number };
  /** Minimum seconds between two POSTs of one build hook (`HOOK_DEBOUNCE_SECONDS`, default 60). */
  hookDebounceSeconds: number;
  /** First retry delay of a failed hook POST, doubled on every attempt (`HOOK_RETRY_BASE_SECONDS`, default 10). */
  hookRetryBaseSeconds: number;
  /**
   * Rate limits (docs/security.md): whether requests are counted (`RATE_LIMITS`: `off` stops counting, for the
   * tests and `npm run bench`), and the policy the `RateLimit-Policy` header reports, equal to the `simple`
   * settings of the `[[ratelimits]]` bindings (`RATE_LIMIT_ANONYMOUS_LIMIT`, `RATE_LIMIT_TOKEN_LIMIT`,
   * `RATE_LIMIT_PERIOD`).
   */
  rateLimits: { enabled: boolean; anonymousLimit: number; tokenLimit: number; period: number };
  /**
   * The editor's sign-in (docs/editor.md): hours an invitation link stays valid (`INVITE_TTL_HOURS`, default 72),
   * and the idle and absolute lifetimes of a session in days (`SESSION_IDLE_DAYS`, default 14; `SESSION_MAX_DAYS`,
   * default 90).
   */
  signIn: { inviteTtlHours: number; sessionIdleDays: number; sessionMaxDays: number };
  /**
   * Federation (ActivityPub, docs/federation.md): whether it is on (`FEDERATION`, default on; `off` answers 404 to
   * every federation path), each language's actor handle (`FEDERATION_HANDLES`, e.g. `ca:agenda,en:events`; a
   * language not named keeps its code as handle), and whether deliveries may reach non-public addresses
   * (`FEDERATION_ALLOW_PRIVATE`, for local tests only; default off).
   */
  federation: { enabled: boolean; handles: Readonly<Record<Lang, string>>; allowPrivate: boolean };
}

/**
 * The Worker's vars (wrangler.toml `[vars]`), as the runtime passes them: strings, any of them unset. The
 * `Bindings` of `src/env.ts` extend this; nothing but this file reads them.
 */
export interface Vars {
  /** Language of the unprefixed root: `ca`, `en` or `es` (default `en`). */
  DEFAULT_LANGUAGE?: string;
  /** Default time zone of events and of list date filters (default `UTC`). */
  SITE_TIMEZONE?: string;
  /** First day of the week of the English month and week views: `monday` (default) or `sunday`. */
  WEEK_START?: string;
  /** Public web site of the calendar; item `url`s point there when set. */
  PUBLIC_SITE_URL?: string;
  /** Comma-separated origins allowed to send credentialed (write) requests from browsers. */
  CORS_ALLOWED_ORIGINS?: string;
  /** `max-age` in seconds of public GET responses (default 60). */
  CACHE_MAX_AGE?: string;
  /** Milliseconds the data version held by an isolate keys its cached reads before D1 is asked again (default 1000). */
  CACHE_VERSION_TTL_MS?: string;
  /** Seconds a request body may take to arrive whole (default 10); a slower body gets 408. */
  BODY_TIMEOUT_SECONDS?: string;
  /** Most events in one iCalendar feed, the nearest to now (default 1000). */
  ICS_MAX_EVENTS?: string;
  /** Days a sync token stays valid and change log rows are kept (default 30; docs/sync.md). */
  SYNC_RETENTION_DAYS?: string;
  /** Days ahead up to which the dates of series are generated (default 730). */
  RECURRENCE_HORIZON_DAYS?: string;
  /** Most dates generated per series, the oldest dropped first (default 1000, at most 5000). */
  RECURRENCE_MAX_OCCURRENCES?: string;
  /** Minimum seconds between two POSTs of one build hook (default 60). */
  HOOK_DEBOUNCE_SECONDS?: string;
  /** First retry delay of a failed hook POST in seconds, doubled on every attempt (default 10). */
  HOOK_RETRY_BASE_SECONDS?: string;
  /** `off` stops rate limiting (unit tests, `npm run bench`); `on` or unset leaves it on. */
  RATE_LIMITS?: string;
  /** The `simple.limit` of the `RATE_LIMIT_ANONYMOUS` binding, reported in `RateLimit-Policy` (default 10). */
  RATE_LIMIT_ANONYMOUS_LIMIT?: string;
  /** The `simple.limit` of the `RATE_LIMIT_TOKEN` binding (default 100). */
  RATE_LIMIT_TOKEN_LIMIT?: string;
  /** The `simple.period` (seconds: 10 or 60) of both rate limit bindings (default 10). */
  RATE_LIMIT_PERIOD?: string;
  /** Hours an editor invitation link stays valid (default 72). */
  INVITE_TTL_HOURS?: string;
  /** Days an editor session lasts without being used (default 14). */
  SESSION_IDLE_DAYS?: string;
  /** Days an editor session lasts at most, used or not (default 90). */
  SESSION_MAX_DAYS?: string;
  /** `off` turns federation (ActivityPub) off: every federation path answers 404. Default on. */
  FEDERATION?: string;
  /** The actors' handles by language, `ca:agenda,es:agenda-es,en:events` (default: the language codes). */
  FEDERATION_HANDLES?: string;
  /** `on` lets deliveries reach loopback and private addresses (local tests only). Default off. */
  FEDERATION_ALLOW_PRIVATE?: string;
}

const parsed = new WeakMap<object, Config>();

/** The configuration of `env`, parsed on first use and kept for the isolate's life. @throws ConfigError */
export function configOf(env: Vars): Config {
  let config = parsed.get(env);
  if (!config) {
    config = parseConfig(env);
    parsed.set(env, config);
  }
  return config;
}

/**
 * The default language for the error renderer when the configuration itself could not be parsed (the request
 * failed before `c.var.config` was set): `DEFAULT_LANGUAGE` read leniently, English when invalid.
 */
export function fallbackLanguage(env: Vars): Lang {
  return defaultLanguage(env.DEFAULT_LANGUAGE);
}

function parseConfig(env: Vars): Config {
  return {
    defaultLanguage: parseLanguage(env.DEFAULT_LANGUAGE),
    siteTimezone: parseZone(env.SITE_TIMEZONE),
    weekStart: parseWeekStart(env.WEEK_START),
    publicSite: parseSite(env.PUBLIC_SITE_URL),
    corsAllowedOrigins: new Set(
      (env.CORS_ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean),
    ),
    cacheMaxAge: parseMaxAge(env.CACHE_MAX_AGE),
    cacheVersionTtlMs: wholeNumber('CACHE_VERSION_TTL_MS', env.CACHE_VERSION_TTL_MS, 1000, 0),
    bodyTimeoutSeconds: parseBodyTimeout(env.BODY_TIMEOUT_SECONDS),
    icsMaxEvents: wholeNumber('ICS_MAX_EVENTS', env.ICS_MAX_EVENTS, 1000, 1),
    syncRetentionDays: parseDays('SYNC_RETENTION_DAYS', env.SYNC_RETENTION_DAYS, 30),
    recurrence: {
      horizonDays: wholeNumber('RECURRENCE_HORIZON_DAYS', env.RECURRENCE_HORIZON_DAYS, 730, 1),
      maxOccurrences: atMost(
        'RECURRENCE_MAX_OCCURRENCES',
        wholeNumber('RECURRENCE_MAX_OCCURRENCES', env.RECURRENCE_MAX_OCCURRENCES, 1000, 1),
        5000,
      ),
    },
    hookDebounceSeconds: wholeNumber('HOOK_DEBOUNCE_SECONDS', env.HOOK_DEBOUNCE_SECONDS, 60, 0),
    hookRetryBaseSeconds: wholeNumber('HOOK_RETRY_BASE_SECONDS', env.HOOK_RETRY_BASE_SECONDS, 10, 0),
    rateLimits: {
      enabled: parseSwitch('RATE_LIMITS', env.RATE_LIMITS),
      anonymousLimit: wholeNumber('RATE_LIMIT_ANONYMOUS_LIMIT', env.RATE_LIMIT_ANONYMOUS_LIMIT, 10, 1),
      tokenLimit: wholeNumber('RATE_LIMIT_TOKEN_LIMIT', env.RATE_LIMIT_TOKEN_LIMIT, 100, 1),
      period: parsePeriod(env.RATE_LIMIT_PERIOD),
    },
    signIn: {
      inviteTtlHours: parseDays('INVITE_TTL_HOURS', env.INVITE_TTL_HOURS, 72, 'hours'),
      sessionIdleDays: parseDays('SESSION_IDLE_DAYS', env.SESSION_IDLE_DAYS, 14),
      sessionMaxDays: parseDays('SESSION_MAX_DAYS', env.SESSION_MAX_DAYS, 90),
    },
    federation: {
      enabled: parseSwitch('FEDERATION', env.FEDERATION),
      handles: parseHandles(env.FEDERATION_HANDLES),
      allowPrivate: parseSwitch('FEDERATION_ALLOW_PRIVATE', env.FEDERATION_ALLOW_PRIVATE || 'off'),
    },
  };
}

function parseLanguage(value: string | undefined): Lang {
  if (value === undefined || value.trim() === '') return 'en';
  const lang = value.trim().toLowerCase();
  if (!isLang(lang)) throw new ConfigError('DEFAULT_LANGUAGE', value, 'is not one of ca, en, es');
  return lang;
}

function parseWeekStart(value: string | undefined): 'monday' | 'sunday' {
  const day = (value ?? '').trim().toLowerCase();
  if (day === '' || day === 'monday') return 'monday';
  if (day === 'sunday') return 'sunday';
  throw new ConfigError('WEEK_START', value ?? '', 'is neither monday nor sunday');
}

function parseZone(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return 'UTC';
  const zone = resolveZone(value);
  if (zone === null) throw new ConfigError('SITE_TIMEZONE', value, 'is neither an IANA time zone name nor UTC±H');
  return zone;
}

function parseSite(value: string | undefined): Config['publicSite'] {
  const site = value?.trim();
  if (!site) return null;
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    throw new ConfigError('PUBLIC_SITE_URL', value ?? '', 'is not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('PUBLIC_SITE_URL', value ?? '', 'is not an http or https URL');
  }
  // `host` names the site in `global_id`: its host name and path, without a port, as the original's (its recorded
  // `127.0.0.1?id=10309` for a site on `127.0.0.1:8080`).
  return { base: site.replace(/\/+$/, ''), host: `${url.hostname}${url.pathname.replace(/\/+$/, '')}` };
}

function parseMaxAge(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 60;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0) {
    throw new ConfigError('CACHE_MAX_AGE', value, 'is not a whole number of seconds');
  }
  // `0` has always meant the default rather than "no caching".
  return seconds || 60;
}

function parseBodyTimeout(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 10;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new ConfigError('BODY_TIMEOUT_SECONDS', value, 'is not a whole number of seconds, 1 or more');
  }
  return seconds;
}
