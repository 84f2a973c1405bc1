/**
 * Startup (bench/README.md, "Startup"): `wrangler check startup`'s active CPU and the gzip size of what each isolate
 * evaluates before its first answer, for the bare Worker (bench/bare/), the service's entry (src/index.ts, built by
 * scripts/worker-build.mjs) and the service's core as its first request loads it (bench/startup/core.ts), in
 * interleaved rounds so that the machine's load hits all three alike.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { workerModules } from '../../scripts/lib/worker-modules.mjs';
import { buildWorker } from '../../scripts/worker-build.mjs';

/** wrangler.toml's settings of the service's own build, dropped from the configurations that wrangler bundles. */
const BUILD_KEYS = /^(main|no_bundle|find_additional_modules|rules)\s*=.*\n/gm;
const BUILD_TABLE = /^\[build\]\n(?:[^[\n].*\n)*\n?/m;

/**
 * A copy of the project's wrangler.toml (same bindings, compatibility date and flags) with another entry: `bundle`
 * (wrangler bundles `main`, as for the bare Worker) or a module folder built by scripts/worker-build.mjs. Written
 * beside wrangler.toml, as `.bench-<name>.wrangler.toml` (git-ignored), so that its relative paths stay the same.
 */
export function configWith(projectRoot, name, { main, built }) {
  let text = fs.readFileSync(path.join(projectRoot, 'wrangler.toml'), 'utf8');
  text = text.replace(BUILD_KEYS, '').replace(BUILD_TABLE, '');
  const relative = path.relative(projectRoot, main);
  const head = built
    ? `main = ${JSON.stringify(relative)}\nno_bundle = true\nfind_additional_modules = true\n` +
      `rules = [{ type = "ESModule", globs = ["chunks/*.js"], fallthrough = false }]\n`
    : `main = ${JSON.stringify(relative)}\n`;
  const file = path.join(projectRoot, `.bench-${name}.wrangler.toml`);
  fs.writeFileSync(file, `${head}${text}`);
  return file;
}

/**
 * `wrangler check startup` of `config`: its "Active" CPU (ms). The configuration goes through `--args` (the flags of
 * the `wrangler deploy --dry-run` it builds with): its own `-c` is not used for the build.
 */
function checkStartup(wranglerBin, projectRoot, config, outfile) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [wranglerBin, 'check', 'startup', `--args=-c ${config}`, '--outfile', outfile],
      {
        cwd: projectRoot,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const active = /Active:\s*([\d.]+)\s*ms/.exec(output);
      if (code !== 0 || !active) {
        reject(new Error(`wrangler check startup -c ${config} failed (${code}): ${output.slice(-2000)}`));
        return;
      }
      resolve(Number(active[1]));
    });
  });
}

/** gzip (level 9) of the JavaScript wrangler would upload for `config` (`wrangler deploy --dry-run --outdir`). */
async function uploadGzip(wranglerBin, projectRoot, config, outdir) {
  fs.rmSync(outdir, { recursive: true, force: true });
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [wranglerBin, 'deploy', '--dry-run', '-c', config, '--outdir', outdir], {
      cwd: projectRoot,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      stdio: 'ignore',
    });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`wrangler deploy --dry-run: ${code}`))));
  });
  const files = fs
    .readdirSync(outdir, { recursive: true })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => fs.readFileSync(path.join(outdir, file)));
  fs.rmSync(outdir, { recursive: true, force: true });
  return zlib.gzipSync(Buffer.concat(files), { level: 9 }).length / 1024;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * `rounds` interleaved profiles of the three Workers. Returns, for each (`bare`, `entry`, `core`), the active CPU
 * of every round and their median (ms), and the gzip size (KiB) of what its start evaluates.
 */
export async function benchStartup(wranglerBin, projectRoot, workDir, { rounds = 3, log = () => {} } = {}) {
  fs.mkdirSync(workDir, { recursive: true });
  const entryDir = path.join(projectRoot, 'dist', 'worker');
  const coreDir = path.join(projectRoot, 'dist', 'startup-core');
  await buildWorker({ outdir: entryDir });
  await buildWorker({ outdir: coreDir, entry: path.join(projectRoot, 'bench', 'startup', 'core.ts') });
  const configs = {
    bare: configWith(projectRoot, 'bare', { main: path.join(projectRoot, 'bench', 'bare', 'index.ts') }),
    entry: configWith(projectRoot, 'entry', { main: path.join(entryDir, 'index.js'), built: true }),
    core: configWith(projectRoot, 'core', { main: path.join(coreDir, 'index.js'), built: true }),
  };
  const result = {
    bare: { gzip: await uploadGzip(wranglerBin, projectRoot, configs.bare, path.join(workDir, 'bare-upload')) },
    entry: { gzip: workerModules(entryDir).startup.gzip / 1024, total: workerModules(entryDir).onDemand.gzip / 1024 },
    core: { gzip: workerModules(coreDir).startup.gzip / 1024 },
  };
  for (const key of Object.keys(configs)) result[key].active = [];
  for (let round = 1; round <= rounds; round++) {
    for (const [key, config] of Object.entries(configs)) {
      log(`  startup of ${key} (round ${round} of ${rounds})…`);
      // A profile that caught no sample of the start reads 0.0 ms (seen on the bare Worker and the entry, between
      // rounds of 8–11 ms): not a start that cost nothing, so that round is measured again (three tries at most).
      let active = 0;
      for (let attempt = 0; attempt < 3 && active === 0; attempt++) {
        active = await checkStartup(wranglerBin, projectRoot, config, path.join(workDir, `${key}.cpuprofile`));
      }
      result[key].active.push(active);
    }
  }
  for (const key of Object.keys(configs)) result[key].median = median(result[key].active);
  return result;
}

/** The startup table (Markdown). */
export function startupTable(result) {
  const ms = (values) => values.map((value) => value.toFixed(1)).join(' / ');
  const ratio = (key) => (result.bare.median > 0 ? `${(result[key].median / result.bare.median).toFixed(2)}×` : '–');
  return [
    '| Worker | active CPU at startup, ms (rounds) | median | × bare | gzip evaluated at startup |',
    '| --- | --- | --- | --- | --- |',
    `| bare Hono Worker (bench/bare/) | ${ms(result.bare.active)} | ${result.bare.median.toFixed(1)} | 1× | ${result.bare.gzip.toFixed(1)} KiB |`,
    `| service entry (src/index.ts) | ${ms(result.entry.active)} | ${result.entry.median.toFixed(1)} | ${ratio('entry')} | ${result.entry.gzip.toFixed(1)} KiB (${result.entry.total.toFixed(0)} KiB more on demand) |`,
    `| service core, as the first request loads it (bench/startup/core.ts) | ${ms(result.core.active)} | ${result.core.median.toFixed(1)} | ${ratio('core')} | ${result.core.gzip.toFixed(1)} KiB |`,
  ].join('\n');
}
