import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { faultyD1 } from './d1';

/** The content tables a write may touch (the data version aside, which other requests move too). */
const TABLES = [
  'posts',
  'post_texts',
  'event_organizers',
  'event_terms',
  'terms',
  'term_texts',
  'images',
  'post_search',
  'change_log',
  'event_public_copies',
];

/** Every row of every content table: a failed write must leave this byte for byte as it was. */
export async function snapshot(): Promise<string> {
  const parts: unknown[] = [];
  for (const table of TABLES) parts.push((await env.DB.prepare(`select * from ${table}`).all()).results);
  return JSON.stringify(parts);
}

/**
 * Sends the write with statement N of its batch failing inside D1, for N = 0, 1, … until N is past the batch's
 * end (the write then succeeds): every failed attempt must answer 503 and leave the database unchanged. Returns
 * the number of statements that failed before the write went through.
 */
export async function everyStatementFails(
  send: (db: D1Database) => Promise<{ status: number; body?: unknown }>,
): Promise<number> {
  // A series edit that re-expands its dates is the longest batch (tens of statements).
  for (let n = 0; n < 80; n++) {
    const before = await snapshot();
    // The Worker runs on the real D1 binding, wrapped to fail statement n of the write's first batch (test/helpers/d1.ts).
    const response = await send(faultyD1(env.DB, { failBatchStatement: n }));
    if (response.status < 300) return n;
    expect(response.status, `statement ${n}: ${JSON.stringify(response.body)}`).toBe(503);
    expect(await snapshot(), `statement ${n} left a partial write`).toBe(before);
  }
  throw new Error('the write never succeeded');
}
