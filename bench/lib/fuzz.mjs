/**
 * What the fuzzers share (`npm run fuzz:recurrence`, `npm run fuzz:input`): a seeded generator, their common
 * options, the service under `wrangler dev` on a fresh copy of a bulk-seeded dataset, and where their requests go.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../scripts/lib/database.mjs';
import { mulberry32 } from '../../scripts/lib/seeded.mjs';
import { ensureDataset, runCopy } from './dataset.mjs';
import { startService } from './server.mjs';

/** A small seeded generator (mulberry32, scripts/lib/seeded.mjs): the same seed draws the same cases. */
export function generator(seed) {
  const next = mulberry32(seed);
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (values) => values[Math.floor(next() * values.length)];
  const some = (values, most = values.length) => {
    const count = int(1, Math.min(most, values.length));
    return [...values].sort(() => next() - 0.5).slice(0, count);
  };
  return { next, int, pick, some, chance: (p) => next() < p };
}

/** The options every fuzzer takes (`parseOptions`'s form). */
export const FUZZ_OPTIONS = {
  seed: { type: 'string', default: '32' },
  events: { type: 'string', default: '1000' },
  'cpu-limit': { type: 'string', default: '2000' },
  'state-dir': { type: 'string' },
};

/** The generator of `--seed` and the service over a fresh copy of the dataset of `--events` events. */
export async function startFuzz(values, log) {
  const root = values['state-dir'] ?? path.join(os.tmpdir(), 'calendar-events-fuzz');
  const dataset = await ensureDataset(root, Number(values.events), log);
  const copy = runCopy(dataset);
  const service = await startService(copy.dir);
  return { g: generator(Number(values.seed)), cpuLimit: Number(values['cpu-limit']), dataset, copy, service };
}

/** Every request of a run, in bench/results/<name>-<time>.json (ignored by git). */
export function saveResults(name, results) {
  const dir = path.join(PROJECT_ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}-${Date.now()}.json`), JSON.stringify(results, null, 2));
}
