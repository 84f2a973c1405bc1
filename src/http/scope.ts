import type { Context } from 'hono';
import type { Caller } from '../auth/roles';
import type { Config } from '../config';
import type { Db, DbMeter } from '../db/client';
import type { AppEnv } from '../env';
import type { Lang } from '../i18n/languages';

/**
 * What the code below the handlers knows of a request, as plain values (docs/ARCHITECTURE.md, "Layers"): queries,
 * writes and mappers take a scope, never Hono's context, so they run the same from a route, the importer, the MCP
 * server or a test.
 */
export interface Scope {
  db: Db;
  /** The effective language (the root's, or `i18n_language`). */
  lang: Lang;
  config: Config;
  /** The authenticated caller, `null` when anonymous. */
  caller: Caller | null;
  urls: Urls;
  /** The request's meter, where series expansions add their work (absent outside a request). */
  meter?: DbMeter;
}

/** Where the request came from: what every URL the API emits is built from. */
export interface Urls {
  /** The request's origin, `https://host`. */
  origin: string;
  /** The namespace URL of the request's root, without trailing slash: `https://host/ca/calendar/events/v1`. */
  apiBase: string;
  /** The namespace URL of another root (`''`, `/ca`, `/en`, `/es`) in the layout the request came through. */
  namespaceUrl(prefix: string): string;
}

/** The scope of a request, once the middleware has set its language, root and caller. */
export function scopeOf(c: Context<AppEnv>): Scope {
  return {
    db: c.get('db'),
    lang: c.get('lang'),
    config: c.var.config,
    caller: c.get('caller') ?? null,
    urls: { origin: c.get('origin'), apiBase: c.get('apiBase'), namespaceUrl: c.get('namespaceUrl') },
    meter: c.get('meter'),
  };
}
