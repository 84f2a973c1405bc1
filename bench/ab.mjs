/**
 * `npm run bench:ab -- --b <checkout> [--a <checkout>] [--path <url path>] [--bare [--sql]]`: one request path's CPU in two
 * services side by side (bench/README.md, "A/B under load"). `npm run bench` runs one checkout after another, so a
 * machine whose load changes by the minute moves its figures more than most changes do; here both services run at
 * once on copies of the same dataset, their requests interleaved (`--concurrency` at a time to each, in blocks of
 * `--requests` each), and each block gives each service's CPU per request (its whole process group, from /proc)
 * and their ratio: whatever the machine does meanwhile falls on both alike. `--bare` runs the bare Worker
 * (bench/bare/) as B, asked for `/miss` of the same bytes as A's answer (with `--sql`, running the default list's own
 * statements as its round trip: `bare-miss-q`, for A's default list). Every request carries its own `_bench`
 * value (a parameter the API ignores), so each is a first visit to its URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseOptions, out as print, runCommand, UsageError } from '../scripts/lib/cli.mjs';
import { PROJECT_ROOT } from '../scripts/lib/database.mjs';
import { ensureDataset } from './lib/dataset.mjs';
import { serverTiming } from './lib/load.mjs';
import { giveBody, giveStatements, headersOf } from './lib/scenarios.mjs';
import { startService } from './lib/server.mjs';
import { configWith } from './lib/startup.mjs';

const log = (line) => console.error(line);

const median = (values) => [...values].sort((x, y) => x - y)[values.length >> 1];
const mean = (values) => values.reduce((x, y) => x + y, 0) / values.length;
const spread = (values) => Math.sqrt(mean(values.map((v) => (v - mean(values)) ** 2)));

/** A copy of the dataset for one service, removed afterwards. */
function copyOf(dataset, name) {
  const dir = `${dataset.dir}-ab-${name}`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(dataset.dir, dir, { recursive: true });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function main() {
  const { values } = parseOptions(process.argv.slice(2), {
    a: { type: 'string', default: PROJECT_ROOT },
    b: { type: 'string' },
    bare: { type: 'boolean', default: false },
    sql: { type: 'boolean', default: false },
    path: { type: 'string', default: '/calendar/events/v1/events' },
    events: { type: 'string', default: '10000' },
    blocks: { type: 'string', default: '10' },
    requests: { type: 'string', default: '150' },
    concurrency: { type: 'string', default: '6' },
    'state-dir': { type: 'string' },
  });
  const [blocks, requests, concurrency] = [values.blocks, values.requests, values.concurrency].map(Number);
  if (!values.b && !values.bare) throw new UsageError('name the other checkout (--b <dir>) or --bare');
  if (values.sql && !values.bare) throw new UsageError('--sql is an option of --bare');
  if (![blocks, requests, concurrency].every((n) => Number.isInteger(n) && n > 0)) {
    throw new UsageError('invalid --blocks, --requests or --concurrency');
  }
  const root = values['state-dir'] ?? path.join(os.tmpdir(), 'calendar-events-bench');
  const dataset = await ensureDataset(root, Number(values.events), log);
  const copies = [copyOf(dataset, 'a'), copyOf(dataset, 'b')];
  const sources = [path.resolve(values.a), path.resolve(values.b ?? values.a)];
  const services = [];
  try {
    services.push(await startService(copies[0].dir, { cwd: sources[0] }));
    const bare = values.bare
      ? { config: configWith(sources[1], 'ab-bare', { main: path.join(sources[1], 'bench/bare/index.ts') }) }
      : {};
    services.push(await startService(copies[1].dir, { cwd: sources[1], ...bare }));
    const body = await (await fetch(`${services[0].origin}${values.path}`)).arrayBuffer();
    const bytes = body.byteLength;
    // The bare Worker answers A's very bytes, not only as many (bench/README.md, "The ceilings' bytes").
    if (values.bare) await giveBody(services[1].origin, body);
    if (values.bare && values.sql) {
      const miss = await fetch(`${services[0].origin}${values.path}?_bench=rows`);
      await miss.arrayBuffer();
      await giveStatements(services[1].origin, serverTiming(headersOf(miss)).rows);
    }
    const paths = [values.path, values.bare ? `/miss?bytes=${bytes}${values.sql ? '&sql=list' : ''}` : values.path];
    let sent = 0;
    const ask = async (i) => {
      const url = `${services[i].origin}${paths[i]}${paths[i].includes('?') ? '&' : '?'}_bench=${++sent}`;
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${paths[i]}: HTTP ${res.status}`);
    };
    const block = async () => {
      const before = services.map((s) => s.cpuMs());
      const done = [0, 0];
      const worker = async (i) => {
        while (done[i] < requests) {
          done[i] += 1;
          await ask(i);
        }
      };
      await Promise.all([0, 1].flatMap((i) => Array.from({ length: concurrency }, () => worker(i))));
      return services.map((s, i) => (s.cpuMs() - before[i]) / requests);
    };
    log(`Warming up both services on ${values.path} (${bytes} bytes)…`);
    await block();
    const perBlock = [];
    for (let k = 0; k < blocks; k++) {
      perBlock.push(await block());
      log(`  block ${k + 1}/${blocks}: ${perBlock[k].map((ms) => ms.toFixed(2)).join(' / ')} ms`);
    }
    const a = perBlock.map(([x]) => x);
    const b = perBlock.map(([, y]) => y);
    const ratios = perBlock.map(([x, y]) => y / x);
    const load = os.loadavg()[0].toFixed(1);
    print(`A ${sources[0]} ${paths[0]}: service CPU per request ${a.map((x) => x.toFixed(2)).join(' / ')} ms`);
    print(`  median ${median(a).toFixed(2)}, mean ${mean(a).toFixed(2)}`);
    print(`B ${values.bare ? 'bare Worker' : sources[1]} ${paths[1]}: ${b.map((x) => x.toFixed(2)).join(' / ')} ms`);
    print(`  median ${median(b).toFixed(2)}, mean ${mean(b).toFixed(2)}`);
    print(`B/A by block: mean ${mean(ratios).toFixed(3)} ± ${spread(ratios).toFixed(3)} (load average ${load})`);
  } finally {
    await Promise.all(services.map((s) => s.stop()));
    for (const copy of copies) copy.remove();
  }
}

runCommand(main);
