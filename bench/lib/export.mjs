/**
 * The export scenario (docs/sync.md): one full `GET /export` of the dataset, read as a stream. Reports time to
 * first byte, total time, lines, bytes and the number of chunks the body arrived in. D1 rows read are not in
 * `Server-Timing` (sent before the stream runs); they are the export's keyset chunks, one per 500 items.
 */
import { NS } from './scenarios.mjs';

export async function benchExport(origin) {
  const started = performance.now();
  const response = await fetch(`${origin}${NS}/export?_bench=${Date.now().toString(36)}`);
  if (response.status !== 200) throw new Error(`GET ${NS}/export answered ${response.status}`);
  const reader = response.body.getReader();
  let firstByteMs;
  let bytes = 0;
  let lines = 0;
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByteMs ??= performance.now() - started;
    chunks += 1;
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  return { firstByteMs, totalMs: performance.now() - started, lines, bytes, chunks };
}

export function exportLine(size, r) {
  return `Export of ${size.toLocaleString('en')} events: first byte ${r.firstByteMs.toFixed(0)} ms, complete ${(r.totalMs / 1000).toFixed(1)} s, ${r.lines.toLocaleString('en')} lines, ${(r.bytes / 1048576).toFixed(1)} MiB in ${r.chunks.toLocaleString('en')} chunks.`;
}
