/**
 * The benchmark's tables and target checks, as Markdown (pasted into bench/README.md as they come out).
 */
import { RATIO_KEYS } from './scenarios.mjs';

/** The original's figures (WordPress + TEC on PHP 8.2 / MariaDB, wrk, 8 connections). */
export const ORIGINAL = {
  1000: { events: { rps: 17.7, p50: 441 } },
  10000: { events: { rps: 10.4, p50: 702 } },
  single: { rps: 30, p50: 250 },
  create: { rps: 23 },
};

const num = (value, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '–';
const kib = (bytes) => `${num(bytes / 1024, 1)} KiB`;
const pct = (ratio) => `${num(ratio * 100)}%`;

/** The table of one dataset size. */
export function sizeTable(size, rows) {
  const lines = [
    `### ${size.toLocaleString('en')} events`,
    '',
    '| scenario | req/s | p50 ms | p90 ms | p99 ms | service CPU ms/req | Worker CPU ms/req | D1 calls | rows read | body | statuses |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    const statuses = Object.entries(r.load.statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(' ');
    const hits = r.scenario.cached ? ` (HIT ${num(r.sample.hits * 100)}%)` : '';
    const own = r.worker ? num(r.worker.perRequest.worker + r.worker.perRequest.libraries, 2) : '–';
    lines.push(
      `| ${r.scenario.name} | ${num(r.load.rps)} | ${num(r.load.p50)} | ${num(r.load.p90)} | ${num(r.load.p99)} | ${num(r.load.cpuPerRequest, 2)} | ${own} | ${num(r.sample.queries)} | ${num(r.sample.rows)} | ${kib(r.sample.bytes)} | ${statuses}${r.load.errors ? ` errors×${r.load.errors}` : ''}${hits} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The rows-read table of one dataset size (`--rows-only`): the most rows any of the sampled requests read, and
 * that as a multiple of the default list's (the bound of docs/security.md, "Bounded cost": at most 2).
 */
export function rowsTable(size, rows) {
  const base = rows.find((r) => r.scenario.key === 'events')?.sample.maxRows;
  const lines = [
    `### ${size.toLocaleString('en')} events, rows read`,
    '',
    '| scenario | rows read | × default list | D1 calls | body | statuses |',
    '|---|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    const ratio = base ? num(r.sample.maxRows / base, 2) : '–';
    lines.push(
      `| ${r.scenario.name} | ${num(r.sample.maxRows)} | ${ratio} | ${num(r.sample.queries)} | ${kib(r.sample.bytes)} | ${r.sample.statuses.join(', ')} |`,
    );
  }
  return lines.join('\n');
}

/** Where the Worker's CPU goes per scenario (bench/lib/worker-cpu.ts), in ms per request. */
export function workerTable(rows) {
  const profiled = rows.filter((r) => r.worker);
  if (profiled.length === 0) return '';
  const lines = [
    '',
    'Worker CPU per request, from a profile of the same code in Node (bench/lib/worker-cpu.ts; ms):',
    '',
    '| scenario | Node process | Worker code (src/) | its libraries | database (SQLite) | runtime (Request, Response, URL…) | GC |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of profiled) {
    const p = r.worker.perRequest;
    lines.push(
      `| ${r.scenario.name} | ${num(r.worker.cpuMs, 2)} | ${num(p.worker, 2)} | ${num(p.libraries, 2)} | ${num(p.database, 2)} | ${num(p.runtime, 2)} | ${num(p.gc, 2)} |`,
    );
  }
  return lines.join('\n');
}

/** Summary lines and target checks of one dataset size (what was run of them). */
export function sizeSummary(result) {
  const by = Object.fromEntries(result.rows.map((r) => [r.scenario.key, r]));
  const check = (ok) => (ok ? 'met' : '**missed**');
  const lines = [''];
  if (result.single) {
    lines.push(
      `- One connection, p50: service root ${num(result.single.root, 2)} ms, \`GET /events\` ${num(result.single.events, 2)} ms, \`POST /events\` ${num(result.single.create, 2)} ms.`,
      `- Floor (the default page's SQL on better-sqlite3, same file): ${num(result.floor.p50, 2)} ms; service p50 at one connection / floor = ${num(result.single.events / result.floor.p50, 1)}×.`,
    );
  }
  // Throughput a CPU-bound service reaches is inversely proportional to its CPU per request: the same ratio
  // measured in CPU time is less sensitive to what else the machine runs.
  const ratio = (key, base) =>
    by[key] && by[base]
      ? { rps: by[key].load.rps / by[base].load.rps, cpu: by[base].load.cpuPerRequest / by[key].load.cpuPerRequest }
      : undefined;
  const show = (r) => (r ? `${pct(r.rps)} by req/s (${pct(r.cpu)} by service CPU per request)` : 'not run');
  const events = ratio('events', 'root');
  const cached = ratio('cached', 'root');
  const conditional = ratio('conditional', 'root');
  const root = ratio('root', 'bare');
  const hitCeiling = ratio('bare-body', 'bare');
  const missCeiling = ratio('bare-miss', 'bare');
  const d1Ceiling = ratio('bare-d1', 'bare');
  const uncached = ratio('events', 'bare-miss');
  const hit = ratio('cached', 'bare-body');
  const uncachedSame = ratio('events', 'bare-miss-h');
  const hitSame = ratio('cached', 'bare-body-h');
  const uncachedQueried = ratio('events', 'bare-miss-q');
  const headerCost = (key, base) =>
    by[key] && by[base] ? `${num(by[key].load.cpuPerRequest - by[base].load.cpuPerRequest, 2)} ms` : 'not run';
  const feed = by.feed;
  const feedWorker = feed?.worker ? feed.worker.perRequest.worker + feed.worker.perRequest.libraries : undefined;
  const spread = RATIO_KEYS.filter((key) => by[key]?.load.rounds?.length > 1).map(
    (key) =>
      `${key} ${by[key].load.rounds.map((r) => num(r.rps)).join(' / ')} (${by[key].load.rounds.map((r) => num(r.cpuPerRequest, 2)).join(' / ')} ms)`,
  );
  if (spread.length > 0) lines.push(`- Rounds, req/s (service CPU per request): ${spread.join('; ')}.`);
  lines.push(
    `- Service root against the bare Worker: ${show(root)}.`,
    `- \`GET /events\` uncached against the service root: ${show(events)}; cached ${show(cached)}; 304 ${show(conditional)}.`,
    ...(hitCeiling && missCeiling && d1Ceiling
      ? [
          `- The runtime's own ceilings (bare Worker, no code of ours): the list's body from memory ${show(hitCeiling)} of the bare root; with one D1 call ${show(d1Ceiling)}; with one D1 call and a cache put of that body ${show(missCeiling)}.`,
          `- The service against them: cached list ${show(hit)} of the bare body; uncached list ${show(uncached)} of the bare miss.`,
          `- The same ceilings with the service's own headers (the same answers): the body from memory costs ${headerCost('bare-body-h', 'bare-body')} more than with 9 headers, the miss ${headerCost('bare-miss-h', 'bare-miss')}; cached list ${show(hitSame)} of it, uncached list ${show(uncachedSame)}.`,
          `- The miss running the list's own statements (the same SQL and values in its one round trip, the same rows read): it costs ${headerCost('bare-miss-q', 'bare-miss')} more than \`SELECT 1\`; uncached list ${show(uncachedQueried)} of it.`,
        ]
      : []),
    '',
    "Targets (issue 35's done-means; each check reads the ratio by service CPU per request, the steadier one):",
    `- service root ≥ 70% of the bare root: ${root ? `${check(root.cpu >= 0.7)} (${show(root)})` : 'not run'}`,
    `- uncached default list ≥ 70% of the bare miss of the same bytes: ${uncached ? `${check(uncached.cpu >= 0.7)} (${show(uncached)})` : 'not run'}`,
    `- cached list ≥ 90% of the bare body of the same bytes, 0 D1 calls: ${hit ? `${check(hit.cpu >= 0.9 && by.cached.sample.queries === 0)} (${show(hit)}; ${num(by.cached.sample.queries)} D1 calls)` : 'not run'}`,
    `- 1,000-event feed ≤ 15 ms of Worker CPU and ≤ 40 ms for the whole local runtime: ${feed ? `${check(feedWorker !== undefined && feedWorker <= 15 && feed.load.cpuPerRequest <= 40)} (Worker ${feedWorker === undefined ? 'not profiled' : `${num(feedWorker, 2)} ms`}, runtime ${num(feed.load.cpuPerRequest, 2)} ms)` : 'not run'}`,
    `- an uncached list in one D1 round trip: ${by.events ? `${check(by.events.sample.queries === 1)} (${num(by.events.sample.queries)})` : 'not run'}`,
  );
  return lines.join('\n');
}

export { kib, num };

/** Issue 35's startup targets against one startup result: the core ≤ 3× the bare Worker (whose floor is 10 ms), gzip under 300 KiB. */
export function startupTargets(result) {
  const floor = Math.max(result.bare.median, 10);
  const ok = result.core.median <= 3 * floor && result.core.gzip < 300;
  return `Target (issue 35): the core's startup ≤ 3× the bare Worker's (floor 10 ms: ≤ ${num(3 * floor, 1)} ms) and its gzip under 300 KiB: ${ok ? 'met' : '**missed**'} (${num(result.core.median, 1)} ms, ${num(result.core.gzip, 1)} KiB).`;
}
