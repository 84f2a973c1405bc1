/**
 * The benchmark's tables and target checks, as Markdown (pasted into bench/README.md as they come out).
 */

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

/** The table of one dataset size. */
export function sizeTable(size, rows) {
  const lines = [
    `### ${size.toLocaleString('en')} events`,
    '',
    '| scenario | req/s | p50 ms | p90 ms | p99 ms | service CPU ms/req | D1 calls | rows read | body | statuses |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    const statuses = Object.entries(r.load.statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(' ');
    const hits = r.scenario.cached ? ` (HIT ${num(r.sample.hits * 100)}%)` : '';
    lines.push(
      `| ${r.scenario.name} | ${num(r.load.rps)} | ${num(r.load.p50)} | ${num(r.load.p90)} | ${num(r.load.p99)} | ${num(r.load.cpuPerRequest, 2)} | ${num(r.sample.queries)} | ${num(r.sample.rows)} | ${kib(r.sample.bytes)} | ${statuses}${r.load.errors ? ` errors×${r.load.errors}` : ''}${hits} |`,
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

/** Summary lines and target checks of one dataset size. */
export function sizeSummary(size, result) {
  const by = Object.fromEntries(result.rows.map((r) => [r.scenario.key, r]));
  const ceiling = by.root.load.rps;
  const share = (key) => by[key].load.rps / ceiling;
  // Throughput a CPU-bound service reaches is inversely proportional to its CPU per request: the same ratio
  // measured in CPU time holds even when other processes take the machine's cores.
  const cpuShare = (key) => by.root.load.cpuPerRequest / by[key].load.cpuPerRequest;
  const original = ORIGINAL[size]?.events;
  const check = (ok) => (ok ? 'met' : '**missed**');
  const lines = [
    '',
    `- One connection, p50: no-DB route ${num(result.single.root, 2)} ms, \`GET /events\` ${num(result.single.events, 2)} ms, \`POST /events\` ${num(result.single.create, 2)} ms.`,
    `- Floor (the same page's SQL on better-sqlite3, same file): ${num(result.floor.p50, 2)} ms; service p50 at one connection / floor = ${num(result.single.events / result.floor.p50, 1)}×.`,
    `- \`GET /events\`: ${num(share('events') * 100)}% of the no-DB route's req/s (${num(cpuShare('events') * 100)}% by service CPU per request); cached ${num(share('cached') * 100)}% (${num(cpuShare('cached') * 100)}%), 304 ${num(share('conditional') * 100)}% (${num(cpuShare('conditional') * 100)}%).` +
      (original
        ? ` The original: ${original.rps} req/s (p50 ${original.p50} ms), ${num(by.events.load.rps / original.rps)}× less.`
        : ''),
    '',
    'Targets:',
    `- default list ≥ 50% of the no-DB route: ${check(share('events') >= 0.5)} (by CPU per request: ${check(cpuShare('events') >= 0.5)})` +
      (original ? `; ≥ 25× the original: ${check(by.events.load.rps >= 25 * original.rps)}` : ''),
    `- default list p50 at one connection ≤ 5 ms: ${check(result.single.events <= 5)}`,
    `- uncached GETs ≤ 2 D1 round trips: ${check(result.rows.every((r) => r.scenario.create || r.sample.queries <= 2))}`,
    `- cached and 304 ≥ 90% of the no-DB route, ≤ 1 row read: ${check(share('cached') >= 0.9 && share('conditional') >= 0.9 && by.cached.sample.rows <= 1 && by.conditional.sample.rows <= 1)} (by CPU per request: ${check(cpuShare('cached') >= 0.9 && cpuShare('conditional') >= 0.9)})`,
    `- create p50 at one connection ≤ 15 ms: ${check(result.single.create <= 15)}`,
    `- service within 3× of the floor: ${check(result.single.events <= 3 * result.floor.p50)}`,
  ];
  return lines.join('\n');
}

export { kib, num };
