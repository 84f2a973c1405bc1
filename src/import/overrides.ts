import type { Context } from 'hono';

/**
 * What only the importer (scripts/lib/tec-write.ts, docs/migration.md) may set on a write: the id an item keeps
 * from the source site, its modification date, and an event's fallback currency. The importer runs the Worker's app in its own process and
 * registers the overrides of one call against the `ExecutionContext` object it passes to `app.fetch`; the
 * Workers runtime's own contexts are never registered, so no request over HTTP can reach them.
 */
export type ImportedType = 'event' | 'venue' | 'organizer' | 'category' | 'tag';

export interface ImportOverride {
  /** The kind of item the call writes: the override applies to that item only, never to items created inline. */
  type: ImportedType;
  /** The id to create the item with (the source's id); absent: the database assigns one. */
  id?: number;
  /** The item's modification date, UTC `YYYY-MM-DD HH:MM:SS`; absent: now. */
  modifiedUtc?: string;
  /**
   * Events: the currency the sent `cost` is shown with when its texts name none (the source site's default
   * currency, docs/migration.md "Costs"); absent: none. Applies only with a `cost` in the same write.
   */
  costCurrency?: { symbol: string; position: 'prefix' | 'postfix' };
}

const registered = new WeakMap<object, ImportOverride>();

/** Registers `override` for the calls made with `executionCtx` (importer only). */
export function setImportOverride(executionCtx: object, override: ImportOverride): void {
  registered.set(executionCtx, override);
}

/**
 * The importer's id and modification date for an item of `type` written by this request, if any: read by the
 * handlers, which pass them to the writes as an explicit argument.
 */
export function importOverrideOf(c: Context, type: ImportedType): ImportOverride | undefined {
  let executionCtx: object;
  try {
    executionCtx = c.executionCtx;
  } catch {
    // No execution context (some test harnesses): not an import call.
    return undefined;
  }
  const override = registered.get(executionCtx);
  return override?.type === type ? override : undefined;
}
