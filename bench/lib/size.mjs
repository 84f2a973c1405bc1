/**
 * One dataset size of the benchmark (bench/README.md): the bare Worker's ceiling, every scenario against
 * `wrangler dev`, one-connection latencies, the floor, the Worker's own CPU (bench/lib/worker-cpu.ts) and the export,
 * each on a fresh copy of the seeded dataset.
 */
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../../scripts/lib/database.mjs';
import { ensureDataset, runCopy } from './dataset.mjs';
import { benchExport } from './export.mjs';
import { floorOfDefaultPage } from './floor.mjs';
import { load, request, sample, serverTiming } from './load.mjs';
import {
  answerHeaders,
  bareCeilings,
  bareScenario,
  datasetFacts,
  giveBody,
  giveStatements,
  headersOf,
  NS,
  RATIO_KEYS,
  scenarios,
} from './scenarios.mjs';
import { startService } from './server.mjs';
import { configWith } from './startup.mjs';
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

/**
 * 10 (3 with `--rows-only`) sequential requests of a scenario, checked (status, no D1 call where none is expected)
 * and sampled.
 */
async function checkScenario(service, scenario, options) {
  const { origin } = service;
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
  return before;
}

/** The load of a scenario for `duration` seconds, with the service's CPU over it. */
async function loadScenario(service, scenario, options) {
  let cpuBefore = service.cpuMs();
  let result = await load(service.origin, scenario, options);
  if (result.errors > 0) {
    // A reload of wrangler dev during the run (a source file changed): measure again once it answers.
    log(`  ${result.errors} connection errors: running ${scenario.name} again`);
    await sample(service.origin, scenario, 3);
    cpuBefore = service.cpuMs();
    result = await load(service.origin, scenario, options);
  }
  return { ...result, cpuMs: service.cpuMs() - cpuBefore, duration: options.duration };
}

/** Rounds of one scenario as one result: requests and CPU summed, latency percentiles the median round's. */
function combine(rounds) {
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  const median = (key) => rounds.map((r) => r[key]).sort((a, b) => a - b)[Math.floor((rounds.length - 1) / 2)];
  const statuses = {};
  for (const r of rounds)
    for (const [code, n] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  return {
    requests,
    rps: requests / rounds.reduce((n, r) => n + r.duration, 0),
    p50: median('p50'),
    p90: median('p90'),
    p99: median('p99'),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    statuses,
    cpuPerRequest: rounds.reduce((n, r) => n + r.cpuMs, 0) / requests,
    rounds: rounds.map((r) => ({ rps: r.rps, cpuPerRequest: r.cpuMs / r.requests })),
  };
}

/**
 * Every scenario against `services` (`service` for most, `bare` for the bare Worker). The ratio scenarios run in
 * `options.rounds` interleaved rounds of `duration / rounds` seconds each; the others once each.
 */
async function runScenarios(services, list, options) {
  const rows = [];
  const ratio = list.filter((s) => RATIO_KEYS.includes(s.key));
  const samples = new Map();
  for (const scenario of ratio)
    samples.set(scenario, await checkScenario(services[scenario.bare ? 'bare' : 'service'], scenario, options));
  const rounds = new Map(ratio.map((s) => [s, []]));
  const share = { ...options, duration: options.duration / options.rounds };
  for (let round = 1; round <= options.rounds; round++) {
    for (const scenario of ratio) {
      log(`  ${scenario.name} (round ${round} of ${options.rounds})…`);
      rounds.get(scenario).push(await loadScenario(services[scenario.bare ? 'bare' : 'service'], scenario, share));
    }
  }
  for (const scenario of ratio)
    rows.push({ scenario, sample: samples.get(scenario), load: combine(rounds.get(scenario)) });
  for (const scenario of list.filter((s) => !RATIO_KEYS.includes(s.key))) {
    const before = await checkScenario(services.service, scenario, options);
    log(`  ${scenario.name}…`);
    rows.push({ scenario, sample: before, load: combine([await loadScenario(services.service, scenario, options)]) });
  }
  return rows;
}

/**
 * The headers of the default list's answers, as the scenarios get them: a miss (a URL of its own) and a hit from
 * the isolate's hot answers (the third request of one URL, as the cached scenario repeats it).
 */
async function listHeaders(origin) {
  const miss = await fetch(`${origin}${NS}/events?_bench=headers`);
  await miss.arrayBuffer();
  let hit;
  for (let i = 0; i < 3; i++) {
    hit = await fetch(`${origin}${NS}/events`);
    await hit.arrayBuffer();
  }
  return { hit: answerHeaders(hit), miss: answerHeaders(miss), missRows: serverTiming(headersOf(miss)).rows };
}

export async function benchSize(root, size, options) {
  const dataset = await ensureDataset(root, size, log);
  const copy = runCopy(dataset);
  try {
    const facts = datasetFacts(copy.file);
    const floor = await floorOfDefaultPage(copy.file);
    // The bare Worker (bench/bare/) on the same state and `wrangler.toml`, up beside the service: the ceiling of
    // the service root, measured in the same rounds.
    const bare =
      wanted(options, 'bare') && !options.rowsOnly
        ? await startService(copy.dir, {
            config: configWith(options.source ?? PROJECT_ROOT, 'bare', { main: BARE_WORKER }),
            cwd: options.source,
          })
        : undefined;
    const service = await startService(copy.dir, { cwd: options.source });
    let rows;
    let single;
    let total;
    const profileRows = [];
    try {
      total = await verifySeed(service.origin, facts);
      log(`Service up at ${service.origin}; ${total.toLocaleString('en')} events in the default window.`);
      // The bare ceilings of a list use the default list's own size.
      const listBody = await (await fetch(`${service.origin}${NS}/events`)).arrayBuffer();
      const listBytes = listBody.byteLength;
      // …and its very bytes (bench/README.md, "The ceilings' bytes").
      if (bare) {
        const { missRows, ...headers } = await listHeaders(service.origin);
        await giveBody(bare.origin, listBody, headers);
        await giveStatements(bare.origin, missRows);
      }
      const ceilings = bare ? [bareScenario, ...bareCeilings(listBytes)] : [];
      // Profile-only scenarios (the whole export) are not loaded: the profile below runs them when named.
      const list = [...ceilings, ...scenarios(facts, dataset.admin)].filter(
        (s) => !s.profileOnly && wanted(options, s.bare ? 'bare' : s.key),
      );
      const byKey = Object.fromEntries(scenarios(facts, dataset.admin).map((s) => [s.key, s]));
      if (options.rowsOnly) {
        // No load: what each request reads from D1 (docs/security.md, "Bounded cost").
        rows = [];
        for (const scenario of list) {
          const before = await checkScenario(service, scenario, options);
          log(`  ${scenario.name}: ${before.maxRows} rows`);
          rows.push({ scenario, sample: before });
        }
        return { size, total, floor, rows };
      }
      await load(service.origin, byKey.events, { ...options, duration: 2 });
      if (bare) await load(bare.origin, bareScenario, { ...options, duration: 2 });
      rows = await runScenarios({ service, bare }, list, options);
      single = {
        root: (await sample(service.origin, byKey.root, 200)).p50,
        events: (await sample(service.origin, byKey.events, 200)).p50,
        create: (await sample(service.origin, byKey.create, 100)).p50,
      };
    } finally {
      await service.stop();
      await bare?.stop();
    }
    // The Worker's own CPU per request, from a profile of the same code in Node (bench/lib/worker-cpu.ts).
    if (options.profile && !options.source) {
      log('  the Worker’s own CPU (profile in Node)…');
      const own = await workerCpu(copy.file, facts, dataset.admin, { only: options.only });
      for (const row of rows) row.worker = own[row.scenario.key];
      for (const scenario of scenarios(facts, dataset.admin).filter((s) => s.profileOnly && own[s.key])) {
        profileRows.push({ scenario, worker: own[scenario.key] });
      }
    }
    // The export on a service of its own that shows the Worker's logs (its D1 cost is logged at the end).
    const exported = wanted(options, 'export') ? await benchExport(copy.dir, options.source) : undefined;
    return { size, total, floor, rows, single, exported, profileRows };
  } finally {
    copy.remove();
  }
}
