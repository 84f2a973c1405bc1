import { CalendarApiError } from './errors.js';
import type { ExportLine } from './types.js';

/**
 * The lines of an NDJSON body, parsed one at a time as the stream delivers them: only the current partial line
 * is held, so memory does not grow with the export. A body that ends without its `sync` line is a broken export
 * (docs/sync.md: the service ends a stream that failed midway without it) and fails with `client_incomplete_export`.
 */
export async function* readExportLines(body: ReadableStream<Uint8Array>): AsyncGenerator<ExportLine> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let synced = false;
  const parse = (line: string): ExportLine => {
    const parsed = JSON.parse(line) as ExportLine;
    if (parsed.type === 'sync') synced = true;
    return parsed;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n');
      while (end >= 0) {
        const line = buffer.slice(0, end).trim();
        buffer = buffer.slice(end + 1);
        if (line) yield parse(line);
        end = buffer.indexOf('\n');
      }
      if (done) break;
    }
    if (buffer.trim()) yield parse(buffer.trim());
  } finally {
    reader.releaseLock();
  }
  if (!synced) throw new CalendarApiError('client_incomplete_export', 0, 'The export ended before its sync line.');
}
