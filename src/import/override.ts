/** The types of the importer's overrides (`overrides.ts`), apart so that `src/env.ts` can name them. */

/**
 * What only the importer sets on a write of an item (docs/migration.md): the id it keeps from the source site and
 * its modification date. An explicit argument of the write functions; never read from a request.
 */
export interface ImportedValues {
  /** The id to create the item with; absent: the database assigns one. */
  id?: number;
  /** The item's modification date, UTC `YYYY-MM-DD HH:MM:SS`; absent: now. */
  modifiedUtc?: string;
  /**
   * Events: the currency the sent `cost` is shown with when its texts name none (the source site's default
   * currency, docs/migration.md "Costs"); applies only with a `cost` in the same write.
   */
  costCurrency?: { symbol: string; position: 'prefix' | 'postfix' };
}

export type ImportedType = 'event' | 'venue' | 'organizer' | 'category' | 'tag';

export interface ImportOverride extends ImportedValues {
  /** The kind of item the call writes: the override applies to that item only, never to items created inline. */
  type: ImportedType;
}
