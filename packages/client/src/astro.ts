import type { Loader, LoaderContext } from 'astro/loaders';
import { z } from 'astro/zod';
import { wireSchemas } from './generated/schemas.js';
import { createClient, type ItemType, type SyncQuery, type SyncStore } from './index.js';

/** The collections a loader fills: a kind of the export, by its route name. */
export type CollectionType = 'events' | 'venues' | 'organizers' | 'categories' | 'tags' | 'series';

/** Options of {@link calendarLoader}: a namespace root, the kind, and the export's filters (`categories`, `start_date`…). */
export type CalendarLoaderOptions = {
  url: string;
  type: CollectionType;
  fetch?: (input: Request) => Promise<Response>;
} & Omit<SyncQuery, 'types'>;

const KIND: Record<
  CollectionType,
  { item: ItemType; types: string; component: keyof typeof wireSchemas.$defs; name: string }
> = {
  events: { item: 'event', types: 'events', component: 'Event', name: 'Event' },
  series: { item: 'series', types: 'events', component: 'Event', name: 'Event' },
  venues: { item: 'venue', types: 'venues', component: 'Venue', name: 'Venue' },
  organizers: { item: 'organizer', types: 'organizers', component: 'Organizer', name: 'Organizer' },
  categories: { item: 'category', types: 'categories', component: 'Term', name: 'Category' },
  tags: { item: 'tag', types: 'tags', component: 'Term', name: 'Tag' },
};

/** The meta store's key of the sync token. */
const TOKEN = 'sync_token';

/**
 * The zod schema of a kind's items, from the OpenAPI components (src/generated/schemas.ts): it checks the shape
 * and neither coerces nor adds defaults, so an entry's `data` is the export's item unchanged.
 */
export function itemSchema(type: CollectionType) {
  return z.fromJSONSchema({ ...wireSchemas, $ref: `#/$defs/${KIND[type].component}` } as never);
}

/**
 * An Astro Content Layer loader (docs/builds.md): `defineCollection({ loader: calendarLoader({ url, type: 'events' }) })`.
 * Entries are keyed by the item's id (a string), `data` is the item as the export writes it. The first build
 * reads the export (of that kind, with the filters); later ones only `/changes` from the token kept in the
 * loader's `meta` store: one walk, the changed entries set or deleted, nothing else read. A 410 (a token older
 * than the service keeps its log) starts over with the export. Series records are not entries of `events`
 * (a `type: 'series'` collection holds them).
 */
export function calendarLoader(options: CalendarLoaderOptions): Loader {
  const { url, type, fetch, ...filters } = options;
  const kind = KIND[type];
  if (!kind) throw new Error(`calendarLoader: unknown type ${String(type)}`);
  const client = createClient({ url, ...(fetch ? { fetch } : {}) });
  return {
    name: 'calendar-events-client',
    createSchema: async () => ({
      schema: itemSchema(type),
      types: `export type Entry = import('calendar-events-client').${kind.name};\n`,
    }),
    async load(context: LoaderContext) {
      const { store, meta, logger } = context;
      const replica: SyncStore = {
        getToken: () => meta.get(TOKEN),
        setToken: (token) => meta.set(TOKEN, token),
        clear: () => store.clear(),
        async upsert(itemType, item) {
          if (itemType !== kind.item) return;
          const id = String(item.id);
          const data = await context.parseData({ id, data: item as unknown as Record<string, unknown> });
          store.set({ id, data, digest: context.generateDigest(item as unknown as Record<string, unknown>) });
        },
        delete(itemType, id) {
          if (itemType === kind.item) store.delete(String(id));
        },
      };
      const result = await client.sync(replica, { ...filters, types: kind.types } as SyncQuery);
      logger.info(
        `${type}: ${result.full ? 'full export' : 'changes'}, ${result.upserts} upserted, ${result.deletes} deleted`,
      );
    },
  };
}
