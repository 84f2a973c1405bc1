import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { RouteInput } from '../http/routes/route';
import { fieldSelector } from '../http/routes/select-fields';
import type { Scope } from '../http/scope';
import { scopeOf } from '../http/scope';
import {
  type EventWire,
  type ExportCursor,
  type ListInput,
  planExport,
  readExportChunk,
  readSeriesRecords,
} from '../resources/events';
import { publicOrganizers } from '../resources/organizers';
import { termChunk, termWire } from '../resources/terms';
import { publicVenues } from '../resources/venues';
import type { ExportLine, ItemOf, Kind } from './items';
import { latestSeqQuery, nowSeconds } from './sync.log';
import { type exportRoute, requestedKinds } from './sync.routes';
import { encodeToken } from './token';

/** Items read per D1 round trip: the stream holds at most one chunk (plus the runtime's small buffer). */
export const EXPORT_CHUNK = 500;

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
 * The series records of `events`' dates not written yet (public ones: what anonymous readers can read by id),
 * by id; their ids are added to `written`. One batch, only when a chunk starts a series.
 */
async function seriesRecords(
  reader: Scope,
  events: EventWire[],
  written: Set<number>,
): Promise<Map<number, EventWire>> {
  const ids = [...new Set(events.map((event) => event.series_id).filter((id): id is number => id !== null))].filter(
    (id) => !written.has(id),
  );
  if (ids.length === 0) return new Map();
  for (const id of ids) written.add(id);
  return new Map((await readSeriesRecords(reader, ids)).map((record) => [record.id, record]));
}

/**
 * `GET {root}/export` (docs/sync.md): every item an anonymous reader can read by id, as NDJSON. Everything that
 * can fail (parameters, unknown terms or linked posts) is checked before the first byte; the body is a pull
 * stream that reads one keyset chunk of at most {@link EXPORT_CHUNK} items per pull, so memory stays flat
 * whatever the number of events and the first lines leave before the last rows are read.
 */
export async function exportAll(c: Context<AppEnv>, params: RouteInput<typeof exportRoute>): Promise<Response> {
  const { types, _fields, ...filters } = params;
  const kinds = requestedKinds(types);
  // The list's read pipeline; the list's paging does not apply to a stream.
  const input: ListInput = { ...filters, page: 1 };
  const scope = scopeOf(c);
  const { db } = scope;
  // References are checked (400) before the first byte.
  const plan = await planExport(scope, input);
  // The export is what an anonymous reader can read, whoever asks.
  const reader = { ...scope, caller: null };
  // The token is read before any item: a write during the stream is reported again by `changes` (harmless).
  const latest = await latestSeqQuery(db);
  const token = encodeToken({ seq: latest[0]?.seq ?? 0, issuedAt: nowSeconds() });

  // `_fields` chooses the fields of every item (src/http/routes/select-fields.ts), whatever its kind.
  const select = fieldSelector(_fields);
  const line = <K extends Kind>(type: K, item: ItemOf[K]) => JSON.stringify({ type, item: select(item) } as ExportLine);
  const sources: { kind: Kind; next: () => Promise<Chunk> }[] = [];
  const byIdChunks = <R extends { id: number }, K extends Kind>(
    kind: K,
    read: (after: number) => PromiseLike<R[]>,
    map: (row: R) => ItemOf[K],
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
    termChunk(scope, taxonomy, after, EXPORT_CHUNK);
  if (kinds.has('category'))
    sources.push(byIdChunks('category', termsAfter('category'), (row) => termWire(reader, row)));
  if (kinds.has('tag')) sources.push(byIdChunks('tag', termsAfter('tag'), (row) => termWire(reader, row)));
  if (kinds.has('venue')) {
    const after = (id: number) => publicVenues.chunk(scope, id, EXPORT_CHUNK);
    sources.push(byIdChunks('venue', after, (row) => publicVenues.wire(reader, row)));
  }
  if (kinds.has('organizer')) {
    const after = (id: number) => publicOrganizers.chunk(scope, id, EXPORT_CHUNK);
    sources.push(byIdChunks('organizer', after, (row) => publicOrganizers.wire(reader, row)));
  }
  if (kinds.has('event')) {
    let cursor: ExportCursor | undefined;
    // Each series once, before its first date (docs/recurrence.md, "Sync"): the ids already written.
    const written = new Set<number>();
    sources.push({
      kind: 'event',
      async next(): Promise<Chunk> {
        const { events, next } = await readExportChunk(reader, plan, { cursor, limit: EXPORT_CHUNK });
        cursor = next;
        const records = await seriesRecords(reader, events, written);
        const lines = events.flatMap((event) => {
          const record = event.series_id === null ? undefined : records.get(event.series_id);
          if (record) records.delete(record.id);
          return [...(record ? [line('series', record)] : []), line('event', event)];
        });
        return { lines, done: next === undefined };
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
    headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Content-Language': scope.lang },
  });
}
