/**
 * Runs bench/lib/worker-cpu.ts in a child Node process on a copy of a dataset's SQLite file (the POST scenario
 * writes to it) and returns its per-scenario figures: the Worker's own CPU per request from an inspector profile.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../scripts/lib/database.mjs';

/** The `[vars]` of wrangler.toml (flat `KEY = "value"` lines), as the Worker gets them, rate limits off. */
function wranglerVars() {
  const text = fs.readFileSync(path.join(PROJECT_ROOT, 'wrangler.toml'), 'utf8');
  const section = text.split(/^\[vars\]$/m)[1]?.split(/^\[/m)[0] ?? '';
  const vars = Object.fromEntries([...section.matchAll(/^([A-Z_]+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]));
  return { ...vars, RATE_LIMITS: 'off' };
}

export async function workerCpu(file, facts, admin, { only, count = 200 } = {}) {
  const copy = `${file}.worker-cpu`;
  fs.copyFileSync(file, copy);
  try {
    const args = JSON.stringify({ file: copy, facts, admin, only, count, vars: wranglerVars() });
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/worker-cpu.ts', args], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    const code = await new Promise((resolve) => child.on('close', resolve));
    if (code !== 0) throw new Error(`worker-cpu exited ${code}: ${stderr}`);
    return JSON.parse(stdout.trim().split('\n').pop());
  } finally {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${copy}${suffix}`, { force: true });
  }
}
