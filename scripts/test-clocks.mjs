/**
 * Runs the workerd test project with the suite's clock moved (test/helpers/clock.ts, docs/tests.md "The date a
 * test runs on"; `npm test` runs it at one fixed instant): by default at the first, middle and last day of a month,
 * across a year end (23:30 UTC on 31 December is already the new year in Madrid, the demo's zone) and on the real
 * clock. `npm run test:clocks -- <ISO instant>…` runs the instants given instead; other arguments after `--` that
 * are not instants go to Vitest (a file, `-t`). Exit code 0 only when every run passed.
 */
import { spawnSync } from 'node:child_process';

const DEFAULT_CLOCKS = [
  '2026-12-01T00:30:00Z', // the first day of a month, 01:30 in Madrid
  '2026-12-15T12:00:00Z', // the middle of a month
  '2026-11-30T22:30:00Z', // the last day of a month, 23:30 in Madrid
  '2026-12-31T23:30:00Z', // a year end: 31 December in UTC, already 1 January in Madrid
  '', // the real clock: today, whatever day it is
];

const args = process.argv.slice(2);
const isInstant = (arg) => /^\d{4}-\d\d-\d\dT/.test(arg) && !Number.isNaN(Date.parse(arg));
const clocks = args.filter(isInstant);
const rest = args.filter((arg) => !isInstant(arg));
const failed = [];
for (const clock of clocks.length > 0 ? clocks : DEFAULT_CLOCKS) {
  console.log(`\n== TEST_CLOCK=${clock || '(the real clock)'}`);
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'workerd', ...rest], {
    stdio: 'inherit',
    env: { ...process.env, TEST_CLOCK: clock },
  });
  if (run.status !== 0) failed.push(clock);
}
if (failed.length > 0) {
  console.error(`\nFailed with the clock at: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nEvery clock passed.');
