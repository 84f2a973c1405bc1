/**
 * `npm run bench [-- --sizes 1k,10k,100k] [-- --duration 8] [-- --connections 8]`: the performance benchmark
 * (bench/README.md). For each dataset size: a bulk-seeded local D1 (seeded once, reused), `wrangler dev` on a
 * fresh copy of it, every scenario driven by autocannon, D1 cost read from `Server-Timing`, one-connection
 * latencies, and the floor (the same SQL on better-sqlite3). Then startup: `wrangler check startup` of the bare
 * Worker, the service's entry and its core, and what each evaluates (gzip). Markdown on stdout; the
 * raw results also go to bench/results/.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseOptions, out as print, runCommand, UsageError } from '../scripts/lib/cli.mjs';
import { PROJECT_ROOT } from '../scripts/lib/database.mjs';
import { exportLine } from './lib/export.mjs';
import { rowsTable, sizeSummary, sizeTable, startupTargets, workerTable } from './lib/report.mjs';
import { WRANGLER_BIN } from './lib/server.mjs';
import { benchSize } from './lib/size.mjs';
import { benchStartup, startupTable } from './lib/startup.mjs';

const HELP = `Usage: npm run bench [-- options]

  --sizes <list>        dataset sizes, e.g. 1k,10k,100k (default)
  --duration <s>        seconds of load per scenario (default 8)
  --connections <n>     concurrent connections (default 8)
  --rounds <n>          interleaved rounds of the ratio scenarios (bare, root, events, cached, conditional),
                        each of duration/rounds seconds (default 3)
  --only <keys>         scenarios to run (keys: bare,root,events,events50,category,search,geoloc,single,slug,
                        venues,feed,agenda,categories,create,cached,conditional,export; hostile: search-common,
                        search-letter,search-words,terms500,unknown500,everything,everything-many; default all;
                        profiled only, when named: export-cpu, the whole export of events in one request)
  --state-dir <dir>     where seeded datasets live (default: <tmp>/calendar-events-bench)
  --source <dir>        serve another checkout of the service (e.g. a worktree of main, to compare), with this
                        benchmark and its bare Worker
  --no-profile          skip the Worker's own CPU (a profile of the same code in Node)
  --rows-only           no load: 3 requests per scenario, and a table of what each reads from D1 (rows,
                        calls) against the default list: the bounded-cost check (docs/security.md)
  --no-startup          skip startup (wrangler check startup and the build's sizes; --no-bundle: the same)`;

const log = (line) => console.error(line);

function parseSize(text) {
  const match = /^(\d+)(k?)$/i.exec(text.trim());
  if (!match) throw new UsageError(`invalid size "${text}" (e.g. 1k, 10k, 100k, 2500)`);
  return Number(match[1]) * (match[2] ? 1000 : 1);
}

/** The commit a checkout is at (short), for the report. */
function gitHead(dir) {
  try {
    return execFileSync('git', ['-C', dir, 'log', '-1', '--format=%h %cs'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown commit';
  }
}

await runCommand(async () => {
  const { values } = parseOptions(process.argv.slice(2), {
    sizes: { type: 'string', default: '1k,10k,100k' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    'state-dir': { type: 'string' },
    source: { type: 'string' },
    'no-profile': { type: 'boolean', default: false },
    'no-bundle': { type: 'boolean', default: false },
    'no-startup': { type: 'boolean', default: false },
    'rows-only': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return print(HELP);
  const sizes = values.sizes.split(',').map(parseSize);
  const options = {
    duration: Number(values.duration),
    connections: Number(values.connections),
    rounds: Number(values.rounds),
    only: values.only?.split(','),
    source: values.source ? path.resolve(values.source) : undefined,
    profile: !values['no-profile'],
    rowsOnly: values['rows-only'],
  };
  if (!(options.duration > 0) || !(options.connections > 0) || !Number.isInteger(options.rounds) || options.rounds < 1)
    throw new UsageError('invalid --duration, --connections or --rounds');
  const root = path.resolve(values['state-dir'] ?? path.join(os.tmpdir(), 'calendar-events-bench'));
  const started = new Date();
  const results = [];
  const out = [`## Run of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`, ''];
  out.push(
    `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}; ${options.connections} connections, ${options.duration} s per scenario (bare, root, events, cached and 304 in ${options.rounds} interleaved rounds); wrangler dev --local, logging off; source ${options.source ?? 'this checkout'} (${gitHead(options.source ?? PROJECT_ROOT)}).`,
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
    const section = options.rowsOnly
      ? `${rowsTable(size, result.rows)}\n\n${loadNote}\n`
      : `${sizeTable(size, result.rows)}\n${workerTable([...result.rows, ...(result.profileRows ?? [])])}\n${sizeSummary(result)}\n${exportNote}\n${loadNote}\n`;
    out.push(section);
    print(section);
  }
  // Startup is this checkout's (its build script): not measured for `--source`.
  if (!values['no-bundle'] && !values['no-startup'] && !options.rowsOnly && !options.source) {
    log('\n== startup');
    const loadBefore = os.loadavg()[0];
    const startup = await benchStartup(WRANGLER_BIN, PROJECT_ROOT, path.join(root, 'startup'), {
      rounds: options.rounds,
      log,
    });
    startup.loadBefore = loadBefore;
    startup.loadAfter = os.loadavg()[0];
    const section = `#### Startup\n\n${startupTable(startup)}\n\n${startupTargets(startup)}\n\nMachine load average (1 min) before / after: ${loadBefore.toFixed(1)} / ${startup.loadAfter.toFixed(1)} on ${os.cpus().length} cores.\n`;
    out.push(section);
    print(section);
    results.push({ startup });
  }
  const dir = path.join(PROJECT_ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = started.toISOString().replace(/[:.]/g, '-');
  const json = JSON.stringify(results, (key, value) => (key === 'next' || key === 'last' ? undefined : value), 2);
  fs.writeFileSync(path.join(dir, `${stamp}.json`), json);
  fs.writeFileSync(path.join(dir, `${stamp}.md`), `${out.join('\n')}\n`);
  log(`\nResults: bench/results/${stamp}.md`);
}, 'Run `npm run bench -- --help` for usage.');
