import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import type { ImportedType, ImportOverride } from './override';

export type { ImportedType, ImportOverride };

/**
 * What only the importer (scripts/lib/tec-write.ts, docs/migration.md) may set on a write: the id an item keeps
 * from the source site, its modification date, and an event's fallback currency. The importer builds the app it
 * calls in its own process with `buildApp({ importOverrides })`, a function from each request it sends to that
 * request's override; the Worker's own app (`src/index.ts`) is built without one, so no request over HTTP can set
 * them. Handlers read it with {@link importedFor} and pass it to the writes as an explicit argument.
 */
/** The importer's overrides: the override of each request it sends, if any. */
export type ImportOverrides = (request: Request) => ImportOverride | undefined;

/** The middleware of an importer's app: records each request's override for the handlers. */
export function importOverridesOf(overrides: ImportOverrides): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('importOverride', overrides(c.req.raw));
    await next();
  };
}

/** The importer's values for an item of `type` written by this request (none in the Worker's own app). */
export function importedFor(c: { get(key: 'importOverride'): ImportOverride | undefined }, type: ImportedType) {
  const override = c.get('importOverride');
  return override?.type === type ? override : undefined;
}
