import { and, asc, gt, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { readBatch } from '../db/batch';
import { posts } from '../db/schema';
import type { AppEnv } from '../env';
import { invalidParam } from '../http/errors';
import type { RouteInput } from '../http/route';
import { scopeOf } from '../http/scope';
import type { EventListFilter } from '../resources/events/events.filters';
import { eventListWhere, unknownTermRefsQuery } from '../resources/events/events.filters';
import { assertLinkedPosts, buildFilter, type ListInput, linkedPostsQuery } from '../resources/events/events.list';
import {
  KIND_OF_TYPE,
  KINDS,
  type Kind,
  mapEvents,
  mapOrganizer,
  mapTerm,
  mapVenue,
  planEvents,
  selectOrganizers,
  selectVenues,
  termChunk,
  type Wire,
} from './items';
import { type exportRoute, typeNames } from './sync.routes';
import { encodeToken, latestSeqQuery, nowSeconds } from './token';

/** Items read per D1 round trip: the stream holds at most one chunk (plus the runtime's small buffer). */
export const EXPORT_CHUNK = 500;

/** Date parameters of `GET /events`: when none is given the export has no date window (every event). */
const DATE_PARAMS = ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'];

/** The kinds `types=` asks for (every kind when absent; the route's schema refused unknown names). */
function requestedKinds(types: string | string[] | undefined): Set<Kind> {
  if (types === undefined) return new Set(KINDS);
  return new Set(typeNames(types).map((name) => KIND_OF_TYPE[name]!));
}

type Chunk = { lines: string[]; done: boolean };

/**
 * One log line when an export completes: what it cost D1. `Server-Timing` leaves with the headers, before the
 * stream reads its chunks, so the whole request's figures (checks, token and every chunk) can only be told at the
 * end; `npm run bench` reads this line (bench/lib/export.mjs), Workers Logs and `wrangler tail` show it.
 */
function logCompletion(c: Context<AppEnv>, lines: number): void {
  const meter = c.get('meter');
  console.log(
    JSON.stringify({
      message: 'export complete',
      request_id: c.get('requestId'),
      lines,
      db_queries: meter.queries,
      db_rows_read: meter.rowsRead,
      db_ms: Math.round(meter.durationMs),
    }),
  );
}

/**
 * `GET {root}/export` (docs/sync.md): every item an anonymous reader can read by id, as NDJSON. Everything that
 * can fail (parameters, unknown terms or linked posts) is checked before the first byte; the body is a pull
 * stream that reads one keyset chunk of at most {@link EXPORT_CHUNK} items per pull, so memory stays flat
 * whatever the number of events and the first lines leave before the last rows are read.
 */
export async function exportAll(c: Context<AppEnv>, params: RouteInput<typeof exportRoute>): Promise<Response> {
  const { types, ...filters } = params;
  const kinds = requestedKinds(types);
  // The list's filter builder; the list's paging does not apply to a stream.
  const input: ListInput = { ...filters, page: 1 };
  const base = await buildFilter(c, input);
  const dated = DATE_PARAMS.some((name) => c.get('rawInput')[name] !== undefined);
  const filter: EventListFilter = {
    ...base,
    statuses: ['publish'],
    bounds: dated ? base.bounds : [],
    includeHidden: true,
  };
  const db = c.get('db');
  // The export is what an anonymous reader can read, whoever asks.
  const reader = { ...scopeOf(c), caller: null };
  const lang = c.get('lang');
  // The token is read before any item: a write during the stream is reported again by `changes` (harmless).
  const { latest, linked, unknownTerms } = await readBatch(db, {
    latest: latestSeqQuery(db),
    linked: linkedPostsQuery(db, input),
    unknownTerms: unknownTermRefsQuery(db, filter),
  });
  const [unknownTerm] = unknownTerms;
  if (unknownTerm) throw invalidParam(unknownTerm.param, 'param.unknown_term');
  assertLinkedPosts(input, linked);
  const token = encodeToken({ seq: latest[0]?.seq ?? 0, issuedAt: nowSeconds() });

  const line = (type: string, item: Wire) => JSON.stringify({ type, item });
  const sources: { kind: Kind; next: () => Promise<Chunk> }[] = [];
  const byIdChunks = <R extends { id: number }>(
    kind: Kind,
    read: (after: number) => PromiseLike<R[]>,
    map: (row: R) => Wire,
  ) => {
    let after = 0;
    return {
      kind,
      async next(): Promise<Chunk> {
        const rows = await read(after);
        if (rows.length > 0) after = rows[rows.length - 1]!.id;
        return { lines: rows.map((row) => line(kind, map(row))), done: rows.length < EXPORT_CHUNK };
      },
    };
  };
  const termsAfter = (taxonomy: 'category' | 'tag') => (after: number) =>
    termChunk(db, lang, taxonomy, after, EXPORT_CHUNK);
  if (kinds.has('category'))
    sources.push(byIdChunks('category', termsAfter('category'), (row) => mapTerm(reader, row)));
  if (kinds.has('tag')) sources.push(byIdChunks('tag', termsAfter('tag'), (row) => mapTerm(reader, row)));
  if (kinds.has('venue')) {
    sources.push(
      byIdChunks(
        'venue',
        (after) => selectVenues(db, lang, gt(posts.id, after)!).orderBy(asc(posts.id)).limit(EXPORT_CHUNK),
        (row) => mapVenue(reader, row),
      ),
    );
  }
  if (kinds.has('organizer')) {
    sources.push(
      byIdChunks(
        'organizer',
        (after) => selectOrganizers(db, lang, gt(posts.id, after)!).orderBy(asc(posts.id)).limit(EXPORT_CHUNK),
        (row) => mapOrganizer(reader, row),
      ),
    );
  }
  if (kinds.has('event')) {
    // Keyset over (start, id) through `posts_event_export` (migrations/0003_sync.sql): each chunk reads its own
    // rows only, wherever it starts.
    let cursor: { start: string; id: number } | undefined;
    sources.push({
      kind: 'event',
      async next(): Promise<Chunk> {
        const after: SQL | undefined = cursor
          ? sql`(${posts.startUtc} > ${cursor.start} or (${posts.startUtc} = ${cursor.start} and ${posts.id} > ${cursor.id}))`
          : undefined;
        const ids = db
          .select({ id: sql<number>`${posts.id}` })
          .from(sql`${posts} indexed by posts_event_export`)
          .where(and(eventListWhere(filter), after))
          .orderBy(asc(posts.startUtc), asc(posts.id))
          .limit(EXPORT_CHUNK)
          .getSQL();
        const results = await readBatch(db, planEvents(db, lang, ids));
        const rows = results.events;
        const last = rows[rows.length - 1];
        if (last) cursor = { start: last.startUtc ?? '', id: last.id };
        return {
          lines: mapEvents(reader, results).map((event) => line('event', event)),
          done: rows.length < EXPORT_CHUNK,
        };
      },
    });
  }

  const encoder = new TextEncoder();
  let index = 0;
  let lines = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          // Every pull enqueues something or closes: workerd does not pull again after a pull that enqueued
          // nothing (a kind with no items), which would leave the reader waiting forever.
          for (;;) {
            const source = sources[index];
            if (!source) {
              controller.enqueue(encoder.encode(`${JSON.stringify({ type: 'sync', sync_token: token })}\n`));
              controller.close();
              logCompletion(c, lines + 1);
              return;
            }
            const chunk = await source.next();
            if (chunk.done) index += 1;
            if (chunk.lines.length > 0) {
              lines += chunk.lines.length;
              controller.enqueue(encoder.encode(`${chunk.lines.join('\n')}\n`));
              return;
            }
          }
        } catch (error) {
          // Headers are gone: all a reader can be told is that the stream broke (no closing sync line).
          console.error('export stream failed', error);
          controller.error(error);
        }
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Content-Language': lang },
  });
}
