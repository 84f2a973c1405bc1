/**
 * Benchmark datasets: one local D1 state directory per size, bulk-seeded once (`scripts/bulk-seed.mjs`) and
 * reused while its manifest matches (seed version, size, migrations), with a benchmark administrator created by
 * the users CLI. Every run works on a fresh copy, so writes of a run (POST scenarios) never leak into the next.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BULK_SEED_VERSION, bulkSeed, d1File, MANIFEST, migrationsDigest } from '../../scripts/bulk-seed.mjs';
import { PROJECT_ROOT } from '../../scripts/lib/database.mjs';

const ADMIN = 'bench-admin.json';

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs `scripts/users.mjs create --json` on a stopped state directory; returns `{ id, token }`. */
async function createAdministrator(stateDir) {
  const args = ['scripts/users.mjs', 'create', '--name', 'Bench administrator', '--role', 'administrator'];
  const child = spawn(process.execPath, [...args, '--json', '--persist-to', stateDir], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`users create failed (${code}): ${stderr}`);
  return JSON.parse(stdout.trim().split('\n').pop());
}

/**
 * The seeded state directory for `events` events under `root`, seeding it when missing or stale. Returns its
 * path, manifest and administrator token.
 */
export async function ensureDataset(root, events, log) {
  const dir = path.join(root, `events-${events}`);
  const manifest = readJson(path.join(dir, MANIFEST));
  const fresh =
    manifest?.version === BULK_SEED_VERSION && manifest.events === events && manifest.migrations === migrationsDigest();
  if (!fresh || !fs.existsSync(path.join(dir, ADMIN))) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    log(`Seeding ${events.toLocaleString('en')} events into ${dir}…`);
    const result = await bulkSeed({ events, persistTo: dir, log });
    log(`Seeded in ${result.seconds} s.`);
    fs.writeFileSync(path.join(dir, ADMIN), JSON.stringify(await createAdministrator(dir)));
  } else {
    log(`Reusing ${dir} (seeded ${manifest.created_at}).`);
  }
  return { dir, manifest: readJson(path.join(dir, MANIFEST)), admin: readJson(path.join(dir, ADMIN)) };
}

/** A fresh copy of a dataset for one run (removed first if left over); returns its path and SQLite file. */
export function runCopy(dataset) {
  const dir = `${dataset.dir}-run`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(dataset.dir, dir, { recursive: true });
  return { dir, file: d1File(dir), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
