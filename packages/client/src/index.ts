import createFetchClient from 'openapi-fetch';
import { CalendarApiError, errorOf } from './errors.js';
import type { paths } from './generated/openapi.js';
import { readExportLines } from './ndjson.js';
import { type ChangesPage, type SyncResult, type SyncStore, syncStore } from './sync.js';
import { createTransport, queryString, type TransportOptions } from './transport.js';
import {
  type ExportLine,
  type ExportQuery,
  LIST_KEYS,
  type ListItemOf,
  type ListPath,
  type ListQuery,
  type Page,
  type SyncQuery,
} from './types.js';

export { CalendarApiError } from './errors.js';
export type { ChangesPage, SyncResult, SyncStore } from './sync.js';
export { retryAfterSeconds } from './transport.js';
export type {
  Category,
  Change,
  components,
  Event,
  ExportLine,
  ExportQuery,
  ItemOf,
  ItemType,
  ListPath,
  ListQuery,
  Organizer,
  Page,
  paths,
  SyncQuery,
  Tag,
  Venue,
} from './types.js';

/** Options of {@link createClient}. */
export interface ClientOptions extends TransportOptions {
  /** A namespace root: `https://calendar.example/ca/calendar/events/v1` (any language root). */
  url: string;
}

/**
 * A client of one namespace root (docs/builds.md). `api` is a typed fetch client of every route (openapi-fetch over
 * the types of `/doc`); `pages`, `export`, `changes` and `sync` are what a build needs.
 *
 * @example
 * const client = createClient({ url: 'https://calendar.example/ca/calendar/events/v1' });
 * for await (const { items } of client.pages('/events', { categories: ['music'] })) console.log(items.length);
 */
export function createClient(options: ClientOptions) {
  const root = options.url.replace(/\/+$/, '');
  const { origin } = new URL(root);
  const transport = createTransport(options);
  const api = createFetchClient<paths>({ baseUrl: root, fetch: transport.send });
  const get = (url: string, accept = 'application/json') =>
    transport.ok(new Request(url, { headers: { Accept: accept } }));

  /** Every page of a list route, one request per page, following `next_rest_url`. */
  async function* pages<P extends ListPath>(path: P, query?: ListQuery<P>): AsyncGenerator<Page<ListItemOf[P]>> {
    const key = LIST_KEYS[path];
    let url: string | undefined = `${root}${path}${queryString(query)}`;
    let page = Number((query as { page?: number } | undefined)?.page ?? 1);
    while (url) {
      const response = await get(url);
      const body = (await response.json()) as Record<string, unknown>;
      const total = Number(response.headers.get('X-TEC-Total') ?? body.total ?? 0);
      const totalPages = Number(response.headers.get('X-TEC-TotalPages') ?? body.total_pages ?? 0);
      yield { items: (body[key] ?? []) as ListItemOf[P][], total, totalPages, page };
      const next = typeof body.next_rest_url === 'string' ? body.next_rest_url : undefined;
      // The token goes only where the client was pointed: a next link elsewhere is not followed.
      url = next && new URL(next).origin === origin ? next : undefined;
      page += 1;
    }
  }

  /** The export's lines, read as a stream (bounded memory); the last one is `{ type: 'sync', sync_token }`. */
  async function* exportLines(query?: ExportQuery): AsyncGenerator<ExportLine> {
    const response = await get(`${root}/export${queryString(query)}`, 'application/x-ndjson');
    if (!response.body) throw new CalendarApiError('client_incomplete_export', response.status, 'Empty export.');
    yield* readExportLines(response.body);
  }

  /** One page of `/changes` since `token` (410 `rest_sync_token_expired` when it is too old). */
  async function changes(token: string, query?: SyncQuery): Promise<ChangesPage> {
    const response = await get(`${root}/changes${queryString({ ...query, sync_token: token })}`);
    return (await response.json()) as ChangesPage;
  }

  return {
    /** The typed client of every route: `await client.api.GET('/events/{id}', { params: { path: { id } } })`. */
    api,
    pages,
    export: exportLines,
    changes,
    /** Brings `store` up to date: the whole export the first time (or after a 410), `/changes` after. */
    sync: (store: SyncStore, query?: SyncQuery): Promise<SyncResult> =>
      syncStore({ exportLines, changes }, store, query),
    /** The API's error of a response, for answers read through `api`. */
    errorOf,
  };
}

/** A client made by {@link createClient}. */
export type CalendarClient = ReturnType<typeof createClient>;
