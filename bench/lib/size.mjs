/**
 * One dataset size of the benchmark (bench/README.md): the bare Worker's ceiling, every scenario against
 * `wrangler dev`, one-connection latencies, the floor, the Worker's own CPU (bench/lib/worker-cpu.ts) and the export,
 * each on a fresh copy of the seeded dataset.
 */
import { fileURLToPath } from 'node:url';
import { ensureDataset, runCopy } from './dataset.mjs';
import { benchExport } from './export.mjs';
import { floorOfDefaultPage } from './floor.mjs';
import { load, request, sample } from './load.mjs';
import { bareScenario, datasetFacts, NS, scenarios } from './scenarios.mjs';
import { startService } from './server.mjs';
import { workerCpu } from './worker-cpu.mjs';

const log = (line) => console.error(line);
const BARE_WORKER = fileURLToPath(new URL('../bare/index.ts', import.meta.url));
const wanted = (options, key) => !options.only || options.only.includes(key);

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

/** One scenario: 10 sequential requests checked and sampled, then the load, with the service's CPU over it. */
async function runScenario(service, scenario, options) {
  const { origin } = service;
  if (scenario.cached || scenario.conditional) {
    const first = await request(origin, scenario.next());
    if (scenario.conditional) {
      const path = scenario.next().path;
      scenario.next = () => ({ method: 'GET', path, headers: { 'if-none-match': first.headers.etag } });
    }
  }
  const before = await sample(origin, scenario, 10);
  const expected = scenario.expect ?? 200;
  if (before.statuses.some((s) => s !== expected)) {
    throw new Error(`${scenario.name}: expected ${expected}, got ${before.statuses.join(', ')}`);
  }
  if (scenario.noDb && before.queries !== 0) throw new Error(`${scenario.name} made ${before.queries} D1 calls`);
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
  return { scenario, sample: before, load: result };
}

/** The bare Worker (bench/bare/) on the same state and `wrangler.toml`: the ceiling of the service root. */
async function bareRow(dir, options) {
  const bare = await startService(dir, { script: BARE_WORKER, cwd: options.source });
  try {
    await load(bare.origin, bareScenario, { ...options, duration: 2 });
    return await runScenario(bare, { ...bareScenario, noDb: false }, options);
  } finally {
    await bare.stop();
  }
}

export async function benchSize(root, size, options) {
  const dataset = await ensureDataset(root, size, log);
  const copy = runCopy(dataset);
  try {
    const facts = datasetFacts(copy.file);
    const floor = await floorOfDefaultPage(copy.file);
    const rows = [];
    if (wanted(options, 'bare')) rows.push(await bareRow(copy.dir, options));
    const service = await startService(copy.dir, { cwd: options.source });
    let single;
    let total;
    try {
      total = await verifySeed(service.origin, facts);
      log(`Service up at ${service.origin}; ${total.toLocaleString('en')} events in the default window.`);
      const list = scenarios(facts, dataset.admin);
      const byKey = Object.fromEntries(list.map((s) => [s.key, s]));
      await load(service.origin, byKey.events, { ...options, duration: 2 });
      for (const scenario of list)
        if (wanted(options, scenario.key)) rows.push(await runScenario(service, scenario, options));
      single = {
        root: (await sample(service.origin, byKey.root, 200)).p50,
        events: (await sample(service.origin, byKey.events, 200)).p50,
        create: (await sample(service.origin, byKey.create, 100)).p50,
      };
    } finally {
      await service.stop();
    }
    // The Worker's own CPU per request, from a profile of the same code in Node (bench/lib/worker-cpu.ts).
    if (options.profile && !options.source) {
      log('  the Worker’s own CPU (profile in Node)…');
      const own = await workerCpu(copy.file, facts, dataset.admin, { only: options.only });
      for (const row of rows) row.worker = own[row.scenario.key];
    }
    // The export on a service of its own that shows the Worker's logs (its D1 cost is logged at the end).
    const exported = wanted(options, 'export') ? await benchExport(copy.dir, options.source) : undefined;
    return { size, total, floor, rows, single, exported };
  } finally {
    copy.remove();
  }
}
