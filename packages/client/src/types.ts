import type { components, paths } from './generated/openapi.js';

/**
 * The wire types of the API, taken from the OpenAPI components of `/doc` (src/generated/openapi.ts): the shapes a
 * list, a single read, the export and `/changes` return. Categories and tags share one shape (`Term`).
 */
export type Event = components['schemas']['Event'];
export type Venue = components['schemas']['Venue'];
export type Organizer = components['schemas']['Organizer'];
export type Category = components['schemas']['Term'];
export type Tag = components['schemas']['Term'];
export type { components, paths };

/** The kinds of items the export and `/changes` name (`series`: the record of a recurring event). */
export interface ItemOf {
  category: Category;
  tag: Tag;
  venue: Venue;
  organizer: Organizer;
  event: Event;
  series: Event;
}
export type ItemType = keyof ItemOf;

/** One line of the export: an item with its kind, then, last, the sync token. */
export type ExportLine =
  | { [K in ItemType]: { type: K; item: ItemOf[K] } }[ItemType]
  | { type: 'sync'; sync_token: string };

/** The list routes `pages()` walks, and the key of their items in the list body. */
export const LIST_KEYS = {
  '/events': 'events',
  '/venues': 'venues',
  '/organizers': 'organizers',
  '/categories': 'categories',
  '/tags': 'tags',
} as const;
export type ListPath = keyof typeof LIST_KEYS;

/** The item type of each list route. */
export interface ListItemOf {
  '/events': Event;
  '/venues': Venue;
  '/organizers': Organizer;
  '/categories': Category;
  '/tags': Tag;
}

type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? Q : never;
/** The query parameters of a list route, as `/doc` declares them. */
export type ListQuery<P extends ListPath> = NonNullable<QueryOf<P>>;
/** The query of the export: `types` and the `/events` filters. */
export type ExportQuery = NonNullable<QueryOf<'/export'>>;
/** The query `sync()` passes to the export and to `/changes` alike. */
export type SyncQuery = ExportQuery;

/** One change of `/changes`. */
export type Change =
  | { [K in ItemType]: { type: K; id: number; action: 'upsert'; item: ItemOf[K] } }[ItemType]
  | {
      type: ItemType;
      id: number;
      action: 'delete';
    };

/** A page of a list: its items, the list's totals and this page's number. */
export interface Page<T> {
  items: T[];
  total: number;
  totalPages: number;
  page: number;
}
