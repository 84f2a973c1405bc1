import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { configOf } from '../../src/config';
import { createDb, newMeter } from '../../src/db/client';
import type { Scope } from '../../src/http/scope';
import { planEventList } from '../../src/resources/events/list/list.plan';
import { type Cursor, readAfter } from '../../src/resources/events/list/list.read';
import { resolvePlan } from '../../src/resources/events/list/list.references';
import { makeEvents } from '../helpers/factories';

/**
 * The export's keyset chunks (src/sync/export.ts): each chunk reads its own rows, wherever it starts. A chunk that
 * re-read every event before its cursor made the export quadratic (40 million rows for 100,000 events, measured
 * by bench/README.md's export run); here the rows read by the last chunk of a walk are held to those of its first.
 */
const EVENTS = 240;
const CHUNK = 20;

beforeAll(async () => {
  await makeEvents(
    Array.from({ length: EVENTS }, (_, i) => ({
      // Some events share a start: the cursor's id breaks the tie.
      start: `2030-03-${String(1 + Math.floor(i / 12)).padStart(2, '0')} ${String(8 + (i % 6)).padStart(2, '0')}:00:00`,
      texts: { en: { title: `Chunk ${i}` } },
    })),
  );
});

describe('export chunks', () => {
  it('walks every event once, in (start, id) order, each chunk reading about as many rows as the first', async () => {
    const meter = newMeter();
    const config = configOf(env as never);
    const scope: Scope = {
      db: createDb(env.DB, meter),
      lang: 'en',
      config,
      caller: null,
      urls: { origin: 'http://calendar.test', apiBase: '', namespaceUrl: () => '' },
    };
    const plan = await resolvePlan(scope.db, planEventList(scope, { page: 1 } as never, 'export'));
    const seen: number[] = [];
    const rowsPerChunk: number[] = [];
    let cursor: Cursor | undefined;
    do {
      const before = meter.rowsRead;
      const { loaded, next } = await readAfter(scope.db, plan, { cursor, limit: CHUNK });
      rowsPerChunk.push(meter.rowsRead - before);
      seen.push(...loaded.events.map((event) => event.id));
      cursor = next;
    } while (cursor);
    expect(seen).toHaveLength(EVENTS);
    expect(new Set(seen).size).toBe(EVENTS);
    const [first] = rowsPerChunk;
    const full = rowsPerChunk.slice(0, EVENTS / CHUNK);
    expect(full).toHaveLength(EVENTS / CHUNK);
    // Quadratic, the last full chunk read ~EVENTS more rows per statement than the first.
    for (const rows of full) expect(rows).toBeLessThanOrEqual(first! + CHUNK);
  });
});
