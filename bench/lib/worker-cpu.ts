/**
 * The Worker's own CPU per request, from a CPU profile through the inspector (bench/README.md, "CPU per request").
 * workerd's inspector cannot give it: its sampling profiles count the time an isolate waits as time in its frames
 * (every isolate of a `wrangler dev` runtime "busy" ~2 ms per request of the bare Worker, whose whole runtime process
 * spends 1.2–2 ms of CPU on it). So the same Worker code runs here, in Node (the same V8), with D1 on better-sqlite3
 * over the same SQLite file (bench/lib/node-platform.ts), requests handed to the app's `fetch` one after another,
 * and the profile of `node:inspector` splits each sample by the code it was in: the Worker (src/ and its
 * libraries), the database (better-sqlite3 and its shim), the runtime (Node's Request/Response/URL/streams, which
 * workerd implements natively), garbage collection.
 *
 * Run by bench/run.mjs as a child process: `node --import tsx bench/lib/worker-cpu.ts '<json>'`; prints one JSON
 * line with the figures of every scenario.
 */
import { Session } from 'node:inspector/promises';
import { localExecutionContext } from '../../scripts/lib/execution-context';
import { buildApp } from '../../src/app';
import { memoryCaches, sqliteD1 } from './node-platform';
import { scenarios } from './scenarios.mjs';

interface Args {
  file: string;
  facts: Parameters<typeof scenarios>[0];
  admin: { token: string };
  only?: string[];
  /** Most requests measured per scenario (after up to 20 of warm-up); a slow scenario stops after 5 s (at least 5). */
  count: number;
  vars: Record<string, string>;
}

type Bucket = 'worker' | 'libraries' | 'database' | 'runtime' | 'gc' | 'other';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

function bucketOf(url: string): Bucket | undefined {
  if (!url) return undefined;
  if (url.includes('/bench/lib/node-platform') || url.includes('better-sqlite3')) return 'database';
  if (url.includes('/src/')) return 'worker';
  if (url.includes('/node_modules/')) return 'libraries';
  if (url.startsWith('node:') || !url.includes('/')) return 'runtime';
  return 'other';
}

/** Self time per bucket (natives count for the nearest caller with a URL), and the Worker's hottest functions. */
function split(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const buckets: Record<Bucket, number> = { worker: 0, libraries: 0, database: 0, runtime: 0, gc: 0, other: 0 };
  const functions = new Map<string, number>();
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const micros = profile.timeDeltas[i] ?? 0;
    const leaf = byId.get(profile.samples[i] ?? -1);
    const name = leaf?.callFrame.functionName ?? '';
    if (name === '(idle)' || name === '(program)' || name === '(root)') {
      idle += micros;
      continue;
    }
    if (name === '(garbage collector)') {
      buckets.gc += micros;
      continue;
    }
    let node = leaf;
    let bucket = node && bucketOf(node.callFrame.url);
    while (node && !bucket) {
      node = byId.get(parent.get(node.id) ?? -1);
      bucket = node && bucketOf(node.callFrame.url);
    }
    buckets[bucket ?? 'runtime'] += micros;
    if ((bucket === 'worker' || bucket === 'libraries') && node) {
      const where = node.callFrame.url.replace(/^.*?\/(src|node_modules)\//, '$1/');
      const key = `${node.callFrame.functionName || '(anonymous)'} ${where}`;
      functions.set(key, (functions.get(key) ?? 0) + micros);
    }
  }
  return { buckets, idle, functions };
}

async function main(): Promise<void> {
  const args = JSON.parse(process.argv[2] ?? '{}') as Args;
  const d1 = sqliteD1(args.file);
  (globalThis as { caches?: CacheStorage }).caches = memoryCaches();
  const env = { ...args.vars, DB: d1 };
  const app = buildApp();
  const origin = 'http://bench.local';
  const fetchOnce = async (next: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }) => {
    const background: Promise<unknown>[] = [];
    const request = new Request(`${origin}${next.path}`, {
      method: next.method ?? 'GET',
      headers: next.headers,
      body: next.body,
    });
    const response = await app.fetch(request, env, localExecutionContext(background));
    await response.arrayBuffer();
    await Promise.all(background);
    return response;
  };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 250 });
  const results: Record<string, unknown> = {};
  for (const scenario of scenarios(args.facts, args.admin)) {
    // A profile-only scenario (the whole export) runs when named.
    if (args.only ? !args.only.includes(scenario.key) : scenario.profileOnly) continue;
    let next = scenario.next;
    if (scenario.conditional) {
      const first = await fetchOnce(next());
      const { path } = next();
      const etag = first.headers.get('etag') ?? '';
      next = () => ({ method: 'GET', path, headers: { 'if-none-match': etag } });
    }
    const warm = performance.now();
    for (let i = 0; i < 20 && (i < 2 || performance.now() - warm < 2000); i++) await fetchOnce(next());
    await session.post('Profiler.start');
    const before = process.cpuUsage();
    const started = performance.now();
    let served = 0;
    while (served < args.count && (served < 5 || performance.now() - started < 5000)) {
      await fetchOnce(next());
      served += 1;
    }
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(before);
    const { profile } = await session.post('Profiler.stop');
    if (process.env.BENCH_PROFILE_DIR) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${process.env.BENCH_PROFILE_DIR}/${scenario.key}.cpuprofile`, JSON.stringify(profile));
    }
    const { buckets, idle, functions } = split(profile as Parameters<typeof split>[0]);
    const sampled = Object.values(buckets).reduce((a, b) => a + b, 0);
    const cpuMs = (used.user + used.system) / 1000 / served;
    // The profile gives each bucket's share of the busy samples; the process's CPU time scales them.
    const perRequest = Object.fromEntries(
      Object.entries(buckets).map(([name, micros]) => [name, sampled ? (cpuMs * micros) / sampled : 0]),
    );
    const top = [...functions.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.BENCH_TOP ?? 12))
      .map(([name, micros]) => ({ name, ms: sampled ? (cpuMs * micros) / sampled : 0 }));
    results[scenario.key] = {
      served,
      cpuMs,
      wallMs: wallMs / served,
      idleShare: idle / (idle + sampled),
      perRequest,
      top,
    };
  }
  session.disconnect();
  process.stdout.write(`${JSON.stringify(results)}\n`);
}

await main();
