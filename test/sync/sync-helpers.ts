import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { api, call, ORIGIN, type Root } from '../helpers/http';

/** One line of the export. */
// biome-ignore lint/suspicious/noExplicitAny: wire items are read loosely here; list tests check their shapes
export type ExportLine = { type: string; item?: any; sync_token?: string };

/** Reads an export response chunk by chunk: its lines and how many chunks the stream delivered. */
export async function readExport(
  path: string,
): Promise<{ status: number; lines: ExportLine[]; chunks: number; headers: Headers }> {
  return readStream(await exports.default.fetch(new Request(`${ORIGIN}${path}`)));
}

async function readStream(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks += 1;
    text += decoder.decode(value, { stream: true });
  }
  const lines = text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ExportLine);
  return { status: response.status, lines, chunks, headers: response.headers };
}

// biome-ignore lint/suspicious/noExplicitAny: wire bodies are read loosely
export type Change = { type: string; id: number; action: 'upsert' | 'delete'; item?: any };

/** Every change since `token` under the query `query` and `root` (pages followed until `has_more` is false). */
export async function changesSince(
  token: string,
  query: string,
  root: Root = 'en',
): Promise<{ changes: Change[]; token: string }> {
  const changes: Change[] = [];
  for (;;) {
    const res = await call<{ changes: Change[]; next_sync_token: string; has_more: boolean }>(
      api(root, `/changes?sync_token=${encodeURIComponent(token)}&${query}`),
    );
    expect(res.status).toBe(200);
    changes.push(...res.body.changes);
    token = res.body.next_sync_token;
    if (!res.body.has_more) return { changes, token };
  }
}

/** The export of `query` under `root` (en), as a replica: `type:id` → item, and its token. */
export async function exportOf(
  query: string,
  root: Root = 'en',
): Promise<{ replica: Map<string, unknown>; token: string }> {
  const { status, lines } = await readExport(api(root, `/export?${query}`));
  expect(status).toBe(200);
  const last = lines.at(-1) as ExportLine;
  expect(last.type).toBe('sync');
  const replica = new Map(lines.slice(0, -1).map((line) => [`${line.type}:${line.item.id}`, line.item]));
  return { replica, token: last.sync_token! };
}

/** A replica brought up to date by changes, as a client applies them. */
export function apply(replica: Map<string, unknown>, changes: Change[]): Map<string, unknown> {
  const next = new Map(replica);
  for (const change of changes) {
    const key = `${change.type}:${change.id}`;
    if (change.action === 'upsert') next.set(key, change.item);
    else next.delete(key);
  }
  return next;
}

export const sorted = (replica: Map<string, unknown>) => [...replica.entries()].sort(([a], [b]) => a.localeCompare(b));
