/**
 * The export scenario (docs/sync.md): one full `GET /export` of the dataset, read as a stream, on its own
 * `wrangler dev` whose Worker logs are shown. Reports time to first byte, total time, lines, bytes, the number of
 * chunks the body arrived in, and what the whole export cost D1: `Server-Timing` leaves before the stream reads its
 * chunks, so the figures come from the line the Worker logs when the export completes (src/sync/export.ts),
 * matched by request id. Memory: the resident size of the runtime process (and of the whole process group) sampled
 * every 100 ms while the export streams, against its size before; CPU: the group's, over the export.
 */

import { NS } from './scenarios.mjs';
import { startService } from './server.mjs';

export async function benchExport(stateDir, cwd) {
  const logged = [];
  const service = await startService(stateDir, {
    cwd,
    logLevel: 'log',
    onLine: (line) => {
      const at = line.indexOf('{"message":"export complete"');
      if (at >= 0) logged.push(JSON.parse(line.slice(at)));
    },
  });
  try {
    const before = service.rssMb();
    let peak = before;
    const sampler = setInterval(() => {
      const now = service.rssMb();
      peak = { total: Math.max(peak.total, now.total), largest: Math.max(peak.largest, now.largest) };
    }, 100);
    const cpuBefore = service.cpuMs();
    let result;
    try {
      result = await readExport(service.origin);
    } finally {
      clearInterval(sampler);
    }
    result.cpuMs = service.cpuMs() - cpuBefore;
    result.memory = { before, peak };
    // The log line may trail the last byte a little.
    for (let i = 0; i < 100 && !logged.some((l) => l.request_id === result.requestId); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const entry = logged.find((l) => l.request_id === result.requestId);
    if (!entry) throw new Error('the export logged no completion line');
    return { ...result, dbQueries: entry.db_queries, dbRowsRead: entry.db_rows_read };
  } finally {
    await service.stop();
  }
}

async function readExport(origin) {
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
  const requestId = response.headers.get('x-request-id');
  return { firstByteMs, totalMs: performance.now() - started, lines, bytes, chunks, requestId };
}

export function exportLine(size, r) {
  const mem = r.memory;
  return (
    `Export of ${size.toLocaleString('en')} events: first byte ${r.firstByteMs.toFixed(0)} ms, complete ${(r.totalMs / 1000).toFixed(1)} s, ${r.lines.toLocaleString('en')} lines, ${(r.bytes / 1048576).toFixed(1)} MiB in ${r.chunks.toLocaleString('en')} chunks; D1: ${r.dbQueries.toLocaleString('en')} queries, ${r.dbRowsRead.toLocaleString('en')} rows read; ` +
    `service CPU ${(r.cpuMs / 1000).toFixed(1)} s; peak memory: runtime process ${mem.peak.largest.toFixed(0)} MiB (${mem.before.largest.toFixed(0)} MiB before), process group ${mem.peak.total.toFixed(0)} MiB (${mem.before.total.toFixed(0)} before).`
  );
}
