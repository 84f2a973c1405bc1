#!/usr/bin/env node
/**
 * How fast `npm run import` moves a calendar (docs/migration.md): the fake TEC site of the importer's tests
 * (test/helpers/fake-tec-site.ts) generated with N events (default 10,000), imported into a fresh local D1 database
 * by the real CLI, with --auth (drafts included), then imported again with nothing changed at the source. Prints
 * one JSON line: events, seconds, events per second, the source requests and the D1 round trips of the writing,
 * and the second run's seconds and whether it wrote anything.
 *
 *   node bench/import.mjs [events]
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const run = promisify(execFile);
const events = Number(process.argv[2] ?? 10_000);
const { startFakeSite, LOGIN, APP_PASSWORD } = await tsImport('../test/helpers/fake-tec-site.ts', import.meta.url);
const site = await startFakeSite(events);
const dir = mkdtempSync(path.join(tmpdir(), 'import-bench-'));
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };
try {
  await run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', dir], { env });
  const importOnce = async () => {
    const started = performance.now();
    const { stdout } = await run(
      process.execPath,
      ['scripts/import.mjs', '--from', site.url, '--auth', `${LOGIN}:${APP_PASSWORD}`, '--persist-to', dir, '--json'],
      { env, maxBuffer: 100_000_000 },
    );
    return { seconds: (performance.now() - started) / 1000, summary: JSON.parse(stdout) };
  };
  const { seconds, summary } = await importOnce();
  const again = await importOnce();
  console.log(
    JSON.stringify({
      events,
      imported: summary.written.events.imported,
      seconds: Math.round(seconds),
      events_per_second: Math.round((events / seconds) * 10) / 10,
      source_requests: summary.requests,
      d1_round_trips: summary.d1_round_trips,
      d1_round_trips_per_event: Math.round((summary.d1_round_trips / events) * 10) / 10,
      second_run_seconds: Math.round(again.seconds),
      second_run_changed: again.summary.changed,
      second_run_d1_round_trips: again.summary.d1_round_trips,
    }),
  );
} finally {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
}
