import { exports } from 'cloudflare:workers';
import { ORIGIN } from '../helpers/http';

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
