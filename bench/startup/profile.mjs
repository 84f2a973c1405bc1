/**
 * Where the core's start goes, module by module (bench/README.md, "Startup"): builds what the first request loads
 * (`src/app.ts` and `src/config.ts`, as `bench/startup/core.ts`) with scripts/worker-build.mjs's settings, unminified
 * and with a marker around each module's top level, then, in Node, `--rounds` times in fresh processes: evaluates
 * it, calls `configOf()` and `buildApp()`, and answers a first `GET /` and a first default list
 * (`GET /calendar/events/v1/events`), over a copy of `--dataset` (a D1 SQLite file; by default the bench's 10,000
 * events when seeded, else an empty database with the migrations). What those first requests build or load on
 * demand is theirs in the figures: a cost deferred from the core to them still shows. Prints each phase's time and
 * each module's own top-level time (its imports' excluded, median of the rounds, the modules the requests load
 * included), and the process's CPU time to the end of the first `GET /` and of the first list (steadier than the
 * wall times on a loaded machine); `--cpu-prof DIR` keeps V8's profile of each round (open it in Chrome's DevTools).
 *
 * `--against DIR` profiles another checkout's core (main's, say) in rounds interleaved with this one's, so that
 * the machine's load hits both alike, and prints the two columns.
 *
 * Node is not workerd: its figures are not `wrangler check startup`'s, but the ranking is the same code's.
 * Usage: `node bench/startup/profile.mjs [--rounds 7] [--top 40] [--dataset FILE] [--against DIR] [--cpu-prof DIR]`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildWorker } from '../../scripts/worker-build.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Wraps each module's source between `__startupMark(path, 0)` and `__startupMark(path, 1)`. */
const markers = {
  name: 'startup-markers',
  setup(build) {
    build.onLoad({ filter: /\.(ts|mts|js|mjs|cjs)$/ }, (args) => {
      if (args.namespace !== 'file') return undefined;
      // Named within its checkout (`src/…`) or package, so that two checkouts' modules compare by name.
      const name = args.path.includes('/node_modules/')
        ? args.path.replace(/^.*\/node_modules\//, '')
        : args.path.replace(/^.*?\/(src|bench)\//, '$1/');
      const source = fs.readFileSync(args.path, 'utf8');
      const loader = /\.m?ts$/.test(args.path) ? 'ts' : 'js';
      const mark = (edge) => `globalThis.__startupMark?.(${JSON.stringify(name)}, ${edge});`;
      // A leading directive ('use strict') stays first; an ESM module's imports are hoisted above the markers.
      const directive = /^\s*(['"])use strict\1;?/.exec(source)?.[0] ?? '';
      return {
        contents: `${directive}\n${mark(0)}\n${source.slice(directive.length)}\n;${mark(1)}\n`,
        loader,
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

/** The D1 file of the bench's 10,000-event dataset (bench/README.md, "Datasets"), when seeded. */
function benchDataset() {
  const dir = path.join(os.tmpdir(), 'calendar-events-bench', 'events-10000', 'v3', 'd1', 'miniflare-D1DatabaseObject');
  if (!fs.existsSync(dir)) return undefined;
  const file = fs.readdirSync(dir).find((name) => /^[0-9a-f]{64}\.sqlite$/.test(name));
  return file && path.join(dir, file);
}

/** A copy of `dataset` (with its WAL) in `work`, or there an empty database with the migrations applied. */
function databaseIn(work, dataset) {
  const file = path.join(work, 'd1.sqlite');
  if (dataset) {
    for (const suffix of ['', '-wal']) {
      if (fs.existsSync(dataset + suffix)) fs.copyFileSync(dataset + suffix, file + suffix);
    }
    return file;
  }
  const Database = createRequire(import.meta.url)('better-sqlite3');
  const db = new Database(file);
  const migrations = path.join(ROOT, 'migrations');
  for (const name of fs
    .readdirSync(migrations)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    db.exec(fs.readFileSync(path.join(migrations, name), 'utf8').replaceAll('--> statement-breakpoint', ''));
  }
  db.close();
  return file;
}

/** One round, in this process: the module times and the phases', as JSON on stdout. */
async function round(bundle, database) {
  const self = new Map();
  const stack = [];
  globalThis.__startupMark = (name, edge) => {
    const now = performance.now();
    if (edge === 0) return void stack.push({ name, start: now, children: 0 });
    const frame = stack.pop();
    const total = now - frame.start;
    self.set(frame.name, (self.get(frame.name) ?? 0) + total - frame.children);
    if (stack.length > 0) stack[stack.length - 1].children += total;
  };
  const vars = Object.fromEntries(
    [...fs.readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8').matchAll(/^([A-Z_]+) = "(.*)"$/gm)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const core = await import(bundle);
  const t1 = performance.now();
  core.configOf(vars);
  const t2 = performance.now();
  const app = core.buildApp();
  const t3 = performance.now();
  const modules = [...self.values()].reduce((sum, value) => sum + value, 0);
  const { memoryCaches, sqliteD1 } = await import(path.join(path.dirname(bundle), '..', 'node-platform.mjs'));
  globalThis.caches = memoryCaches();
  const env = { ...vars, DB: sqliteD1(database) };
  const context = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} };
  const first = async (url) => {
    const start = performance.now();
    const response = await app.fetch(new Request(`http://startup.local${url}`), env, context);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    return performance.now() - start;
  };
  const root = await first('/');
  // CPU time, not wall time: a process preempted by the machine's other work is not charged for the wait.
  const rootCpu = process.cpuUsage(cpu0);
  const list = await first('/calendar/events/v1/events');
  const listCpu = process.cpuUsage(cpu0);
  process.stdout.write(
    JSON.stringify({
      self: Object.fromEntries(self),
      load: t1 - t0,
      modules,
      config: t2 - t1,
      build: t3 - t2,
      root,
      list,
      total: t3 - t0 + root + list,
      cpuRoot: (rootCpu.user + rootCpu.system) / 1000,
      cpuList: (listCpu.user + listCpu.system) / 1000,
    }),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Builds `tree`'s core (its `src/app.ts` and `src/config.ts`) with markers into `outdir`; returns the bundle. */
async function buildCore(tree, outdir) {
  fs.mkdirSync(outdir, { recursive: true });
  const entry = path.join(outdir, '..', `${path.basename(outdir)}-entry.ts`);
  const source = (file) => JSON.stringify(path.join(tree, 'src', file));
  fs.writeFileSync(
    entry,
    `export { buildApp } from ${source('app')};\nexport { configOf } from ${source('config')};\n`,
  );
  await buildWorker({ outdir, entry, minify: false, force: true, plugins: [markers] });
  fs.writeFileSync(path.join(outdir, 'package.json'), '{"type":"module"}');
  return path.join(outdir, 'index.js');
}

/** Prints the medians of `rounds` (one column per tree). */
function report(columns, top) {
  const ms = (value) => value.toFixed(2).padStart(9);
  const labels = Object.keys(columns);
  const phases = [
    ['total', 'in all, to the end of the first list'],
    ['load', 'import() of the core: parse, compile and evaluate'],
    ['modules', "of which the modules' own top levels"],
    ['config', 'configOf(env)'],
    ['build', 'buildApp()'],
    ['root', 'the first GET / (what it loads and builds included)'],
    ['list', 'then the first default list, GET /calendar/events/v1/events'],
    ['cpuRoot', 'CPU time (user + system) of the import, configOf, buildApp() and the first GET /'],
    ['cpuList', 'CPU time of all that and the first default list'],
  ];
  console.log(`${labels.map((label) => label.padStart(9)).join(' ')}  ms, median of the rounds`);
  for (const [key, label] of phases) {
    console.log(`${labels.map((name) => ms(median(columns[name].map((r) => r[key])))).join(' ')}  ${label}`);
  }
  for (const name of labels) {
    console.log(`  ${name} rounds, in all: ${columns[name].map((r) => r.total.toFixed(1)).join(' / ')}`);
  }
  const names = [...new Set(Object.values(columns).flatMap((rounds) => rounds.flatMap((r) => Object.keys(r.self))))];
  const count = (name) => new Set(columns[name].flatMap((r) => Object.keys(r.self))).size;
  console.log(`modules evaluated: ${labels.map((name) => `${name} ${count(name)}`).join(', ')}`);
  const first = labels[0];
  const ranked = names
    .map((name) => ({ name, values: labels.map((label) => median(columns[label].map((r) => r.self[name] ?? 0))) }))
    .sort((a, b) => b.values[0] - a.values[0]);
  console.log(`own top level of each module (ms), by ${first}'s:`);
  for (const { name, values } of ranked.slice(0, top)) console.log(`${values.map(ms).join(' ')}  ${name}`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '7' },
      top: { type: 'string', default: '40' },
      dataset: { type: 'string' },
      against: { type: 'string' },
      'cpu-prof': { type: 'string' },
      round: { type: 'string' },
      database: { type: 'string' },
    },
  });
  if (values.round) return round(values.round, values.database);
  // Under dist/ (git-ignored), so that the built modules resolve the project's node_modules.
  fs.mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
  const work = fs.mkdtempSync(path.join(ROOT, 'dist', 'startup-profile-'));
  const trees = { this: ROOT, ...(values.against ? { against: path.resolve(values.against) } : {}) };
  const bundles = {};
  for (const [name, tree] of Object.entries(trees)) bundles[name] = await buildCore(tree, path.join(work, name));
  // The platform's shims (bench/lib/node-platform.ts), compiled apart: the core is imported without a TypeScript loader.
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(ROOT, 'bench', 'lib', 'node-platform.ts')],
    outfile: path.join(work, 'node-platform.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  const dataset = values.dataset ?? benchDataset();
  const columns = Object.fromEntries(Object.keys(trees).map((name) => [name, []]));
  for (let index = 0; index < Number(values.rounds); index++) {
    for (const [name, bundle] of Object.entries(bundles)) {
      const profile = values['cpu-prof']
        ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(values['cpu-prof'], name), '--cpu-prof-interval', '100']
        : [];
      const database = databaseIn(work, dataset);
      const script = [fileURLToPath(import.meta.url), '--round', bundle, '--database', database];
      const output = execFileSync(process.execPath, [...profile, ...script], { cwd: ROOT, encoding: 'utf8' });
      columns[name].push(JSON.parse(output));
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
  console.log(
    `${values.rounds} interleaved rounds, load average ${os.loadavg()[0].toFixed(1)} (1 min) at the end, ` +
      `dataset: ${dataset ?? 'none (the migrations only)'}`,
  );
  report(columns, Number(values.top));
}

await main();
