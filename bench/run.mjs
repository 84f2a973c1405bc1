/**
 * `npm run bench [-- --sizes 1k,10k,100k] [-- --duration 8] [-- --connections 8]`: the performance benchmark
 * (bench/README.md). For each dataset size: a bulk-seeded local D1 (seeded once, reused), `wrangler dev` on a
 * fresh copy of it, every scenario driven by autocannon, D1 cost read from `Server-Timing`, one-connection
 * latencies, and the floor (the same SQL on better-sqlite3). Then the Worker bundle size. Markdown on stdout; the
 * raw results also go to bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseOptions, out as print, runCommand, UsageError } from '../scripts/lib/cli.mjs';
import { PROJECT_ROOT } from '../scripts/lib/database.mjs';
import { ensureDataset, runCopy } from './lib/dataset.mjs';
import { benchExport, exportLine } from './lib/export.mjs';
import { bundleSize, floorOfDefaultPage } from './lib/floor.mjs';
import { load, request, sample } from './lib/load.mjs';
import { kib, rowsTable, sizeSummary, sizeTable } from './lib/report.mjs';
import { datasetFacts, NS, scenarios } from './lib/scenarios.mjs';
import { startService, WRANGLER_BIN } from './lib/server.mjs';

const HELP = `Usage: npm run bench [-- options]

  --sizes <list>        dataset sizes, e.g. 1k,10k,100k (default)
  --duration <s>        seconds of load per scenario (default 8)
  --connections <n>     concurrent connections (default 8)
  --only <keys>         scenarios to run (keys: root,events,events50,category,search,geoloc,single,slug,
                        venues,categories,create,cached,conditional,export; hostile: search-common,
                        search-letter,search-words,terms500,unknown500,everything; default all)
  --state-dir <dir>     where seeded datasets live (default: <tmp>/calendar-events-bench)
  --rows-only           no load: 3 requests per scenario, and a table of what each reads from D1 (rows,
                        calls) against the default list: the bounded-cost check (docs/security.md)
  --no-bundle           skip the bundle size`;

const log = (line) => console.error(line);

function parseSize(text) {
  const match = /^(\d+)(k?)$/i.exec(text.trim());
  if (!match) throw new UsageError(`invalid size "${text}" (e.g. 1k, 10k, 100k, 2500)`);
  return Number(match[1]) * (match[2] ? 1000 : 1);
}

/** Reads back seeded events through the API (by id under every root, lists under every root). */
async function verifySeed(origin, facts) {
  const totals = new Set();
  for (const root of ['', '/ca', '/en', '/es']) {
    const list = await request(origin, { path: `${root}${NS}/events` });
    if (list.status !== 200) throw new Error(`GET ${root}${NS}/events answered ${list.status}`);
    totals.add(list.headers['x-tec-total']);
    for (const id of facts.eventIds.slice(0, 3)) {
      const one = await request(origin, { path: `${root}${NS}/events/${id}` });
      if (one.status !== 200) throw new Error(`GET ${root}${NS}/events/${id} answered ${one.status}`);
    }
  }
  if (totals.size !== 1) throw new Error(`list totals differ between roots: ${[...totals].join(', ')}`);
  return Number([...totals][0]);
}

/** Runs every scenario against a started service; measures the service's CPU time per request as well. */
async function runScenarios(service, list, options) {
  const { origin } = service;
  const rows = [];
  for (const scenario of list) {
    if (options.only && !options.only.includes(scenario.key)) continue;
    if (scenario.cached || scenario.conditional) {
      const first = await request(origin, scenario.next());
      if (scenario.conditional) {
        const path = scenario.next().path;
        scenario.next = () => ({ method: 'GET', path, headers: { 'if-none-match': first.headers.etag } });
      }
    }
    const before = await sample(origin, scenario, options.rowsOnly ? 3 : 10);
    const expected = [scenario.expect ?? 200].flat();
    if (before.statuses.some((s) => !expected.includes(s))) {
      throw new Error(`${scenario.name}: expected ${expected.join(' or ')}, got ${before.statuses.join(', ')}`);
    }
    if (scenario.noDb && before.queries !== 0) throw new Error(`${scenario.name} made ${before.queries} D1 calls`);
    if (options.rowsOnly) {
      log(`  ${scenario.name}: ${before.maxRows} rows`);
      rows.push({ scenario, sample: before });
      continue;
    }
    log(`  ${scenario.name}…`);
    let cpuBefore = service.cpuMs();
    let result = await load(origin, scenario, options);
    if (result.errors > 0) {
      // A reload of wrangler dev during the run (a source file changed): measure again once it answers.
      log(`  ${result.errors} connection errors: running ${scenario.name} again`);
      await sample(origin, scenario, 3);
      cpuBefore = service.cpuMs();
      result = await load(origin, scenario, options);
    }
    result.cpuPerRequest = (service.cpuMs() - cpuBefore) / result.requests;
    rows.push({ scenario, sample: before, load: result });
  }
  return rows;
}

async function benchSize(root, size, options) {
  const dataset = await ensureDataset(root, size, log);
  const copy = runCopy(dataset);
  try {
    const facts = datasetFacts(copy.file);
    const floor = await floorOfDefaultPage(copy.file);
    const service = await startService(copy.dir);
    try {
      const total = await verifySeed(service.origin, facts);
      log(`Service up at ${service.origin}; ${total.toLocaleString('en')} events in the default window.`);
      const list = scenarios(facts, dataset.admin);
      const byKey = Object.fromEntries(list.map((s) => [s.key, s]));
      if (options.rowsOnly) return { size, total, floor, rows: await runScenarios(service, list, options) };
      await load(service.origin, byKey.events, { ...options, duration: 2 });
      const rows = await runScenarios(service, list, options);
      const single = {
        root: (await sample(service.origin, byKey.root, 200)).p50,
        events: (await sample(service.origin, byKey.events, 200)).p50,
        create: (await sample(service.origin, byKey.create, 100)).p50,
      };
      await service.stop();
      // The export on a service of its own that shows the Worker's logs (its D1 cost is logged at the end).
      const exported = !options.only || options.only.includes('export') ? await benchExport(copy.dir) : undefined;
      return { size, total, floor, rows, single, exported };
    } finally {
      await service.stop();
    }
  } finally {
    copy.remove();
  }
}

await runCommand(async () => {
  const { values } = parseOptions(process.argv.slice(2), {
    sizes: { type: 'string', default: '1k,10k,100k' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '8' },
    only: { type: 'string' },
    'state-dir': { type: 'string' },
    'no-bundle': { type: 'boolean', default: false },
    'rows-only': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return print(HELP);
  const sizes = values.sizes.split(',').map(parseSize);
  const options = {
    duration: Number(values.duration),
    connections: Number(values.connections),
    only: values.only?.split(','),
    rowsOnly: values['rows-only'],
  };
  if (!(options.duration > 0) || !(options.connections > 0))
    throw new UsageError('invalid --duration or --connections');
  const root = path.resolve(values['state-dir'] ?? path.join(os.tmpdir(), 'calendar-events-bench'));
  const started = new Date();
  const results = [];
  const out = [`## Run of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`, ''];
  out.push(
    `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}; ${options.connections} connections, ${options.duration} s per scenario; wrangler dev --local, logging off.`,
    '',
  );
  for (const size of sizes) {
    log(`\n== ${size.toLocaleString('en')} events`);
    const loadBefore = os.loadavg()[0];
    const result = await benchSize(root, size, options);
    result.loadBefore = loadBefore;
    result.loadAfter = os.loadavg()[0];
    results.push(result);
    const loadNote = `Machine load average (1 min) before / after: ${result.loadBefore.toFixed(1)} / ${result.loadAfter.toFixed(1)} on ${os.cpus().length} cores.`;
    const exportNote = result.exported ? `\n${exportLine(size, result.exported)}\n` : '';
    const table = options.rowsOnly ? rowsTable(size, result.rows) : sizeTable(size, result.rows);
    const section = `${table}\n${result.rows.length === 13 ? sizeSummary(size, result) : ''}\n${exportNote}\n${loadNote}\n`;
    out.push(section);
    print(section);
  }
  if (!values['no-bundle']) {
    const bundle = await bundleSize(WRANGLER_BIN, PROJECT_ROOT, path.join(root, 'bundle'));
    const minified = await bundleSize(WRANGLER_BIN, PROJECT_ROOT, path.join(root, 'bundle'), ['--minify']);
    const line =
      `Worker bundle (wrangler deploy --dry-run): ${kib(bundle.raw)}, ${kib(bundle.gzip)} gzipped as configured; ` +
      `with --minify ${kib(minified.raw)}, ${kib(minified.gzip)} gzipped (budget 300 KiB gzipped).`;
    out.push(line);
    print(line);
    results.push({ bundle, minified });
  }
  const dir = path.join(PROJECT_ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = started.toISOString().replace(/[:.]/g, '-');
  const json = JSON.stringify(results, (key, value) => (key === 'next' || key === 'last' ? undefined : value), 2);
  fs.writeFileSync(path.join(dir, `${stamp}.json`), json);
  fs.writeFileSync(path.join(dir, `${stamp}.md`), `${out.join('\n')}\n`);
  log(`\nResults: bench/results/${stamp}.md`);
}, 'Run `npm run bench -- --help` for usage.');
