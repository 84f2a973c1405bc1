import type { ImportedValues } from '../resources/posts/posts.writes';

/** The types of the importer's overrides (`overrides.ts`), apart so that `src/env.ts` can name them. */

export type ImportedType = 'event' | 'venue' | 'organizer' | 'category' | 'tag';

export interface ImportOverride extends ImportedValues {
  /** The kind of item the call writes: the override applies to that item only, never to items created inline. */
  type: ImportedType;
}
