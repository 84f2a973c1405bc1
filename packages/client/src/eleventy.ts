import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type ItemOf, type ItemType, type SyncQuery } from './index.js';

/** Options of the plugin: a namespace root, the export's filters, and where the cache lives. */
export type CalendarEventsOptions = {
  url: string;
  /** Default `.cache/calendar-events` in the site (the directory Eleventy runs in). */
  cacheDir?: string;
  fetch?: (input: Request) => Promise<Response>;
} & Omit<SyncQuery, 'types'>;

/** The global data `calendar`: each kind an array in the export's order. */
export interface CalendarData {
  events: ItemOf['event'][];
  venues: ItemOf['venue'][];
  organizers: ItemOf['organizer'][];
  categories: ItemOf['category'][];
  tags: ItemOf['tag'][];
}

interface Cache {
  token: string | null;
  items: { [K in ItemType]?: Record<string, ItemOf[K]> };
}

const KINDS = {
  categories: 'category',
  tags: 'tag',
  venues: 'venue',
  organizers: 'organizer',
  events: 'event',
} as const;

/** The export's order: terms, venues and organizers by id; events by start (UTC) then id. */
function inExportOrder(cache: Cache): CalendarData {
  const byId = <T extends { id: number }>(items: Record<string, T> | undefined) =>
    Object.values(items ?? {}).sort((a, b) => a.id - b.id);
  const events = byId(cache.items.event).sort((a, b) =>
    a.utc_start_date === b.utc_start_date ? a.id - b.id : a.utc_start_date < b.utc_start_date ? -1 : 1,
  );
  return {
    events,
    venues: byId(cache.items.venue),
    organizers: byId(cache.items.organizer),
    categories: byId(cache.items.category),
    tags: byId(cache.items.tag),
  };
}

/** The cache file of one URL and filter set: a build with other options keeps its own. */
function cacheFile(dir: string, url: string, filters: object): string {
  const key = JSON.stringify([url, Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : 1))]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return path.join(dir, `calendar-${hash.toString(16).padStart(8, '0')}.json`);
}

async function readCache(file: string): Promise<Cache> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Cache;
  } catch {
    return { token: null, items: {} };
  }
}

/**
 * The Eleventy plugin (docs/builds.md): `eleventyConfig.addPlugin(calendarEvents, { url })` adds the global data
 * `calendar` = `{ events, venues, organizers, categories, tags }`. The items are kept in a JSON file in `cacheDir`
 * with their sync token: the first build reads the export, later ones only `/changes` (a 410 starts over).
 */
export default function calendarEvents(
  eleventyConfig: { addGlobalData(name: string, data: () => Promise<unknown>): unknown },
  options: CalendarEventsOptions,
): void {
  const { url, cacheDir, fetch, ...filters } = options;
  const client = createClient({ url, ...(fetch ? { fetch } : {}) });
  const dir = path.resolve(cacheDir ?? path.join('.cache', 'calendar-events'));
  const file = cacheFile(dir, url, filters);
  eleventyConfig.addGlobalData('calendar', async (): Promise<CalendarData> => {
    const cache = await readCache(file);
    const result = await client.sync(
      {
        getToken: () => cache.token,
        setToken: (token) => {
          cache.token = token;
        },
        clear: () => {
          cache.items = {};
        },
        upsert: (type, item) => {
          const items = (cache.items[type] ?? {}) as Record<string, unknown>;
          items[String(item.id)] = item;
          cache.items[type] = items as never;
        },
        delete: (type, id) => {
          delete cache.items[type]?.[String(id)];
        },
      },
      { ...filters, types: Object.keys(KINDS).join(',') } as SyncQuery,
    );
    await mkdir(dir, { recursive: true });
    await writeFile(`${file}.tmp`, JSON.stringify(cache));
    await rename(`${file}.tmp`, file);
    console.log(
      `[calendar-events] ${result.full ? 'full export' : 'changes'}: ${result.upserts} upserted, ${result.deletes} deleted`,
    );
    return inExportOrder(cache);
  });
}
