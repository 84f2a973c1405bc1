/**
 * The service under test: `wrangler dev --local` on a free port with request logging off (each logged request
 * costs the runtime more than a D1 query), on a given state directory. Stopped as a whole process group.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT } from '../../scripts/lib/database.mjs';

const require = createRequire(import.meta.url);
const wranglerPackage = require.resolve('wrangler/package.json');
export const WRANGLER_BIN = path.join(path.dirname(wranglerPackage), require(wranglerPackage).bin.wrangler);

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * CPU time (ms, user + system) used so far by every process of a process group (wrangler, its workerd
 * runtimes), from /proc: what the service spends per request, whatever else the machine is busy with.
 */
function groupCpuMs(pgid) {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the command: state, ppid, pgrp, …, utime (12th), stime (13th).
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * 10;
}

/**
 * Resident memory (MiB) of every process of a process group right now, and of the largest one (the runtime that
 * runs the Worker), from /proc.
 */
function groupRssMb(pgid) {
  let total = 0;
  let largest = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const rss = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 0) / 1024;
      total += rss;
      largest = Math.max(largest, rss);
    } catch {
      // The process ended meanwhile.
    }
  }
  return { total, largest };
}

/**
 * Starts `wrangler dev` on `stateDir`; resolves once `GET /` answers. Returns `{ origin, stop, cpuMs, rssMb }`.
 * `script`: another entry point; `config`: another wrangler configuration (the bare Worker of bench/bare/ has a copy
 * of `wrangler.toml` that wrangler bundles, bench/lib/startup.mjs `configWith`); `cwd`: the source tree to serve (default this one; `npm run bench -- --source <dir>`). `logLevel` `log` (instead of `error`) shows the Worker's `console.log` lines, which `onLine` receives
 * one by one from wrangler's stdout (wrangler's own request lines are `info`, still hidden).
 */
export async function startService(
  stateDir,
  { timeoutMs = 120_000, logLevel = 'error', onLine, script, config, cwd } = {},
) {
  const port = await freePort();
  const args = ['dev', ...(script ? [script] : []), ...(config ? ['-c', config] : [])];
  args.push('--local', '--port', String(port), '--ip', '127.0.0.1');
  args.push('--log-level', logLevel, '--inspector-port', String(await freePort()));
  // One client address sends everything: rate limits off (they are tested in test/http/rate-limit.test.ts).
  args.push('--var', 'RATE_LIMITS:off');
  const child = spawn(
    process.execPath,
    [WRANGLER_BIN, ...args, '--persist-to', stateDir, '--show-interactive-dev-session=false'],
    {
      cwd: cwd ?? PROJECT_ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'pipe'],
      detached: true,
    },
  );
  if (onLine) {
    let pending = '';
    child.stdout.on('data', (chunk) => {
      const parts = (pending + chunk).split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) onLine(line);
    });
  }
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const killer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }, 5000);
    await exited;
    clearTimeout(killer);
  };
  // Interrupting the benchmark stops the service too (it runs in its own process group).
  const onSignal = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  child.on('exit', () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}): ${stderr}`);
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { origin, stop, cpuMs: () => groupCpuMs(child.pid), rssMb: () => groupRssMb(child.pid) };
    } catch {
      // Not up yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`wrangler dev did not answer within ${timeoutMs / 1000} s: ${stderr}`);
}
