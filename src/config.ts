/**
 * @module The service's configuration: the Worker's vars (`wrangler.toml` `[vars]`) parsed and validated once per
 * isolate into a typed {@link Config}. Code reads `c.var.config`, never `c.env.<VAR>`; an invalid value stops the
 * Worker when it loads (`src/index.ts`) with a message naming the variable, instead of failing requests one by one.
 */
import { isLang, type Lang } from './i18n/languages';
import { resolveZone } from './time/zones';

export interface Config {
  /** Language of the unprefixed root (`DEFAULT_LANGUAGE`, `en` when unset). */
  defaultLanguage: Lang;
  /** Site time zone in its stored spelling (`SITE_TIMEZONE`, `UTC` when unset). */
  siteTimezone: string;
  /** `PUBLIC_SITE_URL` without trailing slashes and its `host[path]`, or null when unset. */
  publicSite: { base: string; host: string } | null;
  /** Origins allowed to send credentialed requests from browsers (`CORS_ALLOWED_ORIGINS`). */
  corsAllowedOrigins: ReadonlySet<string>;
  /** `max-age` of public reads (`CACHE_MAX_AGE`; unset, empty or `0` mean the default 60). */
  cacheMaxAge: number;
  /** Seconds a request body may take to arrive whole (`BODY_TIMEOUT_SECONDS`, default 10): then 408. */
  bodyTimeoutSeconds: number;
  /** Tests only: every query checks it selects distinct column names (`CHECK_SQL_COLUMNS=true`). */
  checkSqlColumns: boolean;
}

/** A var that cannot be used: thrown when the Worker loads. */
export class ConfigError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`Invalid configuration: ${variable}=${JSON.stringify(value)} ${expected} (see wrangler.toml [vars]).`);
    this.name = 'ConfigError';
  }
}

/** The vars the configuration reads (the `Bindings` of `src/env.ts`, which imports this file's types). */
type Vars = Partial<
  Record<
    | 'DEFAULT_LANGUAGE'
    | 'SITE_TIMEZONE'
    | 'PUBLIC_SITE_URL'
    | 'CORS_ALLOWED_ORIGINS'
    | 'CACHE_MAX_AGE'
    | 'BODY_TIMEOUT_SECONDS'
    | 'CHECK_SQL_COLUMNS',
    string
  >
>;

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

function parseConfig(env: Vars): Config {
  return {
    defaultLanguage: parseLanguage(env.DEFAULT_LANGUAGE),
    siteTimezone: parseZone(env.SITE_TIMEZONE),
    publicSite: parseSite(env.PUBLIC_SITE_URL),
    corsAllowedOrigins: new Set(
      (env.CORS_ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean),
    ),
    cacheMaxAge: parseMaxAge(env.CACHE_MAX_AGE),
    bodyTimeoutSeconds: parseBodyTimeout(env.BODY_TIMEOUT_SECONDS),
    checkSqlColumns: env.CHECK_SQL_COLUMNS === 'true',
  };
}

function parseLanguage(value: string | undefined): Lang {
  if (value === undefined || value.trim() === '') return 'en';
  const lang = value.trim().toLowerCase();
  if (!isLang(lang)) throw new ConfigError('DEFAULT_LANGUAGE', value, 'is not one of ca, en, es');
  return lang;
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
  return { base: site.replace(/\/+$/, ''), host: `${url.host}${url.pathname.replace(/\/+$/, '')}` };
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
